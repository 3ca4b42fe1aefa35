import type { ComponentType } from 'react';

/**
 * A public, prerendered page. Registries of these (one per feature) drive the prerender step,
 * sitemap.xml, the public hydration entry and the SPA router, so a page is declared once.
 *
 * Rules for a public page component, so it prerenders, hydrates and stays light:
 * - renders the same on the server and in the browser: no `window`/`document`/`localStorage`
 *   during render (use effects); no random values or dates that differ between the two;
 * - links are plain `<a href={paths.x}>`: no react-router imports;
 * - nothing heavy at module scope: the API client, the route table, zod, Amplify and sonner are
 *   loaded with `await import()` inside handlers or effects, never imported statically.
 */
export interface PublicPage {
  /** The URL path, e.g. `/skincare`; a constant from web/src/app/paths.ts. */
  readonly path: string;
  /** `<title>`: unique per page, under 60 characters where possible. */
  readonly title: string;
  /** `<meta name="description">`: 120-160 characters. */
  readonly description: string;
  /** JSON-LD objects for `<script type="application/ld+json">` (schema.org). */
  readonly structuredData: ReadonlyArray<Record<string, unknown>>;
  /** Listed in sitemap.xml. @default true */
  readonly indexable?: boolean;
  /** Lazy module whose default export is the page component. */
  readonly load: () => Promise<{ default: ComponentType }>;
}

/** The canonical origin of the public site (production). Canonical URLs and the sitemap use it. */
export const SITE_ORIGIN = 'https://commentspark.app';

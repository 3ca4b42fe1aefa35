import type { PublicRoute } from './public-route';

/**
 * A public, prerendered page: its route and its head. Registries of these (one per feature) drive
 * the prerender step and sitemap.xml; the routes alone (./routes.ts) drive the public hydration
 * entry and the SPA router.
 *
 * Rules for a public page component, so it prerenders, hydrates and stays light:
 * - renders the same on the server and in the browser: no `window`/`document`/`localStorage`
 *   during render (use effects); no random values or dates that differ between the two;
 * - links are plain `<a href={paths.x}>`: no react-router imports;
 * - nothing at module scope that the page does not need at once: Amplify, sonner, the API client
 *   and the route table load with `await import()` when a handler needs them. A form's zod schema
 *   and react-hook-form come with the page that has the form; TanStack Query, the API client and
 *   the route table with the promo pages that fetch their counts on load.
 */
export interface PublicPage extends PublicRoute {
  /** `<title>`: unique per page, under 60 characters where possible. */
  readonly title: string;
  /** `<meta name="description">`: 120-160 characters. */
  readonly description: string;
  /** JSON-LD objects for `<script type="application/ld+json">` (schema.org). */
  readonly structuredData: ReadonlyArray<Record<string, unknown>>;
  /** Listed in sitemap.xml. @default true */
  readonly indexable?: boolean;
}

/** The canonical origin of the public site (production). Canonical URLs and the sitemap use it. */
export const SITE_ORIGIN = 'https://commentspark.app';

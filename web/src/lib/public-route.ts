import type { ComponentType } from 'react';

/**
 * What the SPA router and the hydration entry need of a public page: its path and its lazy
 * component. Kept apart from the page's head (title, description, JSON-LD in `PublicPage`), which
 * only the prerender step reads, so neither entry carries every page's copy in its first chunk.
 */
export interface PublicRoute {
  /** The URL path, e.g. `/skincare`; a constant from web/src/config/paths.ts. */
  readonly path: string;
  /** Lazy module whose default export is the page component. */
  readonly load: () => Promise<{ default: ComponentType }>;
}

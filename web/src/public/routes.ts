import { exampleIdeaRoutes } from '../features/example-ideas/routes';
import { ambassadorRoutes, marketingRoutes } from '../features/marketing/routes';
import { searchRoutes } from '../features/search-pages/routes';
import type { PublicRoute } from '../lib/public-route';

/**
 * Every prerendered page's route: the public entry and the SPA router read this, the prerender
 * step and sitemap.xml read the pages with their heads (./registry.ts).
 */
export const publicRoutes: readonly PublicRoute[] = [...marketingRoutes, ...ambassadorRoutes, ...searchRoutes, ...exampleIdeaRoutes];

/** `/skincare/` and `/skincare` are the same page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function findPublicRoute(pathname: string): PublicRoute | undefined {
  const path = normalizePath(pathname);
  return publicRoutes.find((route) => route.path === path);
}

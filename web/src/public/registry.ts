import { exampleIdeaPages } from '../features/example-ideas/pages';
import { marketingPages } from '../features/marketing/pages';
import { searchPages } from '../features/search-pages/pages';
import type { PublicPage } from './page';

/** Every prerendered page. The prerender step, sitemap.xml, the public entry and the SPA router read this. */
export const publicPages: readonly PublicPage[] = [...marketingPages, ...searchPages, ...exampleIdeaPages];

/** `/skincare/` and `/skincare` are the same page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function findPublicPage(pathname: string): PublicPage | undefined {
  const path = normalizePath(pathname);
  return publicPages.find((page) => page.path === path);
}

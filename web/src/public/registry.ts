import { exampleIdeaPages } from '../features/example-ideas/pages';
import { ambassadorPages, marketingPages } from '../features/marketing/pages';
import { searchPages } from '../features/search-pages/pages';
import type { PublicPage } from '../lib/public-page';

/**
 * Every prerendered page with its head. The prerender step and sitemap.xml read this; the public
 * entry and the SPA router need only the routes (./routes.ts), in the same order.
 */
export const publicPages: readonly PublicPage[] = [...marketingPages, ...ambassadorPages, ...searchPages, ...exampleIdeaPages];

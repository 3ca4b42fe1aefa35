import { paths } from '../../config/paths';
import type { PublicRoute } from '../../lib/public-route';

/** The marketing pages' routes (docs/product-rules.md#public-pages); their heads are in ./pages.ts. */
export const marketingRoutes = [
  { path: paths.home, load: () => import('./pages/home') },
  { path: paths.skincare, load: () => import('./pages/skincare') },
  { path: paths.haircare, load: () => import('./pages/haircare') },
  { path: paths.tiktokGrowth, load: () => import('./pages/tiktok-growth') },
  { path: paths.promoCode, load: () => import('./pages/promo-code') },
  { path: paths.promoCode1, load: () => import('./pages/promo-code-1') },
  { path: paths.promoCode2, load: () => import('./pages/promo-code-2') },
] as const satisfies readonly PublicRoute[];

export type MarketingPath = (typeof marketingRoutes)[number]['path'];

/**
 * The ambassador programme's page: public and prerendered like the marketing pages,
 * but a page for partners rather than creators, so it is listed on its own.
 */
export const ambassadorRoutes = [
  { path: paths.ambassadors, load: () => import('./pages/ambassadors') },
] as const satisfies readonly PublicRoute[];

import { accountsRoutes } from './routes-accounts';
import { adminRoutes } from './routes-admin';
import { ambassadorRoutes } from './ambassador-routes';
import { billingRoutes } from './routes-billing';
import { contentEngineRoutes } from './routes-content-engine';
import { deliveryRoutes } from './routes-delivery';
import { eventsRoutes } from './routes-events';
import { healthRoutes } from './routes-health';
import { ideasRoutes } from './routes-ideas';
import { nichesRoutes } from './routes-niches';
import { profilesRoutes } from './routes-profiles';
import { promoRoutes } from './routes-promo';
import { referralsRoutes } from './routes-referrals';
import type { RouteDefinition } from './route';
import { subscribersRoutes } from './routes-subscribers';
import { waitlistRoutes } from './routes-waitlist';

/**
 * The one route table: every API route, read by the CDK api construct, the local gateway and the
 * tests generated from it (access, rate limits, bad input). Each feature declares its routes in its
 * own routes.ts; only this module gathers them, so the web app, which imports single routes, never
 * bundles a feature it does not call.
 */
export const routes = [
  ...healthRoutes,
  ...nichesRoutes,
  ...subscribersRoutes,
  ...waitlistRoutes,
  ...promoRoutes,
  ...referralsRoutes,
  ...ideasRoutes,
  ...billingRoutes,
  ...accountsRoutes,
  ...eventsRoutes,
  ...deliveryRoutes,
  ...adminRoutes,
  ...contentEngineRoutes,
  ...profilesRoutes,
  ...ambassadorRoutes,
] as const satisfies readonly RouteDefinition[];
export type AnyRoute = (typeof routes)[number];

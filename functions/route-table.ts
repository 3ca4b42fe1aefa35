import { accountsRoutes } from '#functions/accounts/routes';
import { adminSummaryRoutes } from '#functions/admin/admin-routes';
import { analyticsRoutes } from '#functions/analytics/routes';
import { billingAdminRoutes } from '#functions/billing/admin-routes';
import { ideasAdminRoutes } from '#functions/ideas/admin-routes';
import { adminRoutes } from '#functions/admin/routes';
import { ambassadorRoutes } from '#functions/ambassadors/routes';
import { billingRoutes } from '#functions/billing/routes';
import { contentEngineRoutes } from '#functions/content-engine/routes';
import { deliveryRoutes } from '#functions/delivery/routes';
import { eventsRoutes } from '#functions/events/routes';
import { healthRoutes } from '#functions/health/routes';
import { ideasRoutes } from '#functions/ideas/routes';
import { ingestionRoutes } from '#functions/ingestion/routes';
import { nichesRoutes } from '#functions/niches/routes';
import { personalAdminRoutes } from '#functions/personal/feedback-admin-routes';
import { personalRoutes } from '#functions/personal/routes';
import { profilesRoutes } from '#functions/profiles/routes';
import { videoIdeasRoutes } from '#functions/personal/video-routes';
import { promoRoutes } from '#functions/promo/routes';
import { referralsRoutes } from '#functions/referrals/routes';
import type { RouteDefinition } from '#functions/platform/route';
import { subscribersRoutes } from '#functions/subscribers/routes';
import { supportRoutes } from '#functions/support/routes';
import { waitlistRoutes } from '#functions/waitlist/routes';
import { calendarRoutes } from '#functions/calendar/routes';
import { yearPlanRoutes } from '#functions/year-plan/routes';

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
  ...adminSummaryRoutes,
  ...billingAdminRoutes,
  ...ideasAdminRoutes,
  ...contentEngineRoutes,
  ...ingestionRoutes,
  ...profilesRoutes,
  ...videoIdeasRoutes,
  ...personalRoutes,
  ...personalAdminRoutes,
  ...ambassadorRoutes,
  ...calendarRoutes,
  ...supportRoutes,
  ...analyticsRoutes,
  ...yearPlanRoutes,
] as const satisfies readonly RouteDefinition[];
export type AnyRoute = (typeof routes)[number];

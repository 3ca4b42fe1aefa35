import { planRouteHandler } from '#functions/subscribers/plan-access';
import { getYearPlan } from '../routes';
import { yearPlanFor } from '../plan';

/** The caller's 12-month plan: their niche's moments, their calendar, and ideas suggested ahead. */
export const handler = planRouteHandler(getYearPlan, async ({ query, auth }) => yearPlanFor(auth, query?.from, new Date()));

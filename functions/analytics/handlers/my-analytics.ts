import { planRouteHandler } from '#functions/subscribers/plan-access';
import { myAnalytics } from '../routes';
import { analyticsViewOf } from '../view';

/** The caller's performance analytics (the yearly plan's; the chain answers 402 to other plans). */
export const handler = planRouteHandler(myAnalytics, async ({ auth }) => analyticsViewOf(auth.userId, new Date()));

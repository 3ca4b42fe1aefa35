import { planRouteHandler } from '#functions/subscribers/plan-access';
import { getCalendarFeedStatus } from '../routes';
import { feedStatus } from '../feed';

/** Whether the caller has a private feed, and since when. */
export const handler = planRouteHandler(getCalendarFeedStatus, async ({ auth }) => ({ feed: await feedStatus(auth) }));

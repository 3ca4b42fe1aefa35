import { planRouteHandler } from '#functions/subscribers/plan-access';
import { createCalendarFeed } from '../routes';
import { createFeed } from '../feed';

/** A new private feed address, revoking the one before. */
export const handler = planRouteHandler(createCalendarFeed, async ({ auth }) => ({ feed: await createFeed(auth.userId, new Date()) }));

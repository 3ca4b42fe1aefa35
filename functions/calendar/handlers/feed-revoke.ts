import { planRouteHandler } from '#functions/subscribers/plan-access';
import { revokeCalendarFeed } from '../routes';
import { revokeFeed } from '../feed';

/** Revokes the private feed: its address answers 404 from now on. */
export const handler = planRouteHandler(revokeCalendarFeed, async ({ auth }) => ({ revoked: await revokeFeed(auth) }));

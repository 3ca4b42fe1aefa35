import { routeHandler } from '#functions/platform/http/handler';
import { calendarFeed } from '../routes';
import { feedText } from '../feed';

/** The private feed a calendar app polls; an unknown or revoked secret is 404. */
export const handler = routeHandler(calendarFeed, async ({ params }) => ({ body: await feedText(params.token, new Date()) }));

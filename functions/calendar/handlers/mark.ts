import { planRouteHandler } from '#functions/subscribers/plan-access';
import { markCalendarEntry } from '../routes';
import { markEntry } from '../calendar';

/** Marks a calendar entry planned or filmed. */
export const handler = planRouteHandler(markCalendarEntry, async ({ params, body, auth }) => ({
  entry: await markEntry(auth, params.ideaId, body.status, new Date()),
}));

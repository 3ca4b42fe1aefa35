import { planRouteHandler } from '#functions/subscribers/plan-access';
import { postCalendarEntry } from '../routes';
import { postEntry } from '../posting';

/** Marks a calendar entry posted with the YouTube video it became. */
export const handler = planRouteHandler(postCalendarEntry, async ({ params, body, auth }) => ({
  entry: await postEntry(auth, params.ideaId, body.url, new Date()),
}));

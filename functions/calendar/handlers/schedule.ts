import { planRouteHandler } from '#functions/subscribers/plan-access';
import { scheduleCalendarIdea } from '../routes';
import { scheduleIdea } from '../calendar';

/** Puts an idea on a filming or posting day, or moves it. */
export const handler = planRouteHandler(scheduleCalendarIdea, async ({ body, auth }) => ({
  entry: await scheduleIdea(auth, body, new Date()),
}));

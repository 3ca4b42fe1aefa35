import { planRouteHandler } from '#functions/subscribers/plan-access';
import { unscheduleCalendarEntry } from '../routes';
import { unscheduleEntry } from '../calendar';

/** Takes an idea off the calendar. */
export const handler = planRouteHandler(unscheduleCalendarEntry, async ({ params, auth }) => {
  await unscheduleEntry(auth, params.ideaId);
  return { removed: true as const };
});

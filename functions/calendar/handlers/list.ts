import { planRouteHandler } from '#functions/subscribers/plan-access';
import { listCalendar } from '../routes';
import { listCalendarRange } from '../calendar';

/** A month or a week of the caller's calendar, with the daily ideas on the days they unlocked. */
export const handler = planRouteHandler(listCalendar, ({ query, auth }) => listCalendarRange(auth, query, new Date()));

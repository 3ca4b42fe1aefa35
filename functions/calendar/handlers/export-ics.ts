import { planRouteHandler } from '#functions/subscribers/plan-access';
import { exportCalendarIcs } from '../routes';
import { exportIcs } from '../feed';

/** Every calendar entry as an .ics download, to import where a feed cannot be added. */
export const handler = planRouteHandler(exportCalendarIcs, async ({ auth }) => ({
  body: await exportIcs(auth),
  filename: `commentspark-calendar-${new Date().toISOString().slice(0, 10)}.ics`,
}));

import { planRouteHandler } from '#functions/subscribers/plan-access';
import { exportCalendarJson } from '../routes';
import { exportJson } from '../feed';

/** Every calendar entry as a JSON download. */
export const handler = planRouteHandler(exportCalendarJson, async ({ auth }) => {
  const now = new Date();
  return { body: await exportJson(auth, now), filename: `commentspark-calendar-${now.toISOString().slice(0, 10)}.json` };
});

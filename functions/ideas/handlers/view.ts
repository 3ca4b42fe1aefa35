import { viewIdea } from '../routes';
import { recordView } from '../engagement-store';
import { getPersonalDay } from '../personal-store';
import { listProgress } from '../progress-store';
import { routeHandler } from '#functions/platform/http/handler';
import { newCountOf, unlockedOf, visibleIdea } from '../visible';

/**
 * Viewing clears the NEW flag and lowers the count (docs/product-rules.md#content-ideas-list). Only
 * the first view of an idea counts (engagement.ts `recordView`); the answer carries the count after
 * it, so the tab needs no reload. The count is of the days the list shows: the subscriber's own
 * idea of a day where they have one, so the shared idea of that day (still open from an old email)
 * and an idea from a video clear their own flag but do not lower it.
 */
export const handler = routeHandler(viewIdea, async ({ params, auth }) => {
  const { idea, subscriber, personal } = await visibleIdea(auth, params.id);
  const now = new Date();
  const counted = personal ? idea.personal?.kind !== 'video' : (await getPersonalDay(auth.userId, idea.niche, idea.dayNumber)) === null;
  const { firstView } = await recordView(auth.userId, idea, now, { counted });
  // Read after the write, and consistently: the count includes this view and any other tab's.
  const progress = await listProgress(auth.userId, { consistent: true });
  return { viewedAt: now.toISOString(), firstView, newCount: newCountOf(progress, unlockedOf(progress, subscriber.timeZone, now)) };
});

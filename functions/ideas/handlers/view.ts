import { viewIdea } from '../routes';
import { recordView } from '../engagement-store';
import { listProgress } from '../progress-store';
import { routeHandler } from '#functions/platform/http/handler';
import { newCountOf, unlockedOf, visibleIdea } from '../visible';

/**
 * Viewing clears the NEW flag and lowers the count (docs/product-rules.md#content-ideas-list). Only
 * the first view of an idea counts (engagement.ts `recordView`); the answer carries the count after
 * it, so the tab needs no reload.
 */
export const handler = routeHandler(viewIdea, async ({ params, auth }) => {
  const { idea, subscriber } = await visibleIdea(auth, params.id);
  const now = new Date();
  const { firstView } = await recordView(auth.userId, idea, now);
  // Read after the write, and consistently: the count includes this view and any other tab's.
  const progress = await listProgress(auth.userId, { consistent: true });
  return { viewedAt: now.toISOString(), firstView, newCount: newCountOf(progress, unlockedOf(progress, subscriber.timeZone, now)) };
});

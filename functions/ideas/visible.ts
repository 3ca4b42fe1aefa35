import type { ContentIdea } from '#functions/shared/schemas';
import { getIdea } from './store';
import { listProgress, type NicheProgress } from './progress-store';
import type { SubscriberRecord } from '#functions/subscribers/store';
import { NotFound } from '#functions/platform/errors';
import { newIdeaCount } from './list';
import { daysUnlocked, isUnlocked } from './rules';
import type { AuthContext } from '#functions/platform/http/auth';
import { subscriberWithAccess } from '#functions/subscribers/access';

/** Days unlocked per niche now, from the progress items and the subscriber's time zone. */
export function unlockedOf(progress: readonly NicheProgress[], timeZone: string | null | undefined, now = new Date()): Map<string, number> {
  return new Map(progress.map((p) => [p.niche, daysUnlocked(p, now, timeZone)]));
}

/**
 * The NEW count from the progress items alone (their counters of first views). A counter not yet
 * initialised (engagement.ts `initialiseViewCounts`) counts as no views: the count is then too
 * high for a while, never too low and never negative.
 */
export function newCountOf(progress: readonly NicheProgress[], unlocked: ReadonlyMap<string, number>): number {
  return newIdeaCount(progress.map((p) => ({ daysUnlocked: unlocked.get(p.niche) ?? 0, viewed: p.viewedCount ?? 0 })));
}

export interface VisibleIdea {
  idea: ContentIdea;
  subscriber: SubscriberRecord;
  progress: NicheProgress[];
}

/**
 * An idea the caller may open: subscribed, variant B, within their unlocked days. Anything else
 * is the same 404, so an id says nothing about ideas the caller has not unlocked. Reads the
 * caller's progress items only, never their ratings or views: its cost does not grow with history.
 */
export async function visibleIdea(auth: AuthContext, id: string): Promise<VisibleIdea> {
  const [subscriber, idea, progress] = await Promise.all([subscriberWithAccess(auth), getIdea(id), listProgress(auth.userId)]);
  if (!idea || !subscriber || !isUnlocked(idea, subscriber.subscribed, unlockedOf(progress, subscriber.timeZone))) {
    throw new NotFound('Content idea not found', 'idea_not_found');
  }
  return { idea, subscriber, progress };
}

import type { ContentIdea } from '#functions/shared/schemas';
import { getIdeaWithOwner, type PersonalItemFacts } from './personal-store';
import { listProgress, type NicheProgress } from './progress-store';
import type { SubscriberRecord } from '#functions/subscribers/store';
import { NotFound } from '#functions/platform/errors';
import { newIdeaCount } from './list';
import { daysUnlocked, isPersonalUnlocked, isUnlocked } from './rules';
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
  /** Only for the caller's own personal idea: what is stored beside it (its traits, its insight). */
  personal: PersonalItemFacts | null;
}

/**
 * An idea the caller may open: subscribed, and either a shared idea of variant B within their
 * unlocked days, or their own personal idea (rules.ts isPersonalUnlocked). Anything else is the
 * same 404, so an id says nothing about ideas the caller has not unlocked or that belong to someone
 * else. The shared idea of a day stays open when the caller has their own idea for that day (an
 * old email, a shared link). Reads the caller's progress items only, never their ratings or
 * views: its cost does not grow with history.
 */
export async function visibleIdea(auth: AuthContext, id: string): Promise<VisibleIdea> {
  const [subscriber, found, progress] = await Promise.all([subscriberWithAccess(auth), getIdeaWithOwner(id), listProgress(auth.userId)]);
  if (found && subscriber) {
    const unlocked = unlockedOf(progress, subscriber.timeZone);
    const { idea, facts } = found;
    const open =
      facts === null
        ? isUnlocked(idea, subscriber.subscribed, unlocked)
        : isPersonalUnlocked(
            { niche: idea.niche, dayNumber: idea.dayNumber, kind: idea.personal?.kind ?? 'daily' },
            { ownerUserId: facts.ownerUserId, callerUserId: auth.userId },
            subscriber.subscribed,
            unlocked,
          );
    if (open) return { idea, subscriber, progress, personal: facts };
  }
  throw new NotFound('Content idea not found', 'idea_not_found');
}

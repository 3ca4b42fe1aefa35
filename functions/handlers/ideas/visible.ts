import type { ContentIdea } from '../../contract/schemas';
import { userIdeaState, type UserIdeaState } from '../../data/engagement';
import { getIdea } from '../../data/ideas';
import { NotFound } from '../../domain/errors';
import { daysUnlocked, isUnlocked } from '../../domain/ideas';
import type { AuthContext } from '../http/auth';
import { subscriberWithAccess } from '../me/access';

/** Days unlocked per niche now, from the progress items and the subscriber's time zone. */
export function unlockedOf(state: UserIdeaState, timeZone: string | null | undefined, now = new Date()): Map<string, number> {
  return new Map(state.progress.map((p) => [p.niche, daysUnlocked(p, now, timeZone)]));
}

/**
 * An idea the caller may open: subscribed, variant B, within their unlocked days. Anything else
 * is the same 404, so an id says nothing about ideas the caller has not unlocked.
 */
export async function visibleIdea(auth: AuthContext, id: string): Promise<{ idea: ContentIdea; state: UserIdeaState }> {
  const [subscriber, idea, state] = await Promise.all([subscriberWithAccess(auth), getIdea(id), userIdeaState(auth.userId)]);
  if (!idea || !isUnlocked(idea, subscriber?.subscribed ?? false, unlockedOf(state, subscriber?.timeZone))) {
    throw new NotFound('Content idea not found', 'idea_not_found');
  }
  return { idea, state };
}

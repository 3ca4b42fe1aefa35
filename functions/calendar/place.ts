import type { ContentIdea } from '#functions/shared/schemas';
import { getSubscriber } from '#functions/subscribers/store';
import { filmedToday, firstHook, localDateOf, type EntryKind } from './rules';
import { getEntry, writeFilmedToday, type EntryIdea } from './store';

/**
 * Putting an idea on the calendar from outside it ("Filmed it"), kept apart from the routes' module
 * so the functions that call it (the idea page's button, the email's link) do not carry the feed
 * writer or the YouTube client.
 */

/** Personal ideas are the subscriber's own (of a day, or from a video); every other idea they can open is the niche's library. */
export function kindOf(idea: ContentIdea | { personal?: { kind?: string } }): EntryKind {
  const kind = (idea as { personal?: { kind?: string } }).personal?.kind;
  if (kind === 'video') return 'video';
  return kind ? 'daily' : 'library';
}

export function snapshotOf(idea: ContentIdea): { id: string } & EntryIdea {
  return { id: idea.id, title: idea.title, hook: firstHook(idea.content), niche: idea.niche, kind: kindOf(idea) };
}

/**
 * "Filmed it" (the idea page's button, the email's link): the idea goes on the subscriber's today
 * as filmed, whatever their plan (the data is kept; only the calendar view is a plan feature).
 * Idempotent: an entry already filmed or posted is left as it is. Returns whether it wrote.
 */
export async function placeFilmedToday(userId: string, idea: ContentIdea, now: Date, timeZone?: string | null): Promise<boolean> {
  const zone = timeZone !== undefined ? timeZone : ((await getSubscriber(userId))?.timeZone ?? null);
  const today = localDateOf(now, zone);
  const current = await getEntry(userId, idea.id);
  const next = filmedToday(current, today);
  if (!next) return false;
  return writeFilmedToday(userId, snapshotOf(idea), next.filmOn, current, now);
}

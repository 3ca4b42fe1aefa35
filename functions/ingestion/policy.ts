/**
 * What the YouTube API Services Developer Policies let us keep: API data no longer than 30 days
 * unless it is refreshed (re-read from the API) within them. A comment carries the instant it was
 * read and the instant it must be re-read by; the refresh job re-reads the soonest first, and the
 * table's TTL deletes, a margin later, whatever no job renewed.
 */

/** The longest we keep API data without refreshing it (Developer Policies, "Storing YouTube API data"). */
export const KEEP_DAYS = 30;
const DAY_MS = 86_400_000;

/** The instant a comment read at `fetchedAt` must be refreshed by (or deleted). */
export function refreshByOf(fetchedAt: Date): Date {
  return new Date(fetchedAt.getTime() + KEEP_DAYS * DAY_MS);
}

/**
 * The table's TTL (epoch seconds): `marginDays` after refreshBy, so the refresh job's own deletion
 * comes first and the TTL only catches what no job reached (a stopped job, a niche removed).
 */
export function expiresAtOf(refreshBy: Date | string, marginDays: number): number {
  return Math.floor((new Date(refreshBy).getTime() + marginDays * DAY_MS) / 1000);
}

export interface Kept {
  commentId: string;
  refreshBy: string;
}

/** Past its refreshBy at `now`: no longer ours to use or keep. */
export function isExpired(item: { refreshBy: string }, now: Date): boolean {
  return Date.parse(item.refreshBy) <= now.getTime();
}

/**
 * What the refresh job does with a niche's kept comments at `now`: delete those already expired,
 * re-read those due within `withinDays` (soonest first, so a budget that runs out leaves the ones
 * with the most time), and leave the rest.
 */
export function refreshPlan<T extends Kept>(kept: readonly T[], now: Date, withinDays: number): { expired: T[]; due: T[] } {
  const horizon = now.getTime() + withinDays * DAY_MS;
  const expired: T[] = [];
  const due: T[] = [];
  for (const item of kept) {
    if (isExpired(item, now)) expired.push(item);
    else if (Date.parse(item.refreshBy) <= horizon) due.push(item);
  }
  due.sort((a, b) => a.refreshBy.localeCompare(b.refreshBy) || a.commentId.localeCompare(b.commentId));
  return { expired, due };
}

/**
 * Who sees which idea on the dashboard (docs/product-rules.md#content-ideas-list), as pure rules.
 */

/** The dashboard and the idea page show variant B only (docs/product-rules.md#content-ideas-list). */
export const DASHBOARD_VARIANT = 'B';

/** The Content Ideas list comes a page at a time: at most 20 cards, 20 unless asked for fewer (functions/ideas/list.ts). */
export const IDEA_PAGE_MAX = 20;

export interface IdeaPosition {
  readonly niche: string;
  readonly dayNumber: number;
  readonly ideaNumber: number;
  readonly variant: string;
}

/** Days unlocked per niche; a niche without progress, or with 0 days, shows nothing. */
export type Unlocked = ReadonlyMap<string, number>;

export function isUnlocked(idea: IdeaPosition, subscribed: boolean, unlocked: Unlocked): boolean {
  if (!subscribed || idea.variant !== DASHBOARD_VARIANT) return false;
  return idea.dayNumber <= (unlocked.get(idea.niche) ?? 0);
}

/**
 * A personal idea opens only for its owner, while subscribed: their idea of a day once that day is
 * unlocked in its niche (it is made days ahead), an idea from a video as soon as it exists. For
 * anyone else it is the same 404 as an id that does not exist.
 */
export function isPersonalUnlocked(
  idea: { readonly niche: string; readonly dayNumber: number; readonly kind: 'daily' | 'video' },
  owner: { readonly ownerUserId: string; readonly callerUserId: string },
  subscribed: boolean,
  unlocked: Unlocked,
): boolean {
  if (!subscribed || owner.ownerUserId !== owner.callerUserId) return false;
  return idea.kind === 'video' || idea.dayNumber <= (unlocked.get(idea.niche) ?? 0);
}

/**
 * Niches in the approved order (docs/product-rules.md#niches); a niche missing from the table
 * (retired since the subscriber's progress began) goes after all of them, by name, so the order is
 * still total.
 */
export function compareNiches(nicheOrder: readonly string[]): (a: string, b: string) => number {
  const rank = (niche: string) => {
    const index = nicheOrder.indexOf(niche);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return (a, b) => rank(a) - rank(b) || a.localeCompare(b);
}

/** Niche in the approved order, then day descending, then idea number ascending (docs/product-rules.md#content-ideas-list). */
export function dashboardOrder<T extends IdeaPosition>(ideas: readonly T[], nicheOrder: readonly string[]): T[] {
  const byNiche = compareNiches(nicheOrder);
  return [...ideas].sort((a, b) => byNiche(a.niche, b.niche) || b.dayNumber - a.dayNumber || a.ideaNumber - b.ideaNumber);
}

/** Viewing one idea lowers the count by one, never below 0 (docs/product-rules.md#content-ideas-list). */
export function afterView(count: number): number {
  return Math.max(0, count - 1);
}

/** The daily idea arrives at 07:00 in the subscriber's own time zone (docs/product-rules.md#daily-unlock). */
export const DAILY_UNLOCK_HOUR = 7;

/** Local calendar day (as a day count) and minute of the day of an instant in a time zone. */
function localClock(instant: Date, timeZone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { day: Date.UTC(part('year'), part('month') - 1, part('day')) / 86_400_000, minute: part('hour') * 60 + part('minute') };
}

function knownTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** How many 07:00s (local) fall after `since` and at or before `now`. */
export function dailyUnlocksBetween(since: Date, now: Date, timeZone: string | null | undefined): number {
  if (now <= since) return 0;
  const zone = knownTimeZone(timeZone);
  const from = localClock(since, zone);
  const to = localClock(now, zone);
  const unlockMinute = DAILY_UNLOCK_HOUR * 60;
  const count = to.day - from.day + (from.minute < unlockMinute ? 1 : 0) - (to.minute < unlockMinute ? 1 : 0);
  return Math.max(0, count);
}

export interface ProgressClock {
  /** Days opened as of `unlockingSince` (0 after a niche change, 1 at activation), or for good. */
  readonly contentDaysUnlocked: number;
  /** Only on the current niche: when its daily unlock (re)started. */
  readonly unlockingSince?: string | null;
}

/**
 * Days unlocked now: the stored days, plus, for the current niche, one for every 07:00 since its
 * unlock started. A niche chosen at 10:00 opens day 1 at the next 07:00, within the 24 hours
 * the niche toast promises, and nothing has to run at 07:00 for the dashboard to be right.
 */
export function daysUnlocked(progress: ProgressClock, now: Date, timeZone: string | null | undefined): number {
  const stored = Number(progress.contentDaysUnlocked) || 0;
  const since = progress.unlockingSince ? new Date(progress.unlockingSince) : null;
  if (!since || Number.isNaN(since.getTime())) return stored;
  return stored + dailyUnlocksBetween(since, now, timeZone);
}

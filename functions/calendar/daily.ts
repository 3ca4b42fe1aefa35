import { DAILY_UNLOCK_HOUR, daysUnlocked } from '#functions/ideas/rules';
import { addDays, daysBetween, localDateOf, type LocalDate } from './rules';

/**
 * Which daily idea unlocked on which local day, for the calendar (pure). The current niche opens a
 * day at every 07:00 after `unlockingSince` (functions/ideas/rules.ts); the days it already had
 * then are placed one a day back from the day before the first 07:00, as the niche's frontier index
 * counts them (the days a subscriber who never paused would have had them). A niche left behind has no dates: its ideas
 * stay in the Content Ideas list and the tray, not on a day.
 */

export interface UnlockClock {
  readonly contentDaysUnlocked: number;
  readonly unlockingSince?: string | null;
}

function localMinute(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

function zoneOrUtc(timeZone: string | null | undefined): string {
  try {
    return timeZone ? (new Intl.DateTimeFormat('en-US', { timeZone }), timeZone) : 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The day number that unlocked on each date of `dates` (dates with none are left out), up to the
 * days unlocked at `now`.
 */
export function dailyIdeaDays(
  clock: UnlockClock,
  timeZone: string | null | undefined,
  now: Date,
  dates: readonly LocalDate[],
): Map<LocalDate, number> {
  const out = new Map<LocalDate, number>();
  const since = clock.unlockingSince ? new Date(clock.unlockingSince) : null;
  if (!since || Number.isNaN(since.getTime())) return out;
  const zone = zoneOrUtc(timeZone);
  const stored = Number(clock.contentDaysUnlocked) || 0;
  const sinceDate = localDateOf(since, zone);
  const firstUnlock = localMinute(since, zone) < DAILY_UNLOCK_HOUR * 60 ? sinceDate : addDays(sinceDate, 1);
  const lastDay = daysUnlocked(clock, now, zone);
  // The days already had end the day before the first 07:00: one idea a day, never two on a date.
  const lastStored = addDays(firstUnlock, -1);
  for (const date of dates) {
    const day = date >= firstUnlock ? stored + daysBetween(firstUnlock, date) + 1 : stored - daysBetween(date, lastStored);
    if (day >= 1 && day <= lastDay) out.set(date, day);
  }
  return out;
}

/**
 * The content calendar's rules (docs/product-rules.md#content-calendar), pure: local dates, the
 * window a date may fall in, what scheduling, marking and "Filmed it" do to an entry.
 */

/** A local calendar day, `YYYY-MM-DD`, in the subscriber's own time zone. */
export type LocalDate = string;

export const ENTRY_STATUSES = ['planned', 'filmed', 'posted'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** Where an idea on the calendar came from: the subscriber's idea of a day, one from a video, or the niche's shared library. */
export const ENTRY_KINDS = ['daily', 'video', 'library'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Dates further than this from today are refused: a calendar two years out is a typo, not a plan. */
export const CALENDAR_WINDOW_YEARS = 2;
/** The longest range one listing reads: a month view shows six weeks. */
export const CALENDAR_RANGE_MAX_DAYS = 42;

export const CALENDAR_MESSAGES = {
  dateFormat: 'Dates look like 2026-12-31',
  outsideWindow: `Choose a date within ${CALENDAR_WINDOW_YEARS} years of today`,
  postBeforeFilm: 'The posting day cannot be before the filming day',
  noDay: 'Choose a filming or a posting day',
  rangeOrder: 'The range ends before it starts',
  rangeTooLong: `Show at most ${CALENDAR_RANGE_MAX_DAYS} days at a time`,
  notScheduled: 'That idea is not on your calendar',
  changed: 'This entry changed elsewhere. Reload your calendar and try again.',
} as const;

/** The field error for a posted address that names no YouTube video. */
export const POSTED_URL_MESSAGE =
  'Paste the YouTube link of the video you posted: youtube.com/watch?v=…, youtube.com/shorts/… or youtu.be/…';

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether `text` is a real day written `YYYY-MM-DD` (no 2026-02-30). */
export function isLocalDate(text: string): boolean {
  const match = LOCAL_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
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

/** The local day of an instant in a time zone (UTC when unknown, as the daily unlock does). */
export function localDateOf(instant: Date, timeZone: string | null | undefined): LocalDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: knownTimeZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const toDays = (date: LocalDate) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
};
const fromDays = (days: number): LocalDate => new Date(days * DAY_MS).toISOString().slice(0, 10);

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromDays(toDays(date) + days);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return toDays(to) - toDays(from);
}

/** Every day from `from` to `to`, both included. */
export function datesOf(from: LocalDate, to: LocalDate): LocalDate[] {
  const out: LocalDate[] = [];
  for (let day = toDays(from); day <= toDays(to); day += 1) out.push(fromDays(day));
  return out;
}

/** The same day `years` away; 29 February lands on the 28th in a year without one. */
function shiftYears(date: LocalDate, years: number): LocalDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, 1));
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The first and last day a date may be scheduled on: two years either side of today. */
export function dateWindow(today: LocalDate): { earliest: LocalDate; latest: LocalDate } {
  return { earliest: shiftYears(today, -CALENDAR_WINDOW_YEARS), latest: shiftYears(today, CALENDAR_WINDOW_YEARS) };
}

export function isWithinWindow(date: LocalDate, today: LocalDate): boolean {
  const { earliest, latest } = dateWindow(today);
  return date >= earliest && date <= latest;
}

/** A range to list: both ends real days in the window, in order, at most six weeks. Field errors by name. */
export function rangeErrors(from: LocalDate, to: LocalDate, today: LocalDate): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!isWithinWindow(from, today)) errors.from = [CALENDAR_MESSAGES.outsideWindow];
  if (!isWithinWindow(to, today)) errors.to = [CALENDAR_MESSAGES.outsideWindow];
  if (Object.keys(errors).length > 0) return errors;
  if (to < from) return { to: [CALENDAR_MESSAGES.rangeOrder] };
  if (daysBetween(from, to) + 1 > CALENDAR_RANGE_MAX_DAYS) return { to: [CALENDAR_MESSAGES.rangeTooLong] };
  return {};
}

/** The days of an entry that the calendar moves. */
export interface EntryDays {
  readonly filmOn: LocalDate | null;
  readonly postOn: LocalDate | null;
}

/**
 * Scheduling or moving: `change` holds only the days being set (null clears one), the rest is kept.
 * Refused, with field errors, when a day is outside the window, the post comes before the filming,
 * or no day is left (taking an idea off the calendar is its own action).
 */
export function scheduleDays(
  current: EntryDays | null,
  change: { filmOn?: LocalDate | null; postOn?: LocalDate | null },
  today: LocalDate,
): { days: EntryDays } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  for (const field of ['filmOn', 'postOn'] as const) {
    const value = change[field];
    if (value != null && !isWithinWindow(value, today)) errors[field] = [CALENDAR_MESSAGES.outsideWindow];
  }
  if (Object.keys(errors).length > 0) return { errors };
  const days: EntryDays = {
    filmOn: change.filmOn === undefined ? (current?.filmOn ?? null) : change.filmOn,
    postOn: change.postOn === undefined ? (current?.postOn ?? null) : change.postOn,
  };
  if (days.filmOn === null && days.postOn === null) return { errors: { filmOn: [CALENDAR_MESSAGES.noDay] } };
  if (days.filmOn !== null && days.postOn !== null && days.postOn < days.filmOn) {
    // The error sits on the day that was moved, so the field (or the dragged card) shows it.
    const field = change.postOn !== undefined ? 'postOn' : 'filmOn';
    return { errors: { [field]: [CALENDAR_MESSAGES.postBeforeFilm] } };
  }
  return { days };
}

/**
 * Marking an entry planned or filmed. Taking a posted entry back to filmed or planned unposts it:
 * its video is dropped (the analytics stop following it). Null: nothing to change.
 */
export function markedStatus(current: EntryStatus, target: 'planned' | 'filmed'): { status: 'planned' | 'filmed'; unpost: boolean } | null {
  if (current === target) return null;
  return { status: target, unpost: current === 'posted' };
}

/**
 * The day a posted entry says it went out: its posting day when that is today or earlier (posted
 * as planned, or marked late), else today (posted ahead of plan: the video is out now).
 */
export function postedOn(postOn: LocalDate | null, today: LocalDate): LocalDate {
  return postOn !== null && postOn <= today ? postOn : today;
}

/**
 * "Filmed it" from the idea page or the email: the idea goes on today as filmed. An entry already
 * filmed or posted stays as it is (a second click writes nothing); a planned one is filmed today.
 * Null: nothing to write.
 */
export function filmedToday(current: { status: EntryStatus } | null, today: LocalDate): { status: 'filmed'; filmOn: LocalDate } | null {
  if (current && current.status !== 'planned') return null;
  return { status: 'filmed', filmOn: today };
}

/** The first hook of an idea's content, for the calendar's card and the feed's description. */
export function firstHook(content: unknown): string | null {
  const hooks = (content as { hooks?: unknown } | null)?.hooks;
  if (!Array.isArray(hooks)) return null;
  const hook = hooks.find((item): item is string => typeof item === 'string' && item.trim() !== '');
  return hook?.trim() ?? null;
}

import { addDays, datesOf, type LocalDate } from '#functions/calendar/rules';

/**
 * The calendar's pages as dates, pure: a month view is the whole weeks (Monday first) that hold the
 * month, at most six, so it fits the API's 42-day range; a week view is Monday to Sunday.
 */

const weekdayOf = (date: LocalDate) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

export function weekOf(date: LocalDate): { from: LocalDate; to: LocalDate } {
  const from = addDays(date, -weekdayOf(date));
  return { from, to: addDays(from, 6) };
}

export function monthOf(date: LocalDate): { from: LocalDate; to: LocalDate } {
  const first = `${date.slice(0, 7)}-01`;
  const [y, m] = first.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { from: weekOf(first).from, to: weekOf(last).to };
}

/** The same day a month away (the 31st lands on the month's last day). */
export function shiftMonth(date: LocalDate, months: number): LocalDate {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  return target.toISOString().slice(0, 10);
}

export function daysIn(range: { from: LocalDate; to: LocalDate }): LocalDate[] {
  return datesOf(range.from, range.to);
}

const utc = (date: LocalDate) => new Date(`${date}T00:00:00Z`);

/** "Monday 8 December": what a screen reader hears for a day. */
export function longDay(date: LocalDate): string {
  return utc(date).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** "Mon 8". */
export function shortDay(date: LocalDate): string {
  return utc(date).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** "December 2026". */
export function monthTitle(date: LocalDate): string {
  return utc(date).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The browser's own today: the first page shown before the API says the subscriber's. */
export function browserToday(): LocalDate {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

import type { AuthContext } from '#functions/platform/http/auth';
import { InvalidInput, NotFound } from '#functions/platform/errors';
import { visibleIdea } from '#functions/ideas/visible';
import { listProgress } from '#functions/ideas/progress-store';
import { listIdeaCards } from '#functions/ideas/store';
import { listPersonalDays } from '#functions/ideas/personal-store';
import { preferPersonal } from '#functions/ideas/list';
import { DASHBOARD_VARIANT } from '#functions/ideas/rules';
import { subscriberWithAccess } from '#functions/subscribers/access';
import { dailyIdeaDays } from './daily';
import { kindOf, snapshotOf } from './place';
import type { CalendarDailyIdeaView, CalendarEntryView } from './routes';
import {
  CALENDAR_MESSAGES,
  dateWindow,
  datesOf,
  firstHook,
  localDateOf,
  markedStatus,
  rangeErrors,
  scheduleDays,
  type LocalDate,
} from './rules';
import { deleteEntry, getEntry, listEntries, writeDays, writeStatus, type CalendarEntry } from './store';

/**
 * The content calendar (docs/product-rules.md#content-calendar): what the routes and "Filmed it"
 * do, on top of the store and the pure rules. The plan check is the route chain's. Posting
 * (posting.ts) and the feed and exports (feed.ts) live apart: they carry the YouTube client and the
 * iCalendar writer, which the other functions need not bundle.
 */

export function entryView(entry: CalendarEntry): CalendarEntryView {
  const { ideaId, filmOn, postOn, status, postedUrl, videoId, idea, updatedAt } = entry;
  return { ideaId, filmOn, postOn, status, postedUrl, videoId, idea, updatedAt };
}

export const notScheduled = () => new NotFound(CALENDAR_MESSAGES.notScheduled, 'entry_not_found');

export async function timeZoneOf(auth: AuthContext): Promise<string | null> {
  return (await subscriberWithAccess(auth))?.timeZone ?? null;
}

/**
 * The daily ideas of the caller's current niche that unlocked on the days of a range: the shared
 * idea of each day, or their own idea of that day when they have one (as the dashboard shows).
 */
async function dailyIdeasIn(
  userId: string,
  timeZone: string | null,
  dates: readonly LocalDate[],
  now: Date,
): Promise<CalendarDailyIdeaView[]> {
  const current = (await listProgress(userId)).find((progress) => progress.unlockingSince);
  if (!current) return [];
  const days = dailyIdeaDays(current, timeZone, now, dates);
  if (days.size === 0) return [];
  const numbers = [...days.values()];
  const first = Math.min(...numbers);
  const last = Math.max(...numbers);
  const [shared, personal] = await Promise.all([
    listIdeaCards({ niche: current.niche, lastDay: last, after: null }, DASHBOARD_VARIANT, last - first + 1),
    listPersonalDays(userId, current.niche, first, last),
  ]);
  const ideas = preferPersonal(
    shared.ideas.filter((idea) => idea.dayNumber >= first),
    personal.map(({ idea }) => idea),
  );
  const byDay = new Map(ideas.map((idea) => [idea.dayNumber, idea]));
  return [...days].flatMap(([date, dayNumber]) => {
    const idea = byDay.get(dayNumber);
    if (!idea) return [];
    return [{ date, ideaId: idea.id, dayNumber, title: idea.title, hook: firstHook(idea.content), niche: idea.niche, kind: kindOf(idea) }];
  });
}

export async function listCalendarRange(auth: AuthContext, range: { from: LocalDate; to: LocalDate }, now: Date) {
  const timeZone = await timeZoneOf(auth);
  const today = localDateOf(now, timeZone);
  const errors = rangeErrors(range.from, range.to, today);
  if (Object.keys(errors).length > 0) throw new InvalidInput('Check the dates of the range.', errors);
  const [entries, dailyIdeas] = await Promise.all([
    listEntries(auth.userId, range),
    dailyIdeasIn(auth.userId, timeZone, datesOf(range.from, range.to), now),
  ]);
  return { today, window: dateWindow(today), entries: entries.map(entryView), dailyIdeas };
}

/** Schedules an idea the caller may open, or moves it; another subscriber's idea, or none, is 404. */
export async function scheduleIdea(
  auth: AuthContext,
  change: { ideaId: string; filmOn?: LocalDate | null; postOn?: LocalDate | null },
  now: Date,
): Promise<CalendarEntryView> {
  const { idea, subscriber } = await visibleIdea(auth, change.ideaId);
  const today = localDateOf(now, subscriber.timeZone);
  const current = await getEntry(auth.userId, idea.id);
  const next = scheduleDays(current, change, today);
  if ('errors' in next) throw new InvalidInput('Check the dates.', next.errors);
  return entryView(await writeDays(auth.userId, snapshotOf(idea), next.days, current, now));
}

export async function markEntry(auth: AuthContext, ideaId: string, status: 'planned' | 'filmed', now: Date): Promise<CalendarEntryView> {
  const current = await getEntry(auth.userId, ideaId);
  if (!current) throw notScheduled();
  const next = markedStatus(current.status, status);
  return entryView(next ? await writeStatus(current, next.status, next.unpost, now) : current);
}

export async function unscheduleEntry(auth: AuthContext, ideaId: string): Promise<void> {
  if (!(await deleteEntry(auth.userId, ideaId))) throw notScheduled();
}

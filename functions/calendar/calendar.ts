import { createHash, randomBytes } from 'node:crypto';
import type { AuthContext } from '#functions/platform/http/auth';
import { InvalidInput, NotFound } from '#functions/platform/errors';
import { appUrl } from '#functions/platform/http/app-url';
import { visibleIdea } from '#functions/ideas/visible';
import { listProgress } from '#functions/ideas/progress-store';
import { listIdeaCards } from '#functions/ideas/store';
import { listPersonalDays } from '#functions/ideas/personal-store';
import { preferPersonal } from '#functions/ideas/list';
import { DASHBOARD_VARIANT } from '#functions/ideas/rules';
import { getSubscriber } from '#functions/subscribers/store';
import { subscriberWithAccess } from '#functions/subscribers/access';
import { subscriberHasFeature } from '#functions/subscribers/plan-access';
import { getCreatorProfile } from '#functions/profiles/store';
import { dailyIdeaDays } from './daily';
import { calendarText, pausedCalendarText } from './ics';
import { lookUpPostedVideo } from './posting';
import { kindOf, snapshotOf } from './place';
import type { CalendarDailyIdeaView, CalendarEntryView } from './routes';
import {
  CALENDAR_MESSAGES,
  dateWindow,
  datesOf,
  firstHook,
  localDateOf,
  markedStatus,
  postedOn,
  rangeErrors,
  scheduleDays,
  type LocalDate,
} from './rules';
import {
  deleteEntry,
  feedUserOf,
  getEntry,
  getFeedOwner,
  listAllEntries,
  listEntries,
  replaceFeedSecret,
  revokeFeedSecret,
  writeDays,
  writePosted,
  writeStatus,
  type CalendarEntry,
} from './store';

/**
 * The content calendar (docs/product-rules.md#content-calendar): what the routes and "Filmed it"
 * do, on top of the store and the pure rules. The plan check is the route chain's; only the feed,
 * which no chain can answer 402 for, checks the plan itself.
 */

export function entryView(entry: CalendarEntry): CalendarEntryView {
  const { ideaId, filmOn, postOn, status, postedUrl, videoId, idea, updatedAt } = entry;
  return { ideaId, filmOn, postOn, status, postedUrl, videoId, idea, updatedAt };
}

const notScheduled = () => new NotFound(CALENDAR_MESSAGES.notScheduled, 'entry_not_found');

async function timeZoneOf(auth: AuthContext): Promise<string | null> {
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

/** Posted with the video's address: checked on YouTube (and against the linked channel) before anything is written. */
export async function postEntry(auth: AuthContext, ideaId: string, url: string, now: Date): Promise<CalendarEntryView> {
  const current = await getEntry(auth.userId, ideaId);
  if (!current) throw notScheduled();
  const [timeZone, profile] = await Promise.all([timeZoneOf(auth), getCreatorProfile(auth.userId)]);
  const video = await lookUpPostedVideo(url, profile?.youtubeChannel ?? null, now);
  const postOn = postedOn(current.postOn, localDateOf(now, timeZone));
  if (current.status === 'posted' && current.videoId === video.videoId && current.postOn === postOn) return entryView(current);
  return entryView(await writePosted(current, { ...video, postOn }, now));
}

export async function unscheduleEntry(auth: AuthContext, ideaId: string): Promise<void> {
  if (!(await deleteEntry(auth.userId, ideaId))) throw notScheduled();
}

/** Feed secrets: 24 random bytes, as 32 URL-safe characters; only their SHA-256 is stored. */
const FEED_SECRET = /^[A-Za-z0-9_-]{32}$/;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function feedAddresses(secret: string, origin = appUrl()) {
  const url = `${origin}/api/calendar/feed/${secret}.ics`;
  const webcalUrl = url.replace(/^https?:/, 'webcal:');
  return { url, webcalUrl, googleUrl: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl)}` };
}

export async function feedStatus(auth: AuthContext): Promise<{ createdAt: string } | null> {
  const owner = await getFeedOwner(auth.userId);
  return owner ? { createdAt: owner.createdAt } : null;
}

/** A new feed address; the previous one (if any) stops working in the same transaction. */
export async function createFeed(userId: string, now: Date) {
  const secret = randomBytes(24).toString('base64url');
  await replaceFeedSecret(userId, hashOf(secret), await getFeedOwner(userId), now);
  return { ...feedAddresses(secret), createdAt: now.toISOString() };
}

export async function revokeFeed(auth: AuthContext): Promise<boolean> {
  return revokeFeedSecret(auth.userId);
}

const feedNotFound = () => new NotFound('There is no calendar feed at this address.', 'feed_not_found');

/**
 * The feed's text for a secret (with or without `.ics`). Unknown, malformed and revoked secrets are
 * the same 404. A subscriber whose plan lost the calendar gets one event saying how to get it back.
 */
export async function feedText(token: string, now: Date): Promise<string> {
  const secret = token.endsWith('.ics') ? token.slice(0, -4) : token;
  if (!FEED_SECRET.test(secret)) throw feedNotFound();
  const userId = await feedUserOf(hashOf(secret));
  if (!userId) throw feedNotFound();
  const subscriber = await getSubscriber(userId);
  if (!subscriberHasFeature(subscriber, 'calendar')) return pausedCalendarText(localDateOf(now, subscriber?.timeZone), appUrl(), now);
  return calendarText(await listAllEntries(userId), appUrl());
}

export async function exportJson(auth: AuthContext, now: Date): Promise<string> {
  const entries = await listAllEntries(auth.userId);
  return JSON.stringify({ exportedAt: now.toISOString(), entries: entries.map(entryView) }, null, 2);
}

export async function exportIcs(auth: AuthContext): Promise<string> {
  return calendarText(await listAllEntries(auth.userId), appUrl());
}

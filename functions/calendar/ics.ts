import { createHash } from 'node:crypto';
import ical from 'ical-generator';
import { PLAN_FEATURES, plansWithFeature } from '#functions/shared/plans';
import { addDays, type LocalDate } from './rules';
import type { CalendarEntry } from './store';

/**
 * The iCalendar text of a calendar (RFC 5545, through ical-generator: escaping, CRLF lines folded at
 * 75 octets): an all-day event on each filming and posting day, titled so a phone's agenda reads
 * well, with the hook and a link to the idea page. The feed and the .ics export share it.
 */

export const FEED_NAME = 'CommentSpark content calendar';
export const PAUSED_TITLE = 'Upgrade to keep your CommentSpark calendar';

const dateOf = (day: LocalDate) => new Date(`${day}T00:00:00Z`);

/** A UID that stays the same for an entry's filming (or posting) event, so a calendar app updates it in place; no user id in clear. */
function uid(entry: CalendarEntry, what: 'film' | 'post', host: string): string {
  const hash = createHash('sha256').update(`${entry.userId}\n${entry.ideaId}`).digest('base64url').slice(0, 22);
  return `${what}-${hash}@${host}`;
}

function hostOf(appUrl: string): string {
  try {
    return new URL(appUrl).hostname || 'commentspark';
  } catch {
    return 'commentspark';
  }
}

function calendar() {
  return ical({ name: FEED_NAME, prodId: { company: 'CommentSpark', product: 'Content calendar', language: 'EN' } });
}

/** RFC 5545 ends every content line with CRLF, the last one too. */
const finished = (text: string) => (text.endsWith('\r\n') ? text : `${text}\r\n`);

export function calendarText(entries: readonly CalendarEntry[], appUrl: string): string {
  const cal = calendar();
  const host = hostOf(appUrl);
  for (const entry of entries) {
    const link = `${appUrl}/content-idea/${encodeURIComponent(entry.ideaId)}`;
    const hook = entry.idea.hook ? `Hook: ${entry.idea.hook}\n\n` : '';
    const stamp = new Date(entry.updatedAt);
    if (entry.filmOn) {
      cal.createEvent({
        id: uid(entry, 'film', host),
        start: dateOf(entry.filmOn),
        end: dateOf(addDays(entry.filmOn, 1)),
        allDay: true,
        summary: `${entry.status === 'planned' ? 'Film' : 'Filmed'}: ${entry.idea.title}`,
        description: `${hook}Open the idea: ${link}`,
        url: link,
        stamp,
      });
    }
    if (entry.postOn) {
      const posted = entry.status === 'posted' && entry.postedUrl;
      cal.createEvent({
        id: uid(entry, 'post', host),
        start: dateOf(entry.postOn),
        end: dateOf(addDays(entry.postOn, 1)),
        allDay: true,
        summary: `${posted ? 'Posted' : 'Post'}: ${entry.idea.title}`,
        description: `${hook}${posted ? `Your video: ${entry.postedUrl}\n` : ''}Open the idea: ${link}`,
        url: link,
        stamp,
      });
    }
  }
  return finished(cal.toString());
}

/**
 * What the feed serves once the owner's plan no longer has the calendar: a calendar app cannot show
 * a 402, and a 404 would look like a broken link. One all-day event today says why and how to get
 * it back; the entries are kept and come back with the plan.
 */
export function pausedCalendarText(today: LocalDate, appUrl: string, now: Date): string {
  const cal = calendar();
  cal.createEvent({
    id: `paused-${today}@${hostOf(appUrl)}`,
    start: dateOf(today),
    end: dateOf(addDays(today, 1)),
    allDay: true,
    summary: PAUSED_TITLE,
    description: `${PLAN_FEATURES.calendar.name} comes with the ${plansWithFeature('calendar')} plans. Your scheduled ideas are kept: upgrade at ${appUrl}/dashboard and they come back here.`,
    url: `${appUrl}/dashboard`,
    stamp: now,
  });
  return finished(cal.toString());
}

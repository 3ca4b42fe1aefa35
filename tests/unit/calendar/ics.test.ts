import { describe, expect, it } from 'vitest';
import { calendarText, FEED_NAME, PAUSED_TITLE, pausedCalendarText } from '#functions/calendar/ics';
import type { CalendarEntry } from '#functions/calendar/store';

const APP = 'https://app.commentspark.example';

function entry(overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  return {
    userId: 'user-1',
    ideaId: 'skincare-day-4-b',
    filmOn: '2026-12-10',
    postOn: '2026-12-12',
    status: 'planned',
    postedUrl: null,
    videoId: null,
    channelId: null,
    postedAt: null,
    idea: { title: 'Why ur sunscreen pills, and 3 fixes', hook: 'ok so ur sunscreen is NOT broken 😭', niche: 'skincare', kind: 'daily' },
    createdAt: '2026-12-01T09:00:00.000Z',
    updatedAt: '2026-12-02T09:00:00.000Z',
    ...overrides,
  };
}

/** Content lines as a calendar app reads them: unfolded (a CRLF followed by a space continues the line). */
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('the iCalendar text of a calendar', () => {
  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    const text = calendarText([entry({ idea: { ...entry().idea, title: 'a very long title 🧴 '.repeat(12) } })], APP);

    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('is one VCALENDAR with its version, product and name', () => {
    const lines = unfolded(calendarText([entry()], APP));

    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines).toContain(`X-WR-CALNAME:${FEED_NAME}`);
    expect(lines.filter((line) => line === 'END:VCALENDAR')).toHaveLength(1);
  });

  it('has an all-day filming event and a posting event, each with a UID and a DTSTAMP', () => {
    const lines = unfolded(calendarText([entry()], APP));

    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTART;VALUE=DATE:20261210');
    expect(lines).toContain('DTEND;VALUE=DATE:20261211');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261212');
    expect(lines.filter((line) => line.startsWith('UID:'))).toHaveLength(2);
    expect(lines.filter((line) => line === 'DTSTAMP:20261202T090000Z')).toHaveLength(2);
  });

  it('escapes commas, semicolons and newlines in a title and keeps emoji', () => {
    const title = 'Hot take; retinol, niacinamide\nand 🍋 in one go';

    const lines = unfolded(calendarText([entry({ idea: { ...entry().idea, title } })], APP));

    expect(lines).toContain('SUMMARY:Film: Hot take\\; retinol\\, niacinamide\\nand 🍋 in one go');
  });

  it('gives the hook and a link to the idea page', () => {
    const lines = unfolded(calendarText([entry()], APP));

    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toBe(
      `DESCRIPTION:Hook: ok so ur sunscreen is NOT broken 😭\\n\\nOpen the idea: ${APP}/content-idea/skincare-day-4-b`,
    );
    expect(lines).toContain(`URL;VALUE=URI:${APP}/content-idea/skincare-day-4-b`);
  });

  it('says filmed and posted once they are, with the video', () => {
    const posted = entry({ status: 'posted', postedUrl: 'https://www.youtube.com/watch?v=dewDaniRet1', videoId: 'dewDaniRet1' });

    const lines = unfolded(calendarText([posted], APP));

    expect(lines).toContain('SUMMARY:Filmed: Why ur sunscreen pills\\, and 3 fixes');
    expect(lines).toContain('SUMMARY:Posted: Why ur sunscreen pills\\, and 3 fixes');
    expect(lines.some((line) => line.includes('Your video: https://www.youtube.com/watch?v=dewDaniRet1'))).toBe(true);
  });

  it('keeps the same UIDs when an entry moves, so a calendar app moves the event', () => {
    const uids = (text: string) => unfolded(text).filter((line) => line.startsWith('UID:'));

    expect(uids(calendarText([entry({ filmOn: '2026-12-20', postOn: '2026-12-21' })], APP))).toEqual(uids(calendarText([entry()], APP)));
  });

  it('does not put the user id in a UID', () => {
    expect(calendarText([entry()], APP)).not.toContain('user-1');
  });

  it('leaves out a day the entry does not have', () => {
    const lines = unfolded(calendarText([entry({ postOn: null })], APP));

    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });
});

describe('the feed of a plan without the calendar', () => {
  it('is one all-day event today saying how to get the calendar back', () => {
    const lines = unfolded(pausedCalendarText('2026-12-08', APP, new Date('2026-12-08T10:00:00Z')));

    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain(`SUMMARY:${PAUSED_TITLE}`);
    expect(lines).toContain('DTSTART;VALUE=DATE:20261208');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Content calendar comes with the Monthly and Yearly plans.');
  });
});

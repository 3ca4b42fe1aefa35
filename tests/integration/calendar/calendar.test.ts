import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PlanId } from '#functions/shared/plans';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';

/**
 * The content calendar through the local gateway against the test stack: scheduling what the
 * creator may open (and nothing else), the ±2-year window, marking posted with a video of the
 * YouTube emulator, the private feed (valid iCalendar, rotation and revocation, a downgraded plan),
 * and "Filmed it" placing the idea on today once, from the idea page and from the email's link.
 */
const stack = inject('stack');

type Entry = {
  ideaId: string;
  filmOn: string | null;
  postOn: string | null;
  status: string;
  postedUrl: string | null;
  videoId: string | null;
  idea: { title: string; hook: string | null; niche: string; kind: string };
};
type ErrorBody = { error: { code: string; message: string; fieldErrors?: Record<string, string[]> } };
type Listing = {
  today: string;
  entries: Entry[];
  dailyIdeas: { date: string; ideaId: string; dayNumber: number; title: string; kind: string }[];
};
type Feed = { feed: { url: string; webcalUrl: string; googleUrl: string; createdAt: string } };

interface Creator {
  userId: string;
  email: string;
  token: string;
}

type Modules = {
  subscribers: typeof import('#functions/subscribers/store');
  progress: typeof import('#functions/ideas/progress-store');
  calendar: typeof import('#functions/calendar/store');
  table: typeof import('#functions/platform/table/client');
  profiles: typeof import('#functions/profiles/store');
};
let m: Modules;

beforeAll(async () => {
  useStackTable(stack);
  m = {
    subscribers: await import('#functions/subscribers/store'),
    progress: await import('#functions/ideas/progress-store'),
    calendar: await import('#functions/calendar/store'),
    table: await import('#functions/platform/table/client'),
    profiles: await import('#functions/profiles/store'),
  };
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A skincare creator on `plan`, in UTC, whose niche had `days` days when it started unlocking at `since` (now by default). */
async function creator(plan: PlanId, days = 5, since = new Date()): Promise<Creator> {
  const email = `calendar-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'calendar-pass-1');
  const now = new Date().toISOString();
  await m.subscribers.putSubscriber({
    userId,
    email,
    firstName: 'Cal',
    lastName: 'Endar',
    niche: 'skincare',
    subscribed: true,
    onboardingCompleted: true,
    subscriptionTier: plan,
    subscriptionStatus: 'active',
    subscriptionEnd: null,
    referredBy: null,
    timeZone: 'UTC',
    stripeCustomerId: null,
    testMode: false,
    createdAt: now,
    updatedAt: now,
  });
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  await m.table.db.send(
    new PutCommand({
      TableName: m.table.tableName(),
      Item: m.progress.progressItem({
        userId,
        email,
        niche: 'skincare',
        contentDaysUnlocked: days,
        createdAt: now,
        unlockingSince: since.toISOString(),
      }),
    }),
  );
  return { userId, email, token: (await signIn(stack, email, 'calendar-pass-1')).idToken };
}

const schedule = (c: Creator, body: unknown) =>
  api<{ entry: Entry } & ErrorBody>(stack, 'POST', '/api/calendar/entries', { token: c.token, body });
const post = (c: Creator, ideaId: string, url: string) =>
  api<{ entry: Entry } & ErrorBody>(stack, 'PUT', `/api/calendar/entries/${ideaId}/posted`, { token: c.token, body: { url } });
const listing = async (c: Creator, from = day(-10), to = day(20)) =>
  (await api<Listing>(stack, 'GET', `/api/calendar?from=${from}&to=${to}`, { token: c.token })).body;
const feedOf = (url: string) => api<string>(stack, 'GET', new URL(url).pathname);

/** Content lines as a calendar app reads them: unfolded (a CRLF followed by a space continues the line). */
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('scheduling', () => {
  let creatorA: Creator;
  let creatorB: Creator;

  beforeAll(async () => {
    [creatorA, creatorB] = await Promise.all([creator('monthly'), creator('yearly', 1)]);
  });

  it('puts an unlocked library idea on a filming and a posting day, with what the calendar shows of it', async () => {
    const res = await schedule(creatorA, { ideaId: 'skincare-example-2-b', filmOn: day(1), postOn: day(3) });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entry).toMatchObject({ ideaId: 'skincare-example-2-b', filmOn: day(1), postOn: day(3), status: 'planned' });
    expect(res.body.entry.idea.title.length).toBeGreaterThan(0);
    expect(res.body.entry.idea.hook).toEqual(expect.any(String));
    expect(res.body.entry.idea.kind).toBe('library');
  });

  it('moves an idea with one write and keeps one entry per idea', async () => {
    await schedule(creatorA, { ideaId: 'skincare-example-3-b', filmOn: day(1), postOn: day(2) });

    const moved = await schedule(creatorA, { ideaId: 'skincare-example-3-b', postOn: day(6) });
    const entries = (await listing(creatorA)).entries.filter((entry) => entry.ideaId === 'skincare-example-3-b');

    expect(moved.body.entry).toMatchObject({ filmOn: day(1), postOn: day(6) });
    expect(entries).toHaveLength(1);
  });

  it('refuses an idea the caller has not unlocked as 404, and stores nothing', async () => {
    const res = await schedule(creatorB, { ideaId: 'skincare-example-4-b', filmOn: day(1) });

    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('idea_not_found');
    expect(await m.calendar.getEntry(creatorB.userId, 'skincare-example-4-b')).toBeNull();
  });

  it('refuses an id nobody has as the same 404', async () => {
    const res = await schedule(creatorB, { ideaId: 'no-such-idea-anywhere', filmOn: day(1) });

    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('idea_not_found');
  });

  it('refuses a date more than two years out with a field error, and stores nothing', async () => {
    const res = await schedule(creatorA, { ideaId: 'skincare-example-1-b', filmOn: day(2 * 366 + 1) });

    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({ filmOn: ['Choose a date within 2 years of today'] });
    expect(await m.calendar.getEntry(creatorA.userId, 'skincare-example-1-b')).toBeNull();
  });

  it.each(['2026-02-30', '12/24/2026', 'next tuesday'])('refuses the date %j with a field error', async (filmOn) => {
    const res = await schedule(creatorA, { ideaId: 'skincare-example-1-b', filmOn });

    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors?.filmOn).toEqual(['Dates look like 2026-12-31']);
  });

  it('refuses a posting day before the filming day', async () => {
    const res = await schedule(creatorA, { ideaId: 'skincare-example-1-b', filmOn: day(4), postOn: day(2) });

    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({ postOn: ['The posting day cannot be before the filming day'] });
  });

  it("shows the daily ideas on the days they unlocked, today's from 07:00", async () => {
    const yesterdayNoon = new Date(`${day(-1)}T12:00:00Z`);
    const resumed = await creator('monthly', 4, yesterdayNoon);
    const todayUnlocked = new Date().getUTCHours() >= 7;

    const { dailyIdeas } = await listing(resumed, day(-6), day(1));

    expect(dailyIdeas.map((idea) => [idea.date, idea.dayNumber])).toEqual([
      [day(-4), 1],
      [day(-3), 2],
      [day(-2), 3],
      [day(-1), 4],
      ...(todayUnlocked ? [[day(0), 5]] : []),
    ]);
    expect(dailyIdeas[0]).toMatchObject({ ideaId: 'skincare-example-1-b', kind: 'library' });
  });

  it('refuses a range longer than six weeks', async () => {
    const res = await api<ErrorBody>(stack, 'GET', `/api/calendar?from=${day(0)}&to=${day(60)}`, { token: creatorA.token });

    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({ to: ['Show at most 42 days at a time'] });
  });

  it('takes an idea off the calendar, and a second time says it is not there', async () => {
    await schedule(creatorA, { ideaId: 'skincare-example-5-b', filmOn: day(1) });

    const first = await api(stack, 'DELETE', '/api/calendar/entries/skincare-example-5-b', { token: creatorA.token });
    const second = await api<ErrorBody>(stack, 'DELETE', '/api/calendar/entries/skincare-example-5-b', { token: creatorA.token });

    expect(first.status).toBe(200);
    expect(second.status).toBe(404);
    expect(second.body.error.message).toBe('That idea is not on your calendar');
  });

  it("cannot mark or remove another subscriber's entry: it is not on the caller's calendar", async () => {
    await schedule(creatorA, { ideaId: 'skincare-example-1-b', filmOn: day(1) });

    const res = await api<ErrorBody>(stack, 'PUT', '/api/calendar/entries/skincare-example-1-b/status', {
      token: creatorB.token,
      body: { status: 'filmed' },
    });

    expect(res.status).toBe(404);
    expect((await m.calendar.getEntry(creatorA.userId, 'skincare-example-1-b'))?.status).toBe('planned');
  });
});

describe('marking posted with the video', () => {
  let poster: Creator;

  beforeAll(async () => {
    poster = await creator('monthly');
    await schedule(poster, { ideaId: 'skincare-example-1-b', filmOn: day(-2), postOn: day(-1) });
  });

  it.each([
    ['a channel address', 'https://www.youtube.com/@dewwithdani'],
    ['a playlist', 'https://www.youtube.com/playlist?list=PL1234567890'],
    ['another site', 'https://www.tiktok.com/@dewwithdani/video/123'],
    ['garbage', 'my video lol'],
  ])('refuses %s with a field error, and stores nothing', async (_, url) => {
    const res = await post(poster, 'skincare-example-1-b', url);

    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors?.url).toEqual([
      'Paste the YouTube link of the video you posted: youtube.com/watch?v=…, youtube.com/shorts/… or youtu.be/…',
    ]);
    expect((await m.calendar.getEntry(poster.userId, 'skincare-example-1-b'))?.status).toBe('planned');
  });

  it('refuses a video YouTube does not have', async () => {
    const res = await post(poster, 'skincare-example-1-b', 'https://youtu.be/noSuchVide0');

    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors?.url).toEqual(['We could not find that video on YouTube']);
  });

  it('refuses a video of another channel than the one the profile links', async () => {
    const other = await creator('monthly');
    await m.profiles.putCreatorProfile({
      userId: other.userId,
      subscriberEmail: other.email,
      niche: 'skincare',
      subNiches: [],
      audience: '',
      tone: '',
      formats: [],
      avoidTopics: [],
      goals: [],
      youtubeChannel: { id: 'UC7nxeCWhzrZCi3waV63ycvP', handle: '@skinwithsoph', title: 'Skin with Soph' },
      source: 'settings',
      sessionId: null,
      updatedAt: new Date().toISOString(),
    });
    await schedule(other, { ideaId: 'skincare-example-1-b', filmOn: day(-1) });

    const res = await post(other, 'skincare-example-1-b', 'https://www.youtube.com/shorts/dewDaniRet1');

    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors?.url?.[0]).toContain('That video is on another channel. Link a video from @skinwithsoph');
    expect((await m.calendar.getEntry(other.userId, 'skincare-example-1-b'))?.videoId).toBeNull();
  });

  it('marks it posted with the video and lists it for the analytics job by its posting day', async () => {
    const res = await post(poster, 'skincare-example-1-b', 'youtube.com/shorts/dewDaniRet1');

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entry).toMatchObject({
      status: 'posted',
      videoId: 'dewDaniRet1',
      postedUrl: 'https://www.youtube.com/watch?v=dewDaniRet1',
      postOn: day(-1),
    });
    const posted = await m.calendar.listPostedSince(day(-1));
    expect(posted.entries.filter((entry) => entry.userId === poster.userId)).toMatchObject([
      { ideaId: 'skincare-example-1-b', videoId: 'dewDaniRet1', channelId: 'UCdewWithDani0wnChann3l1' },
    ]);
  });

  it('leaves the analytics index when it is taken back to filmed', async () => {
    const res = await api<{ entry: Entry }>(stack, 'PUT', '/api/calendar/entries/skincare-example-1-b/status', {
      token: poster.token,
      body: { status: 'filmed' },
    });

    expect(res.body.entry).toMatchObject({ status: 'filmed', videoId: null, postedUrl: null });
    const posted = await m.calendar.listPostedSince(day(-1));
    expect(posted.entries.filter((entry) => entry.userId === poster.userId)).toEqual([]);
  });
});

describe('the private feed', () => {
  let owner: Creator;

  beforeAll(async () => {
    owner = await creator('monthly');
    await schedule(owner, { ideaId: 'skincare-example-2-b', filmOn: day(1), postOn: day(2) });
  });

  it('is valid iCalendar with the scheduled filming and posting days', async () => {
    const { body } = await api<Feed>(stack, 'POST', '/api/calendar/feed', { token: owner.token });

    const res = await feedOf(body.feed.url);
    const text = res.body;
    const lines = unfolded(text);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain(`DTSTART;VALUE=DATE:${day(1).replaceAll('-', '')}`);
    expect(lines).toContain(`DTSTART;VALUE=DATE:${day(2).replaceAll('-', '')}`);
    expect(lines.filter((line) => line.startsWith('UID:'))).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('DTSTAMP:'))).toHaveLength(2);
  });

  it('gives one-click links for Google and Apple Calendar', async () => {
    const { body } = await api<Feed>(stack, 'POST', '/api/calendar/feed', { token: owner.token });

    expect(body.feed.webcalUrl).toMatch(/^webcal:\/\/.+\/api\/calendar\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(body.feed.googleUrl).toBe(`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(body.feed.webcalUrl)}`);
  });

  it('stops answering at the old address once rotated, and answers at the new one', async () => {
    const before = (await api<Feed>(stack, 'POST', '/api/calendar/feed', { token: owner.token })).body.feed.url;

    const after = (await api<Feed>(stack, 'POST', '/api/calendar/feed', { token: owner.token })).body.feed.url;

    expect((await feedOf(before)).status).toBe(404);
    expect((await feedOf(after)).status).toBe(200);
  });

  it('answers 404 once revoked, and says there is no feed', async () => {
    const { url } = (await api<Feed>(stack, 'POST', '/api/calendar/feed', { token: owner.token })).body.feed;

    const revoked = await api<{ revoked: boolean }>(stack, 'DELETE', '/api/calendar/feed', { token: owner.token });

    expect(revoked.body.revoked).toBe(true);
    expect((await feedOf(url)).status).toBe(404);
    expect((await api<{ feed: null }>(stack, 'GET', '/api/calendar/feed', { token: owner.token })).body.feed).toBeNull();
  });

  it.each(['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics', 'short', '..%2F..%2Fetc'])('answers 404 to the unknown secret %j', async (token) => {
    const res = await api<ErrorBody>(stack, 'GET', `/api/calendar/feed/${token}`);

    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('feed_not_found');
  });

  it('serves one upgrade event, and none of the entries, after a downgrade to weekly', async () => {
    const downgraded = await creator('monthly');
    await schedule(downgraded, { ideaId: 'skincare-example-2-b', filmOn: day(1) });
    const { url } = (await api<Feed>(stack, 'POST', '/api/calendar/feed', { token: downgraded.token })).body.feed;
    const record = (await m.subscribers.getSubscriber(downgraded.userId))!;
    await m.subscribers.putSubscriber({ ...record, subscriptionTier: 'weekly' });

    const lines = unfolded((await feedOf(url)).body);

    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('SUMMARY:Upgrade to keep your CommentSpark calendar');
    expect(await m.calendar.getEntry(downgraded.userId, 'skincare-example-2-b')).not.toBeNull();
  });
});

describe('the export', () => {
  it('downloads every entry as JSON and as .ics, named for the day', async () => {
    const c = await creator('yearly');
    await schedule(c, { ideaId: 'skincare-example-3-b', filmOn: day(1) });

    const json = await api<{ entries: Entry[] }>(stack, 'GET', '/api/calendar/export/json', { token: c.token });
    const ics = await api<string>(stack, 'GET', '/api/calendar/export/ics', { token: c.token });

    expect(json.body.entries.map((entry) => entry.ideaId)).toEqual(['skincare-example-3-b']);
    expect(json.headers.get('content-disposition')).toMatch(/attachment; filename="?commentspark-calendar-\d{4}-\d{2}-\d{2}\.json/);
    expect(unfolded(ics.body).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics.headers.get('content-disposition')).toMatch(/\.ics/);
  });
});

describe('"Filmed it"', () => {
  it('from the idea page places the idea on today as filmed, once, whatever the plan', async () => {
    const weekly = await creator('weekly');

    await api(stack, 'PUT', '/api/ideas/skincare-example-2-b/feedback-action', { token: weekly.token, body: { action: 'filmed' } });
    const first = await m.calendar.getEntry(weekly.userId, 'skincare-example-2-b');
    await api(stack, 'PUT', '/api/ideas/skincare-example-2-b/feedback-action', { token: weekly.token, body: { action: 'filmed' } });
    const second = await m.calendar.getEntry(weekly.userId, 'skincare-example-2-b');

    expect(first).toMatchObject({ status: 'filmed', filmOn: day(0), postOn: null });
    expect(second?.updatedAt).toBe(first?.updatedAt);
    expect(await m.calendar.listAllEntries(weekly.userId)).toHaveLength(1);
  });

  it('from the email link places the idea on today as filmed, once', async () => {
    const c = await creator('monthly');
    process.env.EMAIL_LINK_KEY = stack.email.linkKey;
    const { signLink } = await import('#functions/platform/email/links');
    const token = await signLink({
      recipient: { type: 'subscriber', userId: c.userId },
      purpose: 'feedback',
      ideaId: 'skincare-example-3-b',
    });

    const res = await api(stack, 'POST', '/api/email/feedback', { body: { token, action: 'filmed' } });
    await api(stack, 'POST', '/api/email/feedback', { body: { token, action: 'filmed' } });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await m.calendar.listAllEntries(c.userId)).toMatchObject([{ ideaId: 'skincare-example-3-b', status: 'filmed', filmOn: day(0) }]);
  });

  it('films a planned entry today rather than adding a second one', async () => {
    const c = await creator('monthly');
    await schedule(c, { ideaId: 'skincare-example-4-b', filmOn: day(3), postOn: day(5) });

    await api(stack, 'PUT', '/api/ideas/skincare-example-4-b/feedback-action', { token: c.token, body: { action: 'filmed' } });

    expect(await m.calendar.listAllEntries(c.userId)).toMatchObject([{ status: 'filmed', filmOn: day(0), postOn: day(5) }]);
  });

  it('"Not for me" puts nothing on the calendar', async () => {
    const c = await creator('monthly');

    await api(stack, 'PUT', '/api/ideas/skincare-example-2-b/feedback-action', { token: c.token, body: { action: 'not_for_me' } });

    expect(await m.calendar.listAllEntries(c.userId)).toEqual([]);
  });
});

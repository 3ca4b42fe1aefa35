import { randomUUID } from 'node:crypto';
import { youtube } from '@googleapis/youtube';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { PostedEntry } from '#functions/analytics/posted';
import type { IdeaTraits } from '#functions/personal/model';
import { startYouTubeEmulator, type YouTubeEmulator } from '#lib/local/youtube';
import type { FixtureFile } from '#lib/local/youtube/fixtures';
import { useStackTable } from '#tests/support/data';

const stack = inject('stack');

let job: typeof import('#functions/analytics/job');
let store: typeof import('#functions/analytics/store');
let view: typeof import('#functions/analytics/view');
let feedback: typeof import('#functions/personal/feedback-store');

/** The emulator's clock, moved by each test: the figures a video has depend on its age at this instant. */
let clock = 0;
let emulator: YouTubeEmulator;

const CHANNEL = 'UCperfTestChann3l0000001';
/** Five Shorts a small creator posted on the same morning, an hour before the emulator starts. */
const VIDEOS = [
  { id: 'perfHowTo01', views: 1200, likes: 90 },
  { id: 'perfHowTo02', views: 3100, likes: 240 },
  { id: 'perfRecs001', views: 640, likes: 31 },
  { id: 'perfRecs002', views: 820, likes: 40 },
  { id: 'perfStory01', views: 2050, likes: 160 },
];
const fixtures: FixtureFile[] = [
  {
    niche: 'skincare',
    channels: [
      {
        id: CHANNEL,
        handle: '@perftestglow',
        title: 'Perf Test Glow',
        description: 'budget skincare',
        country: 'US',
        at: '-400d',
        subscribers: 2100,
        views: 90000,
        videoCount: 40,
      },
    ],
    videos: VIDEOS.map((v) => ({
      id: v.id,
      channelId: CHANNEL,
      title: `short ${v.id}`,
      description: '',
      tags: [],
      at: '-1h',
      duration: 'PT41S',
      views: v.views,
      likes: v.likes,
      language: 'en',
      privacy: 'public' as const,
      commentsDisabled: false,
      deleted: false,
      comments: [],
    })),
  },
];

const DAY_MS = 86_400_000;
/** 10:00 in Los Angeles on the posting day (a day of its own per test, so the quota ledgers never meet). */
const postingMorning = (day: string) => Date.parse(`${day}T18:00:00Z`);
/** 01:00 in Los Angeles `days` later: the job's hour in the new quota day. */
const jobTime = (day: string, days: number) => new Date(Date.parse(`${day}T09:00:00Z`) + days * DAY_MS);

const howTo: IdeaTraits = { topics: [], format: 'tutorial', askKind: 'how-to' };
const recs: IdeaTraits = { topics: [], format: 'talking-head', askKind: 'recommendation' };
const entry = (userId: string, videoId: string, postOn: string, traits = howTo): PostedEntry => ({
  userId,
  ideaId: `idea-${videoId}`,
  videoId,
  postOn,
  url: `https://www.youtube.com/shorts/${videoId}`,
  title: `The idea filmed as ${videoId}`,
  hook: videoId.includes('HowTo') ? 'how to layer niacinamide without pilling' : '3 drugstore moisturizers that work',
  traits,
});

const run = (now: Date, posted: PostedEntry[]) =>
  job.runPerformance({
    now,
    api: youtube({ version: 'v3', auth: emulator.apiKey, rootUrl: emulator.url, retry: false }),
    key: emulator.apiKey,
    source: async (since) => posted.filter((p) => p.postOn >= since),
    runId: `test-${randomUUID()}`,
  });

beforeAll(async () => {
  useStackTable(stack);
  job = await import('#functions/analytics/job');
  store = await import('#functions/analytics/store');
  view = await import('#functions/analytics/view');
  feedback = await import('#functions/personal/feedback-store');
  emulator = await startYouTubeEmulator({ port: 0, fixtures, now: () => clock, log: () => {} });
});
afterAll(async () => {
  await emulator?.close();
});
beforeEach(() => {
  emulator.reset();
});

/** Starts the emulator's world on a posting morning: the fixtures resolve against it, published an hour before. */
async function startOn(day: string): Promise<void> {
  clock = postingMorning(day);
  await emulator.close();
  emulator = await startYouTubeEmulator({ port: 0, fixtures, now: () => clock, log: () => {} });
}

describe('the performance job against the YouTube emulator', () => {
  it('reads each posted video at 1, 7 and 30 days, figures that grow, and counts nothing twice when run again', async () => {
    const day = '2027-03-01';
    await startOn(day);
    const userId = `perf-${randomUUID()}`;
    const posted = VIDEOS.map((v) => entry(userId, v.id, day));

    const results = [];
    for (const after of [1, 7, 30]) {
      clock = jobTime(day, after).getTime();
      results.push(await run(jobTime(day, after), posted));
      // The same day again (a retry, a manual run): nothing due, nothing read, nothing written.
      const again = await run(jobTime(day, after), posted);
      expect(again).toMatchObject({ status: 'ran', read: 0, late: 0, missed: 0, alreadyRecorded: 0 });
      expect(again.status === 'ran' && Object.values(again.spent).reduce((n, u) => n + (u ?? 0), 0)).toBe(0);
    }

    expect(results.map((r) => r.status === 'ran' && { read: r.read, late: r.late, units: r.spent['videos.list'] })).toEqual([
      { read: 5, late: 0, units: 1 },
      { read: 5, late: 0, units: 1 },
      { read: 5, late: 0, units: 1 },
    ]);
    const shown = await view.analyticsViewOf(userId, jobTime(day, 30));
    const dani = shown.videos.find((v) => v.videoId === 'perfHowTo02')!;
    const [d1, d7, d30] = dani.checks;
    expect(d1).toMatchObject({ checkpoint: 1, status: 'on-time', readOn: '2027-03-02', figuresExpired: false });
    expect(d1!.views).toBe(3100);
    expect(d7!.views!).toBeGreaterThan(d1!.views!);
    expect(d30!.views!).toBeGreaterThan(d7!.views!);
    expect(emulator.requests().filter((r) => r.method === 'videos.list')).toHaveLength(3);
  });

  it('compares each video with the usual once three have week-old figures, and moves the taste more for what performed', async () => {
    const day = '2027-04-05';
    await startOn(day);
    const userId = `perf-${randomUUID()}`;
    const posted = [
      entry(userId, 'perfHowTo01', day),
      entry(userId, 'perfHowTo02', day),
      entry(userId, 'perfStory01', day),
      entry(userId, 'perfRecs001', day, recs),
      entry(userId, 'perfRecs002', day, recs),
    ];

    for (const after of [1, 7]) {
      clock = jobTime(day, after).getTime();
      await run(jobTime(day, after), posted);
    }

    const shown = await view.analyticsViewOf(userId, jobTime(day, 7));
    expect(shown.usual.enough).toBe(true);
    expect(shown.usual.count).toBe(5);
    const best = shown.videos.find((v) => v.videoId === 'perfHowTo02')!;
    expect(best.uplift!).toBeGreaterThan(1.5);
    expect(best.upliftText).toMatch(/^\d+\.\d× your usual$/);
    const howToGroup = shown.groups.find((g) => g.dimension === 'askKind' && g.group === 'how-to')!;
    expect(howToGroup.text).toMatch(/^Your how-to replies get \d+\.\d× your usual views$/);
    expect(shown.groups.find((g) => g.dimension === 'askKind' && g.group === 'recommendation')!.text).toBe(
      'Your recommendations: 2 posted so far, too few to call yet',
    );
    expect(shown.chart.points).toHaveLength(5);
    const taste = await feedback.getTaste(userId);
    expect(taste.askKinds['how-to']!).toBeGreaterThan(0);
    expect(taste.askKinds.recommendation!).toBeLessThan(0);
  });

  it('with YouTube’s quota exhausted reads nothing, then reads the same checkpoint the next day and marks it late', async () => {
    const day = '2027-05-10';
    await startOn(day);
    const userId = `perf-${randomUUID()}`;
    const posted = [entry(userId, 'perfHowTo01', day), entry(userId, 'perfRecs001', day, recs)];
    clock = jobTime(day, 1).getTime();
    emulator.exhaust('reads');

    const stopped = await run(jobTime(day, 1), posted);

    expect(stopped).toMatchObject({ status: 'ran', read: 0, stoppedBy: 'quotaExceeded', left: 2 });
    expect((await store.subscriberAnalytics(userId, jobTime(day, 1))).checks).toEqual([]);

    clock = jobTime(day, 2).getTime();
    const resumed = await run(jobTime(day, 2), posted);

    expect(resumed).toMatchObject({ status: 'ran', read: 0, late: 2, stoppedBy: null });
    const checks = (await store.subscriberAnalytics(userId, jobTime(day, 2))).checks;
    expect(checks.map((c) => ({ checkpoint: c.checkpoint, status: c.status, readOn: c.readOn, dueOn: c.dueOn }))).toEqual([
      { checkpoint: 1, status: 'late', readOn: '2027-05-12', dueOn: '2027-05-11' },
      { checkpoint: 1, status: 'late', readOn: '2027-05-12', dueOn: '2027-05-11' },
    ]);
  });

  it('two runs at once read and record each checkpoint once', async () => {
    const day = '2027-06-14';
    await startOn(day);
    const userId = `perf-${randomUUID()}`;
    const posted = VIDEOS.map((v) => entry(userId, v.id, day));
    clock = jobTime(day, 1).getTime();

    const both = await Promise.all([run(jobTime(day, 1), posted), run(jobTime(day, 1), posted)]);

    const recorded = both.reduce((n, r) => n + (r.status === 'ran' ? r.read : 0), 0);
    expect(recorded).toBe(5);
    expect((await store.subscriberAnalytics(userId, jobTime(day, 1))).checks).toHaveLength(5);
  });

  it('records a video deleted from YouTube as gone, without figures, and one posted by two creators for each', async () => {
    const day = '2027-07-19';
    await startOn(day);
    const first = `perf-${randomUUID()}`;
    const second = `perf-${randomUUID()}`;
    emulator.patchVideo('perfRecs002', { deleted: true });
    clock = jobTime(day, 1).getTime();

    const result = await run(jobTime(day, 1), [
      entry(first, 'perfRecs002', day),
      entry(first, 'perfHowTo01', day),
      entry(second, 'perfHowTo01', day),
    ]);

    expect(result).toMatchObject({ status: 'ran', read: 2, gone: 1 });
    expect(result.status === 'ran' && result.spent['videos.list']).toBe(1);
    const shown = await view.analyticsViewOf(first, jobTime(day, 1));
    expect(shown.videos.find((v) => v.videoId === 'perfRecs002')!.checks[0]).toMatchObject({ status: 'gone', views: null });
  });

  it('deletes figures 30 days after they were read, keeps the uplift, and records a day 30 no run reached as missed', async () => {
    const day = '2027-08-02';
    await startOn(day);
    const userId = `perf-${randomUUID()}`;
    const posted = VIDEOS.map((v) => entry(userId, v.id, day, v.id.includes('Recs') ? recs : howTo));
    for (const after of [1, 7]) {
      clock = jobTime(day, after).getTime();
      await run(jobTime(day, after), posted);
    }
    const before = await view.analyticsViewOf(userId, jobTime(day, 7));
    const upliftBefore = before.videos.find((v) => v.videoId === 'perfHowTo02')!.uplift;

    // No run from day 8 to day 39: day 30 went by unread.
    clock = jobTime(day, 40).getTime();
    const late = await run(jobTime(day, 40), posted);

    expect(late).toMatchObject({ status: 'ran', read: 0, missed: 5, figuresDeleted: 10 });
    expect(late.status === 'ran' && late.spent['videos.list']).toBeUndefined();
    const held = await store.subscriberAnalytics(userId, jobTime(day, 40));
    expect(held.figures).toEqual([]);
    expect(held.expired).toEqual([]);
    const after = await view.analyticsViewOf(userId, jobTime(day, 40));
    const video = after.videos.find((v) => v.videoId === 'perfHowTo02')!;
    expect(video.uplift).toBe(upliftBefore);
    expect(video.checks.map((c) => [c.status, c.views, c.figuresExpired])).toEqual([
      ['on-time', null, true],
      ['on-time', null, true],
      ['missed', null, false],
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AnalyticsView } from '#functions/analytics/routes';
import { planRequiredMessage } from '#functions/subscribers/plan-access';
import { api } from '#tests/support/api';
import { createAccount, signIn } from '#tests/support/cognito';
import { useStackTable } from '#tests/support/data';
import { youtubeOf } from '#tests/support/youtube';

const stack = inject('stack');

/** The emulator's hand-written creator (lib/local/youtube/creator-fixtures/dew-with-dani.json) and two of her Shorts. */
const DANI = 'UCdewWithDani0wnChann3l1';
const OILY = 'dewDani0ily';

let job: typeof import('#functions/analytics/job');
let source: typeof import('#functions/analytics/calendar-source');
let calendar: typeof import('#functions/calendar/store');
let ideas: typeof import('#functions/ideas/store');

async function subscriber(tier: 'monthly' | 'yearly'): Promise<{ userId: string; token: string }> {
  const { putSubscriber } = await import('#functions/subscribers/store');
  const email = `analytics-${tier}-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'analytics-pass-1');
  const now = new Date().toISOString();
  await putSubscriber({
    userId,
    email,
    firstName: 'Dani',
    lastName: tier,
    niche: 'skincare',
    subscribed: true,
    onboardingCompleted: true,
    subscriptionTier: tier,
    subscriptionStatus: 'active',
    subscriptionEnd: null,
    referredBy: null,
    timeZone: 'America/Los_Angeles',
    stripeCustomerId: null,
    testMode: false,
    createdAt: now,
    updatedAt: now,
  });
  return { userId, token: (await signIn(stack, email, 'analytics-pass-1')).idToken };
}

beforeAll(async () => {
  useStackTable(stack);
  job = await import('#functions/analytics/job');
  source = await import('#functions/analytics/calendar-source');
  calendar = await import('#functions/calendar/store');
  ideas = await import('#functions/ideas/store');
});

describe('GET /api/me/analytics', () => {
  it('shows a yearly subscriber nothing but how to start before anything is posted, and a monthly one the upgrade', async () => {
    const yearly = await subscriber('yearly');
    const monthly = await subscriber('monthly');

    const empty = await api<AnalyticsView>(stack, 'GET', '/api/me/analytics', { token: yearly.token });
    const locked = await api<{ error: { code: string; message: string } }>(stack, 'GET', '/api/me/analytics', { token: monthly.token });

    expect(empty.status).toBe(200);
    expect(empty.body.videos).toEqual([]);
    expect(empty.body.usual.text).toBe('Early: 0 of 3 videos needed before we compare with your usual');
    expect(locked.status).toBe(402);
    expect(locked.body.error).toMatchObject({ code: 'plan_required', message: planRequiredMessage('analytics') });
  });

  it('shows the figures the job read for an idea posted on the calendar, found through its posted index', async () => {
    const { userId, token } = await subscriber('yearly');
    const [idea] = await ideas.listIdeasUpToDay('skincare', 'A', 1);
    expect(idea).toBeDefined();
    // Posted eight days before the job's day: day 1 is too late to read honestly, day 7 is read a day late.
    const postOn = '2028-01-02';
    const planned = await calendar.writeDays(
      userId,
      { id: idea!.id, title: idea!.title, hook: idea!.content.hooks[0] ?? null, niche: 'skincare', kind: 'library' },
      { filmOn: null, postOn },
      null,
      new Date(),
    );
    await calendar.writePosted(
      planned,
      { url: `https://www.youtube.com/watch?v=${OILY}`, videoId: OILY, channelId: DANI, postOn },
      new Date(),
    );

    const result = await job.runPerformance({
      now: new Date('2028-01-10T09:00:00Z'),
      api: youtubeOf(stack),
      key: stack.youtubeKey!,
      source: source.postedSince,
      traitsOf: source.ideaTraits,
      runId: `test-${randomUUID()}`,
    });
    expect(result).toMatchObject({ status: 'ran', missed: 1, late: 1 });

    const res = await api<AnalyticsView>(stack, 'GET', '/api/me/analytics', { token });

    expect(res.status).toBe(200);
    const video = res.body.videos.find((v) => v.videoId === OILY)!;
    expect(video).toMatchObject({ ideaId: idea!.id, title: idea!.title, postOn, uplift: null });
    expect(video.checks.map((c) => c.status)).toEqual(['missed', 'late', 'pending']);
    expect(video.checks[1]).toMatchObject({ readOn: '2028-01-10', views: 8400, likes: 610, figuresExpired: false });
    expect(res.body.chart.points).toEqual([]);
  });
});

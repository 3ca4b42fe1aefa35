import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import { advanceTime, completeCheckout, settled, stripeOf } from '../../support/stripe';

const stack = inject('stack');

type Modules = {
  data: typeof import('#functions/subscribers/store');
  stats: typeof import('#functions/subscribers/stats-store');
  domain: typeof import('#functions/subscribers/stats');
  client: typeof import('#functions/platform/table/client');
  lib: typeof import('@aws-sdk/lib-dynamodb');
};
let m: Modules;
let adminToken: string;

interface Summary {
  counts: { totalSubscribers: number; activeSubscriptions: number; trialing: number; syncIssues: number };
  sandbox: {
    trialsStartedLast30Days: number;
    trialsConvertedLast30Days: number;
    trialsEndedLast30Days: number;
    cancellationsThisMonth: number;
    mrrCents: number;
  };
  mismatches: Array<{ userId: string; email: string; testMode: boolean }>;
}

beforeAll(async () => {
  useStackTable(stack);
  m = {
    data: await import('#functions/subscribers/store'),
    stats: await import('#functions/subscribers/stats-store'),
    domain: await import('#functions/subscribers/stats'),
    client: await import('#functions/platform/table/client'),
    lib: await import('@aws-sdk/lib-dynamodb'),
  };
  adminToken = (await signIn(stack, stack.accounts.admin.email, stack.accounts.admin.password)).idToken;
});

/** Every subscriber item in the table. A test may Scan; no route can (functions/platform/table/declared-access.ts). */
async function allSubscribers(): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await m.client.db.send(
      new m.lib.ScanCommand({
        TableName: m.client.tableName(),
        FilterExpression: 'entity = :e',
        ExpressionAttributeValues: { ':e': 'subscriber' },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

const nonZero = (counters: Record<string, number>) => Object.fromEntries(Object.entries(counters).filter(([, n]) => n !== 0));

/**
 * The invariant: the counters equal a count of every subscriber by class, each subscriber's stored
 * class is the class of its fields, and the out-of-sync index holds exactly the mismatched ones.
 * Files before this one (billing, delivery, sign-up…) wrote through every path, so this covers them too.
 */
async function expectCountersExact(): Promise<void> {
  const items = await allSubscribers();
  const expected: Record<string, number> = {};
  for (const item of items) {
    const fields = item as unknown as Parameters<typeof m.domain.classOf>[0];
    const key = m.domain.classKey(m.domain.classOf(fields));
    expect(item.statsClass, `${String(item.email)} is counted in the class of its fields`).toBe(key);
    expected[key] = (expected[key] ?? 0) + 1;
  }
  const { counters } = await m.stats.readStats(new Date());
  expect(nonZero(counters)).toEqual(expected);
  const mismatched = items
    .filter((item) => m.domain.isMismatched(item as unknown as { subscribed: boolean; subscriptionStatus: string | null }))
    .map((item) => item.userId);
  const listed = (await m.stats.listSyncIssues(1000)).map((row) => row.userId);
  expect(listed.sort()).toEqual(mismatched.sort());
}

const summary = async () => {
  const res = await api<Summary>(stack, 'GET', '/api/admin/summary', { token: adminToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

interface Creator {
  email: string;
  userId: string;
  token: string;
}

async function newCreator(): Promise<Creator> {
  const email = `stats-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'stats-pass-1');
  const { idToken } = await signIn(stack, email, 'stats-pass-1');
  const res = await api(stack, 'POST', '/api/me/subscriber', {
    token: idToken,
    body: { firstName: 'Stat', lastName: 'Counter', niche: 'fitness' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, userId, token: idToken };
}

async function subscribe(creator: Creator, tier = 'monthly'): Promise<void> {
  const res = await api<{ url: string }>(stack, 'POST', '/api/billing/checkout', {
    token: creator.token,
    body: { tier, from: 'onboarding' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await completeCheckout(res.body.url);
  await settled(stack);
}

describe('the admin counters', () => {
  it('match a count of every subscriber after the files before this one', async () => {
    await expectCountersExact();
  });

  it('follow sign-up, checkout, trial end, cancellation and expiry, with the day’s events', async () => {
    const before = await summary();
    const creator = await newCreator();
    expect((await summary()).counts.totalSubscribers).toBe(before.counts.totalSubscribers + 1);

    await subscribe(creator);
    const trialing = await summary();
    expect(trialing.counts.trialing).toBe(before.counts.trialing + 1);
    expect(trialing.sandbox.trialsStartedLast30Days).toBe(before.sandbox.trialsStartedLast30Days + 1);
    await expectCountersExact();

    // The emulator's clock moves every subscription: other trials may end too, so compare with the table.
    await advanceTime(stack, 8 * 86_400);
    await settled(stack);
    const converted = await summary();
    expect(converted.sandbox.trialsConvertedLast30Days).toBeGreaterThan(before.sandbox.trialsConvertedLast30Days);
    expect(converted.sandbox.trialsEndedLast30Days - before.sandbox.trialsEndedLast30Days).toBeGreaterThanOrEqual(
      converted.sandbox.trialsConvertedLast30Days - before.sandbox.trialsConvertedLast30Days,
    );
    expect(converted.sandbox.mrrCents).toBeGreaterThanOrEqual(before.sandbox.mrrCents + 2_800);
    await expectCountersExact();

    expect((await api(stack, 'POST', '/api/billing/cancel', { token: creator.token })).status).toBe(200);
    await settled(stack);
    // Cancelled at period end: still active until then, so not a cancellation yet.
    expect((await summary()).sandbox.cancellationsThisMonth).toBe(converted.sandbox.cancellationsThisMonth);
    // The period ends: Stripe deletes the subscription (done at once here rather than moving the
    // emulator's clock a month, which would end every other file's subscriptions too).
    const ending = await m.data.getSubscriber(creator.userId, { consistent: true });
    await stripeOf(stack).subscriptions.cancel(ending!.stripeSubscriptionId!);
    await settled(stack);
    const ended = await summary();
    expect(ended.sandbox.cancellationsThisMonth).toBeGreaterThanOrEqual(converted.sandbox.cancellationsThisMonth + 1);
    const record = await m.data.getSubscriber(creator.userId, { consistent: true });
    expect(record).toMatchObject({ subscribed: false, subscriptionStatus: 'inactive' });
    await expectCountersExact();
  });

  it('stay exact when sign-ups and syncs of one subscriber race', async () => {
    await Promise.all(Array.from({ length: 4 }, () => newCreator()));
    const creator = await newCreator();
    const states = [
      { subscribed: true, subscriptionStatus: 'trialing', subscriptionTier: 'monthly' as const, subscriptionEnd: null, testMode: true },
      { subscribed: true, subscriptionStatus: 'active', subscriptionTier: 'monthly' as const, subscriptionEnd: null, testMode: true },
      { subscribed: true, subscriptionStatus: 'active', subscriptionTier: 'yearly' as const, subscriptionEnd: null, testMode: true },
      { subscribed: false, subscriptionStatus: 'inactive', subscriptionTier: 'yearly' as const, subscriptionEnd: null, testMode: true },
    ];
    const base = Date.now();
    // Twelve webhook-like writes at once, read from Stripe at different times: the newest read wins, counted once.
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        m.data.applyBillingSync(creator.userId, {
          state: states[i % states.length]!,
          environment: 'sandbox',
          customerId: `cus_race_${creator.userId}`,
          subscriptionId: 'sub_race',
          subscriptionCreated: 1,
          syncedAt: base + i,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'missing')).toEqual([]);
    const record = await m.data.getSubscriber(creator.userId, { consistent: true });
    expect(record).toMatchObject({
      stripeSyncedAt: base + 11,
      subscriptionStatus: states[11 % states.length]!.subscriptionStatus,
      subscriptionTier: 'yearly',
    });
    await expectCountersExact();
  });

  it('list a drifted record as a sync issue with its mode, and drop it once a sync writes Stripe’s state', async () => {
    const creator = await newCreator();
    const record = (await m.data.getSubscriber(creator.userId, { consistent: true }))!;
    const before = await summary();
    await m.data.putSubscriber({
      ...record,
      subscribed: true,
      subscriptionStatus: 'inactive',
      subscriptionTier: 'monthly',
      testMode: true,
      updatedAt: new Date().toISOString(),
    });
    const drifted = await summary();
    expect(drifted.counts.syncIssues).toBe(before.counts.syncIssues + 1);
    expect(drifted.mismatches).toContainEqual(expect.objectContaining({ userId: creator.userId, email: creator.email, testMode: true }));
    await expectCountersExact();

    await m.data.applyBillingSync(creator.userId, {
      state: { subscribed: false, subscriptionStatus: 'inactive', subscriptionTier: null, subscriptionEnd: null, testMode: true },
      environment: 'sandbox',
      customerId: `cus_drift_${creator.userId}`,
      subscriptionId: null,
      subscriptionCreated: 0,
      syncedAt: Date.now(),
    });
    const fixed = await summary();
    expect(fixed.counts.syncIssues).toBe(before.counts.syncIssues);
    expect(fixed.mismatches.map((row) => row.userId)).not.toContain(creator.userId);
    await expectCountersExact();
  });

  it('count records written before the counters once, however often the migration runs', async () => {
    const userId = randomUUID();
    const email = `pre-counter-${userId.slice(0, 8)}@example.com`;
    const now = new Date().toISOString();
    // A record written before the admin counters existed: no statsClass, not in GSI3.
    await m.client.db.send(
      new m.lib.PutCommand({
        TableName: m.client.tableName(),
        Item: {
          ...m.data.subscriberKeys.item(userId),
          ...m.data.subscriberKeys.byEmail(email),
          entity: 'subscriber',
          userId,
          email,
          firstName: 'Old',
          lastName: 'Record',
          niche: 'travel',
          subscribed: false,
          subscriptionStatus: 'active',
          subscriptionTier: 'weekly',
          onboardingCompleted: true,
          subscriptionEnd: null,
          referredBy: null,
          timeZone: null,
          createdAt: now,
          updatedAt: now,
        },
      }),
    );
    const { settingKeys } = await import('#functions/shared/settings');
    const forgetMigration = () =>
      m.client.db.send(new m.lib.DeleteCommand({ TableName: m.client.tableName(), Key: settingKeys.item('admin_indexes_initialised') }));
    await forgetMigration();
    const [first, concurrent] = await Promise.all([m.stats.initialiseAdminIndexes(), m.stats.initialiseAdminIndexes()]);
    expect(first.subscribers + concurrent.subscribers).toBe(1);
    expect((await m.stats.initialiseAdminIndexes()).skipped).toBe(true);
    await forgetMigration();
    expect((await m.stats.initialiseAdminIndexes()).subscribers).toBe(0);
    // Subscribed false while active: a sync issue from the start.
    expect((await summary()).mismatches.map((row) => row.userId)).toContain(userId);
    await expectCountersExact();
  });

  it('are refused to anyone but an admin', async () => {
    const creator = await newCreator();
    expect((await api(stack, 'GET', '/api/admin/summary', { token: creator.token })).status).toBe(403);
    expect((await api(stack, 'GET', '/api/admin/summary')).status).toBe(401);
  });
});

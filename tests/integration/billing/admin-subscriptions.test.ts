import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { SubscriptionDebug } from '#functions/billing/admin-routes';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import { completeCheckout, settled } from '../../support/stripe';

const stack = inject('stack');

type DebugBody = { success: boolean; error: string | null; debug: SubscriptionDebug | null };
type SyncBody = DebugBody & { changed: string[] };
type ErrorBody = { error: { code: string; message: string; fieldErrors?: Record<string, string[]> } };

type Modules = {
  subscribers: typeof import('#functions/subscribers/store');
  billing: typeof import('#functions/billing/store');
  reconcile: typeof import('#functions/billing/reconcile');
  runs: typeof import('#functions/billing/reconcile-store');
  client: typeof import('#functions/platform/table/client');
  lib: typeof import('@aws-sdk/lib-dynamodb');
};
let m: Modules;
let adminToken: string;

beforeAll(async () => {
  useStackTable(stack);
  // The reconciliation runs in this process, as the job's function would, against the stack's Stripe emulator.
  process.env.STRIPE_CONFIG_JSON = JSON.stringify({ sandbox: stack.stripeKeys });
  if (!stack.stripe) throw new Error('These tests need the local Stripe emulator (unset STRIPE_SECRET_KEY).');
  process.env.STRIPE_API_URL = stack.stripe;
  m = {
    subscribers: await import('#functions/subscribers/store'),
    billing: await import('#functions/billing/store'),
    reconcile: await import('#functions/billing/reconcile'),
    runs: await import('#functions/billing/reconcile-store'),
    client: await import('#functions/platform/table/client'),
    lib: await import('@aws-sdk/lib-dynamodb'),
  };
  adminToken = (await signIn(stack, stack.accounts.admin.email, stack.accounts.admin.password)).idToken;
});

interface Creator {
  email: string;
  userId: string;
  token: string;
}

async function newCreator(): Promise<Creator> {
  const email = `sync-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'creator-pass-1');
  const { idToken } = await signIn(stack, email, 'creator-pass-1');
  const res = await api(stack, 'POST', '/api/me/subscriber', {
    token: idToken,
    body: { firstName: 'Sam', lastName: 'Sync', niche: 'skincare' },
  });
  expect(res.status).toBe(201);
  return { email, userId, token: idToken };
}

/** A creator with a trialing monthly subscription, paid through the emulator's checkout page and its webhooks. */
async function subscribedCreator(): Promise<Creator> {
  const creator = await newCreator();
  const res = await api<{ url: string }>(stack, 'POST', '/api/billing/checkout', {
    token: creator.token,
    body: { tier: 'monthly', from: 'onboarding' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await completeCheckout(res.body.url);
  await settled(stack);
  return creator;
}

const record = async (userId: string) => (await m.subscribers.getSubscriber(userId, { consistent: true }))!;

/** Writes a wrong state on the record, as a lost webhook or a hand edit would leave it. */
async function drift(userId: string, fields: Partial<Awaited<ReturnType<typeof record>>>): Promise<void> {
  await m.subscribers.putSubscriber({ ...(await record(userId)), ...fields });
}

const debug = (email: unknown) =>
  api<DebugBody & ErrorBody>(stack, 'POST', '/api/admin/subscriptions/debug', { token: adminToken, body: { email } });
const sync = (email: unknown) =>
  api<SyncBody & ErrorBody>(stack, 'POST', '/api/admin/subscriptions/sync', { token: adminToken, body: { email } });

describe('subscription debug', () => {
  it('shows a subscriber who checked out as HEALTHY, with Stripe beside the record and the events we received, newest first', async () => {
    const creator = await subscribedCreator();
    const res = await debug(creator.email);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, error: null });
    const d = res.body.debug!;
    const r = await record(creator.userId);
    expect(d).toMatchObject({
      sync_health: 'HEALTHY',
      environment: 'sandbox',
      email: creator.email,
      discrepancies: [],
      recommendations: ['Nothing to do: the record matches Stripe.'],
      database: {
        user_id: creator.userId,
        subscribed: true,
        subscription_status: 'trialing',
        subscription_tier: 'monthly',
        stripe_customer_id: r.stripeCustomerId,
        test_mode: true,
        mismatched: false,
      },
      stripe: {
        customer: { id: r.stripeCustomerId, email: creator.email, livemode: false, deleted: false },
        subscriptions: [
          {
            id: r.stripeSubscriptionId,
            status: 'trialing',
            tier: 'monthly',
            price_id: stack.stripeKeys.prices.monthly,
            cancel_at_period_end: false,
          },
        ],
      },
    });
    const events = d.recent_webhooks;
    expect(events.map((e) => e.type)).toContain('customer.subscription.created');
    expect(events.map((e) => e.received_at)).toEqual(
      events
        .map((e) => e.received_at)
        .sort()
        .reverse(),
    );
    expect(events.every((e) => e.outcome !== 'processing')).toBe(true);
    expect(events.map((e) => e.outcome)).toContain('activated');
  });

  it('shows a drifted record as OUT_OF_SYNC with each difference, and Sync copies Stripe back (the fresh debug is HEALTHY)', async () => {
    const creator = await subscribedCreator();
    await drift(creator.userId, { subscribed: false, subscriptionStatus: 'inactive', subscriptionTier: 'weekly' });

    const before = await debug(creator.email);
    expect(before.body.debug!.sync_health).toBe('OUT_OF_SYNC');
    expect(before.body.debug!.database.mismatched).toBe(false);
    expect(before.body.debug!.discrepancies.map((d) => [d.field, d.database, d.stripe])).toEqual([
      ['subscribed', 'false', 'true'],
      ['subscription_status', 'inactive', 'trialing'],
      ['subscription_tier', 'weekly', 'monthly'],
    ]);
    expect(before.body.debug!.recommendations).toContain("Run Sync to copy Stripe's state to the record.");
    expect(before.body.debug!.recent_webhooks.length).toBeGreaterThan(0);

    const synced = await sync(creator.email);
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ success: true, error: null, changed: ['subscribed', 'subscription_status', 'subscription_tier'] });
    expect(synced.body.debug).toMatchObject({
      sync_health: 'HEALTHY',
      discrepancies: [],
      database: { subscribed: true, subscription_status: 'trialing', subscription_tier: 'monthly' },
    });
    expect(await record(creator.userId)).toMatchObject({ subscribed: true, subscriptionStatus: 'trialing', subscriptionTier: 'monthly' });

    const again = await sync(creator.email);
    expect(again.body).toMatchObject({ success: true, changed: [] });
  });

  it('answers "No subscriber with this email" for an unknown email, and writes nothing', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const res = await debug(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: false, error: 'No subscriber with this email', debug: null });
    const synced = await sync(email);
    expect(synced.body).toEqual({ success: false, error: 'No subscriber with this email', changed: [], debug: null });
    expect(await m.subscribers.findSubscriberByEmail(email)).toBeNull();
  });

  it('says a subscriber without a Stripe customer never reached checkout, and Sync writes nothing', async () => {
    const creator = await newCreator();
    const written = (await record(creator.userId)).updatedAt;
    const res = await debug(creator.email);
    expect(res.body.debug).toMatchObject({
      sync_health: 'NO_STRIPE_CUSTOMER',
      recommendations: ['No Stripe customer: this subscriber never reached checkout.'],
      stripe: { customer: null, subscriptions: [] },
    });
    const synced = await sync(creator.email);
    expect(synced.body).toMatchObject({ success: false, changed: [], debug: { sync_health: 'NO_STRIPE_CUSTOMER' } });
    expect(synced.body.error).toMatch(/never reached checkout/);
    expect((await record(creator.userId)).updatedAt).toBe(written);
  });

  it('reports STRIPE_UNREACHABLE, not a 500, when the record names an environment Stripe cannot be read in', async () => {
    const creator = await subscribedCreator();
    // Only the sandbox has keys locally: a record filed under production cannot be read.
    await drift(creator.userId, { stripeEnvironment: 'production' });
    const res = await debug(creator.email);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: false,
      debug: { sync_health: 'STRIPE_UNREACHABLE', environment: 'production', stripe: { customer: null } },
    });
    expect(res.body.error).toMatch(/no production keys/);
    const written = (await record(creator.userId)).updatedAt;
    const synced = await sync(creator.email);
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ success: false, changed: [] });
    expect((await record(creator.userId)).updatedAt).toBe(written);
    await drift(creator.userId, { stripeEnvironment: 'sandbox' });
  });

  it.each([
    ['a missing email', {}],
    ['an empty email', { email: '  ' }],
  ])('refuses %s with 400 and "Please enter an email address"', async (_label, body) => {
    for (const path of ['/api/admin/subscriptions/debug', '/api/admin/subscriptions/sync']) {
      const res = await api<ErrorBody>(stack, 'POST', path, { token: adminToken, body });
      expect(res.status).toBe(400);
      expect(res.body.error.fieldErrors?.email).toEqual(['Please enter an email address']);
    }
  });

  it('refuses a subscriber with 403', async () => {
    const creator = await subscribedCreator();
    const res = await api<ErrorBody>(stack, 'POST', '/api/admin/subscriptions/sync', {
      token: creator.token,
      body: { email: creator.email },
    });
    expect(res.status).toBe(403);
  });
});

describe('nightly reconciliation', () => {
  const run = () => m.reconcile.reconcileAll({ now: new Date(), trigger: 'manual' });
  const done = (result: Awaited<ReturnType<typeof run>>) => {
    if (result.status !== 'done') throw new Error(`expected a run, got ${JSON.stringify(result)}`);
    return result.run;
  };

  it('fixes drifted records and records what it changed; a second run changes nothing', async () => {
    const a = await subscribedCreator();
    const b = await subscribedCreator();
    await drift(a.userId, { subscriptionStatus: 'active' });
    await drift(b.userId, { subscribed: false, subscriptionStatus: 'inactive', subscriptionEnd: '2026-01-01T00:00:00.000Z' });

    const first = done(await run());
    expect(first.finishedAt).not.toBeNull();
    expect(first.failed).toBe(0);
    expect(first.checked).toBeGreaterThanOrEqual(2);
    expect(first.changes).toEqual(
      expect.arrayContaining([
        { email: a.email, fields: ['subscription_status'] },
        { email: b.email, fields: ['subscribed', 'subscription_status', 'subscription_end'] },
      ]),
    );
    expect(first.changed).toBe(first.changes.length);
    for (const creator of [a, b])
      expect(await record(creator.userId)).toMatchObject({ subscribed: true, subscriptionStatus: 'trialing', subscriptionEnd: null });
    expect((await debug(b.email)).body.debug!.sync_health).toBe('HEALTHY');

    const written = (await record(a.userId)).updatedAt;
    const second = done(await run());
    expect(second).toMatchObject({ checked: first.checked, changed: 0, failed: 0, changes: [] });
    expect((await record(a.userId)).updatedAt).toBe(written);
    expect(await m.runs.lastReconcileRun()).toEqual(second);
  });

  it('lets one of two runs started together do the work; the other ends at once', async () => {
    const creator = await subscribedCreator();
    await drift(creator.userId, { subscriptionTier: 'yearly' });
    const results = await Promise.all([run(), run()]);
    expect(results.map((r) => r.status).sort()).toEqual(['busy', 'done']);
    const busy = results.find((r) => r.status === 'busy')!;
    const worker = done(results.find((r) => r.status === 'done')!);
    expect(busy).toMatchObject({ heldBy: worker.id });
    expect(worker.changes).toContainEqual({ email: creator.email, fields: ['subscription_tier'] });
    // The claim was given back: the next run works.
    expect((await run()).status).toBe('done');
  });

  it('counts a customer Stripe fails for as failed and fixes the others', async () => {
    const fixed = await subscribedCreator();
    await drift(fixed.userId, { subscriptionStatus: 'past_due' });
    // A customer mapping the emulator has no customer for: every Stripe read of it fails.
    const lost = await newCreator();
    const missingCustomer = `cus_missing${randomUUID().slice(0, 8)}`;
    await m.subscribers.linkStripeCustomer(lost.userId, 'sandbox', missingCustomer);
    try {
      const result = done(await run());
      expect(result.failed).toBe(1);
      expect(result.changes).toContainEqual({ email: fixed.email, fields: ['subscription_status'] });
      expect(await record(fixed.userId)).toMatchObject({ subscriptionStatus: 'trialing' });

      const d = await debug(lost.email);
      expect(d.body.debug).toMatchObject({
        sync_health: 'OUT_OF_SYNC',
        discrepancies: [{ field: 'stripe_customer_id', database: missingCustomer, stripe: null }],
      });
      const written = (await record(lost.userId)).updatedAt;
      const s = await sync(lost.email);
      expect(s.body).toMatchObject({ success: false, changed: [] });
      expect(s.body.error).toContain(missingCustomer);
      expect((await record(lost.userId)).updatedAt).toBe(written);
    } finally {
      // Later runs (other files) should not meet this made-up customer.
      await m.client.db.send(
        new m.lib.DeleteCommand({ TableName: m.client.tableName(), Key: m.billing.billingKeys.customer('sandbox', missingCustomer) }),
      );
    }
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import { emailQueueDrained, mailsTo } from '../../support/mail';
import {
  advanceTime,
  completeCheckout,
  emulatorEvents,
  postWebhook,
  setDelivery,
  settled,
  stripeOf,
  type RecordedEvent,
} from '../../support/stripe';

const stack = inject('stack');
type Subscriber = Record<string, unknown> & { subscribed: boolean; subscriptionEnd: string | null; stripeCustomerId: string | null };
type ErrorBody = { error: { code: string; message: string; fieldErrors?: Record<string, string[]> } };

let data: {
  getItem: (key: { PK: string; SK: string }) => Promise<Record<string, unknown> | undefined>;
};

beforeAll(async () => {
  useStackTable(stack);
  const { db, tableName } = await import('#functions/platform/table/client');
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { putAmbassador, newAmbassador } = await import('#functions/ambassadors/store');
  await putAmbassador(
    newAmbassador({
      code: 'billingpal',
      firstName: 'Billing',
      lastName: 'Pal',
      email: 'pal@example.com',
      status: 'active',
      commissionRate: 0.2,
    }),
  );
  data = {
    getItem: async (Key) => (await db.send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }))).Item,
  };
});

afterAll(async () => {
  await setDelivery(stack, true);
});

interface Creator {
  email: string;
  userId: string;
  token: string;
}

/** A person who finished sign-up step 1: account, session, subscriber record. */
async function newCreator(extra: Record<string, unknown> = {}, prefix = 'creator'): Promise<Creator> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'creator-pass-1');
  const { idToken } = await signIn(stack, email, 'creator-pass-1');
  const res = await api(stack, 'POST', '/api/me/subscriber', {
    token: idToken,
    body: { firstName: 'Cora', lastName: 'Reed', niche: 'skincare', ...extra },
  });
  expect(res.status).toBe(201);
  return { email, userId, token: idToken };
}

const me = async (creator: Creator) =>
  (await api<{ subscriber: Subscriber }>(stack, 'GET', '/api/me', { token: creator.token })).body.subscriber;
const checkout = (creator: Creator, tier: string, from = 'onboarding') =>
  api<{ sessionId: string; url: string } & ErrorBody>(stack, 'POST', '/api/billing/checkout', {
    token: creator.token,
    body: { tier, from },
  });

async function subscribe(creator: Creator, tier = 'monthly'): Promise<Subscriber> {
  const res = await checkout(creator, tier);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await completeCheckout(res.body.url);
  await settled(stack);
  return me(creator);
}

/** The events of one checkout, in the order Stripe sent them. */
async function eventsOfCustomer(customerId: string): Promise<RecordedEvent[]> {
  return (await emulatorEvents(stack)).filter((e) => e.event.data.object.customer === customerId);
}

describe('checkout', () => {
  it('creates the customer first and opens a subscription-mode session with a 7-day trial and our return URLs', async () => {
    const creator = await newCreator();
    const res = await checkout(creator, 'yearly');
    expect(res.status).toBe(200);
    const session = await stripeOf(stack).checkout.sessions.retrieve(res.body.sessionId);
    expect(session).toMatchObject({ mode: 'subscription', status: 'open', client_reference_id: creator.userId });
    expect(session.customer).toMatch(/^cus_/);
    expect(session.success_url).toMatch(/\/onboarding-success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(session.cancel_url).toMatch(/\/onboarding\?checkout=canceled$/);
    expect((await me(creator)).stripeCustomerId).toBe(session.customer);
    const page = await (await fetch(res.body.url)).text();
    expect(page).toContain('7-day free trial');
    expect(page).toContain('$149.00');
  });

  it('gives two simultaneous requests (a double click) one session and one customer', async () => {
    const creator = await newCreator();
    const [a, b] = await Promise.all([checkout(creator, 'monthly'), checkout(creator, 'monthly')]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.sessionId).toBe(a.body.sessionId);
    const customers = await stripeOf(stack).customers.list({ email: creator.email });
    expect(customers.data).toHaveLength(1);
  });

  it('opens a new session when the person picks another plan after going back', async () => {
    const creator = await newCreator();
    const first = await checkout(creator, 'monthly');
    const second = await checkout(creator, 'weekly');
    expect(second.body.sessionId).not.toBe(first.body.sessionId);
    expect((await stripeOf(stack).checkout.sessions.retrieve(second.body.sessionId)).customer).toBe(
      (await stripeOf(stack).checkout.sessions.retrieve(first.body.sessionId)).customer,
    );
  });

  it('turns the record into a trialing subscriber with day 1 unlocked and the referral recorded once', async () => {
    const creator = await newCreator({ referredBy: 'BillingPal', referralSource: 'http://localhost/tiktok-growth?ref=BillingPal' });
    const record = await subscribe(creator, 'monthly');
    expect(record).toMatchObject({
      subscribed: true,
      subscriptionStatus: 'trialing',
      subscriptionTier: 'monthly',
      subscriptionEnd: null,
      onboardingCompleted: true,
      testMode: true,
    });
    expect(record.stripeCustomerId).toMatch(/^cus_/);
    expect(await data.getItem({ PK: `USER#${creator.userId}`, SK: 'PROGRESS#skincare' })).toMatchObject({
      contentDaysUnlocked: 1,
      email: creator.email,
    });
    expect(await data.getItem({ PK: `REFERRAL#${creator.userId}`, SK: 'REFERRAL' })).toMatchObject({
      ambassadorCode: 'billingpal',
      referredEmail: creator.email,
      referralSource: 'http://localhost/tiktok-growth?ref=BillingPal',
      subscriptionTier: 'monthly',
    });
  });

  it('refuses a second checkout while the subscription is live', async () => {
    const creator = await newCreator();
    await subscribe(creator);
    const again = await checkout(creator, 'yearly');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_subscribed');
  });

  it.each([
    ['a tier outside weekly/monthly/yearly', { tier: 'daily' }, 'tier'],
    ['an unknown field such as a customer id', { tier: 'monthly', customer: 'cus_forged' }, '_'],
  ])('refuses %s with 400', async (_label, body, field) => {
    const creator = await newCreator();
    const res = await api<ErrorBody>(stack, 'POST', '/api/billing/checkout', { token: creator.token, body });
    expect(res.status).toBe(400);
    if (field !== '_') expect(res.body.error.fieldErrors).toHaveProperty(field);
    expect((await me(creator)).stripeCustomerId).toBeNull();
  });

  it('needs the sign-up record first', async () => {
    const email = `norecord-${randomUUID().slice(0, 8)}@example.com`;
    await createAccount(stack, email, 'creator-pass-1');
    const { idToken } = await signIn(stack, email, 'creator-pass-1');
    const res = await api<ErrorBody>(stack, 'POST', '/api/billing/checkout', { token: idToken, body: { tier: 'monthly' } });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('no_subscriber');
  });
});

describe('the Stripe webhook', () => {
  it('processes an event delivered twice once', async () => {
    const creator = await newCreator();
    const record = await subscribe(creator);
    const completed = (await eventsOfCustomer(record.stripeCustomerId!)).find((e) => e.event.type === 'checkout.session.completed')!;
    expect(completed.delivery.status).toBe('delivered');
    const before = await me(creator);
    const again = await postWebhook(stack, completed.payload);
    expect(again).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect(await me(creator)).toEqual(before);
  });

  it('ends with the same record when the events of a checkout arrive in reverse order', async () => {
    const creator = await newCreator();
    await setDelivery(stack, false);
    let customerId: string;
    try {
      const res = await checkout(creator, 'weekly');
      await completeCheckout(res.body.url);
      customerId = (await me(creator)).stripeCustomerId!;
    } finally {
      await setDelivery(stack, true);
    }
    const events = await eventsOfCustomer(customerId);
    expect(events.map((e) => e.event.type)).toEqual(['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']);
    expect((await me(creator)).subscribed).toBe(false);
    for (const e of [...events].reverse()) expect((await postWebhook(stack, e.payload)).status).toBe(200);
    expect(await me(creator)).toMatchObject({
      subscribed: true,
      subscriptionStatus: 'trialing',
      subscriptionTier: 'weekly',
      subscriptionEnd: null,
      onboardingCompleted: true,
      stripeCustomerId: customerId,
      testMode: true,
    });
  });

  it('answers a wrong or missing signature with 400 and writes nothing', async () => {
    const creator = await newCreator();
    await setDelivery(stack, false);
    try {
      const res = await checkout(creator, 'monthly');
      await completeCheckout(res.body.url);
    } finally {
      await setDelivery(stack, true);
    }
    const created = (await eventsOfCustomer((await me(creator)).stripeCustomerId!)).find(
      (e) => e.event.type === 'customer.subscription.created',
    )!;

    expect((await postWebhook(stack, created.payload, 'whsec_not_the_secret')).status).toBe(400);
    const unsigned = await fetch(`${stack.api}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: created.payload,
    });
    expect(unsigned.status).toBe(400);
    const tampered = created.payload.replace('"trialing"', '"active"');
    const signedOriginal = await fetch(`${stack.api}/api/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': (await import('stripe')).default.webhooks.generateTestHeaderString({
          payload: created.payload,
          secret: stack.stripeKeys.webhookSecret,
        }),
      },
      body: tampered,
    });
    expect(signedOriginal.status).toBe(400);
    expect(await data.getItem({ PK: `STRIPE_EVENT#${created.event.id}`, SK: 'EVENT' })).toBeUndefined();
    expect((await me(creator)).subscribed).toBe(false);

    // The same event, genuinely signed, is processed.
    expect((await postWebhook(stack, created.payload)).body).toEqual({ received: true, outcome: 'processed' });
    expect((await me(creator)).subscribed).toBe(true);
  });

  it('acknowledges event types it does not handle and ignores them', async () => {
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'customer.created',
      api_version: '2025-01-01',
      created: 1,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { id: 'cus_x', object: 'customer' } },
    });
    expect(await postWebhook(stack, payload)).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
  });

  const eventOf = (type: string, object: unknown) =>
    JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: 1,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: object === undefined ? null : { object },
    });

  it('answers a signed event without a data object with 400, not a 500 Stripe would retry for days', async () => {
    const withNullData = await postWebhook(stack, eventOf('customer.subscription.updated', undefined));
    expect(withNullData.status).toBe(400);
    const withNullObject = await postWebhook(stack, eventOf('customer.subscription.updated', null));
    expect(withNullObject.status).toBe(400);
  });

  it('answers a signed but truncated body with 400', async () => {
    const payload = eventOf('customer.subscription.updated', { id: 'sub_x', object: 'subscription' });
    const res = await postWebhook(stack, payload.slice(0, payload.length - 20));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'invalid_input' } });
  });

  it('acknowledges an event about a subscription Stripe does not have (200, ignored), so it is not retried', async () => {
    const payload = eventOf('customer.subscription.updated', { id: 'sub_does_not_exist', object: 'subscription' });
    expect(await postWebhook(stack, payload)).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    // Acknowledged once and for all: a redelivery is a duplicate, not another try.
    expect((await postWebhook(stack, payload)).status).toBe(200);
  });

  it('ignores a subscription of a customer it did not create', async () => {
    const stripe = stripeOf(stack);
    const stranger = await stripe.customers.create({ email: 'stranger@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: stranger.id,
      line_items: [{ price: stack.stripeKeys.prices.monthly, quantity: 1 }],
      success_url: 'http://localhost/ok',
    });
    await completeCheckout(session.url!);
    await settled(stack);
    const events = await eventsOfCustomer(stranger.id);
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e.delivery.lastStatusCode).toBe(200);
  });
});

describe('plan changes, cancel and history', () => {
  it('ignores choosing the current plan', async () => {
    const creator = await newCreator();
    await subscribe(creator, 'monthly');
    const countBefore = (await emulatorEvents(stack)).length;
    const res = await api<{ outcome: string }>(stack, 'POST', '/api/billing/change', { token: creator.token, body: { tier: 'monthly' } });
    expect(res.body.outcome).toBe('unchanged');
    expect((await emulatorEvents(stack)).length).toBe(countBefore);
  });

  it('cancels at period end: still subscribed with access until the end of the trial', async () => {
    const creator = await newCreator();
    await subscribe(creator, 'monthly');
    const res = await api<{ accessUntil: string; subscriber: Subscriber }>(stack, 'POST', '/api/billing/cancel', { token: creator.token });
    expect(res.status).toBe(200);
    const subscription = (await stripeOf(stack).subscriptions.list({ customer: res.body.subscriber.stripeCustomerId! })).data[0]!;
    expect(subscription.cancel_at_period_end).toBe(true);
    expect(res.body.accessUntil).toBe(new Date(subscription.items.data[0]!.current_period_end * 1000).toISOString());
    await settled(stack);
    expect(await me(creator)).toMatchObject({ subscribed: true, subscriptionEnd: res.body.accessUntil });
    const twice = await api<{ accessUntil: string }>(stack, 'POST', '/api/billing/cancel', { token: creator.token });
    expect(twice.body.accessUntil).toBe(res.body.accessUntil);

    const reactivated = await api<{ outcome: string; subscriber: Subscriber }>(stack, 'POST', '/api/billing/change', {
      token: creator.token,
      body: { tier: 'monthly' },
    });
    expect(reactivated.body.outcome).toBe('reactivated');
    expect(reactivated.body.subscriber).toMatchObject({ subscribed: true, subscriptionEnd: null });
  });

  it("cannot touch another subscriber's subscription", async () => {
    const owner = await newCreator();
    await subscribe(owner, 'weekly');
    const intruder = await newCreator();
    expect((await api<ErrorBody>(stack, 'POST', '/api/billing/cancel', { token: intruder.token })).body.error.code).toBe('no_subscription');
    expect((await api<ErrorBody>(stack, 'POST', '/api/billing/change', { token: intruder.token, body: { tier: 'yearly' } })).status).toBe(
      409,
    );
    expect((await api<{ charges: unknown[] }>(stack, 'GET', '/api/billing/history', { token: intruder.token })).body.charges).toEqual([]);
    expect(await me(owner)).toMatchObject({ subscribed: true, subscriptionTier: 'weekly', subscriptionEnd: null });
  });

  it('upgrades an active subscriber at once, charging the prorated difference, and lists it in the history', async () => {
    const creator = await newCreator();
    await subscribe(creator, 'monthly');
    // Out of the trial: the first monthly charge is made.
    await advanceTime(stack, 8 * 24 * 60 * 60);
    await settled(stack);
    expect(await me(creator)).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'monthly' });

    const res = await api<{ outcome: string; subscriber: Subscriber }>(stack, 'POST', '/api/billing/change', {
      token: creator.token,
      body: { tier: 'yearly' },
    });
    expect(res.body.outcome).toBe('changed');
    expect(res.body.subscriber).toMatchObject({ subscribed: true, subscriptionTier: 'yearly' });
    await settled(stack);

    const history = await api<{
      charges: Array<{ amount: number; status: string; description: string; invoicePdf: string | null; created: number }>;
    }>(stack, 'GET', '/api/billing/history', { token: creator.token });
    const [upgrade, renewal, trial] = history.body.charges;
    expect(trial).toMatchObject({ amount: 0, status: 'succeeded' });
    expect(renewal).toMatchObject({ amount: 2800, status: 'succeeded' });
    // A year's price less the unused part of the month already paid.
    expect(upgrade!.amount).toBeGreaterThan(14900 - 2800);
    expect(upgrade!.amount).toBeLessThan(14900);
    expect(upgrade!.status).toBe('succeeded');
    const pdf = await fetch(upgrade!.invoicePdf!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('the local stack', () => {
  // Other files act as the demo subscriber (the access matrix changes its plan and cancels it; the
  // emulator's clock moves on), so this reads how the subscription started, whatever came after.
  it('gives the seeded demo subscriber a real (emulated) monthly trial, with day 1 of their niche unlocked', async () => {
    const { email, password, userId } = stack.accounts.subscriber;
    const { idToken } = await signIn(stack, email, password);
    const res = await api<{ subscriber: Subscriber }>(stack, 'GET', '/api/me', { token: idToken });
    const customerId = res.body.subscriber.stripeCustomerId!;
    expect(customerId).toMatch(/^cus_/);
    const started = (await eventsOfCustomer(customerId)).find((e) => e.event.type === 'customer.subscription.created')?.event.data
      .object as { status: string; metadata: Record<string, string>; items: { data: Array<{ price: { id: string } }> } } | undefined;
    expect(started).toMatchObject({ status: 'trialing', metadata: { user_id: userId, tier: 'monthly' } });
    expect(started?.items.data[0]?.price.id).toBe(stack.stripeKeys.prices.monthly);
    const [subscription] = (await stripeOf(stack).subscriptions.list({ customer: customerId })).data;
    expect(subscription?.metadata).toMatchObject({ user_id: userId });
    expect(await data.getItem({ PK: `USER#${userId}`, SK: 'PROGRESS#skincare' })).toMatchObject({ contentDaysUnlocked: 1 });
  });
});

describe('settings and config', () => {
  it('tells the page the sandbox key and the environment; sctest emails are test mode', async () => {
    const creator = await newCreator({}, 'sctest');
    const res = await api<{ publishableKey: string; environment: string; testMode: boolean }>(stack, 'GET', '/api/billing/config', {
      token: creator.token,
    });
    expect(res.body).toEqual({ publishableKey: stack.stripeKeys.publishableKey, environment: 'sandbox', testMode: true });
    expect(JSON.stringify(res.body)).not.toContain(stack.stripeKeys.secretKey);
  });

  it('lets an admin read the environment and refuses a switch to one without keys', async () => {
    const { idToken } = await signIn(stack, stack.accounts.admin.email, stack.accounts.admin.password);
    const read = await api(stack, 'GET', '/api/admin/stripe-environment', { token: idToken });
    expect(read.body).toEqual({ environment: 'sandbox', configured: { sandbox: true, production: false } });
    const refused = await api<ErrorBody>(stack, 'PUT', '/api/admin/stripe-environment', {
      token: idToken,
      body: { environment: 'production' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fieldErrors).toHaveProperty('environment');
    expect((await api(stack, 'GET', '/api/admin/stripe-environment', { token: idToken })).body).toMatchObject({ environment: 'sandbox' });
  });

  it('master-auth answers success: false when no master secret is configured', async () => {
    const res = await api(stack, 'POST', '/api/auth/master', {
      body: { email: stack.accounts.subscriber.email, password: 'anything-at-all' },
    });
    expect(res).toMatchObject({ status: 200, body: { success: false } });
  });
});

describe('billing emails (issue 13)', () => {
  const subjects = async (email: string) => {
    await emailQueueDrained(stack);
    return (await mailsTo(stack, email)).map((mail) => mail.subject);
  };

  it('the trial start, the reminder before it ends, a failed payment and the cancellation each email once', async () => {
    const creator = await newCreator();
    const subscriber = await subscribe(creator, 'monthly');
    expect(await subjects(creator.email)).toEqual(['Welcome to CommentSpark: your first idea is ready']);

    // Stripe delivering the checkout's events again changes nothing.
    for (const recorded of await eventsOfCustomer(subscriber.stripeCustomerId!)) {
      await fetch(`${stack.stripe}/_emulator/redeliver/${recorded.event.id}`, { method: 'POST' });
    }
    await settled(stack);
    expect(await subjects(creator.email)).toHaveLength(1);

    // Three days before the trial ends Stripe sends trial_will_end.
    await advanceTime(stack, 5 * 86_400);
    await settled(stack);
    const afterReminder = await subjects(creator.email);
    expect(afterReminder).toHaveLength(2);
    expect(afterReminder[1]).toMatch(/^Your CommentSpark trial ends on \w+day, \w+ \d+$/);

    // A failed payment of this subscription, as Stripe would announce it (signed, re-read from Stripe).
    const subscription = (await stripeOf(stack).subscriptions.list({ customer: subscriber.stripeCustomerId! })).data[0]!;
    const failed = JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'invoice.payment_failed',
      livemode: false,
      data: {
        object: {
          id: `in_${randomUUID().slice(0, 12)}`,
          object: 'invoice',
          customer: subscriber.stripeCustomerId,
          subscription: subscription.id,
          amount_due: 2800,
          currency: 'usd',
        },
      },
    });
    expect((await postWebhook(stack, failed)).status).toBe(200);
    expect((await postWebhook(stack, failed)).status).toBe(200);
    const afterFailure = await subjects(creator.email);
    expect(afterFailure).toHaveLength(3);
    expect(afterFailure[2]).toBe('Your CommentSpark payment failed: please update your card');
    expect((await mailsTo(stack, creator.email))[2]!.body.text).toContain('$28.00');

    // Canceling at the period end confirms once; the end itself (the subscription deleted) sends nothing more.
    expect((await api(stack, 'POST', '/api/billing/cancel', { token: creator.token })).status).toBe(200);
    await settled(stack);
    await advanceTime(stack, 3 * 86_400);
    await settled(stack);
    const all = await subjects(creator.email);
    expect(all.filter((subject) => subject === 'Your CommentSpark subscription is canceled')).toHaveLength(1);
    expect(all).toHaveLength(4);
  });
});

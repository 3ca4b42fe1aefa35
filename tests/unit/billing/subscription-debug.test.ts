import { describe, expect, it } from 'vitest';
import type { SubscriptionFacts } from '#functions/billing/rules';
import {
  buildDebug,
  changedFields,
  chooseSubscription,
  findDiscrepancies,
  RECOMMENDATIONS,
  type DebugRecord,
  type StripeRead,
  type StripeSubscriptionView,
  type WebhookView,
} from '#functions/billing/subscription-debug';

const NOW = new Date('2026-11-25T12:00:00Z');
const nowS = NOW.getTime() / 1000;
const DAY = 86_400;

function sub(
  overrides: Partial<Omit<StripeSubscriptionView, 'facts'>> & { facts?: Partial<SubscriptionFacts> } = {},
): StripeSubscriptionView {
  const { facts, ...rest } = overrides;
  const status = rest.status ?? 'trialing';
  return {
    id: 'sub_1',
    status,
    priceId: 'price_monthly',
    created: nowS - 2 * DAY,
    trialEnd: nowS + 5 * DAY,
    ...rest,
    facts: {
      status,
      tier: 'monthly',
      cancelAtPeriodEnd: false,
      cancelAt: null,
      currentPeriodEnd: nowS + 5 * DAY,
      endedAt: null,
      livemode: false,
      ...facts,
    },
  };
}

const customer = { id: 'cus_1', email: 'cora@example.com', created: nowS - 3 * DAY, livemode: false, deleted: false };
const read = (...subscriptions: StripeSubscriptionView[]): StripeRead => ({ kind: 'read', customer, subscriptions });

/** A record exactly as the webhook writes it for `sub()`. */
function record(overrides: Partial<DebugRecord> = {}): DebugRecord {
  return {
    userId: 'user-1',
    email: 'cora@example.com',
    firstName: 'Cora',
    niche: 'skincare',
    subscribed: true,
    subscriptionTier: 'monthly',
    subscriptionStatus: 'trialing',
    subscriptionEnd: null,
    onboardingCompleted: true,
    stripeCustomerId: 'cus_1',
    testMode: true,
    updatedAt: '2026-11-23T12:00:00.000Z',
    stripeSubscriptionId: 'sub_1',
    ...overrides,
  };
}

const webhook: WebhookView = {
  id: 'evt_1',
  type: 'customer.subscription.created',
  receivedAt: '2026-11-23T12:00:01.000Z',
  outcome: 'activated',
};

describe('which subscription the record should follow', () => {
  it('is the live one, even when a canceled one is newer', () => {
    const live = sub({ id: 'sub_live', status: 'active', created: nowS - 100 * DAY });
    const ended = sub({ id: 'sub_ended', status: 'canceled', created: nowS - DAY });
    expect(chooseSubscription([ended, live])?.id).toBe('sub_live');
  });

  it('is the newest when none is live', () => {
    const older = sub({ id: 'sub_old', status: 'canceled', created: nowS - 100 * DAY });
    const newer = sub({ id: 'sub_new', status: 'incomplete_expired', created: nowS - DAY });
    expect(chooseSubscription([older, newer])?.id).toBe('sub_new');
  });

  it('is none for a customer without subscriptions', () => {
    expect(chooseSubscription([])).toBeNull();
  });
});

describe('discrepancies', () => {
  it('are none for a record as the webhook wrote it', () => {
    expect(findDiscrepancies(record(), read(sub()))).toEqual([]);
  });

  it('name each drifted field with both values and a sentence', () => {
    const drifted = record({ subscribed: false, subscriptionStatus: 'inactive', subscriptionTier: 'weekly' });
    const found = findDiscrepancies(drifted, read(sub()));
    expect(found.map((d) => [d.field, d.database, d.stripe])).toEqual([
      ['subscribed', 'false', 'true'],
      ['subscription_status', 'inactive', 'trialing'],
      ['subscription_tier', 'weekly', 'monthly'],
    ]);
    expect(found[0]!.message).toBe("The record gives no access, but Stripe's subscription sub_1 is trialing.");
    expect(found[2]!.message).toBe('The plan is "weekly" in the record and "monthly" in Stripe.');
  });

  it('see a cancellation the record missed: the end date Stripe has', () => {
    const canceling = sub({ facts: { cancelAtPeriodEnd: true, cancelAt: nowS + 5 * DAY } });
    const found = findDiscrepancies(record(), read(canceling));
    expect(found).toEqual([
      expect.objectContaining({ field: 'subscription_end', database: null, stripe: new Date((nowS + 5 * DAY) * 1000).toISOString() }),
    ]);
  });

  it('see test mode and the subscription the record follows', () => {
    const found = findDiscrepancies(record({ testMode: false, stripeSubscriptionId: 'sub_0' }), read(sub()));
    expect(found.map((d) => d.field)).toEqual(['test_mode', 'stripe_subscription_id']);
  });

  it('for a customer without any subscription, only access and status count', () => {
    expect(
      findDiscrepancies(
        record({ subscribed: false, subscriptionStatus: null, subscriptionTier: null, stripeSubscriptionId: undefined }),
        read(),
      ),
    ).toEqual([]);
    expect(findDiscrepancies(record({ subscribed: false, subscriptionStatus: 'inactive', subscriptionTier: 'monthly' }), read())).toEqual(
      [],
    );
    expect(findDiscrepancies(record(), read()).map((d) => d.field)).toEqual(['subscribed', 'subscription_status']);
  });

  it('name a customer Stripe does not have', () => {
    expect(findDiscrepancies(record(), { kind: 'missing-customer', customerId: 'cus_1' })).toEqual([
      expect.objectContaining({ field: 'stripe_customer_id', database: 'cus_1', stripe: null }),
    ]);
  });
});

describe('the debug object', () => {
  it('is HEALTHY with the record, the customer, its subscriptions and the events', () => {
    const debug = buildDebug({ record: record(), environment: 'sandbox', read: read(sub()), webhooks: [webhook], now: NOW });
    expect(debug).toMatchObject({
      sync_health: 'HEALTHY',
      environment: 'sandbox',
      email: 'cora@example.com',
      discrepancies: [],
      recommendations: [RECOMMENDATIONS.healthy],
      database: {
        user_id: 'user-1',
        subscribed: true,
        subscription_status: 'trialing',
        stripe_customer_id: 'cus_1',
        test_mode: true,
        mismatched: false,
      },
      stripe: {
        customer: { id: 'cus_1', email: 'cora@example.com', livemode: false, deleted: false },
        subscriptions: [
          { id: 'sub_1', status: 'trialing', tier: 'monthly', price_id: 'price_monthly', cancel_at_period_end: false, livemode: false },
        ],
      },
      recent_webhooks: [
        { id: 'evt_1', type: 'customer.subscription.created', received_at: '2026-11-23T12:00:01.000Z', outcome: 'activated' },
      ],
    });
  });

  it('is OUT_OF_SYNC with "Run Sync" when the record drifted, and says when it contradicts itself', () => {
    const drifted = record({ subscriptionStatus: 'inactive' });
    const debug = buildDebug({ record: drifted, environment: 'sandbox', read: read(sub()), webhooks: [webhook], now: NOW });
    expect(debug.sync_health).toBe('OUT_OF_SYNC');
    expect(debug.database.mismatched).toBe(true);
    expect(debug.recommendations).toEqual([RECOMMENDATIONS.sync, RECOMMENDATIONS.selfContradiction(drifted)]);
  });

  it('is NO_STRIPE_CUSTOMER for a subscriber who never reached checkout', () => {
    const debug = buildDebug({
      record: record({ stripeCustomerId: null, subscribed: false, subscriptionStatus: null }),
      environment: 'sandbox',
      read: { kind: 'no-customer' },
      webhooks: [],
      now: NOW,
    });
    expect(debug).toMatchObject({
      sync_health: 'NO_STRIPE_CUSTOMER',
      recommendations: [RECOMMENDATIONS.noCustomer],
      stripe: { customer: null, subscriptions: [] },
    });
  });

  it('is STRIPE_UNREACHABLE, with no discrepancy claimed, when Stripe failed', () => {
    const debug = buildDebug({
      record: record(),
      environment: 'production',
      read: { kind: 'unreachable', error: 'Stripe could not be reached.' },
      webhooks: [],
      now: NOW,
    });
    expect(debug).toMatchObject({ sync_health: 'STRIPE_UNREACHABLE', discrepancies: [], recommendations: [RECOMMENDATIONS.retry] });
  });

  it('warns about several live subscriptions and about a young subscription without events', () => {
    const debug = buildDebug({
      record: record({ stripeSubscriptionId: 'sub_2' }),
      environment: 'sandbox',
      read: read(sub(), sub({ id: 'sub_2', created: nowS - DAY })),
      webhooks: [],
      now: NOW,
    });
    expect(debug.sync_health).toBe('HEALTHY');
    expect(debug.recommendations).toEqual([RECOMMENDATIONS.severalLive(2, 'sub_2'), RECOMMENDATIONS.noEvents]);
    expect(debug.stripe.subscriptions.map((s) => s.id)).toEqual(['sub_2', 'sub_1']);
  });

  it('keeps at most 20 events', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...webhook, id: `evt_${i}` }));
    expect(
      buildDebug({ record: record(), environment: 'sandbox', read: read(sub()), webhooks: many, now: NOW }).recent_webhooks,
    ).toHaveLength(20);
  });
});

describe('fields a sync changed', () => {
  it('are the billing fields that differ, by the names the admin sees', () => {
    const before = record({ subscriptionStatus: 'inactive', subscriptionTier: 'weekly', stripeSubscriptionId: 'sub_0' });
    expect(changedFields(before, record())).toEqual(['subscription_status', 'subscription_tier', 'stripe_subscription_id']);
    expect(changedFields(record(), record({ updatedAt: 'later' }))).toEqual([]);
  });
});

import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { noticesOf } from '#functions/billing/notices';

/**
 * Which billing emails a Stripe event queues (docs/product-rules.md#account-emails): decided from
 * the event and the subscription as re-read from Stripe.
 */
const subscription = (overrides: Partial<Stripe.Subscription> = {}) =>
  ({
    id: 'sub_1',
    status: 'trialing',
    trial_end: 1_800_000_000,
    cancel_at_period_end: false,
    cancel_at: null,
    ...overrides,
  }) as Stripe.Subscription;
const event = (type: string, object: Record<string, unknown> = {}) => ({ id: 'evt_1', type, data: { object } }) as unknown as Stripe.Event;

describe('noticesOf', () => {
  it('welcomes on the write that activated the subscription, and only then', () => {
    expect(noticesOf(event('checkout.session.completed'), subscription(), 'user-1', 'activated')).toEqual([
      { kind: 'welcome', userId: 'user-1', trialEnd: 1_800_000_000 },
    ]);
    expect(noticesOf(event('customer.subscription.updated'), subscription(), 'user-1', 'applied')).toEqual([]);
    expect(noticesOf(event('invoice.paid'), subscription({ status: 'active' }), 'user-1', 'activated')).toEqual([
      { kind: 'welcome', userId: 'user-1', trialEnd: null },
    ]);
  });

  it('welcomes again on a retried event that starts a subscription (the sender sends one welcome per user)', () => {
    // Queueing failed the first time: Stripe's retry finds the record already activated.
    expect(noticesOf(event('checkout.session.completed'), subscription(), 'user-1', 'applied')).toEqual([
      { kind: 'welcome', userId: 'user-1', trialEnd: 1_800_000_000 },
    ]);
    expect(noticesOf(event('customer.subscription.created'), subscription(), 'user-1', 'stale')).toEqual([
      { kind: 'welcome', userId: 'user-1', trialEnd: 1_800_000_000 },
    ]);
    expect(noticesOf(event('customer.subscription.created'), subscription({ status: 'incomplete' }), 'user-1', 'applied')).toEqual([]);
  });

  it('reminds before the trial ends while the subscription is still trialing', () => {
    expect(noticesOf(event('customer.subscription.trial_will_end'), subscription(), 'user-1', 'applied')).toEqual([
      { kind: 'trial_will_end', userId: 'user-1', subscriptionId: 'sub_1', trialEnd: 1_800_000_000 },
    ]);
    expect(
      noticesOf(event('customer.subscription.trial_will_end'), subscription({ status: 'canceled' }), 'user-1', 'applied').map(
        (n) => n.kind,
      ),
    ).toEqual(['canceled']);
  });

  it('tells about a failed payment with the amount due', () => {
    expect(
      noticesOf(
        event('invoice.payment_failed', { id: 'in_1', amount_due: 2800, currency: 'usd' }),
        subscription({ status: 'past_due' }),
        'user-1',
        'applied',
      ),
    ).toEqual([{ kind: 'payment_failed', userId: 'user-1', invoiceId: 'in_1', amountDue: 2800, currency: 'usd' }]);
  });

  it('confirms a cancellation: at the period end with its date, or at once', () => {
    expect(
      noticesOf(
        event('customer.subscription.updated'),
        subscription({ status: 'active', cancel_at_period_end: true, cancel_at: 1_800_000_000 }),
        'user-1',
        'applied',
      ),
    ).toEqual([{ kind: 'canceled', userId: 'user-1', subscriptionId: 'sub_1', accessEnd: new Date(1_800_000_000_000).toISOString() }]);
    expect(noticesOf(event('customer.subscription.deleted'), subscription({ status: 'canceled' }), 'user-1', 'applied')).toEqual([
      { kind: 'canceled', userId: 'user-1', subscriptionId: 'sub_1', accessEnd: null },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  acceptsEvent,
  billingStateOf,
  grantsAccess,
  chargeStatusOfInvoice,
  displayStateOfFacts,
  effectiveEnvironment,
  isLiveSubscription,
  isTestEmail,
  tierOfPrice,
  type SubscriptionFacts,
} from '#functions/billing/rules';

const facts = (over: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  status: 'trialing',
  tier: 'monthly',
  cancelAtPeriodEnd: false,
  cancelAt: null,
  currentPeriodEnd: 1_800_000_000,
  endedAt: null,
  livemode: false,
  ...over,
});

describe('which Stripe keys a payment uses', () => {
  it('follows the setting for ordinary emails', () => {
    expect(effectiveEnvironment('production', 'ana@example.com')).toBe('production');
    expect(effectiveEnvironment('sandbox', 'ana@example.com')).toBe('sandbox');
  });

  it('always uses the sandbox for an email containing "sctest", in any case', () => {
    expect(isTestEmail('Team+SCTest1@example.com')).toBe(true);
    expect(effectiveEnvironment('production', 'team+sctest@example.com')).toBe('sandbox');
    expect(isTestEmail(null)).toBe(false);
  });
});

describe('what a Stripe subscription means for the subscriber record', () => {
  it('a trial gives access with no end date and counts as test mode outside live mode', () => {
    expect(billingStateOf(facts())).toEqual({
      subscribed: true,
      subscriptionStatus: 'trialing',
      subscriptionTier: 'monthly',
      subscriptionEnd: null,
      testMode: true,
    });
  });

  it('a subscription set to cancel keeps access until cancel_at', () => {
    const state = billingStateOf(facts({ status: 'active', cancelAtPeriodEnd: true, cancelAt: 1_800_000_000, livemode: true }));
    expect(state).toMatchObject({
      subscribed: true,
      subscriptionStatus: 'active',
      subscriptionEnd: '2027-01-15T08:00:00.000Z',
      testMode: false,
    });
    expect(displayStateOfFacts(facts({ cancelAtPeriodEnd: true, cancelAt: 1_800_000_000 }), new Date('2026-12-01'))).toBe(
      'canceled-in-access',
    );
  });

  it('past_due keeps access while Stripe retries the card', () => {
    expect(billingStateOf(facts({ status: 'past_due' }))).toMatchObject({ subscribed: true, subscriptionStatus: 'past_due' });
  });

  it.each(['canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused'])('%s gives no access and reads "inactive"', (status) => {
    expect(billingStateOf(facts({ status, endedAt: status === 'canceled' ? 1_800_000_000 : null }))).toMatchObject({
      subscribed: false,
      subscriptionStatus: 'inactive',
    });
    expect(displayStateOfFacts(facts({ status }))).toBe('none');
  });

  it('an ended subscription keeps the date it ended', () => {
    expect(billingStateOf(facts({ status: 'canceled', endedAt: 1_800_000_000 })).subscriptionEnd).toBe('2027-01-15T08:00:00.000Z');
  });
});

describe('who a test-mode (sandbox) subscription gives access to', () => {
  const live = { subscribed: true, testMode: false };
  const sandbox = { subscribed: true, testMode: true };

  it('gives access while the app takes sandbox payments', () => {
    expect(grantsAccess(sandbox, 'sandbox', false)).toBe(true);
  });

  it('gives none once production is on, unless an admin marked the account a tester', () => {
    expect(grantsAccess(sandbox, 'production', false)).toBe(false);
    expect(grantsAccess(sandbox, 'production', true)).toBe(true);
  });

  it('leaves live subscriptions and unsubscribed records as they are', () => {
    expect(grantsAccess(live, 'production', false)).toBe(true);
    expect(grantsAccess(live, 'sandbox', false)).toBe(true);
    expect(grantsAccess({ subscribed: false, testMode: true }, 'sandbox', true)).toBe(false);
  });

  it('never lets the production endpoint act on a test-mode event', () => {
    expect(acceptsEvent('production', false)).toBe(false);
    expect(acceptsEvent('production', true)).toBe(true);
    expect(acceptsEvent('sandbox', false)).toBe(true);
  });
});

describe('one subscription per customer', () => {
  it.each([
    ['trialing', true],
    ['active', true],
    ['past_due', true],
    ['incomplete', true],
    ['canceled', false],
    ['incomplete_expired', false],
  ])('%s is live: %s', (status, live) => {
    expect(isLiveSubscription(status)).toBe(live);
  });
});

describe('billing history statuses', () => {
  it.each([
    [{ status: 'paid', attempted: true }, 'succeeded'],
    [{ status: 'open', attempted: false }, 'pending'],
    [{ status: 'open', attempted: true }, 'failed'],
    [{ status: 'draft', attempted: false }, 'pending'],
    [{ status: 'uncollectible', attempted: true }, 'failed'],
    [{ status: 'void', attempted: false }, 'void'],
  ])('%o reads %s', (invoice, expected) => {
    expect(chargeStatusOfInvoice(invoice)).toBe(expected);
  });
});

describe('plans from price ids', () => {
  const prices = { weekly: 'price_w', monthly: 'price_m', yearly: 'price_y' };
  it('maps a configured price to its plan and anything else to null', () => {
    expect(tierOfPrice('price_y', prices)).toBe('yearly');
    expect(tierOfPrice('price_other', prices)).toBeNull();
    expect(tierOfPrice(undefined, prices)).toBeNull();
  });
});

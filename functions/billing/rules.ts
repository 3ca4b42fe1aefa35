import type { StripeEnvironment } from '#functions/shared/schemas';
import type { PlanId } from '#functions/shared/plans';
import { displayState, type DisplayState } from './subscription';

/**
 * Billing rules that do not depend on Stripe's library: which keys a caller's payments use, what a
 * Stripe subscription means for our subscriber record, and how an invoice reads as a charge.
 * The webhook, the checkout and the plan routes all go through these, so they cannot disagree.
 */

/** An email containing "sctest" is a test account and always pays in the sandbox (docs/product-rules.md#stripe-environment). */
export function isTestEmail(email: string | null): boolean {
  return email?.toLowerCase().includes('sctest') ?? false;
}

export function effectiveEnvironment(setting: StripeEnvironment, email: string | null): StripeEnvironment {
  return isTestEmail(email) ? 'sandbox' : setting;
}

/**
 * Whether a subscriber record gives access now. A test-mode subscription (paid in the Stripe
 * sandbox, as any "sctest" email does) counts only while the app itself takes sandbox payments,
 * or for an account an admin marked as a tester: once production is on, a test card buys nothing.
 */
export function grantsAccess(record: { subscribed: boolean; testMode: boolean }, setting: StripeEnvironment, isTester: boolean): boolean {
  return record.subscribed && (!record.testMode || setting === 'sandbox' || isTester);
}

/** Live keys never act on a test-mode event, whatever it says; the sandbox sees only test-mode ones anyway. */
export function acceptsEvent(environment: StripeEnvironment, livemode: boolean): boolean {
  return environment === 'sandbox' || livemode;
}

/** Stripe statuses under which the customer still has (or is about to have) a subscription. */
const LIVE_STATUSES = new Set(['trialing', 'active', 'past_due', 'unpaid', 'incomplete', 'paused']);

/** One subscription per customer: a checkout is refused while one of these exists. */
export function isLiveSubscription(status: string): boolean {
  return LIVE_STATUSES.has(status);
}

/** Statuses that give access. `past_due` keeps access while Stripe retries the card. */
const ACCESS_STATUSES = new Set(['trialing', 'active', 'past_due']);

/** What we keep of a Stripe subscription; read fresh from Stripe on every event. */
export interface SubscriptionFacts {
  readonly status: string;
  readonly tier: PlanId | null;
  readonly cancelAtPeriodEnd: boolean;
  /** Epoch seconds: when a cancel-at-period-end subscription stops (`cancel_at`). */
  readonly cancelAt: number | null;
  readonly currentPeriodEnd: number | null;
  readonly endedAt: number | null;
  readonly livemode: boolean;
}

export interface SubscriberBillingState {
  subscribed: boolean;
  subscriptionStatus: string;
  subscriptionTier: PlanId | null;
  /** ISO time; set only when access ends at a known date (docs/product-rules.md#subscription-display-states). */
  subscriptionEnd: string | null;
  testMode: boolean;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * "active" has no end date; "canceled but still in access" has a future end date; an ended
 * subscription is not subscribed (docs/product-rules.md#subscription-display-states). The admin
 * view reads `subscriptionStatus` with the values active, trialing and inactive; past_due is kept
 * as Stripe names it.
 */
export function billingStateOf(sub: SubscriptionFacts): SubscriberBillingState {
  const subscribed = ACCESS_STATUSES.has(sub.status);
  const end = sub.cancelAtPeriodEnd ? (sub.cancelAt ?? sub.currentPeriodEnd) : null;
  return {
    subscribed,
    subscriptionStatus: subscribed ? sub.status : 'inactive',
    subscriptionTier: sub.tier,
    subscriptionEnd: subscribed ? (end === null ? null : iso(end)) : sub.endedAt === null ? null : iso(sub.endedAt),
    testMode: !sub.livemode,
  };
}

/** What an invoice is called in the billing history (docs/product-rules.md#billing-history). */
export function chargeStatusOfInvoice(invoice: { status: string | null; attempted: boolean }): string {
  switch (invoice.status) {
    case 'paid':
      return 'succeeded';
    case 'open':
      return invoice.attempted ? 'failed' : 'pending';
    case 'draft':
      return 'pending';
    case 'uncollectible':
      return 'failed';
    default:
      return invoice.status ?? 'unknown';
  }
}

/** Reverse of the configured price ids: which plan a price belongs to. */
export function tierOfPrice(priceId: string | null | undefined, prices: Readonly<Record<PlanId, string>>): PlanId | null {
  if (!priceId) return null;
  const found = (Object.entries(prices) as Array<[PlanId, string]>).find(([, id]) => id === priceId);
  return found ? found[0] : null;
}

/** The display state (docs/product-rules.md#subscription-display-states) of a subscription as Stripe has it right now. */
export function displayStateOfFacts(facts: SubscriptionFacts, now = new Date()): DisplayState {
  return displayState(billingStateOf(facts), now);
}

import type { SubscriptionDebug } from './admin-routes';
import type { StripeEnvironment } from '#functions/shared/schemas';
import { billingStateOf, isLiveSubscription, type SubscriberBillingState, type SubscriptionFacts } from './rules';
import { isMismatched } from '#functions/subscribers/stats';

/**
 * The admin's subscription debug (docs/product-rules.md#subscription-debug-and-sync) as pure
 * rules: which of a customer's Stripe subscriptions the record should follow, where the record
 * and Stripe disagree, what to do about it, and which fields a sync changed. Reading Stripe and the
 * table is functions/billing/subscription-check.ts's job; nothing here does I/O.
 */

/** The subscriber record fields the debug looks at (a SubscriberRecord has them all). */
export interface DebugRecord {
  readonly userId: string;
  readonly email: string;
  readonly firstName: string;
  readonly niche: string | null;
  readonly subscribed: boolean;
  readonly subscriptionTier: string | null;
  readonly subscriptionStatus: string | null;
  readonly subscriptionEnd: string | null;
  readonly onboardingCompleted: boolean;
  readonly stripeCustomerId: string | null;
  readonly testMode: boolean;
  readonly updatedAt: string;
  readonly stripeSubscriptionId?: string | null;
}

export interface StripeCustomerView {
  readonly id: string;
  readonly email: string | null;
  /** Epoch seconds. */
  readonly created: number;
  readonly livemode: boolean;
  readonly deleted: boolean;
}

export interface StripeSubscriptionView {
  readonly id: string;
  readonly status: string;
  readonly priceId: string | null;
  /** Epoch seconds. */
  readonly created: number;
  readonly trialEnd: number | null;
  /** What our record keeps of it (functions/billing/subscription-sync.ts `subscriptionFacts`). */
  readonly facts: SubscriptionFacts;
}

/** What reading Stripe gave. */
export type StripeRead =
  /** The record names no customer: nothing to read. */
  | { readonly kind: 'no-customer' }
  /** Stripe (or its keys) failed; `error` is safe to show (no key, no payload). */
  | { readonly kind: 'unreachable'; readonly error: string }
  /** Stripe answered that it has no such customer (another account or environment, or a hand-edited id). */
  | { readonly kind: 'missing-customer'; readonly customerId: string }
  | { readonly kind: 'read'; readonly customer: StripeCustomerView; readonly subscriptions: readonly StripeSubscriptionView[] };

export interface WebhookView {
  readonly id: string;
  readonly type: string;
  readonly receivedAt: string;
  readonly outcome: string;
}

export type Discrepancy = SubscriptionDebug['discrepancies'][number];

/** Events are kept 35 days (functions/billing/store.ts): a younger subscription with none means they are not arriving. */
const EVENT_KEEP_DAYS = 35;
export const RECENT_WEBHOOKS_LIMIT = 20;

const iso = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());
const newestFirst = <T extends { created: number }>(items: readonly T[]) => [...items].sort((a, b) => b.created - a.created);

/** The subscription the record should follow: the live one (the newest, should there be several), else the newest. */
export function chooseSubscription(subscriptions: readonly StripeSubscriptionView[]): StripeSubscriptionView | null {
  const sorted = newestFirst(subscriptions);
  return sorted.find((sub) => isLiveSubscription(sub.status)) ?? sorted[0] ?? null;
}

/** What Stripe says the record should hold; null when the customer has no subscription at all. */
export function expectedState(subscription: StripeSubscriptionView | null): SubscriberBillingState | null {
  return subscription ? billingStateOf(subscription.facts) : null;
}

/** The state a sync writes for a customer without any subscription. */
export function notSubscribedState(customer: StripeCustomerView): SubscriberBillingState {
  return { subscribed: false, subscriptionStatus: 'inactive', subscriptionTier: null, subscriptionEnd: null, testMode: !customer.livemode };
}

const text = (value: string | boolean | null | undefined): string | null => (value === null || value === undefined ? null : String(value));
const shown = (value: string | null) => (value === null ? 'none' : `"${value}"`);
const mode = (testMode: boolean) => (testMode ? 'test mode (sandbox)' : 'live mode');

/** Where the record and Stripe disagree, each with a sentence an admin can act on. */
export function findDiscrepancies(record: DebugRecord, read: StripeRead): Discrepancy[] {
  if (read.kind === 'no-customer' || read.kind === 'unreachable') return [];
  if (read.kind === 'missing-customer') {
    return [
      {
        field: 'stripe_customer_id',
        database: record.stripeCustomerId,
        stripe: null,
        message: `Stripe has no customer ${read.customerId}: the record names a customer of another account or environment.`,
      },
    ];
  }
  const subscription = chooseSubscription(read.subscriptions);
  const expected = expectedState(subscription);
  const found: Discrepancy[] = [];
  if (!subscription || !expected) {
    // Never subscribed (or Stripe forgot the subscription): only access matters, not the leftover plan or end date.
    if (record.subscribed) {
      found.push({
        field: 'subscribed',
        database: 'true',
        stripe: 'false',
        message: 'The record gives access, but this customer has no subscription in Stripe.',
      });
    }
    if (record.subscriptionStatus !== null && record.subscriptionStatus !== 'inactive') {
      found.push({
        field: 'subscription_status',
        database: record.subscriptionStatus,
        stripe: null,
        message: `The record's status is ${shown(record.subscriptionStatus)}, but this customer has no subscription in Stripe.`,
      });
    }
    return found;
  }

  const status = subscription.status;
  if (record.subscribed !== expected.subscribed) {
    found.push({
      field: 'subscribed',
      database: text(record.subscribed),
      stripe: text(expected.subscribed),
      message: record.subscribed
        ? `The record gives access, but Stripe's subscription ${subscription.id} is ${status}.`
        : `The record gives no access, but Stripe's subscription ${subscription.id} is ${status}.`,
    });
  }
  if (record.subscriptionStatus !== expected.subscriptionStatus) {
    found.push({
      field: 'subscription_status',
      database: record.subscriptionStatus,
      stripe: expected.subscriptionStatus,
      message: `The status is ${shown(record.subscriptionStatus)} in the record and ${shown(expected.subscriptionStatus)} in Stripe.`,
    });
  }
  if (record.subscriptionTier !== expected.subscriptionTier) {
    found.push({
      field: 'subscription_tier',
      database: record.subscriptionTier,
      stripe: expected.subscriptionTier,
      message: `The plan is ${shown(record.subscriptionTier)} in the record and ${shown(expected.subscriptionTier)} in Stripe.`,
    });
  }
  if (record.subscriptionEnd !== expected.subscriptionEnd) {
    found.push({
      field: 'subscription_end',
      database: record.subscriptionEnd,
      stripe: expected.subscriptionEnd,
      message: `Access ends ${record.subscriptionEnd ?? 'never'} according to the record and ${expected.subscriptionEnd ?? 'never'} according to Stripe.`,
    });
  }
  if (record.testMode !== expected.testMode) {
    found.push({
      field: 'test_mode',
      database: text(record.testMode),
      stripe: text(expected.testMode),
      message: `The record says ${mode(record.testMode)}, but the subscription is in ${mode(expected.testMode)}.`,
    });
  }
  if ((record.stripeSubscriptionId ?? null) !== subscription.id) {
    found.push({
      field: 'stripe_subscription_id',
      database: record.stripeSubscriptionId ?? null,
      stripe: subscription.id,
      message: record.stripeSubscriptionId
        ? `The record follows subscription ${record.stripeSubscriptionId}; the customer's current one in Stripe is ${subscription.id}.`
        : `The record names no subscription; the customer's current one in Stripe is ${subscription.id}.`,
    });
  }
  return found;
}

export type SyncHealth = SubscriptionDebug['sync_health'];

export function syncHealthOf(read: StripeRead, discrepancies: readonly Discrepancy[]): SyncHealth {
  if (read.kind === 'no-customer') return 'NO_STRIPE_CUSTOMER';
  if (read.kind === 'unreachable') return 'STRIPE_UNREACHABLE';
  return discrepancies.length > 0 ? 'OUT_OF_SYNC' : 'HEALTHY';
}

export const RECOMMENDATIONS = {
  sync: "Run Sync to copy Stripe's state to the record.",
  healthy: 'Nothing to do: the record matches Stripe.',
  noCustomer: 'No Stripe customer: this subscriber never reached checkout.',
  accessWithoutCustomer:
    'The record gives access without a Stripe customer (a promo code or a hand edit): Sync cannot change it, because there is nothing in Stripe to copy.',
  retry: 'Stripe did not answer: try again in a moment. If it keeps failing, check the Stripe keys and the status page.',
  missingCustomer: (customerId: string, environment: StripeEnvironment) =>
    `Look up ${customerId} in Stripe's ${environment} dashboard: Sync writes nothing until Stripe knows the customer.`,
  deletedCustomer: 'The Stripe customer was deleted: Sync records that the subscriber has no live subscription.',
  selfContradiction: (record: DebugRecord) =>
    `The record contradicts itself (subscribed is ${record.subscribed} while the status is ${shown(record.subscriptionStatus)}): it shows under Sync Issues until it is synced.`,
  severalLive: (count: number, kept: string) =>
    `This customer has ${count} live subscriptions in Stripe: the record follows ${kept}, the newest; cancel the others in Stripe's dashboard so the customer is not charged twice.`,
  noEvents: `No Stripe event for this customer arrived in the last ${EVENT_KEEP_DAYS} days although the subscription is newer: check the webhook endpoint and its signing secret in Stripe's dashboard.`,
} as const;

export function recommendationsOf(
  record: DebugRecord,
  environment: StripeEnvironment,
  read: StripeRead,
  discrepancies: readonly Discrepancy[],
  webhooks: readonly WebhookView[] | null,
  now: Date,
): string[] {
  const out: string[] = [];
  const selfContradiction = isMismatched(record) ? [RECOMMENDATIONS.selfContradiction(record)] : [];
  switch (read.kind) {
    case 'no-customer':
      return [RECOMMENDATIONS.noCustomer, ...(record.subscribed ? [RECOMMENDATIONS.accessWithoutCustomer] : []), ...selfContradiction];
    case 'unreachable':
      return [RECOMMENDATIONS.retry, ...selfContradiction];
    case 'missing-customer':
      return [RECOMMENDATIONS.missingCustomer(read.customerId, environment), ...selfContradiction];
    case 'read':
      break;
  }
  if (discrepancies.length > 0) out.push(RECOMMENDATIONS.sync);
  out.push(...selfContradiction);
  if (read.customer.deleted) out.push(RECOMMENDATIONS.deletedCustomer);
  const live = read.subscriptions.filter((sub) => isLiveSubscription(sub.status));
  const chosen = chooseSubscription(read.subscriptions);
  if (live.length > 1 && chosen) out.push(RECOMMENDATIONS.severalLive(live.length, chosen.id));
  const keptSince = now.getTime() / 1000 - EVENT_KEEP_DAYS * 86_400;
  // null: the events were not read (the reconciliation does not need them).
  if (webhooks !== null && webhooks.length === 0 && chosen && chosen.created > keptSince) out.push(RECOMMENDATIONS.noEvents);
  if (out.length === 0) out.push(RECOMMENDATIONS.healthy);
  return out;
}

export interface DebugInput {
  readonly record: DebugRecord;
  readonly environment: StripeEnvironment;
  readonly read: StripeRead;
  /** Newest first; null when they were not read. */
  readonly webhooks: readonly WebhookView[] | null;
  readonly now: Date;
}

/** The debug object, with snake_case field names as the route answers them. */
export function buildDebug({ record, environment, read, webhooks, now }: DebugInput): SubscriptionDebug {
  const discrepancies = findDiscrepancies(record, read);
  return {
    sync_health: syncHealthOf(read, discrepancies),
    environment,
    email: record.email,
    discrepancies,
    recommendations: recommendationsOf(record, environment, read, discrepancies, webhooks, now),
    database: {
      user_id: record.userId,
      email: record.email,
      first_name: record.firstName,
      niche: record.niche,
      subscribed: record.subscribed,
      subscription_tier: record.subscriptionTier,
      subscription_status: record.subscriptionStatus,
      subscription_end: record.subscriptionEnd,
      onboarding_completed: record.onboardingCompleted,
      stripe_customer_id: record.stripeCustomerId,
      test_mode: record.testMode,
      updated_at: record.updatedAt,
      mismatched: isMismatched(record),
    },
    stripe:
      read.kind === 'read'
        ? {
            customer: {
              id: read.customer.id,
              email: read.customer.email,
              created: iso(read.customer.created)!,
              livemode: read.customer.livemode,
              deleted: read.customer.deleted,
            },
            subscriptions: newestFirst(read.subscriptions).map((sub) => ({
              id: sub.id,
              status: sub.status,
              tier: sub.facts.tier,
              price_id: sub.priceId,
              cancel_at_period_end: sub.facts.cancelAtPeriodEnd,
              current_period_end: iso(sub.facts.currentPeriodEnd),
              trial_end: iso(sub.trialEnd),
              created: iso(sub.created)!,
              livemode: sub.facts.livemode,
            })),
          }
        : { customer: null, subscriptions: [] },
    recent_webhooks: (webhooks ?? [])
      .slice(0, RECENT_WEBHOOKS_LIMIT)
      .map((w) => ({ id: w.id, type: w.type, received_at: w.receivedAt, outcome: w.outcome })),
  };
}

/** The billing fields of the record, by the names the admin sees. */
const SYNCED_FIELDS: ReadonlyArray<[string, (record: DebugRecord) => unknown]> = [
  ['subscribed', (r) => r.subscribed],
  ['subscription_status', (r) => r.subscriptionStatus],
  ['subscription_tier', (r) => r.subscriptionTier],
  ['subscription_end', (r) => r.subscriptionEnd],
  ['test_mode', (r) => r.testMode],
  ['stripe_customer_id', (r) => r.stripeCustomerId],
  ['stripe_subscription_id', (r) => r.stripeSubscriptionId ?? null],
];

/** Which billing fields differ between the record before a sync and after it. */
export function changedFields(before: DebugRecord, after: DebugRecord): string[] {
  return SYNCED_FIELDS.filter(([, read]) => read(before) !== read(after)).map(([name]) => name);
}

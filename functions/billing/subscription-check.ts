import type Stripe from 'stripe';
import type { SubscriptionDebug } from './admin-routes';
import type { StripeEnvironment } from '#functions/shared/schemas';
import { stripeFor } from './stripe';
import { keysFor, type StripeKeys } from './stripe-keys';
import { listCustomerEvents } from './store';
import { getStripeEnvironmentSetting } from '#functions/shared/settings';
import {
  applyBillingSync,
  findSubscriberByEmail,
  getSubscriber,
  type SubscriberRecord,
  type SyncOutcome,
} from '#functions/subscribers/store';
import { effectiveEnvironment } from './rules';
import {
  buildDebug,
  changedFields,
  chooseSubscription,
  findDiscrepancies,
  notSubscribedState,
  RECENT_WEBHOOKS_LIMIT,
  type StripeRead,
  type StripeSubscriptionView,
  type WebhookView,
} from './subscription-debug';
import { subscriptionFacts, syncSubscription } from './subscription-sync';

/**
 * Debug and sync of one subscriber against Stripe: the admin's two routes and the nightly
 * reconciliation (./reconcile.ts) all go through here, so they read Stripe and write the record
 * the same way. The comparison itself is pure (functions/billing/subscription-debug.ts); the write
 * goes through the webhook's own path (`syncSubscription`), so a sync can never produce a record
 * a webhook would not.
 */

export const UNKNOWN_EMAIL = 'No subscriber with this email';

/** Stripe's subscriptions of one customer, enough for anyone who ever changed plan many times. */
const SUBSCRIPTIONS_READ = 100;

export interface DebugResult {
  success: boolean;
  error: string | null;
  debug: SubscriptionDebug | null;
}

export interface SyncResult extends DebugResult {
  /** Record fields (admin names) the sync changed; empty when the record already matched. */
  changed: string[];
}

interface Check {
  record: SubscriberRecord;
  environment: StripeEnvironment;
  read: StripeRead;
  /** The raw subscription the record should follow, and the keys it was read with (for the write). */
  chosen: { subscription: Stripe.Subscription; keys: StripeKeys } | null;
  /** Epoch ms just before Stripe was read: the write never overwrites a newer read. */
  readAt: number;
}

/** Where the record's customer lives: the environment stored with it; records from before it was stored use today's rule. */
async function environmentOf(record: SubscriberRecord): Promise<StripeEnvironment> {
  return record.stripeEnvironment ?? effectiveEnvironment(await getStripeEnvironmentSetting(), record.email);
}

/** A sentence about a failed Stripe call that is safe to show: Stripe's own messages can quote (masked) keys. */
function describeStripeFailure(error: unknown): string {
  const { type, code } = error as { type?: string; code?: string };
  switch (type) {
    case 'StripeConnectionError':
      return 'Stripe could not be reached.';
    case 'StripeAuthenticationError':
    case 'StripePermissionError':
      return 'Stripe refused the API key of this environment.';
    case 'StripeRateLimitError':
      return 'Stripe is limiting the rate of requests.';
    case 'StripeAPIError':
      return 'Stripe had an internal error.';
    default:
      return type ? `Stripe answered an error (${type}${code ? `, ${code}` : ''}).` : 'Stripe could not be read.';
  }
}

function isMissing(error: unknown): boolean {
  const { type, code, statusCode } = error as { type?: string; code?: string; statusCode?: number };
  return type === 'StripeInvalidRequestError' && (statusCode === 404 || code === 'resource_missing');
}

function viewOf(sub: Stripe.Subscription, keys: StripeKeys): StripeSubscriptionView {
  return {
    id: sub.id,
    status: sub.status,
    priceId: sub.items.data[0]?.price.id ?? null,
    created: sub.created,
    trialEnd: sub.trial_end ?? null,
    facts: subscriptionFacts(sub, keys),
  };
}

async function readStripe(environment: StripeEnvironment, customerId: string): Promise<{ read: StripeRead; chosen: Check['chosen'] }> {
  let keys: StripeKeys;
  try {
    keys = await keysFor(environment);
  } catch (error) {
    return { read: { kind: 'unreachable', error: (error as Error).message }, chosen: null };
  }
  const stripe = stripeFor(keys);
  const [customer, subscriptions] = await Promise.allSettled([
    stripe.customers.retrieve(customerId),
    stripe.subscriptions.list({ customer: customerId, status: 'all', limit: SUBSCRIPTIONS_READ }),
  ]);
  if (customer.status === 'rejected' && isMissing(customer.reason)) return { read: { kind: 'missing-customer', customerId }, chosen: null };
  if (customer.status === 'rejected') return { read: { kind: 'unreachable', error: describeStripeFailure(customer.reason) }, chosen: null };
  if (subscriptions.status === 'rejected')
    return { read: { kind: 'unreachable', error: describeStripeFailure(subscriptions.reason) }, chosen: null };

  const c = customer.value;
  const deleted = 'deleted' in c && c.deleted === true;
  const full = deleted ? null : (c as Stripe.Customer);
  const raw = subscriptions.value.data;
  const views = raw.map((sub) => viewOf(sub, keys));
  const picked = chooseSubscription(views);
  return {
    read: {
      kind: 'read',
      // A deleted customer keeps only its id; its subscriptions tell the mode.
      customer: {
        id: c.id,
        email: full?.email ?? null,
        created: full?.created ?? 0,
        livemode: full?.livemode ?? raw[0]?.livemode ?? false,
        deleted,
      },
      subscriptions: views,
    },
    chosen: picked ? { subscription: raw.find((sub) => sub.id === picked.id)!, keys } : null,
  };
}

async function check(record: SubscriberRecord, knownEnvironment?: StripeEnvironment): Promise<Check> {
  const environment = knownEnvironment ?? (await environmentOf(record));
  const readAt = Date.now();
  if (!record.stripeCustomerId) return { record, environment, read: { kind: 'no-customer' }, chosen: null, readAt };
  return { record, environment, readAt, ...(await readStripe(environment, record.stripeCustomerId)) };
}

async function webhooksOf(record: SubscriberRecord, environment: StripeEnvironment): Promise<WebhookView[]> {
  if (!record.stripeCustomerId) return [];
  return listCustomerEvents(environment, record.stripeCustomerId, RECENT_WEBHOOKS_LIMIT);
}

async function debugOf(c: Pick<Check, 'record' | 'environment' | 'read'>, now = new Date()): Promise<SubscriptionDebug> {
  return buildDebug({ ...c, webhooks: await webhooksOf(c.record, c.environment), now });
}

/**
 * The admin's subscription debug (docs/product-rules.md#subscription-debug-and-sync). Reads only:
 * Stripe, the record and the customer's stored events.
 */
export async function debugByEmail(email: string): Promise<DebugResult> {
  const record = await findSubscriberByEmail(email);
  if (!record) return { success: false, error: UNKNOWN_EMAIL, debug: null };
  const c = await check(record);
  const debug = await debugOf(c);
  // The analysis is still shown (STRIPE_UNREACHABLE), and the admin told it failed.
  if (c.read.kind === 'unreachable') return { success: false, error: `Stripe did not answer: ${c.read.error}`, debug };
  return { success: true, error: null, debug };
}

/** The admin's Sync (docs/product-rules.md#subscription-debug-and-sync): by email, for the admin's route. */
export async function syncByEmail(email: string): Promise<SyncResult> {
  const record = await findSubscriberByEmail(email);
  if (!record) return { success: false, error: UNKNOWN_EMAIL, changed: [], debug: null };
  return syncSubscriber(record, { withWebhooks: true });
}

/**
 * Re-reads the subscriber's customer from Stripe and, only if the record disagrees, writes Stripe's
 * state through the webhook's path. A record that already matches is not written (the nightly run
 * costs reads only). Nothing is written when Stripe cannot be read or does not know the customer.
 */
export async function syncSubscriber(
  record: SubscriberRecord,
  options: { withWebhooks: boolean; environment?: StripeEnvironment },
): Promise<SyncResult> {
  const c = await check(record, options.environment);
  const answer = async (result: Omit<SyncResult, 'debug'>, current: SubscriberRecord = record): Promise<SyncResult> => {
    const debug = options.withWebhooks
      ? await debugOf({ ...c, record: current })
      : buildDebug({ ...c, record: current, webhooks: null, now: new Date() });
    return { ...result, debug };
  };
  switch (c.read.kind) {
    case 'no-customer':
      return answer({
        success: false,
        error: 'No Stripe customer: this subscriber never reached checkout, so there is nothing to sync.',
        changed: [],
      });
    case 'unreachable':
      return answer({ success: false, error: `Stripe did not answer: ${c.read.error} Nothing was written.`, changed: [] });
    case 'missing-customer':
      return answer({
        success: false,
        error: `Stripe has no customer ${c.read.customerId} in the ${c.environment} environment. Nothing was written.`,
        changed: [],
      });
    case 'read':
      break;
  }
  if (findDiscrepancies(record, c.read).length === 0) return answer({ success: true, error: null, changed: [] });

  const outcome = await write(c, c.read.customer);
  const after = (await getSubscriber(record.userId, { consistent: true })) ?? record;
  const changed = changedFields(record, after);
  if (outcome === 'missing') return { success: false, error: UNKNOWN_EMAIL, changed: [], debug: null };
  if (outcome === 'stale' && changed.length === 0) {
    return answer(
      {
        success: false,
        error: 'The record follows a newer subscription or a newer read of Stripe; nothing was written. Run Debug again.',
        changed,
      },
      after,
    );
  }
  return answer({ success: true, error: null, changed }, after);
}

async function write(c: Check, customer: Extract<StripeRead, { kind: 'read' }>['customer']): Promise<SyncOutcome> {
  if (c.chosen) return syncSubscription(c.record.userId, c.environment, c.chosen.keys, c.chosen.subscription, c.readAt);
  return applyBillingSync(c.record.userId, {
    state: notSubscribedState(customer),
    environment: c.environment,
    customerId: customer.id,
    subscriptionId: null,
    // The write is refused for a record that follows a newer subscription than "none" can claim to be.
    subscriptionCreated: c.record.stripeSubscriptionCreated ?? 0,
    syncedAt: c.readAt,
  });
}

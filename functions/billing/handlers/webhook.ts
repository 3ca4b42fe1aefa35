import Stripe from 'stripe';
import { stripeWebhook } from '../routes';
import type { StripeEnvironment } from '#functions/shared/schemas';
import { queueEmails } from '#functions/platform/email/queue';
import { callStripe, stripeFor } from '../stripe';
import { stripeSettings, type StripeKeys } from '../stripe-keys';
import { claimEvent, forgetEvent, recordEventOutcome, userIdOfCustomer, type EventOutcome } from '../store';
import { commissionForInvoice, reverseForDispute, reverseForRefund, type LedgerContext } from '#functions/ambassadors/commissions';
import { acceptsEvent } from '../rules';
import { InvalidInput } from '#functions/platform/errors';
import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';
import { rawBodyOf } from '#functions/platform/http/request';
import { noticesOf } from '../notices';
import { customerIdOf, syncSubscription } from '../subscription-sync';

/** The event types that can change a subscriber's access or the ambassador ledger; every other type is acknowledged and ignored. */
const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
]);

/** Events about money taken back: they change the ambassador ledger, not anyone's access. */
const REVERSALS = new Set(['charge.refunded', 'charge.dispute.created', 'charge.dispute.closed']);

interface Verified {
  event: Stripe.Event;
  environment: StripeEnvironment;
  keys: StripeKeys;
}

/**
 * Each environment has its own endpoint secret; the one that verifies says where the event is from.
 * A payload that is signed but not an event (not JSON, no `data.object`) is refused with 400: it
 * will never become one, so Stripe should not spend three days retrying it.
 */
async function verify(payload: string, signature: string | undefined): Promise<Verified> {
  if (!signature) throw new InvalidInput('Missing Stripe-Signature header.');
  const settings = await stripeSettings();
  for (const environment of ['sandbox', 'production'] as const) {
    const keys = settings[environment];
    if (!keys) continue;
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(payload, signature, keys.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) continue;
      // The signature matched, so the bytes are Stripe's (or a holder of the secret's): they just do not parse.
      throw new InvalidInput('The event is not valid JSON.');
    }
    if (!isEventShaped(event)) throw new InvalidInput('The event has no id, type or data object.');
    return { event, environment, keys };
  }
  throw new InvalidInput('The Stripe signature does not match this payload.');
}

function isEventShaped(event: unknown): event is Stripe.Event {
  const e = event as { id?: unknown; type?: unknown; data?: { object?: unknown } | null } | null;
  return typeof e?.id === 'string' && typeof e.type === 'string' && typeof e.data?.object === 'object' && e.data.object !== null;
}

/** Stripe's answer for an object it does not have (a subscription deleted, or from another account). */
function isMissingObject(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing');
}

/** The subscription an event is about, or null when it is about none (a one-off payment, say). */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  const idOf = (value: unknown) =>
    typeof value === 'string' ? value : typeof value === 'object' && value !== null ? String((value as { id: unknown }).id) : null;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // An asynchronous payment method has not paid yet; its own later event will say so.
      if (session.mode !== 'subscription' || (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required'))
        return null;
      return idOf(session.subscription);
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(object.subscription);
    }
    default:
      return idOf(object.id);
  }
}

/** The customer the payload names, only to file the event under it for the admin's debug view. */
function customerIdOfEvent(event: Stripe.Event): string | null {
  const customer = (event.data.object as unknown as { customer?: unknown }).customer;
  if (typeof customer === 'string') return customer;
  const id = typeof customer === 'object' && customer !== null ? (customer as { id?: unknown }).id : null;
  return typeof id === 'string' ? id : null;
}

/** The outcome is for people reading the debug view: failing to note it must not make Stripe send the event again. */
async function noteOutcome(eventId: string, outcome: EventOutcome): Promise<void> {
  await recordEventOutcome(eventId, outcome).catch((error: unknown) =>
    logger.warn('Could not record the event outcome', { outcome, error }),
  );
}

type Ack = { received: true; outcome: 'processed' | 'duplicate' | 'ignored' };
const ack = (outcome: Ack['outcome']): Ack => ({ received: true, outcome });

function header(headers: Record<string, string | undefined>, name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

/**
 * Stripe's events. Nothing in the payload is trusted beyond "something happened to subscription
 * X": the subscription is read again from Stripe, so events may come twice or in any order and
 * the record still ends up as Stripe has it.
 */
export const handler = routeHandler(stripeWebhook, async ({ event: request }) => {
  const { event, environment, keys } = await verify(rawBodyOf(request), header(request.headers ?? {}, 'stripe-signature'));
  logger.appendKeys({ stripeEvent: event.id, stripeEventType: event.type });
  if (!HANDLED.has(event.type)) return ack('ignored');
  if (!acceptsEvent(environment, event.livemode === true)) {
    logger.warn('Test-mode event on the production endpoint; ignored');
    return ack('ignored');
  }
  if (REVERSALS.has(event.type)) return handleReversal(event, { environment, keys, now: new Date(), log: ledgerLog });
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) return ack('ignored');
  const claimed = await claimEvent({
    id: event.id,
    type: event.type,
    environment,
    customerId: customerIdOfEvent(event),
    created: typeof event.created === 'number' ? event.created : null,
  });
  if (!claimed) return ack('duplicate');

  try {
    const readAt = Date.now();
    let subscription: Stripe.Subscription;
    try {
      subscription = await callStripe(() => stripeFor(keys).subscriptions.retrieve(subscriptionId));
    } catch (error) {
      if (!isMissingObject(error)) throw error;
      // Nothing of ours can change: acknowledge (no retries), and leave a trace for whoever looks.
      logger.warn('Event names a subscription Stripe does not have; ignored', { subscription: subscriptionId });
      await noteOutcome(event.id, 'unknown subscription');
      return ack('ignored');
    }
    const userId = await userIdOfCustomer(environment, customerIdOf(subscription));
    if (!userId) {
      logger.warn('Subscription of a customer we did not create; ignored', { subscription: subscription.id });
      await noteOutcome(event.id, 'unknown customer');
      return ack('ignored');
    }
    const outcome = await syncSubscription(userId, environment, keys, subscription, readAt);
    // After the sync: a first payment's activation writes the referral the commission is owed on.
    if (event.type === 'invoice.paid') {
      const invoiceId = (event.data.object as unknown as { id?: unknown }).id;
      if (typeof invoiceId === 'string') {
        const commission = await commissionForInvoice({ environment, keys, now: new Date(), log: ledgerLog }, invoiceId);
        logger.info('Commission checked', { commission, invoice: invoiceId });
      }
    }
    const notices = noticesOf(event, subscription, userId, outcome);
    // Queued before the acknowledgement: if queueing fails, Stripe's retry finds the event unprocessed.
    if (notices.length > 0) await queueEmails(notices);
    await noteOutcome(event.id, outcome === 'missing' ? 'subscriber missing' : outcome);
    logger.info('Stripe event processed', { outcome, userId, status: subscription.status, notices: notices.map((n) => n.kind) });
    return ack('processed');
  } catch (error) {
    // Let Stripe's retry find the event unprocessed.
    await forgetEvent(event.id).catch(() => undefined);
    throw error;
  }
});

const ledgerLog = (message: string, details: Record<string, unknown>) => logger.info(message, details);

/**
 * A refund or dispute: the charge (or dispute) is read again from Stripe and its reversal recorded
 * once per refund or dispute id, whatever order or how often the events come.
 */
async function handleReversal(event: Stripe.Event, context: LedgerContext): Promise<Ack> {
  const objectId = (event.data.object as unknown as { id?: unknown }).id;
  if (typeof objectId !== 'string') return ack('ignored');
  const claimed = await claimEvent({
    id: event.id,
    type: event.type,
    environment: context.environment,
    customerId: customerIdOfEvent(event),
    created: typeof event.created === 'number' ? event.created : null,
  });
  if (!claimed) return ack('duplicate');
  try {
    const outcome =
      event.type === 'charge.refunded' ? await reverseForRefund(context, objectId) : await reverseForDispute(context, objectId);
    await noteOutcome(event.id, 'applied');
    logger.info('Stripe reversal processed', { outcome, object: objectId });
    return ack('processed');
  } catch (error) {
    await forgetEvent(event.id).catch(() => undefined);
    if (isMissingObject(error)) {
      logger.warn('Reversal names an object Stripe does not have; ignored', { object: objectId });
      return ack('ignored');
    }
    throw error;
  }
}

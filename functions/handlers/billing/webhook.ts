import Stripe from 'stripe';
import { stripeWebhook } from '../../contract/routes';
import type { StripeEnvironment } from '../../contract/schemas';
import { callStripe, stripeFor, stripeSettings, type StripeKeys } from '../../adapters/stripe';
import { claimEvent, forgetEvent, userIdOfCustomer } from '../../data/billing';
import { InvalidInput } from '../../domain/errors';
import { routeHandler } from '../http/handler';
import { logger } from '../http/logger';
import { rawBodyOf } from '../http/request';
import { customerIdOf, syncSubscription } from './subscription-sync';

/** The event types that can change a subscriber's access; every other type is acknowledged and ignored. */
const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
]);

interface Verified {
  event: Stripe.Event;
  environment: StripeEnvironment;
  keys: StripeKeys;
}

/** Each environment has its own endpoint secret; the one that verifies says where the event is from. */
async function verify(payload: string, signature: string | undefined): Promise<Verified> {
  if (!signature) throw new InvalidInput('Missing Stripe-Signature header.');
  const settings = await stripeSettings();
  for (const environment of ['sandbox', 'production'] as const) {
    const keys = settings[environment];
    if (!keys) continue;
    try {
      return { event: Stripe.webhooks.constructEvent(payload, signature, keys.webhookSecret), environment, keys };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
    }
  }
  throw new InvalidInput('The Stripe signature does not match this payload.');
}

/** The subscription an event is about, or null when it is about none (a one-off payment, say). */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  const idOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'object' && value !== null ? String((value as { id: unknown }).id) : null);
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // An asynchronous payment method has not paid yet; its own later event will say so.
      if (session.mode !== 'subscription' || (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')) return null;
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
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) return ack('ignored');
  if (!(await claimEvent(event.id, event.type))) return ack('duplicate');

  try {
    const readAt = Date.now();
    const subscription = await callStripe(() => stripeFor(keys).subscriptions.retrieve(subscriptionId));
    const userId = await userIdOfCustomer(environment, customerIdOf(subscription));
    if (!userId) {
      logger.warn('Subscription of a customer we did not create; ignored', { subscription: subscription.id });
      return ack('ignored');
    }
    const outcome = await syncSubscription(userId, environment, keys, subscription, readAt);
    logger.info('Stripe event processed', { outcome, userId, status: subscription.status });
    return ack('processed');
  } catch (error) {
    // Let Stripe's retry find the event unprocessed.
    await forgetEvent(event.id).catch(() => undefined);
    throw error;
  }
});

import type Stripe from 'stripe';
import { callStripe, stripeFor } from './stripe';
import { keysFor, type StripeKeys } from './stripe-keys';
import type { StripeEnvironment } from '#functions/shared/schemas';
import { getSubscriber, type SubscriberRecord } from '#functions/subscribers/store';
import { Conflict, NotFound } from '#functions/platform/errors';

export interface CurrentSubscription {
  record: SubscriberRecord;
  environment: StripeEnvironment;
  keys: StripeKeys;
  stripe: Stripe;
  subscription: Stripe.Subscription;
  /** Epoch ms the subscription was read. */
  readAt: number;
}

/**
 * The caller's own subscription, read fresh from Stripe in the environment it was created in.
 * Only the id stored on the caller's record is ever used, so nobody can act on another
 * person's subscription by naming it.
 */
export async function currentSubscription(userId: string): Promise<CurrentSubscription> {
  const record = await getSubscriber(userId, { consistent: true });
  if (!record) throw new NotFound('Create your account before managing a subscription.', 'no_subscriber');
  if (!record.stripeSubscriptionId || !record.stripeEnvironment)
    throw new Conflict('You have no subscription yet. Start your free trial first.', 'no_subscription');
  const keys = await keysFor(record.stripeEnvironment);
  const stripe = stripeFor(keys);
  const readAt = Date.now();
  const subscription = await callStripe(() => stripe.subscriptions.retrieve(record.stripeSubscriptionId!));
  return { record, environment: record.stripeEnvironment, keys, stripe, subscription, readAt };
}

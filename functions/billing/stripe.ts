import type Stripe from 'stripe';
import { ServiceUnavailable } from '#functions/platform/errors';
import type { StripeKeys } from './stripe-keys';
import { stripeClient } from './stripe-client';

const clients = new Map<string, Stripe>();

/** One client per secret key, created once per cold start. */
export function stripeFor(keys: StripeKeys): Stripe {
  let client = clients.get(keys.secretKey);
  if (!client) {
    client = stripeClient(keys.secretKey, process.env.STRIPE_API_URL);
    clients.set(keys.secretKey, client);
  }
  return client;
}

/**
 * Runs a Stripe call; a network failure or an outage becomes a 503 the page can show, instead
 * of a 500. Stripe's own answers (card declined, invalid request) are left to the caller.
 */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (
      type === 'StripeConnectionError' ||
      type === 'StripeAPIError' ||
      type === 'StripeAuthenticationError' ||
      type === 'StripeRateLimitError'
    ) {
      throw new ServiceUnavailable('The payment provider is not answering. Please try again in a moment.', 'stripe_unavailable');
    }
    throw error;
  }
}

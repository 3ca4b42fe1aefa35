import type Stripe from 'stripe';
import * as z from 'zod/mini';
import type { StripeEnvironment } from '../contract/schemas';
import { ServiceUnavailable } from '../domain/errors';
import { getSecretString } from './secrets';
import { stripeClient } from './stripe-client';

/**
 * Stripe keys, webhook secrets and price ids, one set per environment (sandbox, production).
 * In the cloud they are one Secrets Manager secret (STRIPE_SECRET_ARN, JSON); the local stack
 * passes the same JSON in STRIPE_CONFIG_JSON, and STRIPE_API_URL points the real library at the
 * local emulator. Nothing here is ever logged or sent to the browser except the publishable key.
 */
const priceId = z.string().check(z.minLength(1));

const environmentKeys = z.object({
  secretKey: z.string().check(z.regex(/^(sk|rk)_(test|live)_\w+$/, 'a Stripe secret key (sk_test_…, sk_live_…)')),
  publishableKey: z.string().check(z.regex(/^pk_(test|live)_\w+$/, 'a Stripe publishable key (pk_…)')),
  webhookSecret: z.string().check(z.regex(/^whsec_\S+$/, 'a webhook signing secret (whsec_…)')),
  prices: z.object({ weekly: priceId, monthly: priceId, yearly: priceId }),
});
export type StripeKeys = z.infer<typeof environmentKeys>;

export const stripeSettingsSchema = z.object({
  sandbox: z.optional(environmentKeys),
  production: z.optional(environmentKeys),
});
export type StripeSettings = z.infer<typeof stripeSettingsSchema>;

/** Secrets Manager answers are cached for this long, so a rotated key is picked up within minutes. */
const SECRET_MAX_AGE_SECONDS = 300;

let inlineCache: { text: string; settings: StripeSettings } | undefined;

export async function stripeSettings(): Promise<StripeSettings> {
  const inline = process.env.STRIPE_CONFIG_JSON;
  if (inline) {
    if (inlineCache?.text !== inline) inlineCache = { text: inline, settings: parseSettings(JSON.parse(inline)) };
    return inlineCache.settings;
  }
  const arn = process.env.STRIPE_SECRET_ARN;
  if (!arn) return {};
  return parseSettings(parseJson(await getSecretString(arn, { maxAgeSeconds: SECRET_MAX_AGE_SECONDS })));
}

/** JSON.parse's own message quotes the text, which here holds keys: say only that it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error('Stripe settings are not valid JSON.');
  }
}

function parseSettings(value: unknown): StripeSettings {
  const parsed = stripeSettingsSchema.safeParse(value);
  // Name the broken field, never echo its value: it may be a key.
  if (!parsed.success) throw new Error(`Stripe settings are malformed at ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  return parsed.data;
}

export async function configuredEnvironments(): Promise<Record<StripeEnvironment, boolean>> {
  const settings = await stripeSettings();
  return { sandbox: settings.sandbox !== undefined, production: settings.production !== undefined };
}

/** The keys of one environment; a clear 503 when they were never configured. */
export async function keysFor(environment: StripeEnvironment): Promise<StripeKeys> {
  const keys = (await stripeSettings())[environment];
  if (!keys) throw new ServiceUnavailable(`Stripe configuration error: no ${environment} keys are configured.`, 'stripe_not_configured');
  return keys;
}

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
    if (type === 'StripeConnectionError' || type === 'StripeAPIError' || type === 'StripeAuthenticationError' || type === 'StripeRateLimitError') {
      throw new ServiceUnavailable('The payment provider is not answering. Please try again in a moment.', 'stripe_unavailable');
    }
    throw error;
  }
}

import * as z from 'zod/mini';
import type { StripeEnvironment } from '#functions/shared/schemas';
import { ServiceUnavailable } from '#functions/platform/errors';
import { getSecretString } from '#functions/platform/secrets';

/**
 * Stripe keys, webhook secrets and price ids, one set per environment (sandbox, production).
 * Apart from the Stripe library (./stripe.ts), so the routes that only read keys (the checkout
 * page's config, the admin's environment switch) do not carry the library's 240 KB.
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

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StripeKeys, StripeSettings } from '#functions/billing/stripe-keys';
import { PLANS, type PlanId } from '#functions/shared/plans';
import { LocalStackError } from './config';
import { startStripeEmulator, type PlanPrice, type StripeEmulator } from './stripe/emulator';

export interface LocalStripe {
  /** What the handlers read (STRIPE_CONFIG_JSON and, with the emulator, STRIPE_API_URL). */
  env: Record<string, string>;
  /** The emulator's base URL, or null with real Stripe. */
  emulatorUrl: string | null;
  /** The sandbox keys in use (tests drive the emulator with them). */
  sandbox: StripeKeys;
  close: () => Promise<void>;
}

export const EMULATOR_PRICE_IDS: Record<PlanId, string> = { weekly: 'price_weekly', monthly: 'price_monthly', yearly: 'price_yearly' };

/** The emulator sells exactly the plans of functions/shared/plans.ts. */
function emulatorPrices(): Record<string, PlanPrice> {
  return Object.fromEntries(
    PLANS.map((plan) => [EMULATOR_PRICE_IDS[plan.id], { amount: plan.price * 100, interval: plan.period, nickname: plan.name }]),
  );
}

/** Fresh per run: nothing secret is written in the repository, even for the emulator. */
const token = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * Stripe for the local stack. With STRIPE_SECRET_KEY set, real Stripe test mode with the keys
 * and price ids from the environment (webhooks then reach the laptop through `stripe listen
 * --forward-to`). Otherwise the local emulator, whose events go to the local gateway's webhook
 * route, signed with a secret made up for this run.
 */
export async function startLocalStripe(
  options: { port: number; webhookUrl: string; log?: (line: string) => void; stateDir?: string },
  env: NodeJS.ProcessEnv = process.env,
): Promise<LocalStripe> {
  if (env.STRIPE_SECRET_KEY) {
    const required = [
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_WEEKLY',
      'STRIPE_PRICE_MONTHLY',
      'STRIPE_PRICE_YEARLY',
    ];
    const missing = required.filter((name) => !env[name]);
    if (missing.length) throw new LocalStackError(`STRIPE_SECRET_KEY is set, so real Stripe is used; also set ${missing.join(', ')}.`);
    if (!env.STRIPE_SECRET_KEY.startsWith('sk_test_') && !env.STRIPE_SECRET_KEY.startsWith('rk_test_')) {
      throw new LocalStackError('The local stack only takes a Stripe test-mode key (sk_test_… or rk_test_…).');
    }
    const sandbox: StripeKeys = {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      prices: { weekly: env.STRIPE_PRICE_WEEKLY!, monthly: env.STRIPE_PRICE_MONTHLY!, yearly: env.STRIPE_PRICE_YEARLY! },
    };
    const settings: StripeSettings = { sandbox };
    return { env: { STRIPE_CONFIG_JSON: JSON.stringify(settings) }, emulatorUrl: null, sandbox, close: async () => undefined };
  }

  const sandbox = emulatorKeys(options.stateDir);
  let emulator: StripeEmulator;
  try {
    emulator = await startStripeEmulator({
      port: options.port,
      publicUrl: `http://localhost:${options.port}`,
      webhookUrl: options.webhookUrl,
      webhookSecret: sandbox.webhookSecret,
      secretKey: sandbox.secretKey,
      prices: emulatorPrices(),
      log: options.log,
      ...(options.stateDir ? { statePath: join(options.stateDir, 'account.json') } : {}),
    });
  } catch (error) {
    throw new LocalStackError(`${(error as Error).message} Set STRIPE_PORT to another port.`);
  }
  const settings: StripeSettings = { sandbox };
  return {
    env: { STRIPE_CONFIG_JSON: JSON.stringify(settings), STRIPE_API_URL: emulator.url },
    emulatorUrl: emulator.url,
    sandbox,
    close: () => emulator.close(),
  };
}

/**
 * Keys for the emulator: kept next to its saved account when there is one (npm start keeps its
 * data), so a restart finds the same account under the same keys.
 */
function emulatorKeys(stateDir: string | undefined): StripeKeys {
  const file = stateDir ? join(stateDir, 'keys.json') : null;
  if (file && existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Omit<StripeKeys, 'prices'>;
    return { ...saved, prices: EMULATOR_PRICE_IDS };
  }
  const keys = {
    secretKey: `sk_test_local${token(16)}`,
    publishableKey: `pk_test_local${token(16)}`,
    webhookSecret: `whsec_local${token(16)}`,
  };
  if (file && stateDir) {
    mkdirSync(stateDir, { recursive: true });
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  return { ...keys, prices: EMULATOR_PRICE_IDS };
}

/**
 * The demo subscriber pays through the emulator like anyone else: signed in, the app's own
 * checkout route (monthly unless told, in trial), the emulator's "Start trial", and the webhooks that follow.
 * So the plans, billing history and cancel screens have real data locally. Done once; a saved
 * account keeps it.
 */
export async function ensureDemoSubscription(
  stripe: LocalStripe,
  demo: { userId: string; email: string; password: string },
  local: { apiUrl: string; cognitoEndpoint: string; userPoolClientId: string },
  tier: PlanId = 'monthly',
): Promise<void> {
  if (!stripe.emulatorUrl) return;
  const { getSubscriber } = await import('#functions/subscribers/store');
  const { stripeClient } = await import('#functions/billing/stripe-client');
  const record = await getSubscriber(demo.userId, { consistent: true });
  if (!record) return;
  if (record.stripeSubscriptionId) {
    const client = stripeClient(stripe.sandbox.secretKey, stripe.emulatorUrl);
    if (
      await client.subscriptions.retrieve(record.stripeSubscriptionId).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  const { InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const { cognitoClient } = await import('./cognito');
  const signedIn = await cognitoClient(local.cognitoEndpoint).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: local.userPoolClientId,
      AuthParameters: { USERNAME: demo.email, PASSWORD: demo.password },
    }),
  );
  const checkout = await fetch(`${local.apiUrl}/api/billing/checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${signedIn.AuthenticationResult?.IdToken ?? ''}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tier, from: 'dashboard' }),
  });
  if (!checkout.ok) throw new LocalStackError(`The demo subscription could not be set up: checkout answered ${checkout.status}.`);
  const { url } = (await checkout.json()) as { url: string };
  // The emulator answers once the webhooks of the checkout were delivered.
  const completed = await fetch(`${url}/complete`, { method: 'POST', redirect: 'manual' });
  if (completed.status !== 303)
    throw new LocalStackError(`The demo subscription could not be set up in the Stripe emulator (${completed.status}).`);
}

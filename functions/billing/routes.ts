import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';

import { billingCharge, emailAddress, nonNegativeInteger, planId, stripeEnvironment, subscriber } from '#functions/shared/schemas';

/** The billing routes. functions/route-table.ts gathers every feature's routes into the one table. */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

/** Signed-in reads are not counted (see `Unlimited`); writes and every public route are. */
const userRead = { unlimited: 'A signed-in read with no side effects; the stage throttle bounds it.' } as const;

/**
 * Which Stripe keys the caller's payments use (docs/product-rules.md#stripe-environment). The email
 * rule ("sctest") is applied to the caller's own email.
 */
export const getBillingConfig = pure(() =>
  defineRoute({
    name: 'getBillingConfig',
    method: 'GET',
    path: '/api/billing/config',
    access: 'user',
    rateLimit: userRead,
    handler: 'billing/handlers/config',
    secrets: ['stripe'],
    response: z.object({
      publishableKey: z.string(),
      environment: stripeEnvironment,
      /** The caller's email contains "sctest": sandbox whatever the setting says. */
      testMode: z.boolean(),
    }),
  }),
);

/** A Checkout Session (docs/product-rules.md#checkout) for the caller's own subscriber record. */
export const createCheckout = pure(() =>
  defineRoute({
    name: 'createCheckout',
    method: 'POST',
    path: '/api/billing/checkout',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 20, windowSeconds: 3600 },
    handler: 'billing/handlers/checkout',
    body: z.strictObject({
      tier: planId,
      /** The page to come back to when the person cancels on Stripe's page. */
      from: z._default(z.enum(['onboarding', 'complete-subscription', 'dashboard']), 'onboarding'),
    }),
    secrets: ['stripe'],
    response: z.object({ sessionId: z.string(), url: z.string() }),
    maxBodyBytes: 1024,
  }),
);

export const changePlan = pure(() =>
  defineRoute({
    name: 'changePlan',
    method: 'POST',
    path: '/api/billing/change',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 20, windowSeconds: 3600 },
    handler: 'billing/handlers/change',
    body: z.strictObject({ tier: planId }),
    secrets: ['stripe'],
    response: z.object({ outcome: z.enum(['changed', 'reactivated', 'unchanged']), subscriber }),
    maxBodyBytes: 1024,
  }),
);

export const cancelSubscription = pure(() =>
  defineRoute({
    name: 'cancelSubscription',
    method: 'POST',
    path: '/api/billing/cancel',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 20, windowSeconds: 3600 },
    handler: 'billing/handlers/cancel',
    secrets: ['stripe'],
    response: z.object({ accessUntil: z.string(), subscriber }),
  }),
);

export const billingHistory = pure(() =>
  defineRoute({
    name: 'billingHistory',
    method: 'GET',
    path: '/api/billing/history',
    access: 'user',
    rateLimit: { requests: 30, windowSeconds: 60 },
    handler: 'billing/handlers/history',
    secrets: ['stripe'],
    response: z.object({ charges: z.array(billingCharge) }),
  }),
);

/** Stripe's events. Public to API Gateway; the handler checks the signature on the raw body. */
export const stripeWebhook = pure(() =>
  defineRoute({
    name: 'stripeWebhook',
    method: 'POST',
    path: '/api/webhooks/stripe',
    access: 'public',
    table: 'readWrite',
    rateLimit: {
      unlimited:
        "Stripe's deliveries come in bursts from a few addresses; a bad signature is refused before any table work, so counting would cost more than it saves.",
    },
    handler: 'billing/handlers/webhook',
    rawBody: true,
    secrets: ['stripe'],
    /** Welcome when the trial starts, the trial-ending reminder, payment failed, cancellation confirmed. */
    sendsEmail: true,
    response: z.object({ received: z.literal(true), outcome: z.enum(['processed', 'duplicate', 'ignored']) }),
    maxBodyBytes: 512 * 1024,
  }),
);

const stripeEnvironmentState = pure(() =>
  z.object({
    environment: stripeEnvironment,
    /** Which environments have keys; switching to one without is refused. */
    configured: z.object({ sandbox: z.boolean(), production: z.boolean() }),
  }),
);

export const getStripeEnvironment = pure(() =>
  defineRoute({
    name: 'getStripeEnvironment',
    method: 'GET',
    path: '/api/admin/stripe-environment',
    access: 'admin',
    rateLimit: userRead,
    handler: 'billing/handlers/admin-stripe-environment-get',
    secrets: ['stripe'],
    response: stripeEnvironmentState,
  }),
);

export const setStripeEnvironment = pure(() =>
  defineRoute({
    name: 'setStripeEnvironment',
    method: 'PUT',
    path: '/api/admin/stripe-environment',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 20, windowSeconds: 60 },
    handler: 'billing/handlers/admin-stripe-environment-set',
    body: z.strictObject({ environment: stripeEnvironment }),
    secrets: ['stripe'],
    response: stripeEnvironmentState,
    maxBodyBytes: 512,
  }),
);

/** A run of the nightly reconciliation (functions/billing/reconcile.ts). */
export const reconcileRun = pure(() =>
  z.object({
    id: z.string(),
    startedAt: z.string(),
    finishedAt: z.nullable(z.string()),
    trigger: z.enum(['schedule', 'manual']),
    checked: nonNegativeInteger(),
    changed: nonNegativeInteger(),
    failed: nonNegativeInteger(),
    /** What it changed (the first 50), so an admin can see the drift it fixed. */
    changes: z.array(z.object({ email: z.string(), fields: z.array(z.string()) })),
  }),
);

/** The subscription debug object (docs/product-rules.md#subscription-debug-and-sync), with snake_case field names. */
export const SYNC_HEALTH = ['HEALTHY', 'OUT_OF_SYNC', 'NO_STRIPE_CUSTOMER', 'STRIPE_UNREACHABLE'] as const;

export const subscriptionDebug = pure(() =>
  z.object({
    sync_health: z.enum(SYNC_HEALTH),
    environment: stripeEnvironment,
    email: z.string(),
    /** Each field where our record and Stripe disagree. */
    discrepancies: z.array(
      z.object({ field: z.string(), database: z.nullable(z.string()), stripe: z.nullable(z.string()), message: z.string() }),
    ),
    recommendations: z.array(z.string()),
    database: z.object({
      user_id: z.string(),
      email: z.string(),
      first_name: z.string(),
      niche: z.nullable(z.string()),
      subscribed: z.boolean(),
      subscription_tier: z.nullable(z.string()),
      subscription_status: z.nullable(z.string()),
      subscription_end: z.nullable(z.string()),
      onboarding_completed: z.boolean(),
      stripe_customer_id: z.nullable(z.string()),
      test_mode: z.boolean(),
      updated_at: z.string(),
      /** The sync-mismatch rule (docs/product-rules.md#subscription-sync-mismatch) on the record alone. */
      mismatched: z.boolean(),
    }),
    stripe: z.object({
      customer: z.nullable(
        z.object({ id: z.string(), email: z.nullable(z.string()), created: z.string(), livemode: z.boolean(), deleted: z.boolean() }),
      ),
      subscriptions: z.array(
        z.object({
          id: z.string(),
          status: z.string(),
          tier: z.nullable(planId),
          price_id: z.nullable(z.string()),
          cancel_at_period_end: z.boolean(),
          current_period_end: z.nullable(z.string()),
          trial_end: z.nullable(z.string()),
          created: z.string(),
          livemode: z.boolean(),
        }),
      ),
    }),
    /** The Stripe events we received for this customer, newest first (at most 20). */
    recent_webhooks: z.array(z.object({ id: z.string(), type: z.string(), received_at: z.string(), outcome: z.string() })),
  }),
);

export type SubscriptionDebug = z.infer<typeof subscriptionDebug>;

const debugEmail = pure(() =>
  z.strictObject({
    email: z.pipe(
      z.string({ error: 'Please enter an email address' }).check(z.trim(), z.minLength(1, 'Please enter an email address')),
      emailAddress,
    ),
  }),
);

/**
 * The subscription debug (docs/product-rules.md#subscription-debug-and-sync). An unknown email is
 * `success: false` with the reason, not an error.
 */
export const adminDebugSubscription = pure(() =>
  defineRoute({
    name: 'adminDebugSubscription',
    method: 'POST',
    path: '/api/admin/subscriptions/debug',
    access: 'admin',
    rateLimit: { requests: 60, windowSeconds: 60 },
    handler: 'billing/handlers/admin-subscription-debug',
    secrets: ['stripe'],
    body: debugEmail,
    response: z.object({ success: z.boolean(), error: z.nullable(z.string()), debug: z.nullable(subscriptionDebug) }),
    maxBodyBytes: 1024,
  }),
);

/** Sync (docs/product-rules.md#subscription-debug-and-sync): re-reads Stripe, writes what changed, answers a fresh debug. */
export const adminSyncSubscription = pure(() =>
  defineRoute({
    name: 'adminSyncSubscription',
    method: 'POST',
    path: '/api/admin/subscriptions/sync',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 120, windowSeconds: 60 },
    handler: 'billing/handlers/admin-subscription-sync',
    secrets: ['stripe'],
    body: debugEmail,
    response: z.object({
      success: z.boolean(),
      error: z.nullable(z.string()),
      /** Fields the sync changed on our record (empty when it already matched). */
      changed: z.array(z.string()),
      debug: z.nullable(subscriptionDebug),
    }),
    maxBodyBytes: 1024,
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const billingRoutes = pure(
  () =>
    [
      getBillingConfig,
      createCheckout,
      changePlan,
      cancelSubscription,
      billingHistory,
      stripeWebhook,
      getStripeEnvironment,
      setStripeEnvironment,
      adminDebugSubscription,
      adminSyncSubscription,
    ] as const satisfies readonly RouteDefinition[],
);

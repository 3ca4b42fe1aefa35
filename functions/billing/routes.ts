import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';

import { billingCharge, planId, stripeEnvironment, subscriber } from '#functions/shared/schemas';

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
    ] as const satisfies readonly RouteDefinition[],
);

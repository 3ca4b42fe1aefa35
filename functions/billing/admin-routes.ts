import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';
import { emailAddress, nonNegativeInteger, planId, stripeEnvironment } from '#functions/shared/schemas';

/**
 * The billing routes only admins call. They live apart from the feature's other routes so that
 * a subscriber's pages, which load those, never download these schemas (web/vite.config.ts).
 */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

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

/** This file's routes; functions/route-table.ts gathers every feature's. */
export const billingAdminRoutes = pure(() => [adminDebugSubscription, adminSyncSubscription] as const satisfies readonly RouteDefinition[]);

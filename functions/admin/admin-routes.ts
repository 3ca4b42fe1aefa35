import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';
import { nonNegativeInteger, planId } from '#functions/shared/schemas';
import { reconcileRun } from '#functions/billing/admin-routes';

/**
 * The admin summary routes only admins call. They live apart from the feature's other routes so that
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

const adminRead = { unlimited: 'An admin read with no side effects; the stage throttle bounds it.' } as const;

/** What one subscriber looks like in the admin lists. */
const adminSubscriberRow = pure(() =>
  z.object({
    userId: z.string(),
    email: z.string(),
    subscribed: z.boolean(),
    subscriptionStatus: z.nullable(z.string()),
    subscriptionTier: z.nullable(planId),
    testMode: z.boolean(),
    stripeCustomerId: z.nullable(z.string()),
    updatedAt: z.string(),
  }),
);

/** One plan's share of monthly recurring revenue. */
const planRevenue = pure(() => z.object({ plan: planId, subscriptions: nonNegativeInteger(), mrrCents: nonNegativeInteger() }));

/** The figures of one Stripe mode (live payments, or the sandbox's test payments). */
const businessFigures = pure(() =>
  z.object({
    /** Active and past-due subscriptions, weekly and yearly converted to a month (list prices, whole cents). */
    mrrCents: nonNegativeInteger(),
    byPlan: z.array(planRevenue),
    trialsStartedLast30Days: nonNegativeInteger(),
    /** Trials that ended in the last 30 days, and how many of them became paid. */
    trialsEndedLast30Days: nonNegativeInteger(),
    trialsConvertedLast30Days: nonNegativeInteger(),
    /** converted ÷ ended, null when no trial ended. */
    trialConversionRate: z.nullable(z.number()),
    /** Subscriptions that lost access this calendar month (UTC). */
    cancellationsThisMonth: nonNegativeInteger(),
    pastDue: nonNegativeInteger(),
  }),
);

export const adminSummary = pure(() =>
  defineRoute({
    name: 'adminSummary',
    method: 'GET',
    path: '/api/admin/summary',
    access: 'admin',
    rateLimit: adminRead,
    handler: 'admin/handlers/summary',
    response: z.object({
      /**
       * The overview's stat cards (docs/product-rules.md#admin-overview), from the counters kept
       * with every subscriber write (every mode together).
       */
      counts: z.object({
        totalSubscribers: nonNegativeInteger(),
        activeSubscriptions: nonNegativeInteger(),
        trialing: nonNegativeInteger(),
        syncIssues: nonNegativeInteger(),
      }),
      production: businessFigures,
      sandbox: businessFigures,
      /**
       * The subscribers out of sync (docs/product-rules.md#subscription-sync-mismatch), oldest
       * change first; at most `MISMATCH_LIST_LIMIT`.
       */
      mismatches: z.array(adminSubscriberRow),
      lastReconcile: z.nullable(reconcileRun),
      generatedAt: z.string(),
    }),
  }),
);

/** This file's routes; functions/route-table.ts gathers every feature's. */
export const adminSummaryRoutes = pure(() => [adminSummary] as const satisfies readonly RouteDefinition[]);

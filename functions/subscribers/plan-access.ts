import type * as z from 'zod/mini';
import { PLAN_FEATURES, planHasFeature, plansWithFeature, type PlanFeatureId } from '#functions/shared/plans';
import { PlanRequired } from '#functions/platform/errors';
import type { AuthContext } from '#functions/platform/http/auth';
import { composeRouteHandler, type RouteHandler, type RouteInput } from '#functions/platform/http/handler';
import type { RouteDefinition } from '#functions/platform/route';
import { subscriberWithAccess } from './access';
import type { SubscriberRecord } from './store';

/** What a locked feature's 402 says: which plans have it, so the prompt can offer the upgrade. */
export function planRequiredMessage(feature: PlanFeatureId): string {
  return `${PLAN_FEATURES[feature].name} comes with the ${plansWithFeature(feature)} plan${PLAN_FEATURES[feature].plans.length > 1 ? 's' : ''}.`;
}

/**
 * Whether this subscriber may use `feature` now: a plan that includes it and a subscription that
 * gives access (trialing counts; canceled or unpaid does not). A downgrade or a lapse keeps the
 * feature's data; only this answer changes.
 */
export function subscriberHasFeature(record: SubscriberRecord | null, feature: PlanFeatureId): boolean {
  return Boolean(record?.subscribed) && planHasFeature(record?.subscriptionTier, feature);
}

/** Throws PlanRequired (402) unless the caller's plan includes `feature`. */
export async function requirePlanFeature(auth: AuthContext, feature: PlanFeatureId): Promise<SubscriberRecord> {
  const record = await subscriberWithAccess(auth);
  if (!record || !subscriberHasFeature(record, feature)) throw new PlanRequired(planRequiredMessage(feature));
  return record;
}

/**
 * The handler of a route declared with `plan`: the shared chain, plus the plan check after the
 * access rule and the rate limit and before validation, so a caller without the plan learns that
 * first, whatever they sent.
 */
export function planRouteHandler<R extends RouteDefinition & { plan: PlanFeatureId }>(
  route: R,
  run: (input: RouteInput<R>) => Promise<z.input<R['response']>>,
): RouteHandler {
  return composeRouteHandler(route, run, {
    planCheck: async (declared, auth) => {
      await requirePlanFeature(auth, declared.plan!);
    },
  });
}

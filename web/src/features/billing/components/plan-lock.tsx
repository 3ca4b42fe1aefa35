import type { ReactNode } from 'react';
import type { Subscriber } from '#functions/shared/schemas';
import { cheapestPlanWith, PLAN_FEATURES, planById, planHasFeature, plansWithFeature, type PlanFeatureId } from '#functions/shared/plans';
import { Card } from '@/components/ui/card';
import { DASHBOARD_TAB_PARAM } from '@/config/paths';

export interface PlanLockProps {
  readonly feature: PlanFeatureId;
  readonly subscriber: Subscriber;
  readonly children: ReactNode;
}

/** Whether the subscriber's plan opens a feature's view (the server checks the same on every route). */
export function hasPlanFeature(subscriber: Subscriber, feature: PlanFeatureId): boolean {
  return subscriber.subscribed && planHasFeature(subscriber.subscriptionTier, feature);
}

/**
 * A plan feature's view, or what it does and the way to the plan that has it. A downgrade keeps the
 * feature's data: the view locks and opens again on an upgrade.
 */
export function PlanLock({ feature, subscriber, children }: PlanLockProps) {
  if (hasPlanFeature(subscriber, feature)) return <>{children}</>;
  const { name, summary } = PLAN_FEATURES[feature];
  const upgrade = planById(cheapestPlanWith(feature));
  return (
    <Card className="plan-lock">
      <h2>{name}</h2>
      <p>{summary}</p>
      <p className="muted">
        Included in the {plansWithFeature(feature)} {PLAN_FEATURES[feature].plans.length > 1 ? 'plans' : 'plan'}.
      </p>
      <a className="button button--primary" href={`/dashboard?${DASHBOARD_TAB_PARAM}=subscription`}>
        Upgrade to {upgrade.name}
      </a>
    </Card>
  );
}

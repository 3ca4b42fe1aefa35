import { useState, type ReactNode } from 'react';
import type { Subscriber } from '#functions/shared/schemas';
import { displayState, isPlanChangeIgnored } from '#functions/billing/subscription';
import {
  cheapestPlanWith,
  formatPrice,
  PLAN_FEATURES,
  planById,
  planHasFeature,
  plansWithFeature,
  type PlanFeatureId,
} from '#functions/shared/plans';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { dashboardTabPath } from '@/config/paths';
import { usePlanSwitch } from '../use-plan-switch';

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
 *
 * The heading is the feature's name and the button says "Upgrade to <Plan>" (the cheapest plan
 * with it). With a subscription the button is the plan change itself, as on the plan cards (same
 * call, same toasts); without one it leads to the Subscription tab, where a plan is started.
 */
export function PlanLock({ feature, subscriber, children }: PlanLockProps) {
  if (hasPlanFeature(subscriber, feature)) return <>{children}</>;
  const { name, summary } = PLAN_FEATURES[feature];
  const upgrade = planById(cheapestPlanWith(feature));
  return (
    <Card className="plan-lock" as="section" aria-label={name}>
      <h2>{name}</h2>
      <p>{summary}</p>
      <p className="muted">
        Included in the {plansWithFeature(feature)} {PLAN_FEATURES[feature].plans.length > 1 ? 'plans' : 'plan'}.
      </p>
      <UpgradeButton subscriber={subscriber} plan={upgrade.id} />
    </Card>
  );
}

function UpgradeButton({ subscriber, plan }: { readonly subscriber: Subscriber; readonly plan: ReturnType<typeof cheapestPlanWith> }) {
  // Read once: rendering stays pure, and a visit is short next to a billing period.
  const [now] = useState(() => new Date());
  const { switchPlan, pending } = usePlanSwitch();
  const target = planById(plan);
  const state = displayState(subscriber, now);
  const current = { tier: subscriber.subscriptionTier, state };
  const label = `Upgrade to ${target.name}`;

  if (state === 'none' || current.tier === null) {
    return (
      <a className={buttonClass({ variant: 'primary' })} href={dashboardTabPath('subscription')}>
        {label}
      </a>
    );
  }
  return (
    <>
      <p className="muted">{`${formatPrice(target)}. Plan changes take effect immediately, with prorated billing.`}</p>
      <Button
        variant="primary"
        pending={pending}
        pendingLabel="Upgrading..."
        // A plan above the current one is always a change; the guard is the cards' own.
        onClick={() => void (isPlanChangeIgnored(plan, current) ? undefined : switchPlan(plan))}
      >
        {label}
      </Button>
    </>
  );
}

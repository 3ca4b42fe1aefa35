import { useId, useState } from 'react';
import type { Subscriber } from '#functions/shared/schemas';
import { formatPrice, planById, PLANS, type Plan, type PlanId } from '#functions/shared/plans';
import { formatEpochDate, isPlanChangeIgnored, planButton, type DisplayState, type PlanButton } from '#functions/billing/subscription';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notify } from '@/components/ui/toast';
import { formatIsoDate } from '@/lib/subscription-status';
import { createCheckout } from '../api/create-checkout';
import { openCheckout } from '../open-checkout';
import { usePlanSwitch } from '../use-plan-switch';
import './subscription-management.css';

/** The management view sells the yearly plan against twelve months of the monthly one (docs/product-rules.md#plan-buttons). */
const YEARLY_SAVING = planById('monthly').price * 12 - planById('yearly').price;

/** What the management view says on top of the shared price list (docs/product-rules.md#plan-buttons). */
const EXTRAS: Partial<Record<PlanId, { readonly note: string }>> = {
  yearly: { note: `Save $${YEARLY_SAVING}/year` },
};

function errorText(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

/** Cheapest first, as PLANS lists them: a later plan is an upgrade (docs/product-rules.md#plans-and-prices). */
const rank = (plan: PlanId) => PLANS.findIndex((p) => p.id === plan);

export interface PlansAndPricingProps {
  readonly subscriber: Subscriber;
  readonly state: DisplayState;
  /** The current plan is in its free trial. */
  readonly trial: boolean;
  /** Epoch seconds of the trial's first charge, when that is known. */
  readonly firstCharge: number | null;
}

/** The plan cards (docs/product-rules.md#plan-buttons): start a trial, or upgrade, downgrade or reactivate the current subscription. */
export function PlansAndPricing({ subscriber, state, trial, firstCharge }: PlansAndPricingProps) {
  const [pending, setPending] = useState<PlanId | null>(null);
  const { switchPlan: changeTo } = usePlanSwitch();
  const current = { tier: subscriber.subscriptionTier, state };

  async function startCheckout(tier: PlanId) {
    let leaving = false;
    try {
      const { url } = await createCheckout({ tier, from: 'dashboard' });
      leaving = openCheckout(url) === 'same-window';
    } catch (error) {
      console.error('Checkout failed to start:', error);
      notify({ title: 'Checkout Error', description: errorText(error) ?? 'Failed to start checkout process', variant: 'destructive' });
    } finally {
      // Stripe's page is replacing this one: keep the buttons off until it does.
      if (!leaving) setPending(null);
    }
  }

  async function switchPlan(tier: PlanId) {
    await changeTo(tier);
    setPending(null);
  }

  function choose(plan: PlanId, button: PlanButton) {
    if (button.action === 'none') return;
    if (button.action === 'change' && isPlanChangeIgnored(plan, current)) return;
    setPending(plan);
    void (button.action === 'checkout' ? startCheckout(plan) : switchPlan(plan));
  }

  return (
    <div className="sm-section">
      <p className="muted">
        {state === 'none' ? 'Pick a plan to start your free trial.' : 'Plan changes take effect immediately, with prorated billing.'}
      </p>
      <ul className="sm-plans">
        {PLANS.map((plan) => {
          const isCurrent = state !== 'none' && plan.id === current.tier;
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              button={planButton(plan.id, current)}
              current={isCurrent}
              // A plan below the current one is offered quietly; the rest invite a click.
              emphasised={
                !isCurrent
                  ? current.tier === null || state === 'none' || rank(plan.id) > rank(current.tier)
                  : state === 'canceled-in-access'
              }
              canceledUntil={isCurrent && state === 'canceled-in-access' ? subscriber.subscriptionEnd : null}
              trial={isCurrent && trial}
              firstCharge={isCurrent && trial ? firstCharge : null}
              pending={pending}
              onChoose={choose}
            />
          );
        })}
      </ul>
    </div>
  );
}

interface PlanCardProps {
  readonly plan: Plan;
  readonly button: PlanButton;
  /** The subscriber's plan, canceled or not. */
  readonly current: boolean;
  /** The primary look: a plan to start, upgrade to or reactivate. */
  readonly emphasised: boolean;
  /** The end of access when this is the current, canceled plan. */
  readonly canceledUntil: string | null;
  /** The current plan, in its free trial. */
  readonly trial: boolean;
  /** Epoch seconds of the trial's first charge, when known. */
  readonly firstCharge: number | null;
  /** The plan whose action is in flight; every button waits for it. */
  readonly pending: PlanId | null;
  readonly onChoose: (plan: PlanId, button: PlanButton) => void;
}

function PlanCard({ plan, button, current, emphasised, canceledUntil, trial, firstCharge, pending, onChoose }: PlanCardProps) {
  const nameId = useId();
  const extras = EXTRAS[plan.id];
  return (
    <li className="sm-plans__item">
      <Card
        as="article"
        aria-labelledby={nameId}
        tone={current ? 'highlight' : 'default'}
        footer={
          <Button
            variant={emphasised ? 'primary' : 'outline'}
            block
            disabled={button.disabled || pending !== null}
            aria-busy={pending === plan.id || undefined}
            aria-describedby={nameId}
            onClick={() => onChoose(plan.id, button)}
          >
            {button.label}
          </Button>
        }
      >
        <div className="sm-plan__head">
          <h4 id={nameId} className="sm-plan__name">
            {plan.name}
          </h4>
          {plan.mostPopular ? <Badge variant="info">Most Popular</Badge> : null}
          {canceledUntil !== null ? <Badge variant="danger">Canceled</Badge> : null}
          {trial ? <Badge variant="success">Trial</Badge> : null}
        </div>
        <p className="sm-plan__price">{formatPrice(plan)}</p>
        {extras ? <p className="sm-plan__note">{extras.note}</p> : null}
        <p className="muted">{plan.description}</p>
        <ul className="sm-checklist">
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {canceledUntil !== null ? <p className="sm-plan__when">{`Access until ${formatIsoDate(canceledUntil)}`}</p> : null}
        {firstCharge !== null ? <p className="sm-plan__when">{`First charge on ${formatEpochDate(firstCharge)}`}</p> : null}
      </Card>
    </li>
  );
}

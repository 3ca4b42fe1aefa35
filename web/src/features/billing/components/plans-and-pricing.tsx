import { useEffect, useId, useRef, useState } from 'react';
import type { Subscriber } from '../../../../../functions/contract/schemas';
import { formatPrice, planById, PLANS, type Plan, type PlanId } from '../../../../../functions/domain/plans';
import {
  formatEpochDate,
  isPlanChangeIgnored,
  planButton,
  type DisplayState,
  type PlanButton,
} from '../../../../../functions/domain/subscription';
import { notify } from '@/components/ui/toast';
import { changePlan } from '@/features/billing/api/change-plan';
import { createCheckout } from '@/features/billing/api/create-checkout';
import { openCheckout } from '@/features/billing/open-checkout';
import './subscription-management.css';

/** Spec 9 "plan refresh": the webhook may still be writing the record when the change answers. */
export const PLAN_REFRESH_MS = 1000;

/** Spec 9: the management view sells the yearly plan against twelve months of the monthly one. */
const YEARLY_SAVING = planById('monthly').price * 12 - planById('yearly').price;

/** What the management view says on top of the shared price list (spec 9). */
const EXTRAS: Partial<Record<PlanId, { readonly features: readonly string[]; readonly note: string }>> = {
  yearly: { features: ['Annual planning tools'], note: `Save $${YEARLY_SAVING}/year` },
};

function errorText(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

export interface PlansAndPricingProps {
  readonly subscriber: Subscriber;
  readonly state: DisplayState;
  readonly onSubscriberChange: (subscriber: Subscriber) => void;
  /** Reads the subscriber again; called {@link PLAN_REFRESH_MS} after a successful change. */
  readonly onReload: () => void | Promise<void>;
}

/** Spec 4 plan cards: start a trial, or upgrade, downgrade or reactivate the current subscription. */
export function PlansAndPricing({ subscriber, state, onSubscriberChange, onReload }: PlansAndPricingProps) {
  const [pending, setPending] = useState<PlanId | null>(null);
  const refreshTimer = useRef<number | undefined>(undefined);
  const current = { tier: subscriber.subscriptionTier, state };

  useEffect(() => () => window.clearTimeout(refreshTimer.current), []);

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
    try {
      const result = await changePlan({ tier });
      onSubscriberChange(result.subscriber);
      notify({ title: 'Plan Updated', description: 'Your subscription has been updated successfully!' });
      window.clearTimeout(refreshTimer.current);
      refreshTimer.current = window.setTimeout(() => void onReload(), PLAN_REFRESH_MS);
    } catch (error) {
      console.error('Plan change failed:', error);
      notify({
        title: 'Error',
        description: `Failed to process plan change: ${errorText(error) ?? 'Unknown error'}`,
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
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
        {state === 'none'
          ? 'Pick a plan to start your free trial.'
          : 'Plan changes take effect immediately, with prorated billing.'}
      </p>
      <ul className="sm-plans">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            button={planButton(plan.id, current)}
            canceledUntil={plan.id === current.tier && state === 'canceled-in-access' ? subscriber.subscriptionEnd : null}
            pending={pending}
            onChoose={choose}
          />
        ))}
      </ul>
    </div>
  );
}

interface PlanCardProps {
  readonly plan: Plan;
  readonly button: PlanButton;
  /** The end of access when this is the current, canceled plan. */
  readonly canceledUntil: string | null;
  /** The plan whose action is in flight; every button waits for it. */
  readonly pending: PlanId | null;
  readonly onChoose: (plan: PlanId, button: PlanButton) => void;
}

function PlanCard({ plan, button, canceledUntil, pending, onChoose }: PlanCardProps) {
  const nameId = useId();
  const extras = EXTRAS[plan.id];
  const current = button.label === 'Current Plan' || canceledUntil !== null;
  const emphasised = button.label !== 'Current Plan' && button.label !== 'Downgrade';
  return (
    <li className="sm-plans__item">
      <article className={current ? 'card sm-plan sm-plan--current' : 'card sm-plan'} aria-labelledby={nameId}>
        <div className="sm-plan__head">
          <h3 id={nameId} className="sm-plan__name">
            {plan.name}
          </h3>
          {plan.mostPopular ? <span className="sm-badge">Most Popular</span> : null}
          {canceledUntil !== null ? <span className="sm-badge sm-badge--danger">Canceled</span> : null}
        </div>
        <p className="sm-plan__price">{formatPrice(plan)}</p>
        {extras ? <p className="sm-plan__note">{extras.note}</p> : null}
        <p className="muted">{plan.description}</p>
        <ul className="sm-checklist">
          {[...plan.features, ...(extras?.features ?? [])].map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {canceledUntil !== null ? (
          <p className="sm-plan__access">{`Access until ${formatEpochDate(Date.parse(canceledUntil) / 1000)}`}</p>
        ) : null}
        <button
          type="button"
          className={emphasised ? 'button button--primary button--block' : 'button button--outline button--block'}
          disabled={button.disabled || pending !== null}
          aria-busy={pending === plan.id || undefined}
          aria-describedby={nameId}
          onClick={() => onChoose(plan.id, button)}
        >
          {button.label}
        </button>
      </article>
    </li>
  );
}

import { useId, useState } from 'react';
import type { Subscriber } from '../../../../../functions/contract/schemas';
import { formatEpochDate, type DisplayState } from '../../../../../functions/domain/subscription';
import { notify } from '@/components/ui/toast';
import { cancelSubscription } from '@/features/billing/api/cancel-subscription';
import './subscription-management.css';

/** Spec 5: the exact question asked before canceling. */
export const CANCEL_CONFIRMATION =
  "Are you sure you want to cancel your subscription? You'll still have access until your current billing period ends.";

export interface SubscriptionSettingsProps {
  readonly subscriber: Subscriber;
  readonly state: DisplayState;
  readonly onSubscriberChange: (subscriber: Subscriber) => void;
}

/** The danger zone: cancel at the end of the billing period (spec 8 "Cancel"). */
export function SubscriptionSettings({ subscriber, state, onSubscriberChange }: SubscriptionSettingsProps) {
  const headingId = useId();
  const [canceling, setCanceling] = useState(false);

  async function cancel() {
    if (!window.confirm(CANCEL_CONFIRMATION)) return;
    setCanceling(true);
    try {
      const { subscriber: updated } = await cancelSubscription();
      onSubscriberChange(updated);
      notify({
        title: 'Subscription Canceled',
        description: "Your subscription has been canceled. You'll still have access until your current billing period ends.",
      });
    } catch (error) {
      console.error('Cancel failed:', error);
      notify({
        title: 'Error',
        description: error instanceof Error && error.message ? error.message : 'Failed to cancel subscription. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setCanceling(false);
    }
  }

  return (
    <section className="card sm-danger" aria-labelledby={headingId}>
      <h3 id={headingId} className="sm-danger__title">
        Danger Zone
      </h3>
      {state === 'active' ? (
        <>
          <p className="muted">
            Canceling stops your subscription at the end of the current billing period. You keep your daily ideas until
            then, and you can reactivate from Plans &amp; Pricing before it ends.
          </p>
          <div>
            <button
              type="button"
              className="button sm-button--danger"
              onClick={() => void cancel()}
              disabled={canceling}
              aria-busy={canceling || undefined}
            >
              Cancel Subscription
            </button>
          </div>
        </>
      ) : null}
      {state === 'canceled-in-access' && subscriber.subscriptionEnd ? (
        <p className="muted">
          {`Your subscription is canceled. Your access ends on ${formatEpochDate(Date.parse(subscriber.subscriptionEnd) / 1000)}.`}
        </p>
      ) : null}
      {state === 'none' ? <p className="muted">You don&apos;t have an active subscription, so there is nothing to cancel.</p> : null}
    </section>
  );
}

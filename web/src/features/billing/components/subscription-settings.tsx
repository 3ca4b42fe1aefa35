import type { Subscriber } from '#functions/shared/schemas';
import type { DisplayState } from '#functions/billing/subscription';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notify } from '@/components/ui/toast';
import { messageOr } from '@/lib/api-client';
import { formatIsoDate } from '@/lib/subscription-status';
import { useCancelSubscription } from '../api/cancel-subscription';
import './subscription-management.css';

/** The exact question asked before canceling (docs/product-rules.md#plan-changes-and-cancellation). */
export const CANCEL_CONFIRMATION =
  "Are you sure you want to cancel your subscription? You'll still have access until your current billing period ends.";

export interface SubscriptionSettingsProps {
  readonly subscriber: Subscriber;
  readonly state: DisplayState;
}

/** The danger zone: cancel at the end of the billing period (docs/product-rules.md#plan-changes-and-cancellation). */
export function SubscriptionSettings({ subscriber, state }: SubscriptionSettingsProps) {
  const cancel = useCancelSubscription();

  function confirmAndCancel() {
    // The browser's own confirmation: one question, answered in place.
    if (!window.confirm(CANCEL_CONFIRMATION)) return;
    cancel.mutate(undefined, {
      onSuccess: () =>
        notify({
          title: 'Subscription Canceled',
          description: "Your subscription has been canceled. You'll still have access until your current billing period ends.",
        }),
      onError: (error) => {
        console.error('Cancel failed:', error);
        notify({
          title: 'Error',
          description: messageOr(error, 'Failed to cancel subscription. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <Card as="section" tone="danger" title="Danger Zone" titleAs="h4">
      {state === 'active' ? (
        <>
          <p className="muted">
            Canceling stops your subscription at the end of the current billing period. You keep your daily ideas until then, and you can
            reactivate from Plans &amp; Pricing before it ends.
          </p>
          <div>
            <Button variant="danger" onClick={confirmAndCancel} pending={cancel.isPending}>
              Cancel Subscription
            </Button>
          </div>
        </>
      ) : null}
      {state === 'canceled-in-access' && subscriber.subscriptionEnd ? (
        <p className="muted">{`Your subscription is canceled. Your access ends on ${formatIsoDate(subscriber.subscriptionEnd)}.`}</p>
      ) : null}
      {state === 'none' ? <p className="muted">You don&apos;t have an active subscription, so there is nothing to cancel.</p> : null}
    </Card>
  );
}

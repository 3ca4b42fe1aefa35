import { useState } from 'react';
import type { StripeEnvironment } from '#functions/shared/schemas';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { messageOr } from '@/lib/api-client';
import { useStripeEnvironment } from '../api/get-stripe-environment';
import { useSetStripeEnvironment } from '../api/set-stripe-environment';
import { ENVIRONMENT_LABELS } from '../admin-format';
import '../admin.css';

/** The toast after a switch (docs/product-rules.md#stripe-environment). */
export function environmentSwitchedNotice(environment: StripeEnvironment) {
  return {
    title: 'Stripe Environment Updated',
    description: `Switched to ${environment} mode. All new payments will use ${environment} Stripe keys.`,
  };
}

const OTHER: Record<StripeEnvironment, StripeEnvironment> = { sandbox: 'production', production: 'sandbox' };
const SWITCH_LABELS: Record<StripeEnvironment, string> = { sandbox: 'Switch to Sandbox', production: 'Switch to Production' };

/**
 * The `stripe_environment` setting: which keys new payments use, and which modes have keys. Going
 * live is confirmed first (real cards are charged from then on); back to the sandbox is not. A
 * mode without keys is refused by the server, whose reason is shown.
 */
export function StripeEnvironmentCard() {
  const state = useStripeEnvironment();
  const change = useSetStripeEnvironment();
  const [confirming, setConfirming] = useState(false);

  async function switchTo(environment: StripeEnvironment) {
    try {
      await change.mutateAsync(environment);
      notify(environmentSwitchedNotice(environment));
    } catch (error) {
      console.error('Stripe environment switch failed:', error);
      notify({ title: 'Failed to switch Stripe environment', description: messageOr(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setConfirming(false);
    }
  }

  if (state.isPending) {
    return (
      <Card as="section" title="Stripe environment">
        <p className="muted" role="status">
          Loading the Stripe environment...
        </p>
      </Card>
    );
  }
  if (state.isError) {
    return (
      <Card
        as="section"
        title="Stripe environment"
        tone="danger"
        footer={
          <Button variant="outline" size="small" onClick={() => void state.refetch()}>
            Try again
          </Button>
        }
      >
        <p>{`Could not read the Stripe environment: ${messageOr(state.error, 'please try again.')}`}</p>
      </Card>
    );
  }

  const { environment, configured } = state.data;
  const target = OTHER[environment];

  return (
    <Card
      as="section"
      title="Stripe environment"
      description="The Stripe keys every new checkout and subscription change uses."
      footer={
        target === 'production' ? (
          <Dialog open={confirming} onOpenChange={setConfirming}>
            {/* The trigger, so focus returns to it when the dialog closes. */}
            <DialogTrigger className={buttonClass({ variant: 'danger' })} disabled={change.isPending}>
              {SWITCH_LABELS.production}
            </DialogTrigger>
            <DialogContent
              title="Switch to production?"
              description="All new payments will use the live Stripe keys and charge real cards."
              footer={
                <>
                  <DialogClose className={buttonClass({ variant: 'outline' })}>Stay in Sandbox</DialogClose>
                  <Button
                    variant="danger"
                    pending={change.isPending}
                    pendingLabel="Switching..."
                    onClick={() => void switchTo('production')}
                  >
                    {SWITCH_LABELS.production}
                  </Button>
                </>
              }
            />
          </Dialog>
        ) : (
          <Button variant="outline" pending={change.isPending} pendingLabel="Switching..." onClick={() => void switchTo('sandbox')}>
            {SWITCH_LABELS.sandbox}
          </Button>
        )
      }
    >
      <p>
        {'Payments are taken in '}
        {environment === 'production' ? (
          <Badge variant="info">{ENVIRONMENT_LABELS.production}</Badge>
        ) : (
          <Badge variant="warning">{ENVIRONMENT_LABELS.sandbox}</Badge>
        )}
      </p>
      <dl className="admin-facts">
        {(['sandbox', 'production'] as const).map((mode) => (
          <div key={mode}>
            <dt>{`${ENVIRONMENT_LABELS[mode]} keys`}</dt>
            <dd>{configured[mode] ? <Badge variant="success">Configured</Badge> : <Badge variant="danger">Missing</Badge>}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

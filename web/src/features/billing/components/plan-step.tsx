import { useState } from 'react';
import { TRIAL_DAYS, type PlanId } from '#functions/shared/plans';
import { Button } from '@/components/ui/button';
import { useErrorNotice } from '@/lib/use-error-notice';
import { MissingPublishableKey, useBillingConfig } from '../api/get-billing-config';
import { checkoutConfigNotice } from '../checkout-messages';
import { useCheckout, type CheckoutPhase } from '../use-checkout';
import { EnvironmentBadge } from './environment-badge';
import { DEFAULT_PLAN, PlanChoice } from './plan-choice';
import { ClosedPaymentTabNote } from './closed-payment-tab-note';

const buttonLabels: Record<CheckoutPhase, string> = {
  idle: `Start ${TRIAL_DAYS}-Day Free Trial`,
  creating: 'Setting up...',
  redirecting: 'Setting up...',
  'awaiting-payment': 'Verifying Payment...',
  verifying: 'Verifying Payment...',
};

const configNotice = (error: unknown) => checkoutConfigNotice(error instanceof MissingPublishableKey);

/** Step 2 of /onboarding: "Choose Your Plan", then Stripe Checkout. */
export function PlanStep() {
  const [plan, setPlan] = useState<PlanId>(DEFAULT_PLAN);
  const config = useBillingConfig();
  useErrorNotice(config.error, configNotice, 'Could not load the Stripe configuration:');
  const checkout = useCheckout('onboarding');
  const busy = checkout.phase !== 'idle';
  const verifying = checkout.phase === 'awaiting-payment' || checkout.phase === 'verifying';

  return (
    <div className="onboarding-plans">
      {config.data ? <EnvironmentBadge environment={config.data.environment} testMode={config.data.testMode} /> : null}
      <PlanChoice label="Choose your plan" selected={plan} onSelect={setPlan} disabled={busy} />
      <div className="onboarding-plans__actions">
        <Button block pending={busy} onClick={() => checkout.start(plan)}>
          {buttonLabels[checkout.phase]}
        </Button>
        <p className="form__note" role="status">
          {verifying ? 'Please wait while we verify your payment...' : 'No commitment. Cancel anytime during your trial.'}
        </p>
        {checkout.phase === 'awaiting-payment' ? <ClosedPaymentTabNote onChooseAgain={checkout.reset} /> : null}
      </div>
    </div>
  );
}

import { useEffect, useState } from 'react';
import type { StripeEnvironment } from '../../../../../functions/contract/schemas';
import { TRIAL_DAYS, type PlanId } from '../../../../../functions/domain/plans';
import { notify } from '@/components/ui/toast';
import { getBillingConfig } from '@/features/billing/api/get-billing-config';
import { EnvironmentBadge } from './environment-badge';
import { DEFAULT_PLAN, PlanChoice } from './plan-choice';
import { CHECKOUT_ERROR_TITLE, NO_PUBLISHABLE_KEY, STRIPE_CONFIG_ERROR } from '@/features/billing/checkout-messages';
import { useCheckout, type CheckoutPhase } from '@/features/billing/use-checkout';
import { ClosedPaymentTabNote } from './closed-payment-tab-note';

const buttonLabels: Record<CheckoutPhase, string> = {
  idle: `Start ${TRIAL_DAYS}-Day Free Trial`,
  creating: 'Setting up...',
  redirecting: 'Setting up...',
  'awaiting-payment': 'Verifying Payment...',
  verifying: 'Verifying Payment...',
};

/** Step 2 of /onboarding: "Choose Your Plan", then Stripe Checkout. */
export function PlanStep() {
  const [plan, setPlan] = useState<PlanId>(DEFAULT_PLAN);
  const [environment, setEnvironment] = useState<{ environment: StripeEnvironment; testMode: boolean } | null>(null);
  const checkout = useCheckout('onboarding');
  const verifying = checkout.phase === 'awaiting-payment' || checkout.phase === 'verifying';

  useEffect(() => {
    let cancelled = false;
    getBillingConfig().then(
      (config) => {
        if (cancelled) return;
        if (!config.publishableKey) {
          notify({ title: CHECKOUT_ERROR_TITLE, description: NO_PUBLISHABLE_KEY, variant: 'destructive' });
          return;
        }
        setEnvironment({ environment: config.environment, testMode: config.testMode });
      },
      (error: unknown) => {
        console.error('Could not load the Stripe configuration:', error);
        if (!cancelled) notify({ title: CHECKOUT_ERROR_TITLE, description: STRIPE_CONFIG_ERROR, variant: 'destructive' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <div className="onboarding-plans">
      {environment ? <EnvironmentBadge environment={environment.environment} testMode={environment.testMode} /> : null}
      <PlanChoice label="Choose your plan" selected={plan} onSelect={setPlan} disabled={checkout.phase !== 'idle'} />
      <div className="onboarding-plans__actions">
        <button
          type="button"
          className="button button--primary button--block"
          disabled={checkout.phase !== 'idle'}
          aria-busy={checkout.phase !== 'idle'}
          onClick={() => checkout.start(plan)}
        >
          {buttonLabels[checkout.phase]}
        </button>
        <p className="form__note" role="status">
          {verifying ? 'Please wait while we verify your payment...' : 'No commitment. Cancel anytime during your trial.'}
        </p>
        {checkout.phase === 'awaiting-payment' ? <ClosedPaymentTabNote onChooseAgain={checkout.reset} /> : null}
      </div>
    </div>
  );
}

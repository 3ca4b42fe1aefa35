import { useState } from 'react';
import { Link, redirect, useLoaderData } from 'react-router-dom';
import type { Subscriber } from '#functions/shared/schemas';
import type { PlanId } from '#functions/shared/plans';
import { PRODUCT_NAME } from '#functions/shared/product';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DEFAULT_PLAN, PlanChoice } from '../../features/billing/components/plan-choice';
import { useDropCheckoutCanceled } from '../../features/billing/use-drop-checkout-canceled';
import { checkCompleteSubscriptionAccess } from '../../features/onboarding/complete-subscription-guard';
import '../../features/onboarding/onboarding.css';
import { useCheckout, type CheckoutPhase } from '../../features/billing/use-checkout';
import { nicheName, useNiches } from '../../lib/api/list-niches';
import { paths } from '../../config/paths';
import { ClosedPaymentTabNote } from '../../features/billing/components/closed-payment-tab-note';

const buttonLabels: Record<CheckoutPhase, string> = {
  idle: 'Resume Subscription',
  creating: 'Setting up checkout...',
  redirecting: 'Setting up checkout...',
  'awaiting-payment': 'Verifying Payment...',
  verifying: 'Verifying Payment...',
};

/** Only a signed-in person with an unpaid record stays (docs/product-rules.md#complete-subscription); the others are sent on. */
export async function completeSubscriptionLoader(): Promise<Subscriber> {
  const access = await checkCompleteSubscriptionAccess();
  if (access.kind === 'redirect') throw redirect(access.to);
  return access.subscriber;
}

/**
 * /complete-subscription: for someone who created an account but left before paying. Stripe's
 * cancel link (`?checkout=canceled`) comes back here, quietly.
 */
export function CompleteSubscriptionRoute() {
  const subscriber = useLoaderData<typeof completeSubscriptionLoader>();
  useDropCheckoutCanceled();

  return (
    <div className="auth-page">
      <title>{`Complete your subscription | ${PRODUCT_NAME}`}</title>
      <ResumeSubscription subscriber={subscriber} />
    </div>
  );
}

function ResumeSubscription({ subscriber }: { readonly subscriber: Subscriber }) {
  const [plan, setPlan] = useState<PlanId>(DEFAULT_PLAN);
  const { niches } = useNiches();
  const checkout = useCheckout('complete-subscription');
  const busy = checkout.phase !== 'idle';
  const verifying = checkout.phase === 'awaiting-payment' || checkout.phase === 'verifying';
  const firstName = subscriber.firstName.trim();

  return (
    <Card as="section" className="auth-card onboarding-card onboarding-card--wide" aria-labelledby="complete-heading">
      <p className="auth-card__brand">{PRODUCT_NAME}</p>
      <h1 id="complete-heading" className="auth-card__title">
        {`Welcome Back, ${firstName.charAt(0).toUpperCase()}${firstName.slice(1)}!`}
      </h1>
      <p className="auth-card__subtitle">Choose a plan to finish setting up and start receiving your daily content ideas.</p>
      {subscriber.niche ? (
        <p className="onboarding-niche">
          {'Your niche: '}
          <strong>{nicheName(niches, subscriber.niche)}</strong>
        </p>
      ) : null}
      <div className="onboarding-plans">
        <PlanChoice label="Choose your plan" selected={plan} onSelect={setPlan} disabled={busy} showFeatures={false} />
        <div className="onboarding-plans__actions">
          <Button block pending={busy} onClick={() => checkout.start(plan)}>
            {buttonLabels[checkout.phase]}
          </Button>
          {verifying ? (
            <p className="form__note" role="status">
              Please wait while we verify your payment...
            </p>
          ) : null}
          {checkout.phase === 'awaiting-payment' ? <ClosedPaymentTabNote onChooseAgain={checkout.reset} /> : null}
          <Link to={paths.dashboard} className={buttonClass({ variant: 'outline', block: true })}>
            Back to Dashboard
          </Link>
          <p className="form__note">7-day free trial • Cancel anytime • Secure payment</p>
        </div>
      </div>
    </Card>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TRIAL_DAYS } from '../../../../functions/domain/plans';
import { PRODUCT_NAME } from '../../../../functions/domain/product';
import { useDropCheckoutCanceled } from '@/features/billing/use-drop-checkout-canceled';
import { PlanStep } from '@/features/billing/components/plan-step';
import { SignUpForm } from '@/features/onboarding/components/sign-up-form';
import { onboardingStart } from '@/features/onboarding/resume';
import '@/features/onboarding/onboarding.css';
import { paths } from '@/config/paths';

type Step = { readonly name: 'checking' } | { readonly name: 'account'; readonly sessionEmail: string | null } | { readonly name: 'plan' };

/**
 * /onboarding: step 1 creates the account and subscriber record, step 2 chooses a plan and opens
 * Stripe Checkout. Someone signed in who has not paid yet resumes at step 2; Stripe's cancel link
 * (`?checkout=canceled`) lands there too, without any message.
 */
export function OnboardingRoute() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'checking' });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let cancelled = false;
    void onboardingStart().then(async (start) => {
      if (cancelled) return;
      if (start.step === 'subscribed') await navigate(paths.dashboard, { replace: true });
      else setStep(start.step === 'plan' ? { name: 'plan' } : { name: 'account', sessionEmail: start.sessionEmail });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  useDropCheckoutCanceled();

  function showPlans() {
    setStep({ name: 'plan' });
    // Move focus with the content so keyboard and screen-reader users start at the new step.
    requestAnimationFrame(() => heading.current?.focus());
  }

  if (step.name === 'checking') {
    return (
      <div className="onboarding-page">
        <p className="onboarding-status" role="status">
          Loading...
        </p>
      </div>
    );
  }

  const account = step.name === 'account';
  return (
    <div className="onboarding-page">
      <title>{account ? `Create your account | ${PRODUCT_NAME}` : `Choose your plan | ${PRODUCT_NAME}`}</title>
      <section className={account ? 'card auth-card onboarding-card' : 'card auth-card onboarding-card onboarding-card--wide'} aria-labelledby="onboarding-heading">
        <p className="auth-card__brand">{PRODUCT_NAME}</p>
        <p className="onboarding-card__step">{account ? 'Step 1 of 2' : 'Step 2 of 2'}</p>
        <h1 id="onboarding-heading" ref={heading} tabIndex={-1} className="auth-card__title">
          {account ? `Join ${PRODUCT_NAME}` : 'Choose Your Plan'}
        </h1>
        <p className="auth-card__subtitle">
          {account ? 'Get started with your free trial' : `Every plan starts with a ${TRIAL_DAYS}-day free trial. Pick the one that suits you.`}
        </p>
        {account ? <SignUpForm sessionEmail={step.sessionEmail} onAccountReady={showPlans} /> : <PlanStep />}
      </section>
      {account ? (
        <p className="form__note">
          {'Already have an account? '}
          <Link to={paths.auth} className="link">
            Sign in
          </Link>
        </p>
      ) : null}
    </div>
  );
}

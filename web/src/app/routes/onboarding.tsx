import { useRef, useState } from 'react';
import { Link, redirect, useLoaderData } from 'react-router-dom';
import { TRIAL_DAYS } from '#functions/shared/plans';
import { PRODUCT_NAME } from '#functions/shared/product';
import { Card } from '../../components/ui/card';
import { useDropCheckoutCanceled } from '../../features/billing/use-drop-checkout-canceled';
import { PlanStep } from '../../features/billing/components/plan-step';
import { SignOutNote } from '../../features/onboarding/components/sign-out-note';
import { SignUpForm } from '../../features/onboarding/components/sign-up-form';
import { onboardingStart } from '../../features/onboarding/resume';
import '../../features/onboarding/onboarding.css';
import { paths } from '../../config/paths';

/** Someone already subscribed has nothing to onboard; everyone else starts where they left off. */
export async function onboardingLoader() {
  const start = await onboardingStart();
  if (start.step === 'subscribed') throw redirect(paths.dashboard);
  return start;
}

type Step = Awaited<ReturnType<typeof onboardingLoader>>;

/**
 * /onboarding: step 1 creates the account and subscriber record, step 2 chooses a plan and opens
 * Stripe Checkout. Someone signed in who has not paid yet resumes at step 2; Stripe's cancel link
 * (`?checkout=canceled`) lands there too, without any message.
 */
export function OnboardingRoute() {
  const start = useLoaderData<typeof onboardingLoader>();
  // The loader's answer is where the page starts; from there the page moves on by itself.
  const [step, setStep] = useState<Step>(start);
  const heading = useRef<HTMLHeadingElement>(null);

  useDropCheckoutCanceled();

  function showPlans(email: string) {
    setStep({ step: 'plan', session: { email } });
    // Move focus with the content so keyboard and screen-reader users start at the new step.
    requestAnimationFrame(() => heading.current?.focus());
  }

  const account = step.step === 'account';
  return (
    <div className="auth-page">
      <title>{account ? `Create your account | ${PRODUCT_NAME}` : `Choose your plan | ${PRODUCT_NAME}`}</title>
      <Card
        as="section"
        className={account ? 'auth-card onboarding-card' : 'auth-card onboarding-card onboarding-card--wide'}
        aria-labelledby="onboarding-heading"
      >
        <p className="auth-card__brand">{PRODUCT_NAME}</p>
        <p className="onboarding-card__step">{account ? 'Step 1 of 2' : 'Step 2 of 2'}</p>
        <h1 id="onboarding-heading" ref={heading} tabIndex={-1} className="auth-card__title">
          {account ? `Join ${PRODUCT_NAME}` : 'Choose Your Plan'}
        </h1>
        <p className="auth-card__subtitle">
          {account
            ? 'Get started with your free trial'
            : `Every plan starts with a ${TRIAL_DAYS}-day free trial. Pick the one that suits you.`}
        </p>
        {account ? <SignUpForm sessionEmail={step.session?.email ?? null} onAccountReady={showPlans} /> : <PlanStep />}
      </Card>
      {step.session ? (
        <SignOutNote email={step.session.email} />
      ) : (
        <p className="form__note">
          {'Already have an account? '}
          <Link to={paths.auth} className="link">
            Sign in
          </Link>
        </p>
      )}
    </div>
  );
}

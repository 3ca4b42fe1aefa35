import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Subscriber } from '../../../../functions/contract/schemas';
import { PRODUCT_NAME } from '../../../../functions/domain/product';
import { announceCheckoutComplete } from '@/features/billing/checkout-signal';
import { verifySubscription } from '@/features/billing/verify-subscription';
import { SubscriptionWelcome } from '@/features/onboarding/components/subscription-welcome';
import '@/features/onboarding/onboarding.css';
import { loadAuth } from '@/lib/load-auth';
import { clearStoredReferral } from '@/lib/referral';
import { authPath, paths } from '@/config/paths';

type State =
  | { readonly name: 'verifying' }
  | { readonly name: 'welcome'; readonly subscriber: Subscriber }
  /** `signedIn`: whether a session was seen at all; without one there is nothing to verify here. */
  | { readonly name: 'timeout'; readonly signedIn: boolean };

const DASHBOARD_LOGIN_MESSAGE = 'Please log in to access your dashboard';

/**
 * /onboarding-success, Stripe's success URL. It tells the tab that opened the payment page that
 * checkout is done, waits for the webhook to mark the subscriber as subscribed, then welcomes them.
 */
export function OnboardingSuccessRoute() {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ name: 'verifying' });
  const [attempt, setAttempt] = useState(0);
  const announced = useRef(false);

  useEffect(() => {
    // Once per page load, although development mode runs effects twice.
    if (announced.current) return;
    announced.current = true;
    announceCheckoutComplete();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void verifySubscription(controller.signal).then((outcome) => {
      if (outcome.status === 'aborted') return;
      if (outcome.status === 'timeout') {
        setState({ name: 'timeout', signedIn: outcome.signedIn });
        return;
      }
      if (!outcome.me.subscriber) {
        setState({ name: 'timeout', signedIn: true });
        return;
      }
      // The server recorded the referral conversion when the subscription started (spec 4).
      clearStoredReferral();
      setState({ name: 'welcome', subscriber: outcome.me.subscriber });
    });
    return () => controller.abort();
  }, [attempt]);

  async function continueToDashboard() {
    let signedIn = false;
    try {
      signedIn = await (await loadAuth()).hasSession();
    } catch (error) {
      console.warn('Could not read the session:', error);
    }
    await navigate(signedIn ? paths.dashboard : authPath({ message: DASHBOARD_LOGIN_MESSAGE }));
  }

  return (
    <div className="onboarding-page">
      <title>{`Welcome | ${PRODUCT_NAME}`}</title>
      {state.name === 'verifying' ? (
        // The page's heading while it waits, inside a live region so the change is announced.
        <div role="status">
          <h1 className="onboarding-status onboarding-status--heading">Processing your subscription...</h1>
        </div>
      ) : (
        <section className="card auth-card onboarding-card" aria-labelledby="success-heading">
          <p className="auth-card__brand">{PRODUCT_NAME}</p>
          {state.name === 'welcome' ? (
            <SubscriptionWelcome subscriber={state.subscriber} onContinue={() => void continueToDashboard()} />
          ) : (
            <div className="onboarding-welcome">
              <h1 id="success-heading" className="auth-card__title">
                {state.signedIn ? 'Still confirming your payment' : 'Sign in to continue'}
              </h1>
              <p className="auth-card__subtitle">
                {state.signedIn
                  ? 'Confirmation from our payment provider is taking longer than usual. It can take a minute: check again, or continue to your dashboard, where your subscription shows as soon as it is confirmed.'
                  : "You're not signed in on this browser, so we can't show your subscription here. Sign in and your dashboard will show it."}
              </p>
              <div className="onboarding-actions">
                <button
                  type="button"
                  className="button button--outline button--block"
                  onClick={() => {
                    setState({ name: 'verifying' });
                    setAttempt((count) => count + 1);
                  }}
                >
                  Check Again
                </button>
                <button type="button" className="button button--primary button--block" onClick={() => void continueToDashboard()}>
                  Continue to Dashboard
                </button>
              </div>
            </div>
          )}
        </section>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useNavigate, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import type { Subscriber } from '#functions/shared/schemas';
import { PRODUCT_NAME } from '#functions/shared/product';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { announceCheckoutComplete } from '../../features/billing/checkout-signal';
import { verifySubscription } from '../../features/billing/verify-subscription';
import { DASHBOARD_LOGIN_MESSAGE } from '../../features/dashboard/dashboard-access';
import { SubscriptionWelcome } from '../../features/onboarding/components/subscription-welcome';
import { ChannelStep } from '../../features/profile-chat/components/channel-step';
import '../../features/onboarding/onboarding.css';
import '../../features/profile-chat/channel-form.css';
import { loadAuth } from '../../lib/load-auth';
import { clearStoredReferral } from '../../lib/referral';
import { authPath, paths } from '../../config/paths';
import { ProcessingSubscription } from './onboarding-fallbacks';

type SuccessOutcome =
  | { readonly name: 'welcome'; readonly subscriber: Subscriber }
  /** `signedIn`: whether a session was seen at all; without one there is nothing to verify here. */
  | { readonly name: 'timeout'; readonly signedIn: boolean };

/**
 * Stripe's success URL. Tells the tab that opened the payment page that checkout is done, then
 * waits (up to 30 s) for the webhook to mark the subscriber as subscribed. "Check Again" runs it
 * again, announcing again too: harmless, and a tab that missed the first signal hears this one.
 * Null when the wait was abandoned (the visitor left), which the router then ignores.
 */
export async function onboardingSuccessLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<SuccessOutcome | null> {
  announceCheckoutComplete();
  const outcome = await verifySubscription(request.signal);
  if (outcome.status === 'aborted') return null;
  if (outcome.status === 'timeout') return { name: 'timeout', signedIn: outcome.signedIn };
  if (!outcome.me.subscriber) return { name: 'timeout', signedIn: true };
  // The server recorded the referral conversion when the subscription started
  // (docs/product-rules.md#referral-capture).
  clearStoredReferral();
  return { name: 'welcome', subscriber: outcome.me.subscriber };
}

/** /onboarding-success: the welcome once the subscription is confirmed, or what to do meanwhile. */
export function OnboardingSuccessRoute() {
  const navigate = useNavigate();
  const outcome = useLoaderData<typeof onboardingSuccessLoader>();
  const revalidator = useRevalidator();
  // The welcome offers the optional "Tell us about your channel" step; Skip or a save goes on to the dashboard.
  const [channelStep, setChannelStep] = useState(false);

  async function continueToDashboard() {
    let signedIn = false;
    try {
      signedIn = await (await loadAuth()).hasSession();
    } catch (error) {
      console.warn('Could not read the session:', error);
    }
    await navigate(signedIn ? paths.dashboard : authPath({ message: DASHBOARD_LOGIN_MESSAGE }));
  }

  if (!outcome || revalidator.state === 'loading') {
    return <ProcessingSubscription />;
  }

  return (
    <div className="auth-page">
      <title>{`Welcome | ${PRODUCT_NAME}`}</title>
      <Card as="section" className="auth-card onboarding-card" aria-labelledby="success-heading">
        <p className="auth-card__brand">{PRODUCT_NAME}</p>
        {outcome.name === 'welcome' && channelStep ? (
          <ChannelStep onDone={() => void continueToDashboard()} />
        ) : outcome.name === 'welcome' ? (
          <>
            <SubscriptionWelcome subscriber={outcome.subscriber} onContinue={() => void continueToDashboard()} />
            <Button variant="outline" block className="onboarding-channel-offer" onClick={() => setChannelStep(true)}>
              Tell us about your channel
            </Button>
          </>
        ) : (
          <div className="onboarding-welcome">
            <h1 id="success-heading" className="auth-card__title">
              {outcome.signedIn ? 'Still confirming your payment' : 'Sign in to continue'}
            </h1>
            <p className="auth-card__subtitle">
              {outcome.signedIn
                ? 'Confirmation from our payment provider is taking longer than usual. It can take a minute: check again, or continue to your dashboard, where your subscription shows as soon as it is confirmed.'
                : "You're not signed in on this browser, so we can't show your subscription here. Sign in and your dashboard will show it."}
            </p>
            <div className="onboarding-actions">
              <Button variant="outline" block onClick={() => void revalidator.revalidate()}>
                Check Again
              </Button>
              <Button block onClick={() => void continueToDashboard()}>
                Continue to Dashboard
              </Button>
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}

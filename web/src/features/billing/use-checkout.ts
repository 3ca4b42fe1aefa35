import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlanId } from '#functions/shared/plans';
import { paths } from '../../config/paths';
import { notify } from '../../components/ui/toast';
import { useCreateCheckout, type CreateCheckoutInput } from './api/create-checkout';
import { listenForCheckoutComplete } from './checkout-signal';
import { openCheckout } from './open-checkout';
import { verifySubscription } from './verify-subscription';
import { VERIFICATION_TIMEOUT_NOTICE, checkoutErrorNotice } from './checkout-messages';

export type CheckoutPhase =
  | 'idle'
  /** Creating the Checkout Session. */
  | 'creating'
  /** Stripe's page is loading in this window. */
  | 'redirecting'
  /** Stripe's page is open in another tab; waiting for its success page to signal. */
  | 'awaiting-payment'
  /** Polling the subscriber record. */
  | 'verifying';

export interface Checkout {
  readonly phase: CheckoutPhase;
  /** Ignored while a checkout is in progress (a second click is ignored: docs/product-rules.md#checkout). */
  readonly start: (tier: PlanId) => void;
  /** Gives up waiting for another tab, e.g. the person closed Stripe's tab. */
  readonly reset: () => void;
}

/**
 * Starting a checkout from /onboarding step 2 or /complete-subscription. In a frame the payment
 * page opens in a new tab; this tab then waits for the success page's cross-tab signal, verifies
 * the subscription and moves on to /onboarding-success itself.
 */
export function useCheckout(from: CreateCheckoutInput['from']): Checkout {
  const navigate = useNavigate();
  const { mutateAsync: createCheckout } = useCreateCheckout();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  // A ref, not the phase: two clicks in one frame both see the phase of the last render.
  const inProgress = useRef(false);
  const stop = useRef<(() => void) | null>(null);

  const reset = useCallback(() => {
    stop.current?.();
    stop.current = null;
    inProgress.current = false;
    setPhase('idle');
  }, []);

  useEffect(() => {
    // Back from Stripe's page, the browser may restore this page as it was left: "Setting up...".
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      stop.current?.();
    };
  }, [reset]);

  const verify = useCallback(async () => {
    setPhase('verifying');
    const controller = new AbortController();
    stop.current = () => controller.abort();
    const outcome = await verifySubscription(controller.signal);
    if (outcome.status === 'aborted') return;
    stop.current = null;
    if (outcome.status === 'subscribed') {
      await navigate(paths.onboardingSuccess);
      return;
    }
    notify(VERIFICATION_TIMEOUT_NOTICE);
    inProgress.current = false;
    setPhase('idle');
  }, [navigate]);

  const start = useCallback(
    (tier: PlanId) => {
      if (inProgress.current) return;
      inProgress.current = true;
      setPhase('creating');
      void (async () => {
        try {
          const { url } = await createCheckout({ tier, from });
          if (openCheckout(url) === 'same-window') {
            setPhase('redirecting');
            return;
          }
          setPhase('awaiting-payment');
          const unsubscribe = listenForCheckoutComplete(() => {
            unsubscribe();
            void verify();
          });
          stop.current = unsubscribe;
        } catch (error) {
          console.error('Could not start the checkout:', error);
          notify(checkoutErrorNotice(error));
          inProgress.current = false;
          setPhase('idle');
        }
      })();
    },
    [from, verify, createCheckout],
  );

  return { phase, start, reset };
}

import { randomUUID } from 'node:crypto';
import { createCheckout } from '../routes';
import { callStripe, stripeFor } from '../stripe';
import { keysFor } from '../stripe-keys';
import { claimCheckout, getCheckout, openCheckout, releaseCheckout, type CheckoutFrom } from '../store';
import { getStripeEnvironmentSetting } from '#functions/shared/settings';
import { getSubscriber, linkStripeCustomer } from '#functions/subscribers/store';
import { effectiveEnvironment, isLiveSubscription } from '../rules';
import { Conflict, NotFound } from '#functions/platform/errors';
import { TRIAL_DAYS } from '#functions/shared/plans';
import { appUrl } from '#functions/platform/http/app-url';
import { routeHandler } from '#functions/platform/http/handler';

/** How long a claim to create a session holds before another request may take over. */
const CLAIM_SECONDS = 30;
/** A session is handed out again for this long (Stripe keeps it open 24 h). */
const REUSE_SECONDS = 60 * 60;
const WAIT_STEP_MS = 150;
const WAIT_LIMIT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Start a checkout (docs/product-rules.md#checkout). One session per person at a time: double
 * clicks and parallel requests for the same plan get the same session; the Stripe customer exists
 * before the session; a customer who still has a subscription cannot start a second one.
 */
export const handler = routeHandler(createCheckout, async ({ body, auth }) => {
  const subscriber = await getSubscriber(auth.userId, { consistent: true });
  if (!subscriber) throw new NotFound('Create your account before choosing a plan.', 'no_subscriber');
  const environment = effectiveEnvironment(await getStripeEnvironmentSetting(), auth.email ?? subscriber.email);
  const keys = await keysFor(environment);
  const stripe = stripeFor(keys);

  const started = Date.now();
  for (;;) {
    const current = await getCheckout(auth.userId);
    const live = current && current.expiresAt > nowSeconds();
    if (live && current.state === 'open' && current.tier === body.tier && current.from === body.from && current.sessionId && current.url) {
      const session = await callStripe(() => stripe.checkout.sessions.retrieve(current.sessionId!));
      if (session.status === 'open' && session.url) return { sessionId: session.id, url: session.url };
    }
    if (live && current.state === 'creating') {
      // Another request of this person is creating a session right now: wait for it.
      if (Date.now() - started > WAIT_LIMIT_MS)
        throw new Conflict('Checkout is already being set up. Please try again in a moment.', 'checkout_in_progress');
      await sleep(WAIT_STEP_MS);
      continue;
    }
    const token = randomUUID();
    if (!(await claimCheckout(auth.userId, { token, tier: body.tier, from: body.from }, current?.token ?? null, CLAIM_SECONDS))) continue;

    try {
      let customerId = subscriber.stripeEnvironment === environment ? subscriber.stripeCustomerId : null;
      if (!customerId) {
        const customer = await callStripe(() =>
          stripe.customers.create(
            { email: subscriber.email, name: `${subscriber.firstName} ${subscriber.lastName}`.trim(), metadata: { user_id: auth.userId } },
            { idempotencyKey: `customer-${environment}-${auth.userId}` },
          ),
        );
        customerId = customer.id;
        await linkStripeCustomer(auth.userId, environment, customerId);
      }
      const previous = await callStripe(() => stripe.subscriptions.list({ customer: customerId!, status: 'all', limit: 20 }));
      if (previous.data.some((sub) => isLiveSubscription(sub.status))) {
        throw new Conflict('You already have a subscription. Change or cancel it from your dashboard.', 'already_subscribed');
      }
      // The free trial is for a first subscription; someone coming back pays from day one.
      const trial = previous.data.length === 0;
      const metadata = { user_id: auth.userId, tier: body.tier };
      const session = await callStripe(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: customerId!,
            client_reference_id: auth.userId,
            line_items: [{ price: keys.prices[body.tier], quantity: 1 }],
            subscription_data: { ...(trial ? { trial_period_days: TRIAL_DAYS } : {}), metadata },
            metadata,
            success_url: `${appUrl()}/onboarding-success?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${appUrl()}${cancelPath(body.from)}`,
          },
          { idempotencyKey: `checkout-${token}` },
        ),
      );
      if (!session.url) throw new Conflict('No checkout URL or session ID received', 'no_checkout_url');
      await openCheckout(auth.userId, token, {
        sessionId: session.id,
        url: session.url,
        expiresAt: Math.min(session.expires_at, nowSeconds() + REUSE_SECONDS),
      });
      return { sessionId: session.id, url: session.url };
    } catch (error) {
      await releaseCheckout(auth.userId, token);
      throw error;
    }
  }
});

function cancelPath(from: CheckoutFrom): string {
  return (
    { onboarding: '/onboarding', 'complete-subscription': '/complete-subscription', dashboard: '/dashboard' }[from] + '?checkout=canceled'
  );
}

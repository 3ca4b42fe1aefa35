import { cancelSubscription } from '../routes';
import { callStripe } from '../stripe';
import { getSubscriber } from '#functions/subscribers/store';
import { billingStateOf, displayStateOfFacts } from '../rules';
import { Conflict } from '#functions/platform/errors';
import { routeHandler } from '#functions/platform/http/handler';
import { currentSubscription } from '../current-subscription';
import { subscriptionFacts, syncSubscription } from '../subscription-sync';

/**
 * Cancel at the end of the period (docs/product-rules.md#plan-changes-and-cancellation); access
 * stays until then. Canceling twice is harmless.
 */
export const handler = routeHandler(cancelSubscription, async ({ auth }) => {
  const current = await currentSubscription(auth.userId);
  const { subscription, keys, stripe } = current;
  const facts = subscriptionFacts(subscription, keys);
  if (displayStateOfFacts(facts) === 'none') throw new Conflict('Your subscription has already ended.', 'subscription_ended');

  let latest = subscription;
  let readAt = current.readAt;
  if (!facts.cancelAtPeriodEnd) {
    readAt = Date.now();
    latest = await callStripe(() => stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }));
  }
  await syncSubscription(auth.userId, current.environment, keys, latest, readAt);
  const accessUntil = billingStateOf(subscriptionFacts(latest, keys)).subscriptionEnd;
  if (!accessUntil) throw new Error(`Subscription ${latest.id} was canceled but has no end date`);
  const subscriber = (await getSubscriber(auth.userId, { consistent: true })) ?? current.record;
  return { accessUntil, subscriber };
});

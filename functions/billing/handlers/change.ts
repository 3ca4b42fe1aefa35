import { changePlan } from '../routes';
import { callStripe } from '../stripe';
import { getSubscriber } from '#functions/subscribers/store';
import { displayStateOfFacts } from '../rules';
import { Conflict } from '#functions/platform/errors';
import { isPlanChangeIgnored } from '../subscription';
import { routeHandler } from '#functions/platform/http/handler';
import { currentSubscription } from '../current-subscription';
import { subscriptionFacts, syncSubscription } from '../subscription-sync';

/**
 * Plan changes take effect at once with prorated billing; the same plan is ignored unless the
 * subscription is canceled, in which case choosing it again reactivates it
 * (docs/product-rules.md#plan-changes-and-cancellation).
 */
export const handler = routeHandler(changePlan, async ({ body, auth }) => {
  const current = await currentSubscription(auth.userId);
  const { subscription, keys, stripe } = current;
  const facts = subscriptionFacts(subscription, keys);
  const state = displayStateOfFacts(facts);
  if (state === 'none') throw new Conflict('Your subscription has ended. Start a new one from the plans.', 'subscription_ended');
  if (isPlanChangeIgnored(body.tier, { tier: facts.tier, state })) {
    return { outcome: 'unchanged' as const, subscriber: current.record };
  }

  const item = subscription.items.data[0];
  if (!item) throw new Conflict('This subscription has no plan to change.', 'no_subscription_item');
  const samePlan = body.tier === facts.tier;
  const readAt = Date.now();
  const updated = await callStripe(() =>
    stripe.subscriptions.update(subscription.id, {
      ...(facts.cancelAtPeriodEnd ? { cancel_at_period_end: false } : {}),
      // Charge or credit the difference now rather than on the next invoice.
      ...(samePlan ? {} : { items: [{ id: item.id, price: keys.prices[body.tier] }], proration_behavior: 'always_invoice' as const }),
      metadata: { tier: body.tier },
    }),
  );
  await syncSubscription(auth.userId, current.environment, keys, updated, readAt);
  const subscriber = (await getSubscriber(auth.userId, { consistent: true })) ?? current.record;
  return { outcome: samePlan ? ('reactivated' as const) : ('changed' as const), subscriber };
});

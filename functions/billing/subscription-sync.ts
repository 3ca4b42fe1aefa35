import type Stripe from 'stripe';
import type { StripeEnvironment } from '#functions/shared/schemas';
import type { StripeKeys } from './stripe-keys';
import { getAmbassador } from '#functions/ambassadors/store';
import { progressItem } from '#functions/ideas/progress-store';
import { referralItem } from '#functions/referrals/store';
import { applyBillingSync, getSubscriber, type SyncOutcome } from '#functions/subscribers/store';
import { billingStateOf, tierOfPrice, type SubscriptionFacts } from './rules';
import { isPlanId } from '#functions/shared/plans';
import { logger } from '#functions/platform/logger';

/** What our records need from a Stripe subscription (stripe-node 23 keeps the period on the item). */
export function subscriptionFacts(sub: Stripe.Subscription, keys: StripeKeys): SubscriptionFacts {
  const item = sub.items.data[0];
  const metadataTier = sub.metadata?.tier;
  return {
    status: sub.status,
    tier: tierOfPrice(item?.price.id, keys.prices) ?? (isPlanId(metadataTier) ? metadataTier : null),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    cancelAt: sub.cancel_at ?? null,
    currentPeriodEnd: item?.current_period_end ?? null,
    endedAt: sub.ended_at ?? null,
    livemode: sub.livemode,
  };
}

export function customerIdOf(sub: Stripe.Subscription): string {
  return typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
}

/**
 * Writes the subscription's current state to the user's record. `readAt` is when it was read
 * from Stripe: an older read never overwrites a newer one, whatever order events come in.
 * The first state that gives access also unlocks day 1 of the niche and records the referral.
 */
export async function syncSubscription(
  userId: string,
  environment: StripeEnvironment,
  keys: StripeKeys,
  sub: Stripe.Subscription,
  readAt: number,
): Promise<SyncOutcome> {
  const state = billingStateOf(subscriptionFacts(sub, keys));
  const record = await getSubscriber(userId, { consistent: true });
  if (!record) return 'missing';
  const sync = {
    state,
    environment,
    customerId: customerIdOf(sub),
    subscriptionId: sub.id,
    subscriptionCreated: sub.created,
    syncedAt: readAt,
  };
  if (!state.subscribed || record.activatedAt) return applyBillingSync(userId, sync);

  const now = new Date().toISOString();
  const items: Array<Record<string, unknown>> = [];
  if (record.niche)
    items.push(
      progressItem({ userId, email: record.email, niche: record.niche, contentDaysUnlocked: 1, createdAt: now, unlockingSince: now }),
    );
  const ambassador = record.referredBy ? await getAmbassador(record.referredBy) : null;
  if (ambassador) {
    items.push(
      referralItem({
        ambassadorCode: ambassador.code,
        referredUserId: userId,
        referredEmail: record.email,
        referralSource: record.referralSource ?? null,
        conversionDate: now,
        subscriptionTier: state.subscriptionTier,
      }),
    );
  } else if (record.referredBy) {
    logger.warn('Referral code names no ambassador; no conversion recorded', { referredBy: record.referredBy });
  }
  return applyBillingSync(userId, sync, { items });
}

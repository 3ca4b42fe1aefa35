import type { Subscriber } from '#functions/shared/schemas';
import { displayState, formatEpochDate } from '#functions/billing/subscription';

/**
 * What a subscriber's plan is doing now, in the words the dashboard shows
 * (docs/product-rules.md#subscription-display-states, with the free trial told apart from a paid
 * plan). The Overview's status card and the plan cards both read it.
 */
export type SubscriptionStatus =
  | { readonly kind: 'setup-required' }
  | { readonly kind: 'trial' }
  | { readonly kind: 'active' }
  /** Canceled, with access until the end of the period already paid (or of the trial). */
  | { readonly kind: 'canceled'; readonly accessUntil: string };

/** Stripe's status during the free trial, as the webhook stores it (functions/billing/rules.ts). */
const TRIALING = 'trialing';

export function subscriptionStatus(
  subscriber: Pick<Subscriber, 'subscribed' | 'subscriptionEnd' | 'subscriptionStatus'>,
  now: Date,
): SubscriptionStatus {
  const state = displayState(subscriber, now);
  if (state === 'none') return { kind: 'setup-required' };
  if (state === 'canceled-in-access' && subscriber.subscriptionEnd)
    return { kind: 'canceled', accessUntil: formatIsoDate(subscriber.subscriptionEnd) };
  return subscriber.subscriptionStatus === TRIALING ? { kind: 'trial' } : { kind: 'active' };
}

/** "March 5, 2026", as billing dates read everywhere (UTC, en-US). */
export function formatIsoDate(iso: string): string {
  return formatEpochDate(Date.parse(iso) / 1000);
}

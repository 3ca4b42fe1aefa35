import { PLAN_IDS, type PlanId } from '#functions/shared/plans';

/** Subscription display states (docs/product-rules.md#subscription-display-states). */
export type DisplayState = 'active' | 'canceled-in-access' | 'none';

export function displayState(sub: { subscribed: boolean; subscriptionEnd: string | null }, now: Date): DisplayState {
  if (!sub.subscribed) return 'none';
  if (sub.subscriptionEnd && new Date(sub.subscriptionEnd).getTime() > now.getTime()) return 'canceled-in-access';
  return 'active';
}

export type PlanButton =
  | { label: 'Start Free Trial'; disabled: false; action: 'checkout' }
  | { label: 'Current Plan'; disabled: true; action: 'none' }
  | { label: 'Reactivate Plan'; disabled: false; action: 'change' }
  | { label: 'Upgrade'; disabled: false; action: 'change' }
  | { label: 'Downgrade'; disabled: false; action: 'change' };

/** The button of a plan card, given the subscriber's current plan and state (docs/product-rules.md#plan-buttons). */
export function planButton(plan: PlanId, current: { tier: PlanId | null; state: DisplayState }): PlanButton {
  if (current.state === 'none' || !current.tier) return { label: 'Start Free Trial', disabled: false, action: 'checkout' };
  if (plan === current.tier) {
    return current.state === 'canceled-in-access'
      ? { label: 'Reactivate Plan', disabled: false, action: 'change' }
      : { label: 'Current Plan', disabled: true, action: 'none' };
  }
  return PLAN_IDS.indexOf(plan) > PLAN_IDS.indexOf(current.tier)
    ? { label: 'Upgrade', disabled: false, action: 'change' }
    : { label: 'Downgrade', disabled: false, action: 'change' };
}

/** Choosing the same plan is ignored unless the subscription is canceled (docs/product-rules.md#plan-changes-and-cancellation). */
export function isPlanChangeIgnored(plan: PlanId, current: { tier: PlanId | null; state: DisplayState }): boolean {
  return plan === current.tier && current.state !== 'canceled-in-access';
}

/** Succeeded "Paid", pending "Pending", failed "Failed", anything else raw (docs/product-rules.md#billing-history). */
export function chargeStatusLabel(status: string): string {
  return { succeeded: 'Paid', pending: 'Pending', failed: 'Failed' }[status] ?? status;
}

/** Minor units shown as en-US currency (docs/product-rules.md#billing-history). */
export function formatAmount(minorUnits: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(minorUnits / 100);
}

/** Dates of billing records come as seconds since the epoch. */
export function formatEpochDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

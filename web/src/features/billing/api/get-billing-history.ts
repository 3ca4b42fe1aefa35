import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { billingHistory as route } from '#functions/billing/routes';
import type { BillingCharge, Subscriber } from '#functions/shared/schemas';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';
import { subscriptionStatus } from '@/lib/subscription-status';
import { useErrorNotice } from '@/lib/use-error-notice';

export type GetBillingHistoryResult = ResponseOf<typeof route>;

export const BILLING_LOAD_ERROR = { title: 'Error', description: 'Failed to load billing history', variant: 'destructive' } as const;

/** GET /api/billing/history: the caller's invoices as charges (minor units, epoch seconds). Throws the client's ApiError. */
export function getBillingHistory(): Promise<GetBillingHistoryResult> {
  return apiCall(route);
}

export function billingHistoryQueryOptions() {
  return queryOptions({ queryKey: routeKey(route), queryFn: getBillingHistory });
}

/** The charges (Stripe's invoices); a failure is logged and toasted once (docs/product-rules.md#billing-history). */
export function useBillingHistory() {
  const query = useQuery(billingHistoryQueryOptions());
  useErrorNotice(query.error, BILLING_LOAD_ERROR, 'Billing history failed to load:');
  return query;
}

/**
 * When the trial's first charge happens, in epoch seconds, or null when that is not known. The
 * subscriber record says a subscription is in its trial but not until when; the trial's own
 * invoice does (Stripe bills a trial as a $0 invoice whose period is the trial), so the history is
 * read for subscribers in a trial only. Without it the trial shows without a date: no toast.
 */
export function useFirstCharge(subscriber: Subscriber, now: Date): number | null {
  const inTrial = subscriptionStatus(subscriber, now).kind === 'trial';
  const { data } = useQuery({ ...billingHistoryQueryOptions(), enabled: inTrial });
  return inTrial && data ? trialEnd(data.charges, now) : null;
}

/** The end of the latest $0 charge's period, if it is still ahead. */
export function trialEnd(charges: readonly BillingCharge[], now: Date): number | null {
  const ends = charges.flatMap((charge) => (charge.amount === 0 && charge.periodEnd !== null ? [charge.periodEnd] : []));
  const latest = Math.max(...ends);
  return ends.length > 0 && latest * 1000 > now.getTime() ? latest : null;
}

import type { ResponseOf } from '../../../../../functions/contract/route';
import { cancelSubscription as route } from '../../../../../functions/contract/routes';
import { apiCall } from '@/lib/api-client';

export type CancelSubscriptionResult = ResponseOf<typeof route>;

/** POST /api/billing/cancel: cancels at the end of the period and answers the access end date. Throws the client's ApiError. */
export function cancelSubscription(): Promise<CancelSubscriptionResult> {
  return apiCall(route);
}

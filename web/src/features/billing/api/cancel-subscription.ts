import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { cancelSubscription as route } from '#functions/billing/routes';
import { apiCall } from '@/lib/api-client';
import { setSubscriber } from '@/lib/api/get-me';

export type CancelSubscriptionResult = ResponseOf<typeof route>;

/** POST /api/billing/cancel: cancels at the end of the period and answers the access end date. Throws the client's ApiError. */
export function cancelSubscription(): Promise<CancelSubscriptionResult> {
  return apiCall(route);
}

/** The answer is the canceled record: every view of `me` shows it at once. */
export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: ({ subscriber }) => setSubscriber(client, subscriber),
  });
}

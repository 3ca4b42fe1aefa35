import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#functions/platform/route';
import { changePlan as route } from '#functions/billing/routes';
import { apiCall } from '@/lib/api-client';
import { meQueryOptions, setSubscriber } from '@/lib/api/get-me';

export type ChangePlanInput = BodyOf<typeof route>;
export type ChangePlanResult = ResponseOf<typeof route>;

/**
 * The plans reload 1 s after a change (docs/product-rules.md#plan-changes-and-cancellation): the
 * webhook may still be writing the record when the change answers.
 */
export const PLAN_REFRESH_MS = 1000;

/** POST /api/billing/change: immediate and prorated; the current plan is 'unchanged' unless canceled ('reactivated'). Throws the client's ApiError. */
export function changePlan(body: ChangePlanInput): Promise<ChangePlanResult> {
  return apiCall(route, { body });
}

/**
 * The answer's record shows at once; `me` is read again {@link PLAN_REFRESH_MS} later, by then
 * with what the webhook wrote.
 */
export function useChangePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: ({ subscriber }) => {
      setSubscriber(client, subscriber);
      setTimeout(() => void client.invalidateQueries({ queryKey: meQueryOptions().queryKey }), PLAN_REFRESH_MS);
    },
  });
}

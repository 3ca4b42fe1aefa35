import { useMutation } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminDebugSubscription as route, type SubscriptionDebug } from '#functions/billing/admin-routes';
import { apiCall } from '@/lib/api-client';

export type { SubscriptionDebug };
export type SubscriptionDebugAnswer = ResponseOf<typeof route>;

/**
 * POST /api/admin/subscriptions/debug (docs/product-rules.md#subscription-debug-and-sync): our
 * record beside Stripe's. An unknown email is `success: false` with the reason, not an error;
 * throws the client's ApiError when the call itself fails.
 */
export function debugSubscription(email: string): Promise<SubscriptionDebugAnswer> {
  return apiCall(route, { body: { email } });
}

/** Reads only: nothing cached changes. */
export function useDebugSubscription() {
  return useMutation({ mutationFn: debugSubscription });
}

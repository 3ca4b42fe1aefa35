import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setStripeEnvironment as route } from '#functions/billing/routes';
import type { StripeEnvironment } from '#functions/shared/schemas';
import { apiCall } from '@/lib/api-client';
import { stripeEnvironmentQueryOptions, type StripeEnvironmentState } from './get-stripe-environment';

/**
 * PUT /api/admin/stripe-environment. A mode without keys is refused (400, with the server's
 * reason). Throws the client's ApiError.
 */
export function setStripeEnvironment(environment: StripeEnvironment): Promise<StripeEnvironmentState> {
  return apiCall(route, { body: { environment } });
}

/** The answer is the whole state: the card and the figures follow it at once. */
export function useSetStripeEnvironment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setStripeEnvironment,
    onSuccess: (state) => client.setQueryData(stripeEnvironmentQueryOptions().queryKey, state),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { getBillingConfig as route } from '#functions/billing/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey, shouldRetry } from '@/lib/query-client';
import { NO_PUBLISHABLE_KEY } from '../checkout-messages';

export type GetBillingConfigResult = ResponseOf<typeof route>;

/** GET /api/billing/config: the publishable key and the environment of the caller's payments (sandbox for sctest emails). Throws the client's ApiError. */
export function getBillingConfig(): Promise<GetBillingConfigResult> {
  return apiCall(route);
}

/** A configuration without a publishable key cannot take a payment (docs/product-rules.md#checkout names the case). */
export class MissingPublishableKey extends Error {}

async function getUsableBillingConfig(): Promise<GetBillingConfigResult> {
  const config = await getBillingConfig();
  if (!config.publishableKey) throw new MissingPublishableKey(NO_PUBLISHABLE_KEY);
  return config;
}

/**
 * The configuration the plan step shows its environment badge from. It depends on the caller's
 * email, and sign-in and sign-out clear the cache, so it is never another account's.
 */
export function billingConfigQueryOptions() {
  return queryOptions({
    queryKey: routeKey(route),
    queryFn: getUsableBillingConfig,
    // Asking again would not bring a key the server does not have.
    retry: (failureCount, error) => !(error instanceof MissingPublishableKey) && shouldRetry(failureCount, error),
  });
}

export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions());
}

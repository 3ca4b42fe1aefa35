import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { getStripeEnvironment as route } from '#functions/billing/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type StripeEnvironmentState = ResponseOf<typeof route>;

/** GET /api/admin/stripe-environment: the mode payments are taken in, and which modes have keys. */
export function getStripeEnvironment(): Promise<StripeEnvironmentState> {
  return apiCall(route);
}

export function stripeEnvironmentQueryOptions() {
  return queryOptions({ queryKey: routeKey(route), queryFn: getStripeEnvironment });
}

/** Read by the environment card and by the figures (which mode to show first); the card shows a failure. */
export function useStripeEnvironment() {
  return useQuery(stripeEnvironmentQueryOptions());
}

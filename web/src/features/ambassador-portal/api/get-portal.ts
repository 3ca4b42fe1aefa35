import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { ambassadorPortal as route } from '#functions/ambassadors/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type AmbassadorPortal = ResponseOf<typeof route>;
export type CommissionEntry = AmbassadorPortal['entries'][number];
export type PayoutStatement = AmbassadorPortal['statements'][number];

/** GET /api/ambassador/me: the signed-in ambassador's own link and figures (403 outside the group). */
export function getPortal(): Promise<AmbassadorPortal> {
  return apiCall(route);
}

export function portalQueryOptions() {
  return queryOptions({ queryKey: routeKey(route), queryFn: getPortal });
}

export function usePortal() {
  return useQuery(portalQueryOptions());
}

/** For the gate: the cached figures while fresh, otherwise one call. Throws the client's ApiError. */
export function fetchPortal(client: QueryClient): Promise<AmbassadorPortal> {
  return client.fetchQuery(portalQueryOptions());
}

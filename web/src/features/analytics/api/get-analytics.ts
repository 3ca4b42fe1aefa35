import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { myAnalytics as route } from '#functions/analytics/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type Analytics = ResponseOf<typeof route>;
export type AnalyticsVideo = Analytics['videos'][number];

/** GET /api/me/analytics: my posted videos' figures, my usual, uplift by group and the chart. Throws the client's ApiError. */
export function getAnalytics(): Promise<Analytics> {
  return apiCall(route);
}

export function analyticsQueryOptions() {
  return queryOptions({ queryKey: routeKey(route), queryFn: getAnalytics });
}

/** The figures change once a day (the performance job): no need to ask again while the tab is open. */
export function useAnalytics() {
  return useQuery({ ...analyticsQueryOptions(), staleTime: 10 * 60_000 });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminListApplications as route } from '#functions/ambassadors/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type AmbassadorApplication = ResponseOf<typeof route>['applications'][number];

/** The review queue: GET /api/admin/ambassador-applications (pending, oldest first). */
export function getPendingApplications(): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { query: { status: 'pending' } });
}

export const applicationsKey = routeKey(route);

export function usePendingApplications() {
  return useQuery(queryOptions({ queryKey: applicationsKey, queryFn: getPendingApplications }));
}

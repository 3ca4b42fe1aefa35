import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminGetSupportRequest as route } from '#functions/support/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type AdminSupportRequest = ResponseOf<typeof route>['request'];

/** GET /api/admin/support/{id}: the request, the sender's facts when they sent it, and the thread. */
export function getSupportRequest(id: string): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { params: { id } });
}

export const supportRequestKey = (id: string) => routeKey(route, { id });

export function useSupportRequest(id: string) {
  return useQuery(queryOptions({ queryKey: supportRequestKey(id), queryFn: () => getSupportRequest(id) }));
}

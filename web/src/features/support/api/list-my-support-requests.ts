import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { listMySupportRequests as route } from '#functions/support/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type MySupportRequests = ResponseOf<typeof route>;
export type MySupportRequest = MySupportRequests['requests'][number];

/** GET /api/support: my requests, newest first, with the replies; and whether a new one is priority. Throws the client's ApiError. */
export function listMySupportRequests(): Promise<MySupportRequests> {
  return apiCall(route);
}

export const mySupportRequestsKey = routeKey(route);

export function useMySupportRequests() {
  return useQuery(queryOptions({ queryKey: mySupportRequestsKey, queryFn: listMySupportRequests }));
}

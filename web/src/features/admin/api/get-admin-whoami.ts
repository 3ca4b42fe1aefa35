import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminWhoami as route } from '#functions/admin/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type AdminIdentity = ResponseOf<typeof route>;

/** GET /api/admin/whoami: answers only for an admin (403 otherwise). Throws the client's ApiError. */
export function getAdminWhoami(): Promise<AdminIdentity> {
  return apiCall(route);
}

export function adminWhoamiQueryOptions() {
  return queryOptions({ queryKey: routeKey(route), queryFn: getAdminWhoami });
}

/**
 * For the admin gate: the cached answer while fresh, so moving between the admin pages does not
 * ask again each time; sign-out clears the cache, so it never outlives its session.
 */
export function fetchAdminWhoami(client: QueryClient): Promise<AdminIdentity> {
  return client.fetchQuery(adminWhoamiQueryOptions());
}

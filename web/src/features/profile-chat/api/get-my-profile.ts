import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { getMyProfile as route } from '#functions/profiles/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type MyProfile = ResponseOf<typeof route>;
export type ProfileOptions = MyProfile['options'];

/** GET /api/me/profile: my creator profile (null before I save one) and what the form offers for my niche. */
export function getMyProfile(): Promise<MyProfile> {
  return apiCall(route);
}

export function myProfileQueryOptions() {
  return queryOptions({ queryKey: routeKey(route), queryFn: getMyProfile });
}

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}

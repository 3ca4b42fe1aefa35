import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParamsOf, ResponseOf } from '#functions/platform/route';
import { getPublicIdea as route } from '#functions/ideas/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type PublicIdeaParams = ParamsOf<typeof route>;
export type PublicIdea = ResponseOf<typeof route>['idea'];

/** GET /api/public-ideas/{niche}/{subNiche}/{slug}: a published idea. Throws the client's ApiError. */
export async function getPublicIdea(params: PublicIdeaParams): Promise<PublicIdea> {
  return (await apiCall(route, { params })).idea;
}

export function publicIdeaQueryOptions(params: PublicIdeaParams) {
  return queryOptions({ queryKey: routeKey(route, params), queryFn: () => getPublicIdea(params) });
}

/** The idea at these params; `enabled: false` (a malformed slug) asks nothing. */
export function usePublicIdea(params: PublicIdeaParams, { enabled }: { readonly enabled: boolean }) {
  return useQuery({ ...publicIdeaQueryOptions(params), enabled });
}

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { getSubscriberIdea as route } from '#functions/ideas/routes';
import { apiCall, ApiError, messageOr } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';
import { useErrorNotice } from '@/lib/use-error-notice';

export type SubscriberIdea = ResponseOf<typeof route>['idea'];

export const LOAD_ERROR = 'Failed to load content idea';

/** GET /api/ideas/{id}: one unlocked idea (variant B) with my rating; 404 'idea_not_found' otherwise. Throws the client's ApiError. */
export async function getIdea(id: string): Promise<SubscriberIdea> {
  return (await apiCall(route, { params: { id } })).idea;
}

export function ideaQueryOptions(id: string) {
  return queryOptions({ queryKey: routeKey(route, { id }), queryFn: () => getIdea(id) });
}

/** "Not found" is the page's own state; anything else also says what went wrong. */
function loadFailure(error: unknown) {
  if (error instanceof ApiError && error.status === 404) return null;
  return { title: 'Error', description: messageOr(error, LOAD_ERROR), variant: 'destructive' } as const;
}

export function useIdea(id: string) {
  const query = useQuery(ideaQueryOptions(id));
  useErrorNotice(query.error, loadFailure, 'Failed to load content idea:');
  return query;
}

/** A rating or a view changes the cached idea in place. */
export function updateCachedIdea(client: QueryClient, id: string, change: (idea: SubscriberIdea) => SubscriberIdea): void {
  client.setQueryData(ideaQueryOptions(id).queryKey, (idea) => (idea ? change(idea) : idea));
}

import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { QueryOf, ResponseOf } from '#functions/platform/route';
import { listIdeas as route } from '#functions/ideas/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';
import { useErrorNotice } from '@/lib/use-error-notice';

export type IdeaPage = ResponseOf<typeof route>;
/** One card of the Content Ideas tab: the preview is already cut by the server. */
export type IdeaSummary = IdeaPage['ideas'][number];
export type ListIdeasQuery = QueryOf<typeof route>;

export const IDEAS_LOAD_ERROR = { title: 'Error', description: 'Failed to fetch content ideas', variant: 'destructive' } as const;

/**
 * GET /api/ideas: a page of cards (in the promised order, docs/product-rules.md#content-ideas-list)
 * with the NEW count and progress. Throws the client's ApiError.
 */
export function listIdeas(query: ListIdeasQuery = {}): Promise<IdeaPage> {
  return apiCall(route, { query });
}

/**
 * The list under one niche filter (null: every niche), a page at a time: each page asks for the
 * one after it with the cursor the previous answered. The server orders across pages, so the
 * pages are shown as they come, one after the other.
 */
export function ideasQueryOptions(niche: string | null) {
  const filter = niche === null ? {} : { niche };
  return infiniteQueryOptions({
    queryKey: routeKey(route, filter),
    queryFn: ({ pageParam }) => listIdeas(pageParam === null ? filter : { ...filter, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}

/** One filter's pages; a failure is logged and toasted once, whoever else reads the same list. */
export function useIdeas(niche: string | null) {
  const query = useInfiniteQuery(ideasQueryOptions(niche));
  useErrorNotice(query.error, IDEAS_LOAD_ERROR, 'Failed to fetch content ideas:');
  return query;
}

/**
 * Changes every cached page of every filter in place (a rating, a view): what the server would
 * answer now, without reading the pages again.
 */
export function updateCachedPages(client: QueryClient, change: (page: IdeaPage) => IdeaPage): void {
  client.setQueriesData<InfiniteData<IdeaPage, string | null>>({ queryKey: routeKey(route) }, (data) =>
    data ? { ...data, pages: data.pages.map(change) } : data,
  );
}

/** The same change to one idea wherever a cached page lists it. */
export function updateCachedSummary(client: QueryClient, id: string, change: (idea: IdeaSummary) => IdeaSummary): void {
  updateCachedPages(client, (page) =>
    page.ideas.some((idea) => idea.id === id) ? { ...page, ideas: page.ideas.map((idea) => (idea.id === id ? change(idea) : idea)) } : page,
  );
}

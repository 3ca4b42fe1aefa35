import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminIdeaRatings as route } from '#functions/ideas/admin-routes';
import type { Notice } from '@/components/ui/toast';
import { apiCall, messageOr } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';
import { useErrorNotice } from '@/lib/use-error-notice';

export type IdeaRatingsPage = ResponseOf<typeof route>;
export type RatedIdea = IdeaRatingsPage['ideas'][number];

/** GET /api/admin/idea-ratings: one page of rated ideas, most recently rated first. Throws the client's ApiError. */
export function listIdeaRatings(niche: string | null, cursor: string | null): Promise<IdeaRatingsPage> {
  return apiCall(route, { query: { ...(niche === null ? {} : { niche }), ...(cursor === null ? {} : { cursor }) } });
}

/** One niche's rated ideas (null: every niche), a page at a time in the server's order. */
export function ideaRatingsQueryOptions(niche: string | null) {
  return infiniteQueryOptions({
    queryKey: routeKey(route, niche === null ? {} : { niche }),
    queryFn: ({ pageParam }) => listIdeaRatings(niche, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}

/** The toast of a failed read: the title says which list, the text why. */
const ratingsFailedNotice = (error: unknown): Notice => ({
  title: 'Failed to load ratings',
  description: messageOr(error, 'Please try again.'),
  variant: 'destructive',
});

/** A failure is toasted like the other admin reads (docs/product-rules.md#feedback-report). */
export function useIdeaRatings(niche: string | null) {
  const query = useInfiniteQuery(ideaRatingsQueryOptions(niche));
  useErrorNotice(query.error, ratingsFailedNotice, 'Failed to load ratings:');
  return query;
}

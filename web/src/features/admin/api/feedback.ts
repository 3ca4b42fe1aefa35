import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminFeedback as route } from '#functions/ideas/admin-routes';
import type { Notice } from '@/components/ui/toast';
import { apiCall, messageOr } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';
import { useErrorNotice } from '@/lib/use-error-notice';

export type FeedbackPage = ResponseOf<typeof route>;
export type FeedbackEntry = FeedbackPage['feedback'][number];

/** GET /api/admin/feedback: one page of idea feedback, newest first. Throws the client's ApiError. */
export function listFeedback(niche: string | null, cursor: string | null): Promise<FeedbackPage> {
  return apiCall(route, { query: { ...(niche === null ? {} : { niche }), ...(cursor === null ? {} : { cursor }) } });
}

/** One niche's feedback (null: every niche), a page at a time in the server's order. */
export function feedbackQueryOptions(niche: string | null) {
  return infiniteQueryOptions({
    queryKey: routeKey(route, niche === null ? {} : { niche }),
    queryFn: ({ pageParam }) => listFeedback(niche, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}

/** The toast of a failed read: the title says which list, the text why. */
const feedbackFailedNotice = (error: unknown): Notice => ({
  title: 'Failed to load feedback',
  description: messageOr(error, 'Please try again.'),
  variant: 'destructive',
});

/** A failure is toasted like the other admin reads (docs/product-rules.md#feedback-report). */
export function useFeedback(niche: string | null) {
  const query = useInfiniteQuery(feedbackQueryOptions(niche));
  useErrorNotice(query.error, feedbackFailedNotice, 'Failed to load feedback:');
  return query;
}

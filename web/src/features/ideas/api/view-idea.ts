import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { viewIdea as route } from '#functions/ideas/routes';
import { apiCall } from '@/lib/api-client';
import { updateCachedIdea } from './get-idea';
import { updateCachedPages, updateCachedSummary } from './list-ideas';

export type ViewIdeaResult = ResponseOf<typeof route>;

/** PUT /api/ideas/{id}/view: records that I opened the idea; answers whether it was the first view and the NEW count after it. Throws the client's ApiError. */
export function viewIdea(id: string): Promise<ViewIdeaResult> {
  return apiCall(route, { params: { id } });
}

/**
 * Records a view (it clears the NEW flag and lowers the count:
 * docs/product-rules.md#content-ideas-list). The answer's count goes on every cached page, as the
 * server counts it (other tabs' views included); a failure is only logged, the idea stays NEW until
 * a view is recorded.
 */
export function useViewIdea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: viewIdea,
    onSuccess: ({ newCount }, id) => {
      updateCachedSummary(client, id, (idea) => ({ ...idea, isNew: false }));
      updateCachedPages(client, (page) => ({ ...page, newCount }));
      updateCachedIdea(client, id, (idea) => ({ ...idea, isNew: false }));
    },
    onError: (error) => console.error('Could not record the idea view:', error),
  });
}

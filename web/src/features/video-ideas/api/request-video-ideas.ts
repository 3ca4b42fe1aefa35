import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { listVideoIdeas, requestVideoIdeas as route } from '#functions/personal/video-routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type VideoRequestAnswer = ResponseOf<typeof route>;

/** POST /api/me/video-ideas: asks for ideas from a pasted video; answered 202 with the queued request. Throws the client's ApiError. */
export function requestVideoIdeas(url: string): Promise<VideoRequestAnswer> {
  return apiCall(route, { body: { url } });
}

/** The list (and today's count) is read again: it now holds the queued request, which it polls. */
export function useRequestVideoIdeas() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestVideoIdeas,
    onSuccess: () => client.invalidateQueries({ queryKey: routeKey(listVideoIdeas) }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { listVideoIdeas as route } from '#functions/personal/video-routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type VideoRequests = ResponseOf<typeof route>;
export type VideoRequest = VideoRequests['requests'][number];

/** How often the page asks again while a request is being answered (the worker takes seconds to minutes). */
const POLL_MS = 3_000;

/** GET /api/me/video-ideas: my requests, newest first, with today's count. Throws the client's ApiError. */
export function listVideoIdeas(): Promise<VideoRequests> {
  return apiCall(route);
}

export function videoIdeasQueryOptions() {
  return queryOptions({ queryKey: routeKey(route), queryFn: listVideoIdeas });
}

const waiting = (data: VideoRequests | undefined) => data?.requests.some((r) => r.status === 'queued' || r.status === 'working') ?? false;

/** Polls while a request waits for its ideas, and stops once every one is answered. */
export function useVideoIdeas() {
  return useQuery({ ...videoIdeasQueryOptions(), refetchInterval: (query) => (waiting(query.state.data) ? POLL_MS : false) });
}

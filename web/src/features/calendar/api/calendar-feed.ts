import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { createCalendarFeed, getCalendarFeedStatus, revokeCalendarFeed } from '#functions/calendar/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type NewFeed = ResponseOf<typeof createCalendarFeed>['feed'];

/** GET /api/calendar/feed: whether the caller has a private feed (its address is shown only when made). */
export function useCalendarFeedStatus() {
  return useQuery({ queryKey: routeKey(getCalendarFeedStatus), queryFn: () => apiCall(getCalendarFeedStatus) });
}

/** POST /api/calendar/feed: a new address; the old one stops working. */
export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(createCalendarFeed),
    onSettled: () => client.invalidateQueries({ queryKey: routeKey(getCalendarFeedStatus) }),
  });
}

/** DELETE /api/calendar/feed: the address stops working. */
export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(revokeCalendarFeed),
    onSettled: () => client.invalidateQueries({ queryKey: routeKey(getCalendarFeedStatus) }),
  });
}

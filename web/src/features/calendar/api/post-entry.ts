import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { postCalendarEntry as route } from '#functions/calendar/routes';
import { apiCall } from '@/lib/api-client';
import { calendarKey } from './list-calendar';

/** PUT /api/calendar/entries/{ideaId}/posted: posted, with the video's YouTube link. Throws the client's ApiError. */
export function postEntry({ ideaId, url }: { ideaId: string; url: string }): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { params: { ideaId }, body: { url } });
}

export function usePostEntry() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postEntry, onSuccess: () => client.invalidateQueries({ queryKey: calendarKey() }) });
}

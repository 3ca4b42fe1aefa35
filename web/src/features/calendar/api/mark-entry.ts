import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#functions/platform/route';
import { markCalendarEntry as route } from '#functions/calendar/routes';
import { apiCall } from '@/lib/api-client';
import { calendarKey } from './list-calendar';

/** PUT /api/calendar/entries/{ideaId}/status: planned or filmed. Throws the client's ApiError. */
export function markEntry({ ideaId, status }: { ideaId: string } & BodyOf<typeof route>): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { params: { ideaId }, body: { status } });
}

export function useMarkEntry() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markEntry, onSettled: () => client.invalidateQueries({ queryKey: calendarKey() }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unscheduleCalendarEntry as route } from '#functions/calendar/routes';
import { apiCall } from '@/lib/api-client';
import { calendarKey } from './list-calendar';

/** DELETE /api/calendar/entries/{ideaId}: takes the idea off the calendar. Throws the client's ApiError. */
export function unscheduleEntry(ideaId: string) {
  return apiCall(route, { params: { ideaId } });
}

export function useUnscheduleEntry() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unscheduleEntry, onSettled: () => client.invalidateQueries({ queryKey: calendarKey() }) });
}

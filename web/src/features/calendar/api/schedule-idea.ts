import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#functions/platform/route';
import { scheduleCalendarIdea as route } from '#functions/calendar/routes';
import { apiCall } from '@/lib/api-client';
import { calendarKey } from './list-calendar';

export type ScheduleInput = BodyOf<typeof route>;

/** POST /api/calendar/entries: puts an idea on a filming or posting day, or moves it. Throws the client's ApiError. */
export function scheduleIdea(input: ScheduleInput): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { body: input });
}

export function useScheduleIdea() {
  const client = useQueryClient();
  return useMutation({ mutationFn: scheduleIdea, onSettled: () => client.invalidateQueries({ queryKey: calendarKey() }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listCalendar, scheduleCalendarIdea as route } from '#functions/calendar/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';
import { yearPlanKey } from './get-year-plan';

export interface ScheduleSuggestion {
  readonly ideaId: string;
  /** The filming day, YYYY-MM-DD. */
  readonly filmOn: string;
}

/** POST /api/calendar/entries: the calendar's own schedule route. Throws the client's ApiError (its message says why it refused). */
export function scheduleSuggestion({ ideaId, filmOn }: ScheduleSuggestion) {
  return apiCall(route, { body: { ideaId, filmOn } });
}

/**
 * Scheduled or refused, the plan reads again (a scheduled idea leaves the suggestions and joins its
 * month), and so does the calendar's month and week view.
 */
export function useScheduleSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: scheduleSuggestion,
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: yearPlanKey }), client.invalidateQueries({ queryKey: routeKey(listCalendar) })]),
  });
}

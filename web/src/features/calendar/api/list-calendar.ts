import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf, ResponseOf } from '#functions/platform/route';
import { listCalendar as route } from '#functions/calendar/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';
import { useErrorNotice } from '@/lib/use-error-notice';

export type CalendarRange = QueryOf<typeof route>;
export type CalendarListing = ResponseOf<typeof route>;
export type CalendarEntry = CalendarListing['entries'][number];
export type CalendarDailyIdea = CalendarListing['dailyIdeas'][number];

export const CALENDAR_LOAD_ERROR = { title: 'Error', description: 'Failed to load your calendar', variant: 'destructive' } as const;

/** GET /api/calendar: the entries and daily ideas of a month or a week. Throws the client's ApiError. */
export function listCalendar(range: CalendarRange): Promise<CalendarListing> {
  return apiCall(route, { query: range });
}

export function calendarQueryOptions(range: CalendarRange) {
  return queryOptions({ queryKey: routeKey(route, range), queryFn: () => listCalendar(range), placeholderData: keepPreviousData });
}

/** Every cached range of the calendar: what a change to an entry invalidates. */
export const calendarKey = () => routeKey(route);

export function useCalendar(range: CalendarRange) {
  const query = useQuery(calendarQueryOptions(range));
  useErrorNotice(query.error, CALENDAR_LOAD_ERROR, 'Failed to load the calendar:');
  return query;
}

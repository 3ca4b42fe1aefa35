import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { getYearPlan as route } from '#functions/year-plan/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type YearPlan = ResponseOf<typeof route>;
export type YearPlanMonth = YearPlan['months'][number];
export type PlannedMoment = YearPlanMonth['moments'][number];
export type MomentSuggestion = PlannedMoment['suggestions'][number];

/** GET /api/me/year-plan: 12 months from `from` (YYYY-MM; the current month when null). */
export function getYearPlan(from: string | null): Promise<YearPlan> {
  return apiCall(route, { query: from ? { from } : {} });
}

export const yearPlanKey = routeKey(route);

export function yearPlanQueryOptions(from: string | null) {
  return queryOptions({ queryKey: routeKey(route, { from }), queryFn: () => getYearPlan(from), placeholderData: keepPreviousData });
}

export function useYearPlan(from: string | null) {
  return useQuery(yearPlanQueryOptions(from));
}

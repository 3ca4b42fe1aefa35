import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminListPayouts as route } from '#functions/ambassadors/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type PayoutStatementRow = ResponseOf<typeof route>['statements'][number];
type PayoutStatus = 'unpaid' | 'paid';

/** GET /api/admin/payouts?status=: the statements the payout run made, newest first. */
export function getPayouts(status: PayoutStatus): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { query: { status } });
}

export const payoutsKey = routeKey(route);

export function usePayouts(status: PayoutStatus) {
  return useQuery(queryOptions({ queryKey: routeKey(route, { status }), queryFn: () => getPayouts(status) }));
}

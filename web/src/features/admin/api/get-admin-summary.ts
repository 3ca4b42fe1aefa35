import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminSummary as route } from '#functions/admin/admin-routes';
import type { Notice } from '@/components/ui/toast';
import { apiCall, messageOr } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';
import { useErrorNotice } from '@/lib/use-error-notice';

export type AdminSummary = ResponseOf<typeof route>;
export type BusinessFigures = AdminSummary['production'];
export type MismatchedSubscriber = AdminSummary['mismatches'][number];
export type ReconcileRun = NonNullable<AdminSummary['lastReconcile']>;

/** GET /api/admin/summary: the counters, both modes' figures, the mismatches and the last reconciliation. */
export function getAdminSummary(): Promise<AdminSummary> {
  return apiCall(route);
}

export function adminSummaryQueryOptions() {
  return queryOptions({ queryKey: routeKey(route), queryFn: getAdminSummary });
}

/** The promised toast (docs/product-rules.md#admin-overview), with the reason beneath it. */
const summaryFailedNotice = (error: unknown): Notice => ({
  title: 'Failed to fetch admin summary',
  description: messageOr(error, 'Please try again.'),
  variant: 'destructive',
});

/** The dashboard's figures; a failed read or refresh is announced once. */
export function useAdminSummary() {
  const result = useQuery(adminSummaryQueryOptions());
  useErrorNotice(result.error, summaryFailedNotice, 'Failed to fetch admin summary:');
  return result;
}

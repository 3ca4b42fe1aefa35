import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminListAmbassadors as route } from '#functions/ambassadors/routes';
import type { Notice } from '@/components/ui/toast';
import { apiCall, messageOr } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';
import { useErrorNotice } from '@/lib/use-error-notice';

export type AmbassadorList = ResponseOf<typeof route>;
export type AmbassadorListRow = AmbassadorList['ambassadors'][number];
export type AmbassadorSummary = AmbassadorList['summary'];

/** GET /api/admin/ambassadors: every ambassador with its figures, and the summary cards. */
export function getAmbassadors(): Promise<AmbassadorList> {
  return apiCall(route);
}

/** The key every ambassador mutation invalidates: the list reloads on success. */
export const ambassadorsKey = routeKey(route);

export function ambassadorsQueryOptions() {
  return queryOptions({ queryKey: ambassadorsKey, queryFn: getAmbassadors });
}

/** The promised toast (docs/product-rules.md#ambassador-admin), with the reason beneath it. */
const loadFailedNotice = (error: unknown): Notice => ({
  title: 'Failed to load ambassadors',
  description: messageOr(error, 'Please try again.'),
  variant: 'destructive',
});

export function useAmbassadors() {
  const result = useQuery(ambassadorsQueryOptions());
  useErrorNotice(result.error, loadFailedNotice, 'Failed to load ambassadors:');
  return result;
}

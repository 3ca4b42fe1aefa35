import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminListSupportRequests as route } from '#functions/support/routes';
import type { SupportStatus } from '#functions/support/rules';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type SupportInboxRow = ResponseOf<typeof route>['requests'][number];

/** GET /api/admin/support?status=: open priority first then oldest first; answered, latest answer first. */
export function getSupportInbox(status: SupportStatus): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { query: { status } });
}

/** Both lists share this prefix: a reply invalidates them together. */
export const supportInboxKey = routeKey(route);

export function useSupportInbox(status: SupportStatus) {
  return useQuery(queryOptions({ queryKey: [...supportInboxKey, { status }], queryFn: () => getSupportInbox(status) }));
}

import type { ResponseOf } from '../../../../../functions/contract/route';
import { billingHistory as route } from '../../../../../functions/contract/routes';
import { apiCall } from '@/lib/api-client';

export type GetBillingHistoryResult = ResponseOf<typeof route>;

/** GET /api/billing/history: the caller's invoices as charges (minor units, epoch seconds). Throws the client's ApiError. */
export function getBillingHistory(): Promise<GetBillingHistoryResult> {
  return apiCall(route);
}

import type { ResponseOf } from '../../../../../functions/contract/route';
import { getBillingConfig as route } from '../../../../../functions/contract/routes';
import { apiCall } from '@/lib/api-client';

export type GetBillingConfigResult = ResponseOf<typeof route>;

/** GET /api/billing/config: the publishable key and the environment of the caller's payments (sandbox for sctest emails). Throws the client's ApiError. */
export function getBillingConfig(): Promise<GetBillingConfigResult> {
  return apiCall(route);
}

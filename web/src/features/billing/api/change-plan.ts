import type { BodyOf, ResponseOf } from '../../../../../functions/contract/route';
import { changePlan as route } from '../../../../../functions/contract/routes';
import { apiCall } from '@/lib/api-client';

export type ChangePlanInput = BodyOf<typeof route>;
export type ChangePlanResult = ResponseOf<typeof route>;

/** POST /api/billing/change: immediate and prorated; the current plan is 'unchanged' unless canceled ('reactivated'). Throws the client's ApiError. */
export function changePlan(body: ChangePlanInput): Promise<ChangePlanResult> {
  return apiCall(route, { body });
}

import { getMe as getMeRoute } from '../../../../functions/contract/routes';
import type { ResponseOf } from '../../../../functions/contract/route';
import { apiCall } from '@/lib/api-client';

export type Me = ResponseOf<typeof getMeRoute>;

/** GET /api/me: the signed-in user and their subscriber record (null when there is none yet). */
export function getMe(): Promise<Me> {
  return apiCall(getMeRoute);
}

import type { ResponseOf } from '../../../../../functions/contract/route';
import { updateNiche as route } from '../../../../../functions/contract/routes';
import { apiCall } from '@/lib/api-client';

export type UpdateNicheResult = ResponseOf<typeof route>;

/** PATCH /api/me/niche: moves me to another niche; its ideas start within 24 hours. Throws the client's ApiError. */
export function updateNiche(niche: string): Promise<UpdateNicheResult> {
  return apiCall(route, { body: { niche } });
}

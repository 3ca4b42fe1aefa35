import type { ResponseOf } from '../../../../functions/contract/route';
import { listNiches as route } from '../../../../functions/contract/routes';
import { apiCall } from '@/lib/api-client';

export type ListNichesResult = ResponseOf<typeof route>;
export type NicheItem = ListNichesResult['niches'][number];

/** GET /api/niches: the active approved niches in sort order. Throws the client's ApiError. */
export function listNiches(): Promise<ListNichesResult> {
  return apiCall(route);
}

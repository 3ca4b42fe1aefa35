import { rateIdea as route } from '../../../../../functions/contract/routes';
import { apiCall } from '@/lib/api-client';

/** PUT /api/ideas/{id}/rating: 1 to 5 stars, one rating per idea (a new one replaces it). Throws the client's ApiError. */
export async function rateIdea(id: string, rating: number): Promise<void> {
  await apiCall(route, { params: { id }, body: { rating } });
}

import { viewIdea as route } from '../../../../../functions/contract/routes';
import { apiCall } from '@/lib/api-client';

/** PUT /api/ideas/{id}/view: records that I opened the idea (clears its NEW flag). Throws the client's ApiError. */
export async function viewIdea(id: string): Promise<void> {
  await apiCall(route, { params: { id } });
}

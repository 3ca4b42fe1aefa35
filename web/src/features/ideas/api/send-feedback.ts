import { ideaFeedback as route } from '../../../../../functions/contract/routes';
import { apiCall } from '@/lib/api-client';

/** POST /api/ideas/{id}/feedback: stores my written feedback on an idea. Throws the client's ApiError. */
export async function sendFeedback(id: string, text: string): Promise<void> {
  await apiCall(route, { params: { id }, body: { text } });
}

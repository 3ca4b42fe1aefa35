import type { ResponseOf } from '../../../../../functions/contract/route';
import { getSubscriberIdea as route } from '../../../../../functions/contract/routes';
import { apiCall } from '@/lib/api-client';

export type SubscriberIdea = ResponseOf<typeof route>['idea'];

/** GET /api/ideas/{id}: one unlocked idea (variant B) with my rating; 404 'idea_not_found' otherwise. Throws the client's ApiError. */
export async function getIdea(id: string): Promise<SubscriberIdea> {
  return (await apiCall(route, { params: { id } })).idea;
}

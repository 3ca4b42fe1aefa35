import type { ResponseOf } from '../../../../../functions/contract/route';
import { listIdeas as route } from '../../../../../functions/contract/routes';
import { apiCall } from '@/lib/api-client';

export type IdeaList = ResponseOf<typeof route>;
export type DashboardIdea = IdeaList['ideas'][number];

/** GET /api/ideas: the Content Ideas tab in one call (ideas with my rating and new flag, new count, progress). Throws the client's ApiError. */
export function listIdeas(): Promise<IdeaList> {
  return apiCall(route);
}

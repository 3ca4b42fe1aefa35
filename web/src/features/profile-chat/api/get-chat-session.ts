import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminChatSession as route } from '#functions/profiles/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type ChatSessionDetail = ResponseOf<typeof route>;
export type ChatMessage = ChatSessionDetail['messages'][number];

/** GET /api/admin/chat/sessions/{id}: one session, its messages and the profile it saved. Throws the client's ApiError. */
export function getChatSession(id: string): Promise<ChatSessionDetail> {
  return apiCall(route, { params: { id } });
}

export function chatSessionQueryOptions(id: string) {
  // A session grows with every turn, possibly in another tab: opening one always reads it afresh.
  return queryOptions({ queryKey: routeKey(route, { id }), queryFn: () => getChatSession(id), staleTime: 0 });
}

/**
 * Opening a session is a click, not a page state: the page awaits it to say "Session loaded" or
 * "Failed to load session", so this reads through the cache instead of being a hook.
 */
export function fetchChatSession(client: QueryClient, id: string): Promise<ChatSessionDetail> {
  return client.fetchQuery(chatSessionQueryOptions(id));
}

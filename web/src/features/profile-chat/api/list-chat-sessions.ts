import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminChatSessions as route } from '#functions/profiles/routes';
import { CHAT_SESSION_LIST_LIMIT } from '#functions/profiles/schema';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type ChatSessionSummary = ResponseOf<typeof route>['sessions'][number];

/**
 * Newest first, at most ten (docs/product-rules.md#profile-chat). The server answers that way
 * already; sorting here keeps the list right whatever order a later server sends, and `started_at`
 * is ISO 8601 so text order is time order.
 */
export function recentSessions(sessions: readonly ChatSessionSummary[]): ChatSessionSummary[] {
  return [...sessions]
    .sort((a, b) => (a.started_at < b.started_at ? 1 : a.started_at > b.started_at ? -1 : 0))
    .slice(0, CHAT_SESSION_LIST_LIMIT);
}

/** GET /api/admin/chat/sessions: the caller's recent profile-chat sessions. Throws the client's ApiError. */
export async function listChatSessions(): Promise<ChatSessionSummary[]> {
  return recentSessions((await apiCall(route)).sessions);
}

export function chatSessionsQueryOptions() {
  return queryOptions({ queryKey: routeKey(route), queryFn: listChatSessions });
}

/** The page shows a failure beside the list (no toast is promised for it), so no notice here. */
export function useChatSessions() {
  return useQuery(chatSessionsQueryOptions());
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminChat as route, adminChatSession, adminChatSessions } from '#functions/profiles/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type ChatReply = ResponseOf<typeof route>;

export interface ChatTurn {
  /** null starts a new session; the server creates it with this first message. */
  readonly sessionId: string | null;
  readonly message: string;
}

/** POST /api/admin/chat: one turn of the profile interview. Throws the client's ApiError. */
export function sendChatMessage({ sessionId, message }: ChatTurn): Promise<ChatReply> {
  return apiCall(route, { body: { sessionId, message, purpose: 'content_profile_creation' } });
}

/**
 * Every turn changes the session list (a new session at the top, a new count, "Profile saved"),
 * and a failed turn may still have been stored, so both outcomes refresh it.
 */
export function useSendChatMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: routeKey(adminChatSessions) });
      void client.invalidateQueries({ queryKey: routeKey(adminChatSession) });
    },
  });
}

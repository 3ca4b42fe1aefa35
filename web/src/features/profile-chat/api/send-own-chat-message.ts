import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myChat as route, myChatSessions } from '#functions/profiles/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';
import { myProfileQueryOptions } from './get-my-profile';
import type { ChatReply, ChatTurn } from './send-chat-message';

/** POST /api/me/profile/chat: one turn of my own interview about my channel. Throws the client's ApiError. */
export function sendOwnChatMessage({ sessionId, message }: ChatTurn): Promise<ChatReply> {
  return apiCall(route, { body: { sessionId, message, purpose: 'content_profile_creation' } });
}

/** The turn that completes the interview saves my profile: the form reads it again. */
export function useSendOwnChatMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendOwnChatMessage,
    onSuccess: (reply) => {
      if (reply.profile) void client.invalidateQueries({ queryKey: myProfileQueryOptions().queryKey });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: routeKey(myChatSessions) }),
  });
}

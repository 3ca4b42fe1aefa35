import { CHAT_SESSION_LIST_LIMIT } from './schema';
import { getChatSession, listChatMessages, listChatSessions, type ChatOwner, type ChatSessionRecord } from './chat-store';
import { NotFound } from '#functions/platform/errors';

/**
 * What the profile chat's read routes answer, in the contract's snake_case shape. Kept
 * apart from the chat turn so the read functions bundle no model client or subscriber code.
 */

export const CHAT_SESSION_NOT_FOUND = 'No chat session with this id.';
function sessionView(session: ChatSessionRecord) {
  return {
    id: session.id,
    purpose: session.purpose,
    started_at: session.startedAt,
    title: session.title,
    metadata: { message_count: session.messageCount, profile_saved: session.profile !== null },
  };
}

/** The caller's recent sessions, newest first, at most 10 (docs/product-rules.md#profile-chat). */
export async function recentChatSessions(owner: ChatOwner) {
  return { sessions: (await listChatSessions(owner, CHAT_SESSION_LIST_LIMIT)).map(sessionView) };
}

/** One of the caller's sessions with every message (the system message too: the web hides it). */
export async function chatSessionDetail(owner: ChatOwner, sessionId: string) {
  // Consistent: the caller opens a session right after sending to it.
  const session = await getChatSession(owner, sessionId, { consistent: true });
  if (!session) throw new NotFound(CHAT_SESSION_NOT_FOUND);
  const messages = await listChatMessages(sessionId, { consistent: true });
  return {
    session: sessionView(session),
    messages: messages.map((m) => ({
      id: m.id,
      session_id: m.sessionId,
      role: m.role,
      content: { text: m.text },
      created_at: m.createdAt,
      order_in_session: m.order,
    })),
    profile: session.profile,
  };
}

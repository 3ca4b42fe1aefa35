import type { CreatorProfile } from '#functions/profiles/schema';
import type { ChatMessage, ChatSessionDetail } from './api/get-chat-session';
import type { ChatReply } from './api/send-chat-message';

/**
 * The chat on screen: what the admin and the assistant said, and the profiles saved along the way,
 * in the order they happened. Kept apart from the components so the rules (system messages hidden,
 * `order_in_session`, the optimistic message) read in one place.
 */
export type TimelineItem =
  | { readonly kind: 'message'; readonly id: string; readonly role: 'user' | 'assistant'; readonly text: string }
  | { readonly kind: 'profile'; readonly id: string; readonly profile: CreatorProfile };

export interface Conversation {
  /** null until the server has created the session (on the first message). */
  readonly sessionId: string | null;
  readonly timeline: readonly TimelineItem[];
  readonly profileSaved: boolean;
}

export type ConversationAction =
  | { readonly type: 'new' }
  | { readonly type: 'loaded'; readonly detail: ChatSessionDetail }
  /** The admin's message, shown before the server answers. */
  | { readonly type: 'sent'; readonly localId: string; readonly text: string }
  | { readonly type: 'replied'; readonly localId: string; readonly reply: ChatReply }
  /** The send failed: the optimistic message goes again. */
  | { readonly type: 'failed'; readonly localId: string };

export const emptyConversation: Conversation = { sessionId: null, timeline: [], profileSaved: false };

/** System messages are not shown; the rest in `order_in_session` (docs/product-rules.md#profile-chat). */
export function visibleMessages(messages: readonly ChatMessage[]): TimelineItem[] {
  return messages
    .filter((message): message is ChatMessage & { role: 'user' | 'assistant' } => message.role !== 'system')
    .sort((a, b) => a.order_in_session - b.order_in_session)
    .map((message) => ({ kind: 'message', id: message.id, role: message.role, text: message.content.text }));
}

export function conversationReducer(state: Conversation, action: ConversationAction): Conversation {
  switch (action.type) {
    case 'new':
      return emptyConversation;
    case 'loaded': {
      const { session, messages, profile } = action.detail;
      // A stored session does not say after which turn the profile was saved: it closes the chat.
      const timeline = visibleMessages(messages);
      return {
        sessionId: session.id,
        timeline: profile ? [...timeline, { kind: 'profile', id: `profile-${session.id}`, profile }] : timeline,
        profileSaved: session.metadata.profile_saved || profile !== null,
      };
    }
    case 'sent':
      return { ...state, timeline: [...state.timeline, { kind: 'message', id: action.localId, role: 'user', text: action.text }] };
    case 'replied': {
      const { reply, localId } = action;
      const added: TimelineItem[] = [{ kind: 'message', id: `${localId}-reply`, role: 'assistant', text: reply.message }];
      if (reply.profile) added.push({ kind: 'profile', id: `${localId}-profile`, profile: reply.profile });
      return {
        sessionId: reply.sessionId,
        timeline: [...state.timeline, ...added],
        profileSaved: state.profileSaved || reply.profile !== null,
      };
    }
    case 'failed':
      return { ...state, timeline: state.timeline.filter((item) => item.id !== action.localId) };
  }
}

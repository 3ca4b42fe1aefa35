import { useReducer, useState } from 'react';
import { notify } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useSendOwnChatMessage } from '../api/send-own-chat-message';
import { conversationReducer, emptyConversation } from '../conversation';
import { ChatThread } from './chat-thread';
import { MessageComposer } from './message-composer';
import '../profile-chat.css';

let localIds = 0;
const nextLocalId = () => `own-${(localIds += 1)}`;

/**
 * The profile chat offered to a creator: the same interview the admins use, about their own
 * channel, saving to their own profile (which the form beside it then shows).
 */
export function OwnProfileChat() {
  const send = useSendOwnChatMessage();
  const [conversation, dispatch] = useReducer(conversationReducer, emptyConversation);
  const [draft, setDraft] = useState('');

  function sendMessage(text: string) {
    const localId = nextLocalId();
    dispatch({ type: 'sent', localId, text });
    setDraft('');
    send.mutate(
      { sessionId: conversation.sessionId, message: text },
      {
        onSuccess: (reply) => {
          dispatch({ type: 'replied', localId, reply });
          if (reply.profile) notify({ title: 'Profile saved', description: 'The form below shows what the chat saved.' });
        },
        onError: (error) => {
          dispatch({ type: 'failed', localId });
          console.error('Could not send chat message:', error);
          const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
          notify({ title: 'Failed to send message', description: reason, variant: 'destructive' });
          setDraft((current) => (current.trim() ? current : text));
        },
      },
    );
  }

  return (
    <section className="profile-chat__panel card own-profile-chat" aria-label="Profile chat">
      <p className="muted">Say hello to start; the assistant asks a few questions about your channel and saves your profile at the end.</p>
      <ChatThread timeline={conversation.timeline} pending={send.isPending} />
      <MessageComposer draft={draft} onDraftChange={setDraft} onSend={sendMessage} pending={send.isPending} />
    </section>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { fetchChatSession } from '../api/get-chat-session';
import { useChatSessions } from '../api/list-chat-sessions';
import { useSendChatMessage } from '../api/send-chat-message';
import { conversationReducer, emptyConversation } from '../conversation';
import { ApiError } from '@/lib/api-client';
import { ChatThread } from './chat-thread';
import { MessageComposer } from './message-composer';
import { SessionList, sessionTitle } from './session-list';
import '../profile-chat.css';

let localIds = 0;
/** An id for a message the server has not stored yet (the optimistic one). */
const nextLocalId = () => `local-${(localIds += 1)}`;

/** A 401 means the session ended: say so (docs/product-rules.md#profile-chat) and go to sign in. Answers whether it handled the error. */
function useAuthRequired(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError && error.status === 401)) return false;
      notify({ title: 'Authentication required', variant: 'destructive' });
      void navigate(paths.auth);
      return true;
    },
    [navigate],
  );
}

/**
 * /create-user-content-profile: the admin interviews the assistant's way to a creator profile for
 * one subscriber. The server creates the session with the first message and saves the profile
 * when the interview is complete; this page keeps the chat on screen in step with it.
 */
export function ProfileChatPage() {
  const client = useQueryClient();
  const sessions = useChatSessions();
  const send = useSendChatMessage();
  const authRequired = useAuthRequired();
  const [conversation, dispatch] = useReducer(conversationReducer, emptyConversation);
  const [draft, setDraft] = useState('');
  const [opening, setOpening] = useState<string | null>(null);
  const [listExpanded, setListExpanded] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (!sessions.error) return;
    if (!authRequired(sessions.error)) console.error('Could not load chat sessions:', sessions.error);
  }, [sessions.error, authRequired]);

  const locked = opening !== null || send.isPending;

  async function openSession(id: string) {
    setOpening(id);
    try {
      dispatch({ type: 'loaded', detail: await fetchChatSession(client, id) });
      setListExpanded(false);
      notify({ title: 'Session loaded' });
    } catch (error) {
      if (!authRequired(error)) {
        console.error('Could not load chat session:', error);
        notify({ title: 'Failed to load session', variant: 'destructive' });
      }
    } finally {
      setOpening(null);
    }
  }

  function newChat() {
    dispatch({ type: 'new' });
    notify({ title: 'New session started' });
    box.current?.focus();
  }

  function sendMessage(text: string) {
    // The session being opened is about to replace the chat this message would belong to.
    if (opening !== null) return;
    const localId = nextLocalId();
    dispatch({ type: 'sent', localId, text });
    setDraft('');
    send.mutate(
      { sessionId: conversation.sessionId, message: text },
      {
        onSuccess: (reply) => dispatch({ type: 'replied', localId, reply }),
        onError: (error) => {
          dispatch({ type: 'failed', localId });
          if (authRequired(error)) return;
          console.error('Could not send chat message:', error);
          // A refusal (too long, not plain text) says why; anything else has nothing to add.
          const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
          notify({ title: 'Failed to send message', description: reason, variant: 'destructive' });
          // The text goes back in the box to be resent, unless the admin has started another.
          setDraft((current) => (current.trim() ? current : text));
        },
      },
    );
  }

  const current = conversation.sessionId ? sessions.data?.find((session) => session.id === conversation.sessionId) : undefined;
  const heading = conversation.sessionId === null ? 'New session' : current ? sessionTitle(current) : 'Session';

  return (
    <div className="profile-chat">
      <header className="profile-chat__header">
        <h1>Creator profile chat</h1>
        <p className="muted">Interview your way to a creator profile for one subscriber; generation uses it as input.</p>
      </header>
      <div className="profile-chat__layout">
        <SessionList
          sessions={sessions.data}
          status={sessions.status}
          onRetry={() => void sessions.refetch()}
          currentId={conversation.sessionId}
          onOpen={(id) => void openSession(id)}
          locked={locked}
          expanded={listExpanded}
          onToggle={() => setListExpanded((expanded) => !expanded)}
        />
        <section className="profile-chat__panel card" aria-labelledby={headingId}>
          <div className="profile-chat__panel-header">
            <h2 id={headingId} className="profile-chat__panel-title">
              {heading}
            </h2>
            {conversation.profileSaved ? <Badge variant="success">Profile saved</Badge> : null}
            <Button variant="outline" size="small" className="profile-chat__new" onClick={newChat} disabled={locked}>
              New Chat
            </Button>
          </div>
          <ChatThread timeline={conversation.timeline} pending={send.isPending} />
          <MessageComposer ref={box} draft={draft} onDraftChange={setDraft} onSend={sendMessage} pending={send.isPending} />
        </section>
      </div>
    </div>
  );
}

import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { classNames } from '@/components/ui/class-names';
import type { ChatSessionSummary } from '../api/list-chat-sessions';

const startedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A session's name in the list: the subscriber once the interview named one. */
export function sessionTitle(session: ChatSessionSummary): string {
  return session.title.trim() || 'Untitled session';
}

export interface SessionListProps {
  readonly sessions: readonly ChatSessionSummary[] | undefined;
  readonly status: 'pending' | 'error' | 'success';
  readonly onRetry: () => void;
  /** The session on screen. */
  readonly currentId: string | null;
  readonly onOpen: (id: string) => void;
  /** While a session loads or a message is on its way, the chat on screen may not change. */
  readonly locked: boolean;
  /** Narrow screens show the list above the chat, folded away until asked for. */
  readonly expanded: boolean;
  readonly onToggle: () => void;
}

/** Recent sessions, newest first (at most 10); choosing one opens it in the chat. */
export function SessionList({ sessions, status, onRetry, currentId, onOpen, locked, expanded, onToggle }: SessionListProps) {
  const headingId = useId();
  const listId = useId();
  return (
    <aside className={classNames('profile-chat__sessions card', !expanded && 'profile-chat__sessions--folded')} aria-labelledby={headingId}>
      <div className="profile-chat__sessions-header">
        <h2 id={headingId} className="profile-chat__sessions-title">
          Recent sessions
        </h2>
        <Button
          variant="ghost"
          size="small"
          className="profile-chat__fold"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={onToggle}
        >
          {expanded ? 'Hide' : 'Show'}
        </Button>
      </div>
      <div id={listId} className="profile-chat__sessions-body">
        {status === 'pending' ? <p className="muted">Loading sessions...</p> : null}
        {status === 'error' ? (
          <div className="profile-chat__sessions-error">
            <p className="muted">Could not load your recent sessions.</p>
            <Button variant="outline" size="small" onClick={onRetry}>
              Retry
            </Button>
          </div>
        ) : null}
        {sessions && sessions.length === 0 ? <p className="muted">No sessions yet. Your first message starts one.</p> : null}
        {sessions && sessions.length > 0 ? (
          <ul className="session-list">
            {sessions.map((session) => (
              <li key={session.id}>
                <button
                  type="button"
                  className={classNames('session-list__item', session.id === currentId && 'session-list__item--current')}
                  aria-current={session.id === currentId ? 'true' : undefined}
                  disabled={locked}
                  onClick={() => onOpen(session.id)}
                >
                  <span className="session-list__title">{sessionTitle(session)}</span>
                  <span className="session-list__meta">
                    <time dateTime={session.started_at}>{startedFormat.format(new Date(session.started_at))}</time>
                    <span>
                      {session.metadata.message_count} {session.metadata.message_count === 1 ? 'message' : 'messages'}
                    </span>
                  </span>
                  {session.metadata.profile_saved ? (
                    <Badge variant="success" className="session-list__saved">
                      Profile saved
                    </Badge>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </aside>
  );
}

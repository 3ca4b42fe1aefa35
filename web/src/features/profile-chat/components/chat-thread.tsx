import { useLayoutEffect, useRef } from 'react';
import type { TimelineItem } from '../conversation';
import { ProfileCard } from './profile-card';

/** What the assistant says first on every chat: what the interview will ask. */
export const INTRO_MESSAGE =
  "Hi! I'll interview you to build a creator profile for one subscriber. I'll ask which subscriber it's for (their email), " +
  'their niche and sub-niches, who their audience is, the tone they use, the video formats they make, topics to avoid, and their goals. ' +
  "When I have everything I'll save the profile on that subscriber. To start: what is the subscriber's email address?";

const SPEAKER = { user: 'You said:', assistant: 'Assistant said:' } as const;

export interface ChatThreadProps {
  readonly timeline: readonly TimelineItem[];
  /** A message is on its way: the assistant's "…" shows. */
  readonly pending: boolean;
}

function Bubble({ role, text }: { role: 'user' | 'assistant'; text: string }) {
  return (
    <li className={`chat-bubble chat-bubble--${role}`}>
      <span className="sr-only">{SPEAKER[role]} </span>
      <p className="chat-bubble__text">{text}</p>
    </li>
  );
}

/**
 * The conversation, oldest at the top, in a scrolling log: a new message or the pending indicator
 * scrolls the log (not the page) to the bottom, so the message box never moves out of view.
 */
export function ChatThread({ timeline, pending }: ChatThreadProps) {
  const log = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [timeline, pending]);

  return (
    // Focusable so a keyboard can scroll the log.
    <div ref={log} className="profile-chat__log" role="log" aria-label="Conversation" tabIndex={0}>
      <ol className="chat-thread">
        <Bubble role="assistant" text={INTRO_MESSAGE} />
        {timeline.map((item) =>
          item.kind === 'message' ? (
            <Bubble key={item.id} role={item.role} text={item.text} />
          ) : (
            <li key={item.id} className="chat-thread__profile">
              <ProfileCard profile={item.profile} />
            </li>
          ),
        )}
        {pending ? (
          <li className="chat-bubble chat-bubble--assistant chat-bubble--pending">
            <span aria-hidden="true">…</span>
            <span className="sr-only">The assistant is replying</span>
          </li>
        ) : null}
      </ol>
    </div>
  );
}

import { forwardRef, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_CHARS } from '#functions/profiles/schema';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';

/** The counter shows from here on, so it only speaks up when the limit is close. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_CHARS - 400;

export interface MessageComposerProps {
  readonly draft: string;
  readonly onDraftChange: (draft: string) => void;
  /** Called with the trimmed text; never with a blank one. */
  readonly onSend: (text: string) => void;
  /** A message is on its way: a second one waits for its answer. */
  readonly pending: boolean;
}

/** The message box: Enter sends, Shift+Enter starts a new line; blank messages are not sent. */
export const MessageComposer = forwardRef<HTMLTextAreaElement, MessageComposerProps>(function MessageComposer(
  { draft, onDraftChange, onSend, pending },
  ref,
) {
  const text = draft.trim();
  const canSend = text.length > 0 && text.length <= CHAT_MESSAGE_MAX_CHARS && !pending;

  function send() {
    if (canSend) onSend(text);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method is composing picks a candidate; it must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  const counter =
    draft.length >= COUNTER_FROM
      ? `${draft.length.toLocaleString('en-US')} / ${CHAT_MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters`
      : undefined;

  return (
    <form className="profile-chat__composer" onSubmit={onSubmit}>
      <TextareaField
        ref={ref}
        label="Message"
        hideLabel
        placeholder="Type your answer… (Shift+Enter for a new line)"
        rows={2}
        maxLength={CHAT_MESSAGE_MAX_CHARS}
        value={draft}
        onValueChange={onDraftChange}
        onKeyDown={onKeyDown}
        hint={counter}
        fieldClassName="profile-chat__message-field"
      />
      <Button type="submit" disabled={!canSend} pending={pending} pendingLabel="Sending…">
        Send
      </Button>
    </form>
  );
});

import { ulid } from 'ulid';
import type { CreatorProfile } from './schema';
import { getChatSession, listChatMessages, saveChatTurn, type ChatMessageRecord, type ChatSessionRecord } from './chat-store';
import { listNiches } from '#functions/niches/store';
import { findSubscriberByEmail } from '#functions/subscribers/store';
import {
  COULD_NOT_READ,
  INTERVIEW_INSTRUCTIONS,
  MAX_SESSION_MESSAGES,
  completeProfile,
  composeReply,
  interviewPayload,
  nextMissingField,
  reviewAnswer,
  unknownSubscriber,
  type ProfileDraft,
} from './rules';
import { InvalidInput, NotFound } from '#functions/platform/errors';
import { CHAT_SESSION_NOT_FOUND as NOT_FOUND } from './chat-sessions';
import type { Interviewer } from './interviewer';
import { getCreatorProfile } from './store';

/**
 * One turn of the creator-profile chat, and the views of an admin's sessions. The interviewer
 * (model or scripted) proposes fields; the rules in domain/creator-profile.ts decide what is
 * taken; the subscriber is looked up by email here; the turn's messages, the session and (when
 * complete) the profile are written in one transaction (data/chat.ts).
 */

export interface ChatTurnResult {
  message: string;
  sessionId: string;
  profile: CreatorProfile | null;
  generator: 'openai' | 'offline';
  /** For the log line: what answered and how it went. */
  log: { model: string; inputTokens: number; outputTokens: number; error: string | null; saved: boolean };
}

const ALREADY_SAVED = (email: string) =>
  `The profile for ${email} is saved. Start a New Chat to interview for another subscriber or to replace it.`;

export async function chatTurn(input: {
  adminUserId: string;
  sessionId: string | null;
  message: string;
  interviewer: Interviewer;
  now?: Date;
}): Promise<ChatTurnResult> {
  const now = input.now ?? new Date();
  const at = now.toISOString();
  const [niches, existing] = await Promise.all([
    listNiches().then((all) => all.filter((n) => n.isActive)),
    input.sessionId ? loadSession(input.adminUserId, input.sessionId) : Promise.resolve(null),
  ]);
  const sessionId = existing?.session.id ?? ulid(now.getTime());
  const session: ChatSessionRecord = existing?.session ?? {
    id: sessionId,
    adminUserId: input.adminUserId,
    purpose: 'content_profile_creation',
    startedAt: at,
    updatedAt: at,
    title: 'New creator profile',
    messageCount: 0,
    draft: {},
    profile: null,
  };
  const history: ChatMessageRecord[] = existing?.messages ?? [];
  const newMessages: ChatMessageRecord[] = [];
  const add = (role: ChatMessageRecord['role'], text: string) => {
    newMessages.push({ id: ulid(now.getTime()), sessionId, role, text, createdAt: at, order: session.messageCount + newMessages.length });
  };
  if (!existing) add('system', INTERVIEW_INSTRUCTIONS);
  if (session.messageCount + newMessages.length + 2 > MAX_SESSION_MESSAGES) {
    throw new InvalidInput('This chat is too long.', { message: ['This chat is too long: start a New Chat.'] });
  }
  add('user', input.message);

  let reply: string;
  let draft: ProfileDraft = session.draft;
  let profile: CreatorProfile | null = null;
  let generator: 'openai' | 'offline' = input.interviewer.name;
  let log: ChatTurnResult['log'] = { model: input.interviewer.model, inputTokens: 0, outputTokens: 0, error: null, saved: false };

  if (session.profile) {
    // Nothing left to ask: a scripted answer, no model call.
    reply = ALREADY_SAVED(session.profile.subscriberEmail);
    generator = 'offline';
    log = { ...log, model: 'none' };
  } else {
    const all = [...history, ...newMessages];
    const attempt = await input.interviewer.answer({
      instructions: all.find((m) => m.role === 'system')?.text ?? INTERVIEW_INSTRUCTIONS,
      state: interviewPayload(draft, niches),
      conversation: all
        .filter((m): m is ChatMessageRecord & { role: 'user' | 'assistant' } => m.role !== 'system')
        .map((m) => ({ role: m.role, text: m.text })),
    });
    log = {
      model: attempt.model,
      inputTokens: attempt.inputTokens,
      outputTokens: attempt.outputTokens,
      error: attempt.error,
      saved: false,
    };
    let problems: string[];
    if (attempt.answer) {
      const review = reviewAnswer(draft, attempt.answer.fields, niches);
      ({ draft, problems } = review);
      if (review.newEmail) {
        const subscriber = await findSubscriberByEmail(review.newEmail);
        if (subscriber) draft = { ...draft, subscriberEmail: subscriber.email.toLowerCase(), userId: subscriber.userId };
        else {
          const { subscriberEmail: _email, userId: _user, ...rest } = draft;
          draft = rest;
          problems = [unknownSubscriber(review.newEmail), ...problems];
        }
      }
    } else {
      problems = [COULD_NOT_READ];
    }
    if (draft.userId && nextMissingField(draft) === null) {
      // A chat does not ask for the channel: the one the subscriber linked in Settings stays.
      const saved = await getCreatorProfile(draft.userId);
      profile = completeProfile(draft, { sessionId, updatedAt: at, youtubeChannel: saved?.youtubeChannel ?? null });
    }
    reply = composeReply({ draft, problems, reply: attempt.answer?.reply ?? null, profile, niches });
    log.saved = profile !== null;
  }
  add('assistant', reply);

  await saveChatTurn({
    session: {
      ...session,
      updatedAt: at,
      title: draft.subscriberEmail ?? session.title,
      messageCount: session.messageCount + newMessages.length,
      draft,
      profile: session.profile ?? profile,
    },
    previousCount: existing ? session.messageCount : null,
    messages: newMessages,
    profile,
  });
  return { message: reply, sessionId, profile, generator, log };
}

async function loadSession(adminUserId: string, sessionId: string): Promise<{ session: ChatSessionRecord; messages: ChatMessageRecord[] }> {
  // Consistent: the count read here is the condition of the write (data/chat.ts).
  const session = await getChatSession(adminUserId, sessionId, { consistent: true });
  if (!session) throw new NotFound(NOT_FOUND);
  return { session, messages: await listChatMessages(sessionId, { consistent: true }) };
}

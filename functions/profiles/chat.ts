import { ulid } from 'ulid';
import type { CreatorProfile } from './schema';
import {
  getChatSession,
  listChatMessages,
  saveChatTurn,
  type ChatMessageRecord,
  type ChatOwner,
  type ChatSessionRecord,
} from './chat-store';
import { listNiches } from '#functions/niches/store';
import { findSubscriberByEmail } from '#functions/subscribers/store';
import {
  COULD_NOT_READ,
  CREATOR_INTERVIEW_INSTRUCTIONS,
  INTERVIEW_INSTRUCTIONS,
  MAX_SESSION_MESSAGES,
  completeProfile,
  composeReply,
  interviewPayload,
  nextMissingField,
  questionFor,
  reviewAnswer,
  unknownSubscriber,
  type Interviewee,
  type ProfileDraft,
} from './rules';
import { InvalidInput, NotFound } from '#functions/platform/errors';
import { CHAT_SESSION_NOT_FOUND as NOT_FOUND } from './chat-sessions';
import type { Interviewer } from './interviewer';
import { getCreatorProfile } from './store';

/**
 * One turn of the creator-profile chat. The interviewer (model or scripted) proposes fields; the
 * rules in rules.ts decide what is taken; in an admin's chat the subscriber is looked up by email
 * here, in a creator's own chat they are the caller (email and niche fixed from their account);
 * the turn's messages, the session and (when complete) the profile are written in one transaction
 * (chat-store.ts).
 */

/** Who is chatting: an admin about any subscriber, or a creator about themselves (their account's email and niche). */
export type ChatCaller = { kind: 'admin'; userId: string } | { kind: 'creator'; userId: string; email: string; niche: string };

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
const OWN_OPENING = 'Hi! A few quick questions about your channel, so your daily ideas fit it.';
const OWN_ALREADY_SAVED = 'Your profile is saved. Start a new chat to replace it, or change it under Your channel in Settings.';

export async function chatTurn(input: {
  caller: ChatCaller;
  sessionId: string | null;
  message: string;
  interviewer: Interviewer;
  now?: Date;
}): Promise<ChatTurnResult> {
  const now = input.now ?? new Date();
  const at = now.toISOString();
  const { caller } = input;
  const owner: ChatOwner = { kind: caller.kind, userId: caller.userId };
  const interviewee: Interviewee = caller.kind === 'creator' ? 'creator' : 'admin';
  // A creator's interview is about them: who and which niche are settled before the first question.
  const fixed: ProfileDraft =
    caller.kind === 'creator' ? { subscriberEmail: caller.email.toLowerCase(), userId: caller.userId, niche: caller.niche } : {};
  const [niches, existing] = await Promise.all([
    listNiches().then((all) => all.filter((n) => n.isActive)),
    input.sessionId ? loadSession(owner, input.sessionId) : Promise.resolve(null),
  ]);
  const sessionId = existing?.session.id ?? ulid(now.getTime());
  const session: ChatSessionRecord = existing?.session ?? {
    id: sessionId,
    adminUserId: caller.userId,
    ...(caller.kind === 'creator' ? { ownerKind: 'creator' as const } : {}),
    purpose: 'content_profile_creation',
    startedAt: at,
    updatedAt: at,
    title: caller.kind === 'creator' ? 'Your channel' : 'New creator profile',
    messageCount: 0,
    draft: fixed,
    profile: null,
  };
  const history: ChatMessageRecord[] = existing?.messages ?? [];
  const newMessages: ChatMessageRecord[] = [];
  const add = (role: ChatMessageRecord['role'], text: string) => {
    newMessages.push({ id: ulid(now.getTime()), sessionId, role, text, createdAt: at, order: session.messageCount + newMessages.length });
  };
  if (!existing) add('system', caller.kind === 'creator' ? CREATOR_INTERVIEW_INSTRUCTIONS : INTERVIEW_INSTRUCTIONS);
  if (session.messageCount + newMessages.length + 2 > MAX_SESSION_MESSAGES) {
    throw new InvalidInput('This chat is too long.', { message: ['This chat is too long: start a New Chat.'] });
  }
  add('user', input.message);

  let reply: string;
  let draft: ProfileDraft = { ...session.draft, ...fixed };
  let profile: CreatorProfile | null = null;
  let generator: 'openai' | 'offline' = input.interviewer.name;
  let log: ChatTurnResult['log'] = { model: input.interviewer.model, inputTokens: 0, outputTokens: 0, error: null, saved: false };

  if (session.profile) {
    // Nothing left to ask: a scripted answer, no model call.
    reply = caller.kind === 'creator' ? OWN_ALREADY_SAVED : ALREADY_SAVED(session.profile.subscriberEmail);
    generator = 'offline';
    log = { ...log, model: 'none' };
  } else if (caller.kind === 'creator' && !existing) {
    // The creator opens the chat with a hello, not an answer: the first question is scripted, so no
    // greeting is ever taken for their topics.
    reply = `${OWN_OPENING} ${questionFor(nextMissingField(draft) ?? 'subNiches', draft, niches, 'creator')}`;
    generator = 'offline';
    log = { ...log, model: 'none' };
  } else {
    const all = [...history, ...newMessages];
    const attempt = await input.interviewer.answer({
      instructions: all.find((m) => m.role === 'system')?.text ?? INTERVIEW_INSTRUCTIONS,
      state: interviewPayload(draft, niches, interviewee),
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
      if (caller.kind === 'creator') {
        // Whatever the model proposed for them, a creator's email and niche stay their account's.
        draft = { ...draft, ...fixed };
        problems = problems.filter((problem) => !problem.endsWith('is not one of our niches.'));
      } else if (review.newEmail) {
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
    reply = composeReply({ draft, problems, reply: attempt.answer?.reply ?? null, profile, niches, interviewee });
    log.saved = profile !== null;
  }
  add('assistant', reply);

  await saveChatTurn({
    session: {
      ...session,
      updatedAt: at,
      title: caller.kind === 'creator' ? session.title : (draft.subscriberEmail ?? session.title),
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

async function loadSession(owner: ChatOwner, sessionId: string): Promise<{ session: ChatSessionRecord; messages: ChatMessageRecord[] }> {
  // Consistent: the count read here is the condition of the write (chat-store.ts).
  const session = await getChatSession(owner, sessionId, { consistent: true });
  if (!session) throw new NotFound(NOT_FOUND);
  return { session, messages: await listChatMessages(sessionId, { consistent: true }) };
}

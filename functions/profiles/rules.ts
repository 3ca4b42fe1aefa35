import * as z from 'zod/mini';
import { chatProfileFields, creatorProfile, type CreatorProfile, type YoutubeChannel } from './schema';
import { topicTokens } from '#functions/content-engine/text';

/**
 * The creator-profile interview (docs/product-rules.md#profile-chat), as pure rules: which answers
 * are still missing, the question for each, reading an answer without a model (the offline
 * interviewer, which the local OpenAI emulator also uses), checking what a model proposes, and the
 * saved profile. The chat turn (functions/profiles/chat.ts) does the reads and writes around these.
 */

/** The order the interview asks in. */
export const PROFILE_FIELDS = ['subscriberEmail', 'niche', 'subNiches', 'audience', 'tone', 'formats', 'avoidTopics', 'goals'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** What the interview has learnt so far. `avoidTopics: []` is an answer ("none"); a missing key is not. */
export interface ProfileDraft {
  subscriberEmail?: string;
  /** The subscriber's user id, set once their email was found. */
  userId?: string;
  niche?: string;
  subNiches?: string[];
  audience?: string;
  tone?: string;
  formats?: string[];
  avoidTopics?: string[];
  goals?: string[];
}

export interface NicheOption {
  niche: string;
  displayName: string;
}

/** A session holds ~17 messages for a whole interview; past this the model's input only grows. */
export const MAX_SESSION_MESSAGES = 61;

export function nextMissingField(draft: ProfileDraft): ProfileField | null {
  return PROFILE_FIELDS.find((field) => draft[field] === undefined) ?? null;
}

export function questionFor(field: ProfileField, draft: ProfileDraft, niches: readonly NicheOption[]): string {
  switch (field) {
    case 'subscriberEmail':
      return 'Which subscriber is this profile for? Send me their email address.';
    case 'niche':
      return `What is their niche? It must be one of ours: ${niches.map((n) => n.displayName).join(', ')}.`;
    case 'subNiches':
      return `Which sub-niches do they focus on${draft.niche ? ` within ${nicheName(draft.niche, niches)}` : ''}? List a few, separated by commas.`;
    case 'audience':
      return 'Who is their audience? Their age, their situation and what they struggle with.';
    case 'tone':
      return 'What tone do their videos have? For example: warm and funny, calm and expert, blunt and practical.';
    case 'formats':
      return 'Which video formats do they make? For example: tutorials, storytimes, myth-busting, day in the life.';
    case 'avoidTopics':
      return 'Which topics should their ideas stay away from? Say "none" if there are none.';
    case 'goals':
      return 'Last one: what are their goals with their content? For example: grow followers, sell a course, get brand deals.';
  }
}

function nicheName(niche: string, niches: readonly NicheOption[]): string {
  return niches.find((n) => n.niche === niche)?.displayName ?? niche;
}

// ---------------------------------------------------------------------------------------------
// Reading one answer without a model

const EMAIL_PATTERN = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
const NONE_PATTERN = /^(?:none|nothing|no|nope|n\/a|no topics?|nothing to avoid|none really|no restrictions?)[.!]*$/i;

/** The niche a text names, by id or display name (whole words), the earliest mention winning. */
export function matchNiche(text: string, niches: readonly NicheOption[]): string | null {
  const folded = ` ${text.toLowerCase().replace(/[^a-z0-9&-]+/g, ' ')} `;
  let best: { niche: string; at: number } | null = null;
  for (const option of niches) {
    for (const name of [option.niche, option.displayName]) {
      const at = folded.indexOf(` ${name.toLowerCase().replace(/[^a-z0-9&-]+/g, ' ')} `);
      if (at >= 0 && (!best || at < best.at)) best = { niche: option.niche, at };
    }
  }
  return best?.niche ?? null;
}

/** "acne, rosacea and anti-aging" / one per line / "- bullets": the items, trimmed, without empties. */
export function splitList(text: string): string[] {
  return text
    .split(/[\n,;]+|\s+(?:and|&|\+)\s+/i)
    .map((item) =>
      item
        .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '')
        .replace(/[.!]+$/, '')
        .trim(),
    )
    .filter((item) => item.length > 0);
}

export type Extraction = { ok: true; value: string | string[] } | { ok: false; problem: string };

/** The answer to `field` in a user's message, read with fixed rules (no model). */
export function extractAnswer(field: ProfileField, text: string, niches: readonly NicheOption[]): Extraction {
  const trimmed = text.trim();
  switch (field) {
    case 'subscriberEmail': {
      const email = EMAIL_PATTERN.exec(trimmed)?.[0];
      return email
        ? { ok: true, value: email.toLowerCase() }
        : { ok: false, problem: "I need the subscriber's email address to find them." };
    }
    case 'niche': {
      const niche = matchNiche(trimmed, niches);
      return niche ? { ok: true, value: niche } : { ok: false, problem: 'That is not one of our niches.' };
    }
    case 'avoidTopics':
      return { ok: true, value: NONE_PATTERN.test(trimmed) ? [] : splitList(trimmed) };
    case 'subNiches':
    case 'formats':
    case 'goals':
      return { ok: true, value: splitList(trimmed) };
    case 'audience':
    case 'tone':
      return { ok: true, value: trimmed };
  }
}

// ---------------------------------------------------------------------------------------------
// What an interviewer answers (the model's structured output, or the offline interviewer's)

const nullableText = () => z.nullable(z.string());
const nullableList = () => z.nullable(z.array(z.string()));

/**
 * The structured output asked of the model: the reply to show, and every field it has learnt so
 * far (null while unknown). No length checks here: strict structured outputs refuse most of
 * them, so the profile schema's limits are checked afterwards (`reviewAnswer`).
 */
export const interviewAnswer = z.object({
  reply: z.string(),
  fields: z.object({
    subscriberEmail: nullableText(),
    niche: nullableText(),
    subNiches: nullableList(),
    audience: nullableText(),
    tone: nullableText(),
    formats: nullableList(),
    avoidTopics: nullableList(),
    goals: nullableList(),
  }),
});
export type InterviewAnswer = z.infer<typeof interviewAnswer>;
export type InterviewFields = InterviewAnswer['fields'];

/** The format's name: the local OpenAI emulator recognises the interview by it. */
export const INTERVIEW_FORMAT_NAME = 'creator_profile_interview';

export type ReadAnswer = { answer: InterviewAnswer; error: null } | { answer: null; error: string };

/** A model's raw text as an InterviewAnswer, or why not. */
export function readInterviewAnswer(raw: string): ReadAnswer {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return { answer: null, error: `The answer is not valid JSON: ${(error as Error).message}` };
  }
  const checked = interviewAnswer.safeParse(json);
  if (!checked.success) {
    return {
      answer: null,
      error: `The answer does not fit the interview schema: ${checked.error.issues.map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`).join('; ')}`,
    };
  }
  return { answer: checked.data, error: null };
}

export function fieldsOf(draft: ProfileDraft): InterviewFields {
  return {
    subscriberEmail: draft.subscriberEmail ?? null,
    niche: draft.niche ?? null,
    subNiches: draft.subNiches ?? null,
    audience: draft.audience ?? null,
    tone: draft.tone ?? null,
    formats: draft.formats ?? null,
    avoidTopics: draft.avoidTopics ?? null,
    goals: draft.goals ?? null,
  };
}

/**
 * The offline interviewer: reads the answer to the question it last asked (always the first
 * missing field) and asks the next one. Deterministic, so the local OpenAI emulator can answer the
 * interview with it too.
 */
export function offlineInterview(draft: ProfileDraft, message: string, niches: readonly NicheOption[]): InterviewAnswer {
  const field = nextMissingField(draft);
  if (!field) return { reply: 'This profile is complete.', fields: fieldsOf(draft) };
  const extraction = extractAnswer(field, message, niches);
  if (!extraction.ok) return { reply: `${extraction.problem} ${questionFor(field, draft, niches)}`, fields: fieldsOf(draft) };
  const next: ProfileDraft = { ...draft, [field]: extraction.value };
  const following = nextMissingField(next);
  return {
    reply: following ? `Got it. ${questionFor(following, next, niches)}` : 'Thanks, that is everything I need.',
    fields: fieldsOf(next),
  };
}

// ---------------------------------------------------------------------------------------------
// Checking what an interviewer proposes

export interface Review {
  /** The draft with every accepted change. */
  draft: ProfileDraft;
  /** What the admin is told about answers that were not taken. */
  problems: string[];
  /** A proposed email not yet checked against the subscribers (the caller looks it up). */
  newEmail: string | null;
}

/**
 * Applies an interviewer's fields to the draft. Nulls never erase an answer. A value that fails the
 * creator-profile schema (too long, too many, an empty list) rejects the whole turn: nothing is
 * taken and the admin is asked again. A niche that is not approved is dropped with a problem and
 * the rest is kept.
 */
export function reviewAnswer(draft: ProfileDraft, fields: InterviewFields, niches: readonly NicheOption[]): Review {
  const changes: ProfileDraft = {};
  const problems: string[] = [];
  const invalid: string[] = [];
  let newEmail: string | null = null;
  for (const field of PROFILE_FIELDS) {
    const proposed = fields[field];
    if (proposed === null || proposed === undefined || sameValue(proposed, draft[field])) continue;
    if (field === 'subscriberEmail') {
      const email = typeof proposed === 'string' ? EMAIL_PATTERN.exec(proposed.trim())?.[0]?.toLowerCase() : undefined;
      if (!email || email.length > 254) invalid.push('the email address');
      else if (email !== draft.subscriberEmail) newEmail = email;
      continue;
    }
    if (field === 'niche') {
      const niche = typeof proposed === 'string' ? matchNiche(proposed, niches) : null;
      if (niche) {
        if (niche !== draft.niche) changes.niche = niche;
      } else problems.push(`"${String(proposed)}" is not one of our niches.`);
      continue;
    }
    const checked = chatProfileFields.shape[field].safeParse(proposed);
    if (checked.success) (changes as Record<string, unknown>)[field] = checked.data;
    else invalid.push(`${FIELD_LABELS[field]} (${checked.error.issues[0]?.message ?? 'not valid'})`);
  }
  if (invalid.length > 0) {
    return { draft, problems: [`I could not use that answer: ${invalid.join(', ')}.`], newEmail: null };
  }
  return { draft: { ...draft, ...changes }, problems, newEmail };
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export const FIELD_LABELS: Readonly<Record<ProfileField, string>> = {
  subscriberEmail: 'subscriber',
  niche: 'niche',
  subNiches: 'sub-niches',
  audience: 'audience',
  tone: 'tone',
  formats: 'formats',
  avoidTopics: 'topics to avoid',
  goals: 'goals',
};

/** The message for an email that matches no subscriber. */
export function unknownSubscriber(email: string): string {
  return `There is no subscriber with the email ${email}.`;
}

/**
 * The saved profile once every field is answered and the subscriber is known; null before. The
 * interview does not ask for the channel: the one the subscriber linked is kept.
 */
export function completeProfile(
  draft: ProfileDraft,
  meta: { sessionId: string; updatedAt: string; youtubeChannel?: YoutubeChannel | null },
): CreatorProfile | null {
  if (nextMissingField(draft) !== null || !draft.userId) return null;
  const answers = chatProfileFields.safeParse(draft);
  if (!answers.success) return null;
  const checked = creatorProfile.safeParse({
    userId: draft.userId,
    subscriberEmail: draft.subscriberEmail,
    niche: draft.niche,
    subNiches: draft.subNiches,
    audience: draft.audience,
    tone: draft.tone,
    formats: draft.formats,
    avoidTopics: draft.avoidTopics,
    goals: draft.goals,
    youtubeChannel: meta.youtubeChannel ?? null,
    source: 'chat',
    sessionId: meta.sessionId,
    updatedAt: meta.updatedAt,
  });
  return checked.success ? checked.data : null;
}

/** What the assistant says when the profile was saved. */
export function profileSummary(profile: CreatorProfile, niches: readonly NicheOption[]): string {
  return [
    `Saved the creator profile for ${profile.subscriberEmail}:`,
    `- Niche: ${nicheName(profile.niche, niches)} (${profile.subNiches.join(', ')})`,
    `- Audience: ${profile.audience}`,
    `- Tone: ${profile.tone}`,
    `- Formats: ${profile.formats.join(', ')}`,
    `- Topics to avoid: ${profile.avoidTopics.length > 0 ? profile.avoidTopics.join(', ') : 'none'}`,
    `- Goals: ${profile.goals.join(', ')}`,
    'Generation for this subscriber now uses it.',
  ].join('\n');
}

/**
 * The reply the admin sees: the saved profile's summary when complete; otherwise the problems with
 * the question for what is still missing; otherwise the interviewer's own reply (the question if it
 * gave none).
 */
export function composeReply(input: {
  draft: ProfileDraft;
  problems: readonly string[];
  reply: string | null;
  profile: CreatorProfile | null;
  niches: readonly NicheOption[];
}): string {
  if (input.profile) return profileSummary(input.profile, input.niches);
  const next = nextMissingField(input.draft);
  // Every field answered but the subscriber not found cannot happen: a missing email is the first question.
  const question = next ? questionFor(next, input.draft, input.niches) : 'Tell me what to change.';
  if (input.problems.length > 0) return `${input.problems.join(' ')} ${question}`;
  return input.reply?.trim() ? input.reply.trim() : question;
}

export const COULD_NOT_READ = 'Sorry, I could not read that answer.';

// ---------------------------------------------------------------------------------------------
// What the model is told

/** The session's first, hidden message (role 'system', order 0). Fixed text, cacheable by OpenAI. */
export const INTERVIEW_INSTRUCTIONS = [
  'You interview a CommentSpark admin to build the creator profile of one subscriber, so that daily video ideas fit that creator.',
  'Collect, in this order: the subscriber (their email address), their niche (exactly one of approved_niches, answer with its id),',
  'sub-niches (a list), audience (who watches: age, situation, struggles), tone, video formats (a list), topics to avoid (a list; an empty list when the admin says none), goals (a list).',
  "The state message gives the fields collected so far and next_field. Read the admin's latest message, fill every field it answers,",
  'and keep every field already collected unless the admin corrects it. Fields not known yet are null.',
  'In reply, acknowledge briefly and ask exactly one question: the one for the first field still missing. Plain, friendly, short.',
  'Never invent an answer the admin did not give. Lists hold short items (under 120 characters each, at most 8; 12 for topics to avoid).',
].join('\n');

/** The state document sent before the conversation: what the model, the logs and the emulator all read. */
export interface InterviewPayload {
  task: typeof INTERVIEW_FORMAT_NAME;
  approved_niches: Array<{ id: string; name: string }>;
  collected: InterviewFields;
  next_field: ProfileField | null;
  next_question: string | null;
}

export function interviewPayload(draft: ProfileDraft, niches: readonly NicheOption[]): InterviewPayload {
  const next = nextMissingField(draft);
  return {
    task: INTERVIEW_FORMAT_NAME,
    approved_niches: niches.map((n) => ({ id: n.niche, name: n.displayName })),
    collected: fieldsOf(draft),
    next_field: next,
    next_question: next ? questionFor(next, draft, niches) : null,
  };
}

/** The draft a payload describes (the emulator's side of `interviewPayload`). */
export function draftOfPayload(payload: InterviewPayload): ProfileDraft {
  const draft: ProfileDraft = {};
  for (const field of PROFILE_FIELDS) {
    const value = payload.collected[field];
    if (value !== null && value !== undefined) (draft as Record<string, unknown>)[field] = value;
  }
  return draft;
}

// ---------------------------------------------------------------------------------------------
// Generation for a profile

/**
 * Whether an insight touches a topic the creator avoids: every topic word of the topic (stemmed,
 * stop words dropped) appears among the insight's. "weight loss" matches "tips for weight loss?",
 * not "weight training".
 */
export function touchesAvoidedTopic(texts: readonly string[], avoidTopics: readonly string[]): boolean {
  if (avoidTopics.length === 0) return false;
  const words = new Set(texts.flatMap((text) => topicTokens(text)));
  return avoidTopics.some((topic) => {
    const tokens = topicTokens(topic);
    return tokens.length > 0 && tokens.every((token) => words.has(token));
  });
}

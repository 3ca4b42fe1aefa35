import { PLATFORMS, type Platform } from '#functions/shared/schemas';
import type { SourceComment, SourceVideo } from '#functions/content-engine/corpus';
import type { DraftRequest, IdeaDraft } from '#functions/content-engine/draft';
import { offlineDraft } from '#functions/content-engine/offline-generator';
import type { PromptPayload } from '#functions/content-engine/prompt';
import { IDEAS_FORMAT_NAME } from '#functions/content-engine/openai';
import { JUDGE_FORMAT_NAME } from '#functions/content-engine/judge';
import { judgeAnswerOf } from './judge';
import { INTERVIEW_FORMAT_NAME, draftOfPayload, offlineInterview, type InterviewPayload } from '#functions/profiles/rules';
import { Words, exampleOf, isNode } from './json-schema';

/** What the model was asked, flattened from either API's request body. */
export interface Prompt {
  /** `instructions`, and system / developer messages. */
  instructions: string;
  /** The last user message's text: where CommentSpark puts its PromptPayload. */
  lastUser: string;
  /** Every input text, for the token estimate and for words. */
  inputs: string[];
  /** The input messages in order, with their roles (a plain string input is one user message). */
  messages: Array<{ role: string; text: string }>;
}

export type OutputFormat = { type: 'text' } | { type: 'json_object' } | { type: 'json_schema'; name: string; schema: unknown };

/** `instructions` plus `input` (a string, or items with string or `input_text` content). */
export function responsesPrompt(body: Record<string, unknown>): Prompt {
  const instructions = typeof body['instructions'] === 'string' ? [body['instructions']] : [];
  const input = body['input'];
  if (typeof input === 'string')
    return { instructions: instructions.join('\n'), lastUser: input, inputs: [input], messages: [{ role: 'user', text: input }] };
  return fromMessages(Array.isArray(input) ? input : [], instructions);
}

/** `messages`, each with string content or text parts. */
export function chatPrompt(body: Record<string, unknown>): Prompt {
  return fromMessages(Array.isArray(body['messages']) ? body['messages'] : [], []);
}

function fromMessages(messages: unknown[], instructions: string[]): Prompt {
  const inputs: string[] = [];
  const read: Prompt['messages'] = [];
  let lastUser = '';
  for (const message of messages) {
    if (!isNode(message)) continue;
    const text = textOf(message['content'] ?? message['output']);
    read.push({ role: typeof message['role'] === 'string' ? message['role'] : 'user', text });
    if (message['role'] === 'system' || message['role'] === 'developer') instructions.push(text);
    else inputs.push(text);
    if (message['role'] === 'user') lastUser = text;
  }
  return { instructions: instructions.join('\n'), lastUser: lastUser || (inputs.at(-1) ?? ''), inputs, messages: read };
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part) => (isNode(part) && typeof part['text'] === 'string' ? part['text'] : typeof part === 'string' ? part : ''))
    .filter(Boolean)
    .join('\n');
}

/** OpenAI's rough rule of four characters a token, good enough for cost logs and limits locally. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function promptTokens(prompt: Prompt): number {
  return estimateTokens(prompt.instructions + prompt.inputs.join(''));
}

/**
 * The answer a well-behaved model gives: for CommentSpark's idea prompt the offline generator's
 * draft of the same insight (so a local run reads like the real thing and stays deterministic),
 * for any other schema a value built from the schema and the prompt's words.
 */
export function answer(prompt: Prompt, format: OutputFormat): string {
  const interview = interviewAnswerOf(prompt, format);
  if (interview !== null) return interview;
  if (format.type === 'json_schema' && format.name === JUDGE_FORMAT_NAME) {
    const judged = judgeAnswerOf(parseJson(prompt.lastUser));
    if (judged !== null) return judged;
  }
  const request = draftRequestOf(parseJson(prompt.lastUser));
  if (request && format.type === 'json_schema' && format.name === IDEAS_FORMAT_NAME) {
    const count = candidateCount(format.schema);
    const drafts = count === null ? [] : candidateDrafts(request, count);
    if (drafts.length > 0) return JSON.stringify({ candidates: drafts });
  }
  const draft = request ? offlineDraft(request, { loose: true }) : null;
  const words = new Words(wordSources(prompt));
  switch (format.type) {
    case 'json_schema':
      return JSON.stringify(draft && fitsSchema(draft, format.schema) ? draft : exampleOf(format.schema, words));
    case 'json_object':
      return JSON.stringify(draft ?? { answer: words.sentence(12) });
    default:
      return draft ? draftAsText(draft) : `${words.sentence(10)} ${words.sentence(14)}`;
  }
}

/**
 * CommentSpark's profile interview (functions/profiles/rules.ts): asked for its schema,
 * with the state document among the messages, the emulator answers as the scripted interviewer
 * would, so a local run drives the real client through a whole interview.
 */
function interviewAnswerOf(prompt: Prompt, format: OutputFormat): string | null {
  if (format.type !== 'json_schema' || format.name !== INTERVIEW_FORMAT_NAME) return null;
  const state = prompt.messages
    .map((message) => parseJson(message.text))
    .find(
      (value): value is InterviewPayload =>
        isNode(value) && value['task'] === INTERVIEW_FORMAT_NAME && isNode(value['collected']) && Array.isArray(value['approved_niches']),
    );
  if (!state) return null;
  const niches = state.approved_niches.filter(isNode).map((n) => ({ niche: String(n['id']), displayName: String(n['name']) }));
  return JSON.stringify(
    offlineInterview(draftOfPayload(state), prompt.lastUser, niches, state.interviewee === 'creator' ? 'creator' : 'admin'),
  );
}

/** Valid JSON that leaves out some of the required fields: what a model ignoring the schema writes. */
export function mismatched(text: string, format: OutputFormat): string {
  const value = parseJson(text);
  const schema = format.type === 'json_schema' && isNode(format.schema) ? format.schema : {};
  const required = Array.isArray(schema['required']) ? schema['required'].filter((name): name is string => typeof name === 'string') : [];
  if (!isNode(value)) return JSON.stringify({ unexpected: value });
  const dropped = required.length > 0 ? required.filter((_, index) => index % 2 === 0) : Object.keys(value).slice(0, 1);
  const kept = Object.fromEntries(Object.entries(value).filter(([name]) => !dropped.includes(name)));
  return JSON.stringify({ ...kept, note: 'The local emulator left out required fields on purpose.' });
}

/** Output cut off after `maxTokens` (four characters a token), as a model stopped by its limit. */
export function truncated(text: string, maxTokens: number): string {
  return text.slice(0, Math.max(0, maxTokens * 4));
}

/** The middle of the document: never valid JSON, since the closing brace is gone. */
export function cutOff(text: string): string {
  return text.slice(0, Math.max(1, Math.floor(text.length * 0.6)));
}

export const REFUSAL = "I'm sorry, but I can't help with that request.";

/**
 * The DraftRequest a PromptPayload was built from (prompt.ts), as far as the payload tells;
 * what it leaves out (comment ids, dates, URLs) is filled with stable local values.
 */
export function draftRequestOf(payload: unknown): DraftRequest | null {
  if (!isNode(payload) || payload['task'] !== 'content_idea' || !isNode(payload['insight'])) return null;
  const sent = payload as Partial<PromptPayload> & { insight: Partial<PromptPayload['insight']> };
  const { insight } = sent;
  if (typeof insight.comment !== 'string') return null;
  const niche = stringOr(sent.niche, 'general');
  const key = stringOr(insight.key, 'tiktok#local-1');
  const [keyPlatform, keyId] = key.includes('#') ? (key.split('#', 2) as [string, string]) : ['', key];
  const videos: SourceVideo[] = arrayOf(insight.videos).map((video, index) => {
    const platform = platformOr(video['platform'], 'tiktok');
    return {
      platform,
      url: `https://video.local/${platform}/${index + 1}`,
      title: stringOr(video['title'], 'Untitled video'),
      creator: stringOr(video['creator'], '@creator'),
      views: numberOr(video['views'], 0),
    };
  });
  const platform = platformOr(keyPlatform, videos[0]?.platform ?? 'tiktok');
  const postedAt = new Date().toISOString();
  const comment = (id: string, text: string, author: string, likes: number): SourceComment => ({
    niche,
    platform,
    commentId: id,
    videoUrl: videos[0]?.url ?? `https://video.local/${platform}/1`,
    text,
    author,
    likes,
    postedAt,
  });
  const representative = comment(
    keyId || 'local-1',
    insight.comment,
    stringOr(insight.comment_author, '@viewer'),
    numberOr(insight.comment_likes, 0),
  );
  const supporting = arrayOf(insight.supporting_comments).map((quote, index) =>
    comment(`${representative.commentId}-s${index + 1}`, stringOr(quote['text'], ''), `@viewer${index + 1}`, numberOr(quote['likes'], 0)),
  );
  const askedCount = numberOr(insight.asked_count, supporting.length + 1);
  return {
    niche,
    nicheName: stringOr(sent.niche_name, niche),
    variant: sent.variant === 'B' ? 'B' : 'A',
    angle: numberOr(sent.angle, 0),
    previousTitles: stringsOf(sent.previous_titles),
    feedback: stringsOf(sent.feedback),
    insight: {
      key,
      niche,
      representative,
      supporting,
      askedCount,
      totalLikes: numberOr(insight.total_likes, representative.likes + supporting.reduce((sum, c) => sum + c.likes, 0)),
      commentIds: [representative, ...supporting].map((c) => `${c.platform}#${c.commentId}`),
      videos,
      score: askedCount,
      signals: stringsOf(insight.signals),
      newestAt: postedAt,
    },
  };
}

/** How many ideas the candidates schema asks for (its `candidates` array's fixed length). */
function candidateCount(schema: unknown): number | null {
  if (!isNode(schema) || !isNode(schema['properties'])) return null;
  const list = schema['properties']['candidates'];
  if (!isNode(list)) return null;
  const count = list['minItems'] ?? list['maxItems'];
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 1;
}

/**
 * Different drafts of the same insight, as a model writing several takes would: the offline
 * generator's drafts for this angle and the next ones (each angle moves to another format). The
 * first is what a one-idea request gets, so a single candidate reads as before.
 */
export function candidateDrafts(request: DraftRequest, count: number): IdeaDraft[] {
  return Array.from({ length: count }, (_, index) => offlineDraft({ ...request, angle: request.angle + index }, { loose: true })).filter(
    (draft): draft is IdeaDraft => draft !== null,
  );
}

/** The draft answers this schema when it has every required key and no key the schema forbids. */
function fitsSchema(draft: IdeaDraft, schema: unknown): boolean {
  if (!isNode(schema) || !isNode(schema['properties'])) return false;
  const properties = Object.keys(schema['properties']);
  const required = Array.isArray(schema['required']) ? schema['required'] : [];
  const keys = Object.keys(draft);
  return (
    required.every((name) => keys.includes(name as string)) &&
    (schema['additionalProperties'] !== false || keys.every((name) => properties.includes(name)))
  );
}

function draftAsText(draft: IdeaDraft): string {
  return [
    draft.title,
    '',
    ...draft.hooks.map((hook) => `Hook (${hook.style}): ${hook.text}`),
    '',
    ...draft.sections.map((section) => `${section.title}: ${section.voiceover}`),
    '',
    ...draft.why_it_works.map((reason) => `- ${reason}`),
  ].join('\n');
}

/** The prompt's own strings: a JSON document's values rather than its keys and punctuation. */
function wordSources(prompt: Prompt): string[] {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (isNode(value)) Object.values(value).forEach(collect);
  };
  const parsed = parseJson(prompt.lastUser);
  if (parsed === undefined) texts.push(prompt.lastUser);
  else collect(parsed);
  return texts.length > 0 ? texts : prompt.inputs;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function platformOr(value: unknown, fallback: Platform): Platform {
  return PLATFORMS.find((platform) => platform === value) ?? fallback;
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function arrayOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isNode) : [];
}

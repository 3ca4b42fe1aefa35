import OpenAI from 'openai';
import type { JSONSchema } from 'openai/lib/jsonschema';
import { toStrictJsonSchema } from 'openai/lib/transform';
import type { ResponseFormatTextJSONSchemaConfig } from 'openai/resources/responses/responses';
import * as z from 'zod/mini';
import { ideaDraft, type DraftRequest, type IdeaDraft } from './draft';
import { ideaInstructions, promptPayload } from './prompt';
import { JUDGE_FORMAT_NAME, JUDGE_INSTRUCTIONS, judgeAnswer, judgePayload, rankedOrder, readJudgeAnswer, type JudgeVerdict } from './judge';
import {
  INTERVIEW_FORMAT_NAME,
  interviewAnswer,
  readInterviewAnswer,
  type InterviewAnswer,
  type InterviewPayload,
} from '#functions/profiles/rules';
import { getSecretString } from '#functions/platform/secrets';

/**
 * OpenAI, through its own library: structured output from the draft's zod schema
 * (`responses.create` with the schema as its JSON schema, `jsonSchemaFormat`). The key comes from
 * OPENAI_API_KEY (local) or the Secrets Manager secret named by OPENAI_SECRET_ARN (cloud,
 * `{"apiKey": "sk-..."}`); without one the engine uses the offline generator. OPENAI_BASE_URL points the client at a compatible
 * server (the local emulator, lib/local/openai.ts).
 */

/**
 * The writer's model, the judge's model and how many candidates one call writes, in one place.
 * Environment variables override each (OPENAI_MODEL, OPENAI_JUDGE_MODEL, IDEA_CANDIDATES); one
 * candidate means no judge call.
 */
export const GENERATION_DEFAULTS = {
  /** A fast non-reasoning model with structured outputs. */
  model: 'gpt-4.1-mini',
  /** Scoring is a short answer; the same model keeps the judge's taste close to the writer's. */
  judgeModel: 'gpt-4.1-mini',
  candidates: 3,
} as const;

/** More candidates than this and one answer no longer fits a sensible output budget. */
export const MAX_IDEA_CANDIDATES = 5;

export interface GenerationConfig {
  model: string;
  judgeModel: string;
  candidates: number;
}

/** The configuration in force, read when a call is made (so a test or the eval can set the environment first). */
export function generationConfig(env: Readonly<Record<string, string | undefined>> = process.env): GenerationConfig {
  const asked = Number(env.IDEA_CANDIDATES);
  const candidates =
    env.IDEA_CANDIDATES && Number.isInteger(asked) ? Math.min(MAX_IDEA_CANDIDATES, Math.max(1, asked)) : GENERATION_DEFAULTS.candidates;
  return {
    model: env.OPENAI_MODEL || GENERATION_DEFAULTS.model,
    judgeModel: env.OPENAI_JUDGE_MODEL || env.OPENAI_MODEL || GENERATION_DEFAULTS.judgeModel,
    candidates,
  };
}

/** The writer's default model (the eval and the docs name it). */
export const DEFAULT_OPENAI_MODEL = GENERATION_DEFAULTS.model;

/** US dollars per million tokens (input, output), from OpenAI's price list; unknown models are estimated at the default's. */
const PRICES_PER_MILLION: Readonly<Record<string, { input: number; output: number }>> = {
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4o': { input: 2.5, output: 10 },
};

export function estimatedCostUsd(model: string, inputTokens: number, outputTokens: number): number {
  const price = PRICES_PER_MILLION[model] ?? PRICES_PER_MILLION[DEFAULT_OPENAI_MODEL]!;
  return Math.round(((inputTokens * price.input + outputTokens * price.output) / 1_000_000) * 1e6) / 1e6;
}

/** Output budget per candidate: a full idea with its filming plan is ~900-1,200 tokens; the rest is headroom. */
export const MAX_OUTPUT_TOKENS_PER_CANDIDATE = 2_000;

/** The writing call's output budget for the configured number of candidates. */
export function maxOutputTokens(candidates = generationConfig().candidates): number {
  return MAX_OUTPUT_TOKENS_PER_CANDIDATE * candidates;
}

/** The judge answers a few numbers per candidate. */
export const MAX_JUDGE_OUTPUT_TOKENS = 500;

export function openAiModel(): string {
  return generationConfig().model;
}

/** The API key, or null when none is configured (the offline generator is used then). */
export async function openAiKey(): Promise<string | null> {
  if (process.env.OPENAI_API_KEY) return process.env.OPENAI_API_KEY;
  const arn = process.env.OPENAI_SECRET_ARN;
  if (!arn) return null;
  const raw = await getSecretString(arn, { maxAgeSeconds: 300 });
  try {
    const key = (JSON.parse(raw) as { apiKey?: unknown }).apiKey;
    return typeof key === 'string' && key.length > 0 ? key : null;
  } catch {
    throw new Error('The OpenAI secret is not JSON like {"apiKey": "sk-..."}');
  }
}

export { RUBRIC, type JudgeVerdict, type RubricScores } from './judge';

/** One model call's usage, so an attempt of two calls at two models is costed call by call. */
export interface CallUsage {
  model: string;
  inputTokens: number;
  outputTokens: number;
}

export interface DraftAttempt {
  /** What came back, as text, for the AI log. */
  raw: string;
  /** The parsed draft, or null with `error` saying why not. The first of `candidates` when there are several. */
  draft: IdeaDraft | null;
  /**
   * Every readable draft of this attempt, best first by the judge's scores (in written order when
   * there is no judge or its answer was unusable). The caller keeps the first that passes the gates.
   * Absent: `draft` alone.
   */
  candidates?: IdeaDraft[];
  /** For each of `candidates`, its place in written order (what `judge.scores` is indexed by). Absent: written order. */
  writtenOrder?: number[];
  /** The judge's verdict on the candidates, in written order, when a judge ran. */
  judge?: JudgeVerdict | null;
  error: string | null;
  /** All calls of the attempt together (the writer's and the judge's). */
  inputTokens: number;
  outputTokens: number;
  /** The writer's model. */
  model: string;
  /** Each call's usage when the attempt made more than one (the writer's first). */
  calls?: CallUsage[];
}

/** An attempt's cost: call by call at each call's model when it says, else all at its model. */
export function attemptCostUsd(attempt: Pick<DraftAttempt, 'model' | 'inputTokens' | 'outputTokens' | 'calls'>): number {
  if (!attempt.calls || attempt.calls.length === 0) return estimatedCostUsd(attempt.model, attempt.inputTokens, attempt.outputTokens);
  const total = attempt.calls.reduce((sum, call) => sum + estimatedCostUsd(call.model, call.inputTokens, call.outputTokens), 0);
  return Math.round(total * 1e6) / 1e6;
}

export interface OpenAiCallOptions {
  /** Per HTTP request; the client retries 429s, 5xx and timeouts up to `maxRetries` times with back-off. */
  timeoutMs: number;
  maxRetries: number;
}

/**
 * The structured-output format for a zod schema: exactly what `zodTextFormat` (openai/helpers/zod)
 * makes of a zod 4 schema, the schema's draft-7 JSON schema made strict. Not that helper itself:
 * it also carries the converter for zod 3 schemas, which imports zod 3 (the vendored
 * zod-to-json-schema needs one enum from it, and zod 3's classes do not tree-shake), about 75 KB
 * of every function that generates. Its parse hook is not needed either: `responses.create`
 * only sends the format, and the answer is parsed below.
 */
export function jsonSchemaFormat(schema: z.ZodMiniType, name: string): ResponseFormatTextJSONSchemaConfig {
  return {
    type: 'json_schema',
    name,
    strict: true,
    schema: toStrictJsonSchema(z.toJSONSchema(schema, { target: 'draft-7' }) as JSONSchema) as ResponseFormatTextJSONSchemaConfig['schema'],
  };
}

/** The writer's structured output: every candidate of one attempt in one answer. */
export const IDEAS_FORMAT_NAME = 'content_ideas';

export const ideaCandidates = (count: number) => z.object({ candidates: z.array(ideaDraft).check(z.length(count)) });

const ideasFormats = new Map<number, ResponseFormatTextJSONSchemaConfig>();

function ideasFormat(count: number): ResponseFormatTextJSONSchemaConfig {
  let format = ideasFormats.get(count);
  if (!format) {
    format = jsonSchemaFormat(ideaCandidates(count), IDEAS_FORMAT_NAME);
    ideasFormats.set(count, format);
  }
  return format;
}

const judgeFormat = jsonSchemaFormat(judgeAnswer, JUDGE_FORMAT_NAME);

const clients = new Map<string, OpenAI>();

function clientFor(apiKey: string, options: OpenAiCallOptions): OpenAI {
  const id = `${apiKey}|${options.timeoutMs}|${options.maxRetries}`;
  let client = clients.get(id);
  if (!client) {
    client = new OpenAI({
      apiKey,
      baseURL: process.env.OPENAI_BASE_URL || undefined,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
    });
    clients.set(id, client);
  }
  return client;
}

interface StructuredCall {
  model: string;
  instructions: string;
  input: string;
  format: ResponseFormatTextJSONSchemaConfig;
  maxOutputTokens: number;
}

/** What one structured-output call gave back: its text, or why there is none, and what it cost. */
interface CallOutcome {
  raw: string;
  /** The call failed or the model refused: there is no answer to read. */
  error: string | null;
  /** Why the answer stopped early (" (cut off: max_output_tokens)"), or ''. */
  cutOff: string;
  usage: CallUsage;
}

/**
 * One `responses.create` call with a structured-output format. Never throws: a network failure
 * that outlasts the client's retries, or a refusal, comes back as `error`, with the tokens spent.
 * The answer is parsed by the caller, not by `responses.parse`, which throws on bad JSON and
 * loses the usage with it.
 */
async function structuredCall(client: OpenAI, call: StructuredCall): Promise<CallOutcome> {
  let response: OpenAI.Responses.Response;
  try {
    response = await client.responses.create({
      model: call.model,
      instructions: call.instructions,
      input: call.input,
      text: { format: call.format },
      max_output_tokens: call.maxOutputTokens,
    });
  } catch (error) {
    return { raw: '', error: describe(error), cutOff: '', usage: { model: call.model, inputTokens: 0, outputTokens: 0 } };
  }
  const usage = { model: call.model, inputTokens: response.usage?.input_tokens ?? 0, outputTokens: response.usage?.output_tokens ?? 0 };
  const refusal = response.output.flatMap((item) => (item.type === 'message' ? item.content : [])).find((part) => part.type === 'refusal');
  if (refusal?.type === 'refusal') return { raw: refusal.refusal, error: `The model refused: ${refusal.refusal}`, cutOff: '', usage };
  const cutOff = response.status === 'incomplete' ? ` (cut off: ${response.incomplete_details?.reason ?? 'incomplete'})` : '';
  return { raw: response.output_text, error: null, cutOff, usage };
}

/**
 * The readable drafts of the writer's answer, in written order, and what was wrong with the rest.
 * Structured outputs keep to the JSON schema; the schema's own limits (lengths, counts) are checked here.
 */
export function readCandidates(raw: string, cutOff = ''): { drafts: IdeaDraft[]; error: string | null } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return { drafts: [], error: `The answer is not valid JSON${cutOff}: ${(error as Error).message}` };
  }
  const list = typeof json === 'object' && json !== null ? (json as { candidates?: unknown }).candidates : undefined;
  if (!Array.isArray(list) || list.length === 0)
    return { drafts: [], error: 'The answer does not fit the idea schema: candidates: no ideas' };
  const drafts: IdeaDraft[] = [];
  const problems: string[] = [];
  list.forEach((candidate, index) => {
    const checked = ideaDraft.safeParse(candidate);
    if (checked.success) drafts.push(checked.data);
    else problems.push(...checked.error.issues.map((i) => `candidates.${index}.${i.path.join('.') || 'idea'}: ${i.message}`));
  });
  return { drafts, error: drafts.length === 0 ? `The answer does not fit the idea schema: ${problems.join('; ')}` : null };
}

/**
 * One attempt: one call writes the configured number of candidates, a second call (the judge)
 * scores them on the rubric, and they come back best first. Never throws for what either model
 * answered: an unusable writer's answer is the attempt's `error`; an unusable judge's answer is
 * `judge.error`, and the candidates then stay in written order. Tokens of both calls are summed.
 */
export async function draftWithOpenAi(apiKey: string, request: DraftRequest, options: OpenAiCallOptions): Promise<DraftAttempt> {
  const config = generationConfig();
  const client = clientFor(apiKey, options);
  const payload = promptPayload(request);
  const written = await structuredCall(client, {
    model: config.model,
    instructions: ideaInstructions(config.candidates),
    input: JSON.stringify(payload),
    format: ideasFormat(config.candidates),
    maxOutputTokens: maxOutputTokens(config.candidates),
  });
  const calls = [written.usage];
  const spent = () => ({
    model: config.model,
    inputTokens: calls.reduce((sum, call) => sum + call.inputTokens, 0),
    outputTokens: calls.reduce((sum, call) => sum + call.outputTokens, 0),
    calls: [...calls],
  });
  if (written.error) return { raw: written.raw, draft: null, error: written.error, ...spent() };
  const read = readCandidates(written.raw, written.cutOff);
  if (read.drafts.length === 0) return { raw: written.raw, draft: null, error: read.error, ...spent() };
  const { drafts } = read;
  if (drafts.length < 2) return { raw: written.raw, draft: drafts[0]!, candidates: drafts, judge: null, error: null, ...spent() };
  const judged = await structuredCall(client, {
    model: config.judgeModel,
    instructions: JUDGE_INSTRUCTIONS,
    input: JSON.stringify(judgePayload(payload, drafts)),
    format: judgeFormat,
    maxOutputTokens: MAX_JUDGE_OUTPUT_TOKENS,
  });
  calls.push(judged.usage);
  const verdict: JudgeVerdict =
    judged.error !== null
      ? { scores: drafts.map(() => null), error: `The judge gave no scores: ${judged.error}` }
      : readJudgeAnswer(judged.raw, drafts.length);
  const order = rankedOrder(verdict, drafts.length);
  const ranked = order.map((index) => drafts[index]!);
  return { raw: written.raw, draft: ranked[0]!, candidates: ranked, writtenOrder: order, judge: verdict, error: null, ...spent() };
}

/** Output budget for one interview turn: a short reply and the fields, a few hundred tokens. */
export const MAX_INTERVIEW_OUTPUT_TOKENS = 1_000;

const interviewFormat = jsonSchemaFormat(interviewAnswer, INTERVIEW_FORMAT_NAME);

export interface InterviewRequest {
  /** The session's system message. */
  instructions: string;
  /** What has been collected and what comes next, sent as one JSON document before the conversation. */
  state: InterviewPayload;
  /** The visible conversation, oldest first, ending with the admin's new message. */
  conversation: ReadonlyArray<{ role: 'user' | 'assistant'; text: string }>;
}

export interface InterviewAttempt {
  raw: string;
  answer: InterviewAnswer | null;
  error: string | null;
  inputTokens: number;
  outputTokens: number;
  model: string;
}

/**
 * One turn of the profile interview: the conversation in, the reply and the fields so far out as
 * structured output. Like `draftWithOpenAi` it never throws for what the model answered or for a
 * failure that outlasts the client's retries: the turn then asks the admin again.
 */
export async function interviewWithOpenAi(
  apiKey: string,
  request: InterviewRequest,
  options: OpenAiCallOptions,
): Promise<InterviewAttempt> {
  const model = openAiModel();
  const client = clientFor(apiKey, options);
  let response: OpenAI.Responses.Response;
  try {
    response = await client.responses.create({
      model,
      instructions: request.instructions,
      input: [
        { role: 'developer', content: JSON.stringify(request.state) },
        ...request.conversation.map((message) => ({ role: message.role, content: message.text })),
      ],
      text: { format: interviewFormat },
      max_output_tokens: MAX_INTERVIEW_OUTPUT_TOKENS,
    });
  } catch (error) {
    return { raw: '', answer: null, error: describe(error), model, inputTokens: 0, outputTokens: 0 };
  }
  const usage = { inputTokens: response.usage?.input_tokens ?? 0, outputTokens: response.usage?.output_tokens ?? 0 };
  const refusal = response.output.flatMap((item) => (item.type === 'message' ? item.content : [])).find((part) => part.type === 'refusal');
  if (refusal?.type === 'refusal')
    return { raw: refusal.refusal, answer: null, error: `The model refused: ${refusal.refusal}`, model, ...usage };
  const raw = response.output_text;
  const read = readInterviewAnswer(raw);
  return { raw, ...read, model, ...usage };
}

function describe(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'OpenAI did not answer in time (after retries)';
  if (error instanceof OpenAI.RateLimitError) return 'OpenAI rate limit (after retries)';
  if (error instanceof OpenAI.APIError) return `OpenAI error ${error.status ?? ''}: ${error.message}`.trim();
  return `The answer could not be read: ${error instanceof Error ? error.message : String(error)}`;
}

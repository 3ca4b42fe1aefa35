import OpenAI from 'openai';
import type { JSONSchema } from 'openai/lib/jsonschema';
import { toStrictJsonSchema } from 'openai/lib/transform';
import type { ResponseFormatTextJSONSchemaConfig } from 'openai/resources/responses/responses';
import * as z from 'zod/mini';
import { ideaDraft, type DraftRequest, type IdeaDraft } from './draft';
import { IDEA_INSTRUCTIONS, promptPayload } from './prompt';
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

/** The model, in one place; OPENAI_MODEL overrides it. A fast non-reasoning model with structured outputs. */
export const DEFAULT_OPENAI_MODEL = 'gpt-4.1-mini';

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

/** Output budget for one idea: a full idea is ~700-1,000 tokens; the rest is headroom. */
export const MAX_OUTPUT_TOKENS = 2_000;

export function openAiModel(): string {
  return process.env.OPENAI_MODEL || DEFAULT_OPENAI_MODEL;
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

/** The judge's rubric, each 1-5, as a working creator would score an idea. */
export const RUBRIC = ['specificity', 'filmability', 'hook_strength', 'faithfulness', 'originality'] as const;
export type RubricScores = Record<(typeof RUBRIC)[number], number>;

/** What the judge call said about an attempt's candidates. */
export interface JudgeVerdict {
  /** One entry per candidate, in the order the candidates were written; null when the judge gave no usable score for it. */
  scores: Array<RubricScores | null>;
  /** Why the judge's answer was not used (not JSON, scores out of range, the call failed), or null. */
  error: string | null;
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
  /** The judge's verdict on the candidates, in written order, when a judge ran. */
  judge?: JudgeVerdict | null;
  error: string | null;
  inputTokens: number;
  outputTokens: number;
  model: string;
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

const ideaFormat = jsonSchemaFormat(ideaDraft, 'content_idea');

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

/**
 * One attempt at a draft. Never throws for what the model answered (refusal, bad JSON, wrong
 * shape): those come back as `error` for the attempt's log, with the tokens they cost. That is
 * why this calls `responses.create` with the structured-output format and parses here:
 * `responses.parse` throws on bad JSON or a schema mismatch and the usage is lost with it.
 * Network failures that outlast the client's retries come back the same way.
 */
export async function draftWithOpenAi(apiKey: string, request: DraftRequest, options: OpenAiCallOptions): Promise<DraftAttempt> {
  const model = openAiModel();
  const client = clientFor(apiKey, options);
  let response: OpenAI.Responses.Response;
  try {
    response = await client.responses.create({
      model,
      instructions: IDEA_INSTRUCTIONS,
      input: JSON.stringify(promptPayload(request)),
      text: { format: ideaFormat },
      max_output_tokens: MAX_OUTPUT_TOKENS,
    });
  } catch (error) {
    return { raw: '', draft: null, error: describe(error), model, inputTokens: 0, outputTokens: 0 };
  }
  const usage = { inputTokens: response.usage?.input_tokens ?? 0, outputTokens: response.usage?.output_tokens ?? 0 };
  const raw = response.output_text;
  const refusal = response.output.flatMap((item) => (item.type === 'message' ? item.content : [])).find((part) => part.type === 'refusal');
  if (refusal?.type === 'refusal')
    return { raw: refusal.refusal, draft: null, error: `The model refused: ${refusal.refusal}`, model, ...usage };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    const cutOff = response.status === 'incomplete' ? ` (cut off: ${response.incomplete_details?.reason ?? 'incomplete'})` : '';
    return { raw, draft: null, error: `The answer is not valid JSON${cutOff}: ${(error as Error).message}`, model, ...usage };
  }
  // Structured outputs keep to the JSON schema; the schema's own limits (lengths, counts) are checked here.
  const checked = ideaDraft.safeParse(json);
  if (!checked.success) {
    const problems = checked.error.issues.map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`).join('; ');
    return { raw, draft: null, error: `The answer does not fit the idea schema: ${problems}`, model, ...usage };
  }
  return { raw, draft: checked.data, error: null, model, ...usage };
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

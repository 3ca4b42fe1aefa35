import OpenAI from 'openai';
import type { ResponseFormatTextJSONSchemaConfig } from 'openai/resources/responses/responses';
import * as z from 'zod/mini';
import { ideaDraft, type DraftRequest, type IdeaDraft } from './draft';
import { ideaInstructions, promptPayload } from './prompt';
import { JUDGE_FORMAT_NAME, JUDGE_INSTRUCTIONS, judgePayload, rankedOrder, readJudgeAnswer, type JudgeVerdict } from './judge';
import { clientFor, describeError, estimatedCostUsd, generationConfig, structuredFormat, type OpenAiCallOptions } from './openai-client';

/**
 * The writer and the judge: one structured-output call writes the candidates, a second scores
 * them (judge.ts). The client, the key, the models and prices are in openai-client.ts, which the
 * profile chat uses too without carrying these.
 */

export { RUBRIC, type JudgeVerdict, type RubricScores } from './judge';

/** Output budget per candidate: a full idea with its filming plan is ~900-1,200 tokens; the rest is headroom. */
export const MAX_OUTPUT_TOKENS_PER_CANDIDATE = 2_000;

/** The writing call's output budget for the configured number of candidates. */
export function maxOutputTokens(candidates = generationConfig().candidates): number {
  return MAX_OUTPUT_TOKENS_PER_CANDIDATE * candidates;
}

/** The judge answers a few numbers per candidate. */
export const MAX_JUDGE_OUTPUT_TOKENS = 500;

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

/** The writer's structured output: every candidate of one attempt in one answer. */
export const IDEAS_FORMAT_NAME = 'content_ideas';

/** The writer's answer for `count` candidates: the schema openai-formats.json is made from. */
export const ideaCandidates = (count: number) => z.object({ candidates: z.array(ideaDraft).check(z.length(count)) });

/** The file holds the format for the default count; only the candidates' count differs with another. */
export function ideasFormat(count: number): ResponseFormatTextJSONSchemaConfig {
  const format = structuredFormat(IDEAS_FORMAT_NAME);
  const candidates = (format.schema as { properties: { candidates: { minItems: number; maxItems: number } } }).properties.candidates;
  candidates.minItems = count;
  candidates.maxItems = count;
  return format;
}

const judgeFormat = structuredFormat(JUDGE_FORMAT_NAME);

export interface StructuredCall {
  model: string;
  instructions: string;
  input: string;
  format: ResponseFormatTextJSONSchemaConfig;
  maxOutputTokens: number;
}

/** What one structured-output call gave back: its text, or why there is none, and what it cost. */
export interface CallOutcome {
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
    response = await client.responses.create(responsesBody(call));
  } catch (error) {
    return { raw: '', error: describeError(error), cutOff: '', usage: { model: call.model, inputTokens: 0, outputTokens: 0 } };
  }
  return readResponse(response, call.model);
}

/** The `/v1/responses` body of a structured call: sent live, or as one line of a batch (functions/personal/batch.ts). */
export function responsesBody(call: StructuredCall): OpenAI.Responses.ResponseCreateParamsNonStreaming {
  return {
    model: call.model,
    instructions: call.instructions,
    input: call.input,
    text: { format: call.format },
    max_output_tokens: call.maxOutputTokens,
  };
}

/** A structured call's answer, from a live response or a batch's output line: its text, a refusal, or where it stopped. */
export function readResponse(
  response: Pick<OpenAI.Responses.Response, 'usage' | 'output' | 'status' | 'incomplete_details' | 'output_text'>,
  model: string,
): CallOutcome {
  const usage = { model, inputTokens: response.usage?.input_tokens ?? 0, outputTokens: response.usage?.output_tokens ?? 0 };
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

/** The writer's call for this request: the same whether it is sent live or in a batch. */
export function writerCall(request: DraftRequest, config = generationConfig()): StructuredCall {
  return {
    model: config.model,
    instructions: ideaInstructions(config.candidates),
    input: JSON.stringify(promptPayload(request)),
    format: ideasFormat(config.candidates),
    maxOutputTokens: maxOutputTokens(config.candidates),
  };
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
  const written = await structuredCall(client, writerCall(request, config));
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

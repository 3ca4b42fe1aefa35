import OpenAI, { toFile } from 'openai';
import type { DraftRequest } from '#functions/content-engine/draft';
import { readCandidates, readResponse, responsesBody, writerCall, type DraftAttempt } from '#functions/content-engine/openai';
import { clientFor, describeError, estimatedCostUsd, openAiKey } from '#functions/content-engine/openai-client';
import {
  claimBatchItem,
  closeBatch,
  getBatchItems,
  MAX_SENDS,
  pendingBatches,
  recordBatch,
  releaseBatchItem,
  settleBatchItems,
  STALE_CLAIM_MS,
} from './batch-store';

/**
 * Personal ideas are written ahead through OpenAI's Batch API: half the price of a live call, and
 * the 24-hour completion window fits a 7-day horizon. `submitDrafts` sends each writer request
 * exactly as the live writer would (content-engine/openai.ts `writerCall`); `collectDrafts` reads
 * what came back into the same `DraftAttempt`. Both are safe to run again at any point: the table
 * (batch-store.ts) remembers what is in flight and what was handed back.
 *
 * There is no judge in the batch round: a second batch to score the candidates would hold each
 * draft another window for little gain, so the candidates keep their written order and the caller
 * keeps the first that passes the gates.
 */

/** The Batch API costs half the live price, per token. */
export const BATCH_PRICE_FACTOR = 0.5;
/**
 * Requests per batch: the batch item lists every custom id (under DynamoDB's 400 KB item limit at
 * MAX_CUSTOM_ID_LENGTH), and one input file stays far under OpenAI's 200 MB.
 */
export const MAX_REQUESTS_PER_BATCH = 5_000;
/** Long enough for a subscriber, niche and day; short enough that a batch's list of ids fits one item. */
export const MAX_CUSTOM_ID_LENGTH = 64;

const BATCH_ENDPOINT = '/v1/responses';
/** Uploading a large file and creating a batch are single calls the client retries; they need more than a model call's timeout. */
const CALL_OPTIONS = { timeoutMs: 120_000, maxRetries: 3 };
const UNFINISHED = new Set(['validating', 'in_progress', 'finalizing', 'cancelling', 'unreachable']);

export interface DraftItem {
  /** The caller's id for this request (e.g. subscriber, niche and day), unique for as long as the horizon lasts. */
  customId: string;
  request: DraftRequest;
}

export interface SubmitOutcome {
  /** Requests sent in a new batch by this run. */
  submitted: string[];
  /** Requests not sent: already in a pending batch, already handed back, taken by another run, or given up after MAX_SENDS. */
  skipped: { customId: string; reason: 'pending' | 'collected' | 'claimed' | 'gave-up' }[];
  /** Requests that could not be sent (bad id, or OpenAI refused the file or the batch): the next run tries again. */
  errors: { customIds: string[]; error: string }[];
  batchIds: string[];
}

export interface CollectedDraft {
  customId: string;
  /** What the writer gave, as the live writer reports it; `error` set (and `draft` null) when the answer was unusable. */
  attempt: DraftAttempt;
  /** At the Batch API's price. */
  costUsd: number;
}

export interface CollectOutcome {
  /** Answers handed back by this run; an answer is handed back once. Unusable answers are here too (with `attempt.error`) and also in `failed`. */
  drafts: CollectedDraft[];
  /** Requests with no usable answer: sent again by the next `submitDrafts` (until MAX_SENDS). */
  failed: { customId: string; error: string }[];
  /** Every batch looked at, with the status OpenAI gave. */
  batches: { batchId: string; status: string }[];
  /** Batches still running. */
  pending: number;
}

export interface BatchOptions {
  /** Defaults to the configured key (content-engine/openai-client.ts). */
  apiKey?: string;
  now?: Date;
}

/** An attempt's cost at the Batch API's price. */
export function batchCostUsd(attempt: Pick<DraftAttempt, 'model' | 'inputTokens' | 'outputTokens'>): number {
  return Math.round(estimatedCostUsd(attempt.model, attempt.inputTokens, attempt.outputTokens) * BATCH_PRICE_FACTOR * 1e6) / 1e6;
}

/** One JSONL line of the batch's input file. */
export function batchLine(item: DraftItem): string {
  return JSON.stringify({ custom_id: item.customId, method: 'POST', url: BATCH_ENDPOINT, body: responsesBody(writerCall(item.request)) });
}

/** Why this custom id cannot be sent, or null. */
export function customIdProblem(customId: string): string | null {
  if (customId.trim() === '') return 'A custom id is empty';
  if (customId.length > MAX_CUSTOM_ID_LENGTH)
    return `A custom id is longer than ${MAX_CUSTOM_ID_LENGTH} characters: ${customId.slice(0, 20)}…`;
  return null;
}

/**
 * Sends the requests not already in flight or done, in batches of at most MAX_REQUESTS_PER_BATCH:
 * each request is claimed in the table first (so two runs never send it both), then uploaded,
 * then its batch recorded. A run that stops between the claim and the record leaves a claim the
 * next run takes again after STALE_CLAIM_MS.
 */
export async function submitDrafts(items: readonly DraftItem[], options: BatchOptions = {}): Promise<SubmitOutcome> {
  const now = options.now ?? new Date();
  const outcome: SubmitOutcome = { submitted: [], skipped: [], errors: [], batchIds: [] };
  const unique = [...new Map(items.map((item) => [item.customId, item])).values()];
  const valid: DraftItem[] = [];
  for (const item of unique) {
    const problem = customIdProblem(item.customId);
    if (problem) outcome.errors.push({ customIds: [item.customId], error: problem });
    else valid.push(item);
  }
  if (valid.length === 0) return outcome;
  const client = await batchClient(options);

  const known = await getBatchItems(valid.map((item) => item.customId));
  const sendable: DraftItem[] = [];
  for (const item of valid) {
    const stored = known.get(item.customId);
    const skip = stored ? skipReason(stored.state, stored.sends, stored.claimedAt, now) : null;
    if (skip) outcome.skipped.push({ customId: item.customId, reason: skip });
    else sendable.push(item);
  }
  const claimed: { customId: string; line: string }[] = [];
  for (const item of sendable) {
    if (!(await claimBatchItem(item.customId, now))) {
      outcome.skipped.push({ customId: item.customId, reason: 'claimed' });
      continue;
    }
    try {
      claimed.push({ customId: item.customId, line: batchLine(item) });
    } catch (error) {
      await releaseBatchItem(item.customId, now);
      outcome.errors.push({ customIds: [item.customId], error: `The writer's request could not be built: ${(error as Error).message}` });
    }
  }

  for (let i = 0; i < claimed.length; i += MAX_REQUESTS_PER_BATCH) {
    const chunk = claimed.slice(i, i + MAX_REQUESTS_PER_BATCH);
    const customIds = chunk.map((item) => item.customId);
    let batch: OpenAI.Batch;
    let inputFileId: string;
    try {
      const jsonl = chunk.map((item) => `${item.line}\n`).join('');
      const file = await client.files.create({ file: await toFile(Buffer.from(jsonl, 'utf8'), 'drafts.jsonl'), purpose: 'batch' });
      inputFileId = file.id;
      batch = await client.batches.create({
        input_file_id: file.id,
        endpoint: BATCH_ENDPOINT,
        completion_window: '24h',
        metadata: { purpose: 'personal-drafts' },
      });
    } catch (error) {
      for (const customId of customIds) await releaseBatchItem(customId, now);
      outcome.errors.push({ customIds, error: describeError(error) });
      continue;
    }
    await recordBatch({ batchId: batch.id, status: batch.status, customIds, inputFileId, createdAt: now.toISOString() }, now);
    outcome.submitted.push(...customIds);
    outcome.batchIds.push(batch.id);
  }
  return outcome;
}

/** Whether a stored request is left alone by this run. */
export function skipReason(state: string, sends: number, claimedAt: string, now: Date): SubmitOutcome['skipped'][number]['reason'] | null {
  if (state === 'submitted') return 'pending';
  if (state === 'collected') return 'collected';
  if (state === 'failed') return sends >= MAX_SENDS ? 'gave-up' : null;
  if (state === 'submitting') return Date.parse(claimedAt) >= now.getTime() - STALE_CLAIM_MS ? 'claimed' : null;
  return null;
}

/**
 * Looks at every pending batch and hands back what the finished ones answered. `keep` (when given)
 * is awaited before the answers are marked collected: if it throws, nothing of that batch is
 * marked and the next run hands the same answers back, so a run that stops mid-way loses none.
 * A batch that failed, expired or was cancelled makes its unanswered requests sendable again.
 */
export async function collectDrafts(
  options: BatchOptions & { keep?: (drafts: CollectedDraft[]) => Promise<void> } = {},
): Promise<CollectOutcome> {
  const now = options.now ?? new Date();
  const outcome: CollectOutcome = { drafts: [], failed: [], batches: [], pending: 0 };
  const pending = await pendingBatches();
  if (pending.length === 0) return outcome;
  const client = await batchClient(options);

  for (const record of pending) {
    const batch = await lookUp(client, record.batchId);
    outcome.batches.push({ batchId: record.batchId, status: batch.status });
    if (UNFINISHED.has(batch.status)) {
      outcome.pending += 1;
      continue;
    }
    const answered = readBatchOutput(await fileText(client, batch.output_file_id), await fileText(client, batch.error_file_id));
    const drafts: CollectedDraft[] = [];
    const failed: { customId: string; error: string }[] = [];
    for (const customId of record.customIds) {
      const line = answered.get(customId);
      if (!line) {
        failed.push({ customId, error: `The batch ended '${batch.status}' before answering this request` });
        continue;
      }
      if (line.attempt) drafts.push({ customId, attempt: line.attempt, costUsd: batchCostUsd(line.attempt) });
      const error = line.attempt ? line.attempt.error : line.error;
      if (error !== null) failed.push({ customId, error });
    }
    if (options.keep) await options.keep(drafts);
    const failedIds = new Set(failed.map((entry) => entry.customId));
    await settleBatchItems(
      record.batchId,
      { collected: drafts.map((draft) => draft.customId).filter((id) => !failedIds.has(id)), failed: [...failedIds] },
      now,
    );
    await closeBatch(record.batchId, batch.status, now);
    outcome.drafts.push(...drafts);
    outcome.failed.push(...failed);
  }
  return outcome;
}

/** One request's line in the output or error file: the writer's attempt, or why there is none. */
export interface AnsweredLine {
  attempt: DraftAttempt | null;
  error: string | null;
}

/**
 * The output and error files' lines by custom id. A 200 line is read exactly as the live writer
 * reads its answer (a refusal, a cut-off or an answer that does not fit the schema is the
 * attempt's `error`); any other line is an error with OpenAI's message. A line that cannot be
 * read at all is skipped: its request then counts as unanswered and is sent again.
 */
export function readBatchOutput(output: string, errors: string): Map<string, AnsweredLine> {
  const answered = new Map<string, AnsweredLine>();
  for (const text of `${output}\n${errors}`.split('\n')) {
    if (text.trim() === '') continue;
    let line: { custom_id?: unknown; response?: { status_code?: unknown; body?: unknown } | null; error?: unknown };
    try {
      line = JSON.parse(text) as typeof line;
    } catch {
      continue;
    }
    if (typeof line.custom_id !== 'string') continue;
    const status = line.response?.status_code;
    const body = line.response?.body;
    if (status === 200 && typeof body === 'object' && body !== null) {
      answered.set(line.custom_id, { attempt: attemptFromResponse(body as OpenAI.Responses.Response), error: null });
    } else {
      answered.set(line.custom_id, { attempt: null, error: lineError(status, body, line.error) });
    }
  }
  return answered;
}

/** A response body from a batch, read as the live writer reads its own (no judge: candidates in written order). */
export function attemptFromResponse(response: OpenAI.Responses.Response): DraftAttempt {
  const model = typeof response.model === 'string' ? response.model : '';
  const outputText =
    typeof response.output_text === 'string'
      ? response.output_text
      : (response.output ?? [])
          .flatMap((item) => (item.type === 'message' ? item.content : []))
          .map((part) => (part.type === 'output_text' ? part.text : ''))
          .join('');
  // A batch's body is the raw JSON: the SDK's `output_text` convenience is not in it.
  const call = readResponse({ ...response, output: response.output ?? [], output_text: outputText }, model);
  const spent = { model, inputTokens: call.usage.inputTokens, outputTokens: call.usage.outputTokens, calls: [call.usage] };
  if (call.error) return { raw: call.raw, draft: null, error: call.error, ...spent };
  const read = readCandidates(call.raw, call.cutOff);
  if (read.drafts.length === 0) return { raw: call.raw, draft: null, error: read.error, ...spent };
  return { raw: call.raw, draft: read.drafts[0]!, candidates: read.drafts, judge: null, error: null, ...spent };
}

function lineError(status: unknown, body: unknown, error: unknown): string {
  const detail = (value: unknown) =>
    typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string'
      ? (value as { message: string }).message
      : null;
  const message = detail((body as { error?: unknown } | undefined)?.error) ?? detail(error) ?? 'no message';
  return `OpenAI error ${typeof status === 'number' ? status : ''} in the batch: ${message}`.replace('  ', ' ');
}

/**
 * A batch's state, or what the run should do when OpenAI cannot say: a batch it no longer knows
 * ('lost') ends, and its requests are sent again; an unanswered look-up ('unreachable') is tried
 * again by the next run.
 */
async function lookUp(
  client: OpenAI,
  batchId: string,
): Promise<
  | Pick<OpenAI.Batch, 'status' | 'output_file_id' | 'error_file_id'>
  | { status: 'lost' | 'unreachable'; output_file_id: null; error_file_id: null }
> {
  try {
    return await client.batches.retrieve(batchId);
  } catch (error) {
    if (error instanceof OpenAI.NotFoundError) return { status: 'lost', output_file_id: null, error_file_id: null };
    return { status: 'unreachable', output_file_id: null, error_file_id: null };
  }
}

async function fileText(client: OpenAI, fileId: string | null | undefined): Promise<string> {
  if (!fileId) return '';
  return (await client.files.content(fileId)).text();
}

async function batchClient(options: BatchOptions): Promise<OpenAI> {
  const apiKey = options.apiKey ?? (await openAiKey());
  if (!apiKey) throw new Error('OpenAI is not configured (OPENAI_API_KEY or OPENAI_SECRET_ARN): personal drafts cannot be sent in a batch');
  return clientFor(apiKey, CALL_OPTIONS);
}

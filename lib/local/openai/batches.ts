import { hexId, invalidRequest, type OpenAiErrorBody } from './objects';
import { isNode } from './json-schema';
import { parseJson } from './content';

/**
 * The Files and Batch APIs as the emulator keeps them: uploaded JSONL in memory, batches that
 * stay `in_progress` for a set delay (so a job sees a batch it must come back for) and then
 * answer every line with the same code that answers a live request, writing OpenAI's output and
 * error files. Tests can make the next lines fail (error file) or the next batches end `failed`
 * or `expired`.
 */

export const BATCH_ENDINGS = ['failed', 'expired'] as const;
export type BatchEnding = (typeof BATCH_ENDINGS)[number];

/** The endpoints a batch may name that the emulator answers. */
const BATCH_ENDPOINTS = ['/v1/responses', '/v1/chat/completions', '/v1/embeddings'] as const;
/** OpenAI's limit on one batch's requests. */
const MAX_BATCH_REQUESTS = 50_000;
const FILE_PURPOSES = ['assistants', 'batch', 'fine-tune', 'vision', 'user_data', 'evals'] as const;

export interface StoredFile {
  id: string;
  bytes: number;
  created_at: number;
  filename: string;
  object: 'file';
  purpose: string;
  status: 'processed';
  expires_at: number | null;
  content: string;
}

/** What answering one line gives: the HTTP status and body the live endpoint would have sent. */
export interface LineAnswer {
  status: number;
  body: unknown;
  requestId: string;
}

type BatchStatus = 'validating' | 'failed' | 'in_progress' | 'finalizing' | 'completed' | 'expired' | 'cancelling' | 'cancelled';

interface StoredBatch {
  id: string;
  object: 'batch';
  endpoint: string;
  model: string | null;
  errors: { object: 'list'; data: { code: string; line: number | null; message: string; param: string | null }[] } | null;
  input_file_id: string;
  completion_window: string;
  status: BatchStatus;
  output_file_id: string | null;
  error_file_id: string | null;
  created_at: number;
  in_progress_at: number | null;
  expires_at: number;
  finalizing_at: number | null;
  completed_at: number | null;
  failed_at: number | null;
  expired_at: number | null;
  cancelling_at: number | null;
  cancelled_at: number | null;
  request_counts: { total: number; completed: number; failed: number };
  usage: {
    input_tokens: number;
    input_tokens_details: { cached_tokens: number };
    output_tokens: number;
    output_tokens_details: { reasoning_tokens: number };
    total_tokens: number;
  };
  metadata: Record<string, string> | null;
  /** When the lines are answered, in ms since the epoch (kept out of the API object). */
  dueAtMs: number;
  ending: BatchEnding | null;
  lines: { customId: string; body: Record<string, unknown> }[];
}

const seconds = (ms: number) => Math.floor(ms / 1000);

export interface BatchesOptions {
  /** How long a batch stays `in_progress` before its lines are answered. */
  delayMs: number;
  /** Answers one line as the live endpoint would (`url` is the line's, e.g. /v1/responses). */
  answer: (url: string, body: Record<string, unknown>) => LineAnswer;
}

export class EmulatedBatches {
  private readonly files = new Map<string, StoredFile>();
  private readonly batches = new Map<string, StoredBatch>();
  private lineFailures = 0;
  private readonly endings: BatchEnding[] = [];
  delayMs: number;

  constructor(private readonly options: BatchesOptions) {
    this.delayMs = options.delayMs;
  }

  /** The next `count` lines answered in any batch go to its error file as a server error. */
  failLines(count: number): void {
    this.lineFailures += count;
  }

  /** The next batches created end this way once due, in the order queued. */
  endNext(ending: BatchEnding, count = 1): void {
    for (let i = 0; i < count; i += 1) this.endings.push(ending);
  }

  queued(): { failLines: number; endings: BatchEnding[] } {
    return { failLines: this.lineFailures, endings: [...this.endings] };
  }

  reset(): void {
    this.files.clear();
    this.batches.clear();
    this.lineFailures = 0;
    this.endings.length = 0;
  }

  upload(purpose: unknown, filename: string, content: string): Omit<StoredFile, 'content'> {
    if (typeof purpose !== 'string' || purpose === '') throw invalidRequest("Missing required parameter: 'purpose'.", 'purpose');
    if (!(FILE_PURPOSES as readonly string[]).includes(purpose))
      throw invalidRequest(
        `Invalid value: '${purpose}'. Supported values are: ${FILE_PURPOSES.map((p) => `'${p}'`).join(', ')}.`,
        'purpose',
        'invalid_value',
      );
    return this.keep(purpose, filename, content);
  }

  fileObject(id: string): Omit<StoredFile, 'content'> {
    const { content, ...file } = this.file(id);
    void content;
    return file;
  }

  fileContent(id: string): string {
    return this.file(id).content;
  }

  deleteFile(id: string): { id: string; object: 'file'; deleted: true } {
    this.file(id);
    this.files.delete(id);
    return { id, object: 'file', deleted: true };
  }

  create(body: unknown): Record<string, unknown> {
    if (!isNode(body)) throw invalidRequest('We could not parse the JSON body of your request.');
    const inputFileId = body['input_file_id'];
    const endpoint = body['endpoint'];
    const window = body['completion_window'];
    if (typeof inputFileId !== 'string' || inputFileId === '')
      throw invalidRequest("Missing required parameter: 'input_file_id'.", 'input_file_id');
    if (typeof endpoint !== 'string') throw invalidRequest("Missing required parameter: 'endpoint'.", 'endpoint');
    if (!(BATCH_ENDPOINTS as readonly string[]).includes(endpoint))
      throw invalidRequest(
        `Invalid value: '${endpoint}'. Supported values are: ${BATCH_ENDPOINTS.join(', ')}.`,
        'endpoint',
        'invalid_value',
      );
    if (window !== '24h')
      throw invalidRequest("Invalid value for 'completion_window': only '24h' is supported.", 'completion_window', 'invalid_value');
    const file = this.files.get(inputFileId);
    if (!file) throw invalidRequest(`No such File object: ${inputFileId}`, 'input_file_id', null, 404);
    if (file.purpose !== 'batch')
      throw invalidRequest(
        `The input file must be uploaded with purpose 'batch', not '${file.purpose}'.`,
        'input_file_id',
        'invalid_value',
      );
    const now = Date.now();
    const metadata = isNode(body['metadata']) ? (body['metadata'] as Record<string, string>) : null;
    const read = readLines(file.content, endpoint);
    const batch: StoredBatch = {
      id: hexId('batch_', 32),
      object: 'batch',
      endpoint,
      model: read.model,
      errors: read.errors.length > 0 ? { object: 'list', data: read.errors } : null,
      input_file_id: inputFileId,
      completion_window: '24h',
      status: read.errors.length > 0 ? 'failed' : 'in_progress',
      output_file_id: null,
      error_file_id: null,
      created_at: seconds(now),
      in_progress_at: read.errors.length > 0 ? null : seconds(now),
      expires_at: seconds(now) + 86_400,
      finalizing_at: null,
      completed_at: null,
      failed_at: read.errors.length > 0 ? seconds(now) : null,
      expired_at: null,
      cancelling_at: null,
      cancelled_at: null,
      request_counts: { total: read.errors.length > 0 ? 0 : read.lines.length, completed: 0, failed: 0 },
      usage: usage(0, 0),
      metadata,
      dueAtMs: now + this.delayMs,
      ending: read.errors.length > 0 ? null : (this.endings.shift() ?? null),
      lines: read.lines,
    };
    this.batches.set(batch.id, batch);
    return publicBatch(batch);
  }

  retrieve(id: string): Record<string, unknown> {
    return publicBatch(this.settle(this.batch(id)));
  }

  list(after: string | null, limit: number): Record<string, unknown> {
    const all = [...this.batches.values()].reverse();
    const start = after === null ? 0 : all.findIndex((batch) => batch.id === after) + 1;
    const page = all.slice(start, start + limit).map((batch) => publicBatch(this.settle(batch)));
    return {
      object: 'list',
      data: page,
      first_id: page[0]?.['id'] ?? null,
      last_id: page.at(-1)?.['id'] ?? null,
      has_more: start + limit < all.length,
    };
  }

  cancel(id: string): Record<string, unknown> {
    const batch = this.settle(this.batch(id));
    if (batch.status !== 'in_progress' && batch.status !== 'validating')
      throw invalidRequest(`Cannot cancel a batch with status '${batch.status}'.`, null, null);
    const now = seconds(Date.now());
    // OpenAI keeps a cancelled batch's finished lines; the emulator answers none before it is due.
    Object.assign(batch, { status: 'cancelled', cancelling_at: now, cancelled_at: now });
    return publicBatch(batch);
  }

  private file(id: string): StoredFile {
    const file = this.files.get(id);
    if (!file) throw invalidRequest(`No such File object: ${id}`, 'id', null, 404);
    return file;
  }

  private batch(id: string): StoredBatch {
    const batch = this.batches.get(id);
    if (!batch) throw invalidRequest(`No batch found with id '${id}'.`, 'batch_id', null, 404);
    return batch;
  }

  private keep(purpose: string, filename: string, content: string): Omit<StoredFile, 'content'> {
    const file: StoredFile = {
      id: `file-${hexId('', 22)}`,
      bytes: Buffer.byteLength(content, 'utf8'),
      created_at: seconds(Date.now()),
      filename,
      object: 'file',
      purpose,
      status: 'processed',
      expires_at: null,
      content,
    };
    this.files.set(file.id, file);
    const { content: kept, ...object } = file;
    void kept;
    return object;
  }

  /** Answers a due batch's lines once, or ends it as queued. */
  private settle(batch: StoredBatch): StoredBatch {
    if (batch.status !== 'in_progress' || Date.now() < batch.dueAtMs) return batch;
    const now = seconds(Date.now());
    if (batch.ending === 'failed') {
      Object.assign(batch, {
        status: 'failed',
        failed_at: now,
        errors: {
          object: 'list',
          data: [{ code: 'batch_failed', line: null, message: 'The emulator was told to fail this batch.', param: null }],
        },
      });
      return batch;
    }
    if (batch.ending === 'expired') {
      // An expired batch answers none of its lines here: OpenAI returns those it finished, if any.
      Object.assign(batch, { status: 'expired', expired_at: now });
      return batch;
    }
    const output: string[] = [];
    const errors: string[] = [];
    let inputTokens = 0;
    let outputTokens = 0;
    for (const line of batch.lines) {
      const answer = this.lineFailures > 0 ? serverError() : this.options.answer(batch.endpoint, line.body);
      if (this.lineFailures > 0) this.lineFailures -= 1;
      const record = JSON.stringify({
        id: hexId('batch_req_', 32),
        custom_id: line.customId,
        response: { status_code: answer.status, request_id: answer.requestId, body: answer.body },
        error: null,
      });
      if (answer.status === 200) {
        output.push(record);
        const spent = isNode(answer.body) && isNode(answer.body['usage']) ? answer.body['usage'] : {};
        inputTokens += Number(spent['input_tokens'] ?? spent['prompt_tokens'] ?? 0);
        outputTokens += Number(spent['output_tokens'] ?? spent['completion_tokens'] ?? 0);
      } else errors.push(record);
    }
    Object.assign(batch, {
      status: 'completed',
      finalizing_at: now,
      completed_at: now,
      output_file_id: output.length > 0 ? this.keep('batch_output', 'batch_output.jsonl', joinLines(output)).id : null,
      error_file_id: errors.length > 0 ? this.keep('batch_output', 'batch_errors.jsonl', joinLines(errors)).id : null,
      request_counts: { total: batch.lines.length, completed: output.length, failed: errors.length },
      usage: usage(inputTokens, outputTokens),
    });
    return batch;
  }
}

const joinLines = (lines: string[]) => lines.map((line) => `${line}\n`).join('');

function usage(input: number, output: number): StoredBatch['usage'] {
  return {
    input_tokens: input,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: output,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: input + output,
  };
}

function serverError(): LineAnswer {
  const requestId = hexId('req_', 32);
  const error: OpenAiErrorBody = {
    message: `The server had an error while processing your request. Sorry about that! (Please include the request ID ${requestId} in your message.)`,
    type: 'server_error',
    param: null,
    code: null,
  };
  return { status: 500, body: { error }, requestId };
}

function publicBatch(batch: StoredBatch): Record<string, unknown> {
  const { dueAtMs, ending, lines, ...object } = batch;
  void [dueAtMs, ending, lines];
  return { ...object };
}

/**
 * The input file's lines as OpenAI validates them: each a JSON object with a unique `custom_id`,
 * `method` POST, the batch's `url` and a `body` naming one model for the whole file. Any problem
 * fails the batch with the line numbers, as OpenAI reports them in `errors`.
 */
function readLines(
  content: string,
  endpoint: string,
): {
  lines: { customId: string; body: Record<string, unknown> }[];
  model: string | null;
  errors: NonNullable<StoredBatch['errors']>['data'];
} {
  const lines: { customId: string; body: Record<string, unknown> }[] = [];
  const errors: NonNullable<StoredBatch['errors']>['data'] = [];
  const seen = new Set<string>();
  let model: string | null = null;
  const texts = content.split('\n');
  if (texts.at(-1) === '') texts.pop();
  texts.forEach((text, index) => {
    const line = index + 1;
    const problem = (code: string, message: string, param: string | null = null) => errors.push({ code, line, message, param });
    const parsed = parseJson(text);
    if (!isNode(parsed)) return problem('invalid_json_line', `This line is not parseable as valid JSON.`);
    const customId = parsed['custom_id'];
    if (typeof customId !== 'string' || customId === '') return problem('missing_required_parameter', "Missing 'custom_id'.", 'custom_id');
    if (seen.has(customId))
      return problem('duplicate_custom_id', `The custom_id '${customId}' is used more than once in this file.`, 'custom_id');
    seen.add(customId);
    if (parsed['method'] !== 'POST') return problem('invalid_method', "The line's 'method' must be 'POST'.", 'method');
    if (parsed['url'] !== endpoint)
      return problem('mismatched_url', `The line's url '${String(parsed['url'])}' is not the batch's endpoint '${endpoint}'.`, 'url');
    const body = parsed['body'];
    if (!isNode(body)) return problem('missing_required_parameter', "Missing 'body'.", 'body');
    const lineModel = typeof body['model'] === 'string' ? body['model'] : null;
    if (lineModel === null) return problem('missing_required_parameter', "Missing 'body.model'.", 'body.model');
    if (model !== null && lineModel !== model)
      return problem('mismatched_model', `Every line of a batch must use the same model: '${lineModel}' is not '${model}'.`, 'body.model');
    model = lineModel;
    lines.push({ customId, body });
  });
  if (texts.length === 0) errors.push({ code: 'empty_file', line: null, message: 'The input file has no requests.', param: null });
  if (lines.length > MAX_BATCH_REQUESTS)
    errors.push({ code: 'too_many_requests', line: null, message: `A batch holds at most ${MAX_BATCH_REQUESTS} requests.`, param: null });
  return { lines, model, errors };
}

/** A multipart/form-data body's fields, each with its filename when it is a file. */
export function readMultipart(raw: string, contentType: string | undefined): Map<string, { value: string; filename: string | null }> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  if (!/^multipart\/form-data/i.test(contentType ?? '') || !boundary)
    throw invalidRequest("The file must be sent as multipart/form-data with a 'file' and a 'purpose'.", 'file');
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  const fields = new Map<string, { value: string; filename: string | null }>();
  for (const part of raw.split(delimiter).slice(1)) {
    if (part.startsWith('--')) break;
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const headers = part.slice(0, headerEnd);
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined) continue;
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1] ?? null;
    // The part ends with the CRLF that precedes the next delimiter.
    const value = part.slice(headerEnd + 4).replace(/\r\n$/, '');
    fields.set(name, { value, filename });
  }
  return fields;
}

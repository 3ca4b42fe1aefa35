import { BodyTooLarge, readBody } from './http-body';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  REFUSAL,
  answer,
  chatPrompt,
  cutOff,
  estimateTokens,
  mismatched,
  parseJson,
  promptTokens,
  responsesPrompt,
  truncated,
  type OutputFormat,
  type Prompt,
} from './openai/content';
import { BATCH_ENDINGS, EmulatedBatches, readMultipart, type BatchEnding, type LineAnswer } from './openai/batches';
import { embeddingsObject } from './openai/embeddings';
import { isNode, strictSchemaProblem } from './openai/json-schema';
import {
  MODELS,
  OpenAiApiError,
  chatCompletionObject,
  hexId,
  invalidRequest,
  missingParameter,
  modelObject,
  responseObject,
  type ChoiceInput,
  type OpenAiErrorBody,
} from './openai/objects';

export const FAILURE_MODES = ['malformed-json', 'schema-mismatch', 'refusal', 'rate-limit', 'server-error', 'timeout'] as const;
export type FailureMode = (typeof FAILURE_MODES)[number];

export interface OpenAiEmulatorOptions {
  /** 0 picks a free port. */
  port: number;
  /** Interface to listen on; 127.0.0.1 unless told. */
  host?: string;
  /** The one key accepted; other bearer tokens get OpenAI's 401. Without it any bearer token is. */
  apiKey?: string;
  /** Where queued failures being served and internal errors are reported. */
  log?: (line: string) => void;
  /**
   * How long a batch stays `in_progress` before its lines are answered, in ms: OPENAI_EMULATOR_BATCH_DELAY_MS,
   * else 1,000 (long enough for a job to see it pending, short enough for tests).
   */
  batchDelayMs?: number;
}

export interface ReceivedRequest {
  /** As received, e.g. `/v1/responses`. */
  path: string;
  /** The parsed JSON body; the raw text when it was not JSON; null when empty. */
  body: unknown;
  at: string;
}

export interface OpenAiEmulator {
  /** The API base ending in /v1: pass it as OPENAI_BASE_URL (the client's `baseURL`). */
  url: string;
  /** The key to use: `options.apiKey`, or one made up for this run. */
  apiKey: string;
  /** The next `count` model requests (default 1) fail this way, in the order queued. */
  failNext(mode: FailureMode, count?: number): void;
  /** Every API request received, oldest first (control endpoints excluded). */
  requests(): ReceivedRequest[];
  /** The Batch API's switches: how long a batch takes, lines that fail, batches that end failed or expired. */
  batches: BatchControls;
  /** Forgets queued failures, received requests, uploaded files and batches. */
  reset(): void;
  close(): Promise<void>;
}

export interface BatchControls {
  /** How long a batch created from now on stays `in_progress`, in ms. */
  setDelay(ms: number): void;
  /** The next `count` lines answered in any batch go to its error file (a 500 server error). */
  failLines(count: number): void;
  /** The next `count` batches created end `failed` or `expired` once due, with no output. */
  endNext(ending: BatchEnding, count?: number): void;
}

const MAX_BODY_BYTES = 20 * 1024 * 1024;
/** OpenAI's limit on one uploaded file (a batch's input is at most 200 MB). */
const MAX_FILE_BYTES = 200 * 1024 * 1024;
const DEFAULT_BATCH_DELAY_MS = 1_000;
/** What a rate-limited client is told to wait: short, so retries in tests stay fast. */
const RETRY_AFTER_MS = 100;
/** How long a `timeout` failure is held when the client does not say its own timeout. */
const DEFAULT_HOLD_MS = 60_000;
const MAX_HOLD_MS = 11 * 60_000;
/** OpenAI's own floor for `max_output_tokens`. */
const MIN_OUTPUT_TOKENS = 16;

/**
 * A local OpenAI that the real `openai` library talks to (`baseURL`), covering the Responses API,
 * Chat Completions and the model list. Structured answers fit the requested JSON schema; for
 * CommentSpark's idea prompt they are the offline generator's draft of the same insight. Tests
 * queue failures (bad JSON, a schema mismatch, a refusal, 429, 500, a hang) with `failNext` or,
 * from another process, `POST {url}/__emulator/fail`.
 */
export async function startOpenAiEmulator(options: OpenAiEmulatorOptions): Promise<OpenAiEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.warn(line));
  const apiKey = options.apiKey ?? `sk-local-${randomBytes(24).toString('hex')}`;
  const failures: FailureMode[] = [];
  const received: ReceivedRequest[] = [];
  const holds = new Set<NodeJS.Timeout>();
  const envDelay = Number(process.env.OPENAI_EMULATOR_BATCH_DELAY_MS);
  const batches = new EmulatedBatches({
    delayMs: options.batchDelayMs ?? (process.env.OPENAI_EMULATOR_BATCH_DELAY_MS && envDelay >= 0 ? envDelay : DEFAULT_BATCH_DELAY_MS),
    // A batch's lines never take the failures queued for live requests: those are for the next HTTP calls.
    answer: (url, body) => batchLineAnswer(url, body, () => undefined),
  });
  const batchControls: BatchControls = {
    setDelay: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new Error(`OpenAI emulator: a batch delay is a number of ms >= 0, got ${ms}.`);
      batches.delayMs = ms;
    },
    failLines: (count) => {
      if (!Number.isInteger(count) || count < 1)
        throw new Error(`OpenAI emulator: count must be a whole number of at least 1, got ${count}.`);
      batches.failLines(count);
    },
    endNext: (ending, count = 1) => {
      if (!BATCH_ENDINGS.includes(ending))
        throw new Error(`OpenAI emulator: a batch ends ${BATCH_ENDINGS.join(' or ')}, not '${String(ending)}'.`);
      if (!Number.isInteger(count) || count < 1)
        throw new Error(`OpenAI emulator: count must be a whole number of at least 1, got ${count}.`);
      batches.endNext(ending, count);
    },
  };

  const failNext = (mode: FailureMode, count = 1) => {
    if (!FAILURE_MODES.includes(mode))
      throw new Error(`OpenAI emulator: unknown failure mode '${String(mode)}'; use one of ${FAILURE_MODES.join(', ')}.`);
    if (!Number.isInteger(count) || count < 1)
      throw new Error(`OpenAI emulator: count must be a whole number of at least 1, got ${count}.`);
    for (let i = 0; i < count; i += 1) failures.push(mode);
  };
  const reset = () => {
    failures.length = 0;
    received.length = 0;
    batches.reset();
  };

  /** Takes the next queued failure for a request that got this far: valid, and with a good key. */
  const nextFailure = (path: string): FailureMode | undefined => {
    const failure = failures.shift();
    if (failure) log(`OpenAI emulator: POST ${path} answered with the queued failure '${failure}' (${failures.length} left).`);
    return failure;
  };

  async function serveApi(req: IncomingMessage, res: ServerResponse, path: string, requestId: string): Promise<void> {
    const method = req.method ?? 'GET';
    const raw = await readBody(req, path === '/v1/files' ? MAX_FILE_BYTES : MAX_BODY_BYTES);
    const body = raw.trim() === '' ? null : (parseJson(raw) ?? raw);
    received.push({ path, body, at: new Date().toISOString() });

    const key = bearerToken(req.headers.authorization);
    if (key === null) {
      throw new OpenAiApiError(401, {
        message:
          "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username. You can obtain an API key from https://platform.openai.com/account/api-keys.",
        type: 'invalid_request_error',
        param: null,
        code: null,
      });
    }
    if (options.apiKey !== undefined && key !== options.apiKey) {
      throw new OpenAiApiError(401, {
        message: `Incorrect API key provided: ${redactKey(key)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_api_key',
      });
    }

    if (method === 'GET' && path === '/v1/models') {
      return sendJson(res, 200, { object: 'list', data: MODELS.map(modelObject) });
    }
    const model = /^\/v1\/models\/([^/]+)$/.exec(path);
    if (method === 'GET' && model) {
      const id = decodePart(model[1] as string);
      if (!(MODELS as readonly string[]).includes(id))
        throw invalidRequest(`The model '${id}' does not exist`, 'model', 'model_not_found', 404);
      return sendJson(res, 200, modelObject(id));
    }
    if (method === 'POST' && path === '/v1/embeddings') {
      const failure = nextFailure(path);
      if (failure)
        throw new OpenAiApiError(500, {
          message: `The emulator was told to fail (${failure}).`,
          type: 'server_error',
          param: null,
          code: null,
        });
      return sendJson(res, 200, embeddingsObject(body));
    }
    if (method === 'POST' && (path === '/v1/responses' || path === '/v1/chat/completions')) {
      const answer = modelAnswer(path, body, nextFailure, requestId);
      if (answer === 'hold') return hold(req, res);
      return sendJson(res, answer.status, answer.body, answer.headers);
    }
    if (method === 'POST' && path === '/v1/files') {
      const fields = readMultipart(raw, req.headers['content-type']);
      const file = fields.get('file');
      if (!file || file.filename === null) throw missingParameter('file');
      return sendJson(res, 200, batches.upload(fields.get('purpose')?.value, file.filename, file.value));
    }
    const file = /^\/v1\/files\/([^/]+)(\/content)?$/.exec(path);
    if (file && method === 'GET') {
      const id = decodePart(file[1] as string);
      if (!file[2]) return sendJson(res, 200, batches.fileObject(id));
      const content = batches.fileContent(id);
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'cache-control': 'no-cache, must-revalidate' });
      return void res.end(content);
    }
    if (file && !file[2] && method === 'DELETE') return sendJson(res, 200, batches.deleteFile(decodePart(file[1] as string)));
    if (method === 'POST' && path === '/v1/batches') return sendJson(res, 200, batches.create(body));
    if (method === 'GET' && path === '/v1/batches') {
      const query = new URL(req.url ?? '/', 'http://emulator').searchParams;
      const limit = Number(query.get('limit') ?? 20);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100)
        throw invalidRequest(`Invalid 'limit': expected an integer from 1 to 100.`, 'limit', 'invalid_value');
      return sendJson(res, 200, batches.list(query.get('after'), limit));
    }
    const batch = /^\/v1\/batches\/([^/]+)(\/cancel)?$/.exec(path);
    if (batch && method === 'GET' && !batch[2]) return sendJson(res, 200, batches.retrieve(decodePart(batch[1] as string)));
    if (batch && method === 'POST' && batch[2]) return sendJson(res, 200, batches.cancel(decodePart(batch[1] as string)));
    throw invalidRequest(`Invalid URL (${method} ${path})`, null, null, 404);
  }

  /** Answers nothing, past the client's own timeout (it sends it as X-Stainless-Timeout, in seconds), then hangs up. */
  function hold(req: IncomingMessage, res: ServerResponse): void {
    const clientSeconds = Number(req.headers['x-stainless-timeout']);
    const ms =
      Number.isFinite(clientSeconds) && clientSeconds >= 0 ? Math.min(MAX_HOLD_MS, (clientSeconds + 1) * 1000 + 500) : DEFAULT_HOLD_MS;
    const timer = setTimeout(() => {
      holds.delete(timer);
      res.socket?.destroy();
    }, ms);
    holds.add(timer);
    res.on('close', () => {
      clearTimeout(timer);
      holds.delete(timer);
    });
  }

  async function serveControl(req: IncomingMessage, res: ServerResponse, action: string): Promise<void> {
    const method = req.method ?? 'GET';
    if (method === 'GET' && action === 'requests') return sendJson(res, 200, received);
    if (method !== 'POST' || (action !== 'fail' && action !== 'reset' && action !== 'batches'))
      throw invalidRequest(`Invalid URL (${method} /__emulator/${action})`, null, null, 404);
    const raw = await readBody(req, MAX_BODY_BYTES);
    if (action === 'reset') {
      reset();
      return sendJson(res, 200, { reset: true });
    }
    if (action === 'batches') return sendJson(res, 200, controlBatches(raw.trim() === '' ? {} : parseJson(raw)));
    const input = raw.trim() === '' ? {} : parseJson(raw);
    if (!isNode(input)) throw invalidRequest('Send a JSON object: {"mode": "rate-limit", "count": 1}.');
    const mode = input['mode'];
    const count = input['count'] ?? 1;
    if (typeof mode !== 'string' || !(FAILURE_MODES as readonly string[]).includes(mode)) {
      throw invalidRequest(`'mode' must be one of ${FAILURE_MODES.join(', ')}.`, 'mode', 'invalid_value');
    }
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 1000) {
      throw invalidRequest("'count' must be a whole number from 1 to 1000.", 'count', 'invalid_value');
    }
    failNext(mode as FailureMode, count);
    return sendJson(res, 200, { queued: [...failures] });
  }

  /** `{"delayMs": 0}`, `{"failLines": 2}`, `{"end": "failed" | "expired", "count": 1}`, in any combination. */
  function controlBatches(input: unknown): Record<string, unknown> {
    if (!isNode(input)) throw invalidRequest('Send a JSON object: {"delayMs": 0, "failLines": 1, "end": "failed", "count": 1}.');
    const { delayMs, failLines, end, count = 1 } = input;
    const whole = (value: unknown, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
    if (delayMs !== undefined && !whole(delayMs, 600_000))
      throw invalidRequest("'delayMs' must be a whole number of ms from 0 to 600000.", 'delayMs', 'invalid_value');
    if (failLines !== undefined && !(whole(failLines, 100_000) && failLines !== 0))
      throw invalidRequest("'failLines' must be a whole number from 1 to 100000.", 'failLines', 'invalid_value');
    if (end !== undefined && !(BATCH_ENDINGS as readonly unknown[]).includes(end))
      throw invalidRequest(`'end' must be one of ${BATCH_ENDINGS.join(', ')}.`, 'end', 'invalid_value');
    if (!whole(count, 1000) || count === 0)
      throw invalidRequest("'count' must be a whole number from 1 to 1000.", 'count', 'invalid_value');
    if (delayMs !== undefined) batchControls.setDelay(delayMs as number);
    if (failLines !== undefined) batchControls.failLines(failLines as number);
    if (end !== undefined) batchControls.endNext(end as BatchEnding, count as number);
    return { delayMs: batches.delayMs, ...batches.queued() };
  }

  const server: Server = createServer((req, res) => {
    const started = Date.now();
    const requestId = hexId('req_', 32);
    res.setHeader('x-request-id', requestId);
    res.setHeader('openai-version', '2020-10-01');
    res.setHeader('openai-organization', 'user-local');
    // Set when the head is written, so it covers the whole request.
    const writeHead = res.writeHead.bind(res);
    res.writeHead = ((...args: Parameters<ServerResponse['writeHead']>) => {
      if (!res.headersSent) res.setHeader('openai-processing-ms', String(Date.now() - started));
      return writeHead(...args);
    }) as ServerResponse['writeHead'];

    const url = new URL(req.url ?? '/', 'http://emulator');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const control = /^(?:\/v1)?\/__emulator\/([a-z-]+)$/.exec(path);
    const work = control
      ? serveControl(req, res, control[1] as string)
      : path.startsWith('/v1/')
        ? serveApi(req, res, path, requestId)
        : Promise.reject(invalidRequest(`Invalid URL (${req.method} ${path})`, null, null, 404));
    work.catch((error: unknown) => {
      if (error instanceof OpenAiApiError) return sendError(res, error.status, error.body);
      if (error instanceof BodyTooLarge)
        return sendError(res, 413, { message: 'Request body too large.', type: 'invalid_request_error', param: null, code: null });
      log(`OpenAI emulator: ${req.method} ${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent)
        sendError(res, 500, { message: 'The local OpenAI emulator hit an internal error.', type: 'server_error', param: null, code: null });
      else res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`OpenAI emulator: port ${options.port} is in use.`) : error);
    });
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/v1`,
    apiKey,
    failNext,
    batches: batchControls,
    requests: () => received.map((request) => ({ ...request })),
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of holds) clearTimeout(timer);
        holds.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface ModelAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * What `/v1/responses` or `/v1/chat/completions` answers to this body: the answer, a queued
 * failure's error, or 'hold' (a queued timeout). Throws OpenAiApiError for a request OpenAI
 * would turn down. A batch's lines are answered here too, so a batch writes what a live call would.
 */
function modelAnswer(
  path: '/v1/responses' | '/v1/chat/completions',
  body: unknown,
  nextFailure: (path: string) => FailureMode | undefined,
  requestId: string,
): ModelAnswer | 'hold' {
  if (!isNode(body)) {
    throw invalidRequest(
      "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)",
    );
  }
  const request = path === '/v1/responses' ? readResponsesRequest(body) : readChatRequest(body);
  const failure = nextFailure(path);
  if (failure === 'timeout') return 'hold';
  if (failure === 'rate-limit') {
    return {
      status: 429,
      body: {
        error: {
          message: `Rate limit reached for ${request.model} in organization org-local on requests per min (RPM): Limit 500, Used 500, Requested 1. Please try again in ${RETRY_AFTER_MS}ms. Visit https://platform.openai.com/account/rate-limits to learn more.`,
          type: 'requests',
          param: null,
          code: 'rate_limit_exceeded',
        },
      },
      headers: {
        'retry-after-ms': String(RETRY_AFTER_MS),
        'retry-after': String(Math.ceil(RETRY_AFTER_MS / 1000)),
        ...rateLimitHeaders(0),
      },
    };
  }
  if (failure === 'server-error') {
    return {
      status: 500,
      body: {
        error: {
          message: `The server had an error while processing your request. Sorry about that! You can retry your request, or contact us through our help center at help.openai.com if the error persists. (Please include the request ID ${requestId} in your message.)`,
          type: 'server_error',
          param: null,
          code: null,
        },
      },
      headers: {},
    };
  }
  const inputTokens = promptTokens(request.prompt);
  const choices = Array.from({ length: request.choices }, () => written(request.prompt, request.format, failure, request.maxOutputTokens));
  const result =
    path === '/v1/responses'
      ? responseObject({ body, model: request.model, inputTokens, ...(choices[0] as ChoiceInput) })
      : chatCompletionObject(request.model, choices, inputTokens);
  return { status: 200, body: result, headers: rateLimitHeaders(1) };
}

/** One line of a batch, answered as its endpoint would answer it live (a queued timeout counts as a server error). */
function batchLineAnswer(url: string, body: Record<string, unknown>, nextFailure: (path: string) => FailureMode | undefined): LineAnswer {
  const requestId = hexId('req_', 32);
  try {
    if (url === '/v1/embeddings') return { status: 200, body: embeddingsObject(body), requestId };
    const answer = modelAnswer(url as '/v1/responses' | '/v1/chat/completions', body, nextFailure, requestId);
    if (answer === 'hold')
      return {
        status: 500,
        body: { error: { message: 'The request timed out.', type: 'server_error', param: null, code: null } },
        requestId,
      };
    return { status: answer.status, body: answer.body, requestId };
  } catch (error) {
    if (error instanceof OpenAiApiError) return { status: error.status, body: { error: error.body }, requestId };
    throw error;
  }
}

interface ModelRequest {
  model: string;
  prompt: Prompt;
  format: OutputFormat;
  maxOutputTokens: number | undefined;
  /** Chat's `n`; always 1 for the Responses API. */
  choices: number;
}

/** The checks OpenAI makes that a caller can get wrong, with its messages. */
function readResponsesRequest(body: Record<string, unknown>): ModelRequest {
  const model = readModel(body);
  if (body['input'] === undefined || body['input'] === null) throw missingParameter('input');
  if (typeof body['input'] !== 'string' && !Array.isArray(body['input'])) {
    throw invalidRequest(
      `Invalid type for 'input': expected one of a string or array of input items, but got ${jsonType(body['input'])} instead.`,
      'input',
      'invalid_type',
    );
  }
  rejectStreaming(body);
  const prompt = responsesPrompt(body);
  const text = body['text'];
  const format = readFormat(isNode(text) ? text['format'] : undefined, 'text.format', prompt);
  return { model, prompt, format, maxOutputTokens: readLimit(body, 'max_output_tokens'), choices: 1 };
}

function readChatRequest(body: Record<string, unknown>): ModelRequest {
  const model = readModel(body);
  const messages = body['messages'];
  if (messages === undefined || messages === null) throw missingParameter('messages');
  if (!Array.isArray(messages))
    throw invalidRequest(
      `Invalid type for 'messages': expected an array of objects, but got ${jsonType(messages)} instead.`,
      'messages',
      'invalid_type',
    );
  if (messages.length === 0)
    throw invalidRequest(
      "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.",
      'messages',
      'empty_array',
    );
  rejectStreaming(body);
  const prompt = chatPrompt(body);
  const responseFormat = body['response_format'];
  // Chat nests the schema one level down: { type: 'json_schema', json_schema: { name, schema, strict } }.
  const nested = isNode(responseFormat) && responseFormat['type'] === 'json_schema';
  const format = nested
    ? readFormat(
        { ...(isNode(responseFormat['json_schema']) ? responseFormat['json_schema'] : {}), type: 'json_schema' },
        'response_format.json_schema',
        prompt,
      )
    : readFormat(responseFormat, 'response_format', prompt);
  const n = body['n'] ?? 1;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 128)
    throw invalidRequest(`Invalid 'n': expected an integer from 1 to 128, but got ${JSON.stringify(n)} instead.`, 'n', 'invalid_value');
  return { model, prompt, format, maxOutputTokens: readLimit(body, 'max_completion_tokens') ?? readLimit(body, 'max_tokens'), choices: n };
}

function readModel(body: Record<string, unknown>): string {
  const model = body['model'];
  if (model === undefined || model === null) throw missingParameter('model');
  if (typeof model !== 'string' || model.trim() === '')
    throw invalidRequest(`Invalid type for 'model': expected a string, but got ${jsonType(model)} instead.`, 'model', 'invalid_type');
  return model;
}

function rejectStreaming(body: Record<string, unknown>): void {
  if (body['stream'] === true)
    throw invalidRequest('The local OpenAI emulator does not stream: call without `stream: true`.', 'stream', 'unsupported_value');
}

function readLimit(body: Record<string, unknown>, param: string): number | undefined {
  const value = body[param];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw invalidRequest(`Invalid type for '${param}': expected an integer, but got ${jsonType(value)} instead.`, param, 'invalid_type');
  if (value < MIN_OUTPUT_TOKENS) {
    throw invalidRequest(
      `Invalid '${param}': integer below minimum value. Expected a value >= ${MIN_OUTPUT_TOKENS}, but got ${value} instead.`,
      param,
      'integer_below_min_value',
    );
  }
  return value;
}

function readFormat(format: unknown, param: string, prompt: Prompt): OutputFormat {
  if (format === undefined || format === null) return { type: 'text' };
  if (!isNode(format))
    throw invalidRequest(`Invalid type for '${param}': expected an object, but got ${jsonType(format)} instead.`, param, 'invalid_type');
  switch (format['type']) {
    case 'text':
      return { type: 'text' };
    case 'json_object':
      if (!/json/i.test(prompt.instructions + prompt.inputs.join(''))) {
        throw invalidRequest(
          `Response input messages must contain the word 'json' in some form to use '${param}' of type 'json_object'.`,
          param,
          null,
        );
      }
      return { type: 'json_object' };
    case 'json_schema': {
      const name = format['name'];
      if (typeof name !== 'string' || name === '') throw missingParameter(`${param}.name`);
      const schema = format['schema'];
      if (!isNode(schema)) throw missingParameter(`${param}.schema`);
      const problem = format['strict'] === true ? strictSchemaProblem(schema) : null;
      if (problem)
        throw invalidRequest(`Invalid schema for response_format '${name}': ${problem}`, `${param}.schema`, 'invalid_json_schema');
      return { type: 'json_schema', name, schema };
    }
    default:
      throw invalidRequest(
        `Invalid value: '${String(format['type'])}'. Supported values are: 'text', 'json_object' and 'json_schema'.`,
        `${param}.type`,
        'invalid_value',
      );
  }
}

/** One answer, bent by the queued content failure if there is one. */
function written(prompt: Prompt, format: OutputFormat, failure: FailureMode | undefined, maxOutputTokens: number | undefined): ChoiceInput {
  if (failure === 'refusal')
    return { part: { type: 'refusal', refusal: REFUSAL }, incomplete: false, outputTokens: estimateTokens(REFUSAL) };
  let text = answer(prompt, format);
  if (failure === 'schema-mismatch') text = mismatched(text, format);
  // Strict structured output only breaks off mid-document when it runs out of tokens, so a
  // malformed answer is reported as OpenAI reports that: incomplete, max_output_tokens / length.
  let incomplete = failure === 'malformed-json';
  if (incomplete) text = cutOff(text);
  else if (maxOutputTokens !== undefined && estimateTokens(text) > maxOutputTokens) {
    text = truncated(text, maxOutputTokens);
    incomplete = true;
  }
  return { part: { type: 'output_text', text }, incomplete, outputTokens: estimateTokens(text) };
}

function rateLimitHeaders(used: number): Record<string, string> {
  return {
    'x-ratelimit-limit-requests': '500',
    'x-ratelimit-remaining-requests': String(used === 0 ? 0 : 499),
    'x-ratelimit-reset-requests': used === 0 ? `${RETRY_AFTER_MS}ms` : '120ms',
    'x-ratelimit-limit-tokens': '200000',
    'x-ratelimit-remaining-tokens': '199000',
    'x-ratelimit-reset-tokens': '300ms',
  };
}

function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match ? (match[1] as string) : null;
}

/** As OpenAI shows a wrong key: the first characters and the last four. */
function redactKey(key: string): string {
  return key.length <= 8 ? '*'.repeat(key.length) : `${key.slice(0, 3)}${'*'.repeat(key.length - 7)}${key.slice(-4)}`;
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a decimal';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-cache, must-revalidate', ...headers });
  res.end(JSON.stringify(value, null, 2));
}

function sendError(res: ServerResponse, status: number, error: OpenAiErrorBody, headers: Record<string, string> = {}): void {
  sendJson(res, status, { error }, headers);
}

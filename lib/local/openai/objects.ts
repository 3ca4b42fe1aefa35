import { randomBytes } from 'node:crypto';

/** OpenAI's error body: `{ error: { message, type, param, code } }`, all four always present. */
export interface OpenAiErrorBody {
  message: string;
  type: 'invalid_request_error' | 'server_error' | 'tokens' | 'requests';
  param: string | null;
  code: string | null;
}

/** An error answered in OpenAI's shape; the SDK picks its error class from the status. */
export class OpenAiApiError extends Error {
  override name = 'OpenAiApiError';
  constructor(
    readonly status: 400 | 401 | 404 | 413 | 429 | 500,
    readonly body: OpenAiErrorBody,
  ) {
    super(body.message);
  }
}

export function invalidRequest(
  message: string,
  param: string | null = null,
  code: string | null = null,
  status: 400 | 404 | 413 = 400,
): OpenAiApiError {
  return new OpenAiApiError(status, { message, type: 'invalid_request_error', param, code });
}

export function missingParameter(param: string): OpenAiApiError {
  return invalidRequest(`Missing required parameter: '${param}'.`, param, 'missing_required_parameter');
}

/** The IDs' shapes as OpenAI writes them: resp_/msg_ and 50 hex digits, req_ and 32. */
export const hexId = (prefix: string, length: number) =>
  `${prefix}${randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length)}`;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export function chatId(): string {
  let id = 'chatcmpl-';
  for (const byte of randomBytes(29)) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return id;
}

export type OutputPart = { type: 'output_text'; text: string } | { type: 'refusal'; refusal: string };

export interface ResponseInput {
  body: Record<string, unknown>;
  model: string;
  part: OutputPart;
  /** The output stopped at `max_output_tokens`. */
  incomplete: boolean;
  inputTokens: number;
  outputTokens: number;
}

/** A Responses API `response` object, echoing the request's settings as OpenAI does. */
export function responseObject({ body, model, part, incomplete, inputTokens, outputTokens }: ResponseInput): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  const content = part.type === 'output_text' ? { type: 'output_text', annotations: [], logprobs: [], text: part.text } : part;
  const text = typeof body['text'] === 'object' && body['text'] !== null ? body['text'] : {};
  return {
    id: hexId('resp_', 50),
    object: 'response',
    created_at: now,
    status: incomplete ? 'incomplete' : 'completed',
    background: false,
    completed_at: incomplete ? null : now,
    error: null,
    incomplete_details: incomplete ? { reason: 'max_output_tokens' } : null,
    instructions: body['instructions'] ?? null,
    max_output_tokens: body['max_output_tokens'] ?? null,
    max_tool_calls: null,
    model,
    output: [
      { id: hexId('msg_', 50), type: 'message', status: incomplete ? 'incomplete' : 'completed', content: [content], role: 'assistant' },
    ],
    parallel_tool_calls: body['parallel_tool_calls'] ?? true,
    previous_response_id: body['previous_response_id'] ?? null,
    prompt_cache_key: body['prompt_cache_key'] ?? null,
    reasoning: { effort: null, summary: null },
    safety_identifier: body['safety_identifier'] ?? null,
    service_tier: 'default',
    store: body['store'] ?? true,
    temperature: body['temperature'] ?? 1,
    text: { format: { type: 'text' }, verbosity: 'medium', ...text },
    tool_choice: body['tool_choice'] ?? 'auto',
    tools: body['tools'] ?? [],
    top_logprobs: 0,
    top_p: body['top_p'] ?? 1,
    truncation: 'disabled',
    usage: {
      input_tokens: inputTokens,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: outputTokens,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: inputTokens + outputTokens,
    },
    user: body['user'] ?? null,
    metadata: body['metadata'] ?? {},
  };
}

export interface ChoiceInput {
  part: OutputPart;
  incomplete: boolean;
  outputTokens: number;
}

/** A `chat.completion`: a refusal goes in `message.refusal` with `content: null`; a cut-off answer ends with `length`. */
export function chatCompletionObject(model: string, choices: ChoiceInput[], inputTokens: number): Record<string, unknown> {
  const outputTokens = choices.reduce((sum, choice) => sum + choice.outputTokens, 0);
  return {
    id: chatId(),
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: choices.map(({ part, incomplete }, index) => ({
      index,
      message: {
        role: 'assistant',
        content: part.type === 'output_text' ? part.text : null,
        refusal: part.type === 'refusal' ? part.refusal : null,
        annotations: [],
      },
      logprobs: null,
      finish_reason: incomplete ? 'length' : 'stop',
    })),
    usage: {
      prompt_tokens: inputTokens,
      completion_tokens: outputTokens,
      total_tokens: inputTokens + outputTokens,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
    },
    service_tier: 'default',
    system_fingerprint: 'fp_local_emulator',
  };
}

/** What `GET /models` lists; any other model name is accepted too, as the emulator writes the same for all. */
export const MODELS = ['gpt-5', 'gpt-5-mini', 'gpt-5-nano', 'gpt-4.1', 'gpt-4.1-mini', 'gpt-4.1-nano', 'gpt-4o', 'gpt-4o-mini'] as const;
const MODELS_CREATED = 1_715_367_049;

export function modelObject(id: string): Record<string, unknown> {
  return { id, object: 'model', created: MODELS_CREATED, owned_by: 'system' };
}

import OpenAI from 'openai';
import { LengthFinishReasonError } from 'openai/error';
import { zodResponseFormat, zodTextFormat } from 'openai/helpers/zod';
import { z as classic } from 'zod';
import * as z from 'zod/mini';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ideaDraft, type DraftRequest } from '#functions/content-engine/draft';
import { generateOffline } from '#functions/content-engine/offline-generator';
import { IDEA_INSTRUCTIONS, promptPayload } from '#functions/content-engine/prompt';
import { startOpenAiEmulator, type OpenAiEmulator } from '#lib/local/openai';

/**
 * The emulator is driven through the real `openai` library, called the way the app's adapter
 * (functions/content-engine/openai.ts) calls it, so what these tests see is what the app sees.
 */
const API_KEY = 'sk-test-openai-emulator';

const request: DraftRequest = {
  niche: 'skincare',
  nicheName: 'Skincare',
  variant: 'A',
  angle: 0,
  previousTitles: [],
  feedback: [],
  insight: {
    key: 'tiktok#c-101',
    niche: 'skincare',
    representative: {
      niche: 'skincare',
      platform: 'tiktok',
      commentId: 'c-101',
      videoUrl: 'https://www.tiktok.com/@glowlab/video/1',
      text: 'Why does my sunscreen pill under makeup every single morning?',
      author: '@mia.k',
      likes: 812,
      postedAt: '2026-10-02T14:05:00.000Z',
    },
    supporting: [
      {
        niche: 'skincare',
        platform: 'tiktok',
        commentId: 'c-102',
        videoUrl: 'https://www.tiktok.com/@glowlab/video/1',
        text: 'Same, my sunscreen balls up as soon as foundation goes on',
        author: '@dev.r',
        likes: 240,
        postedAt: '2026-10-02T15:00:00.000Z',
      },
    ],
    askedCount: 2,
    totalLikes: 1052,
    commentIds: ['tiktok#c-101', 'tiktok#c-102'],
    videos: [
      {
        platform: 'tiktok',
        url: 'https://www.tiktok.com/@glowlab/video/1',
        title: 'My 5-step morning routine',
        creator: '@glowlab',
        views: 1_200_000,
      },
    ],
    score: 9,
    signals: ['question', 'complaint'],
    newestAt: '2026-10-02T15:00:00.000Z',
  },
};

// zodTextFormat is typed for classic zod; it reads zod/mini schemas the same way (as the adapter does).
const ideaFormat = zodTextFormat(ideaDraft as unknown as Parameters<typeof zodTextFormat>[0], 'content_idea');
const ideaInput = JSON.stringify(promptPayload(request));
const ideaCall = {
  model: 'gpt-4.1-mini',
  instructions: IDEA_INSTRUCTIONS,
  input: ideaInput,
  text: { format: ideaFormat },
  max_output_tokens: 2000,
};

let emulator: OpenAiEmulator;
const logged: string[] = [];

const client = (options: { maxRetries?: number; timeout?: number; apiKey?: string } = {}) =>
  new OpenAI({
    apiKey: options.apiKey ?? emulator.apiKey,
    baseURL: emulator.url,
    maxRetries: options.maxRetries ?? 0,
    timeout: options.timeout ?? 5_000,
  });

const modelCalls = () =>
  emulator.requests().filter((received) => received.path === '/v1/responses' || received.path === '/v1/chat/completions');

beforeAll(async () => {
  emulator = await startOpenAiEmulator({ port: 0, apiKey: API_KEY, log: (line) => logged.push(line) });
});

afterAll(async () => {
  await emulator?.close();
});

beforeEach(() => {
  emulator.reset();
});

describe('the local OpenAI emulator, answering', () => {
  it('parses into a draft that fits the idea schema and is about the insight', async () => {
    const response = await client().responses.parse(ideaCall);

    const draft = ideaDraft.parse(response.output_parsed);
    expect(JSON.stringify(draft).toLowerCase()).toContain('sunscreen');
    expect(response.status).toBe('completed');
  });

  it("writes the offline generator's draft of the same insight, rebuilt from the prompt alone", async () => {
    const response = await client().responses.parse(ideaCall);

    expect(response.output_parsed).toEqual(generateOffline(request));
  });

  it('reports usage as four characters a token of the prompt and of the answer', async () => {
    const response = await client().responses.parse(ideaCall);

    expect(response.usage?.input_tokens).toBe(Math.ceil((IDEA_INSTRUCTIONS + ideaInput).length / 4));
    expect(response.usage?.output_tokens).toBe(Math.ceil(response.output_text.length / 4));
    expect(response.usage?.total_tokens).toBe((response.usage?.input_tokens ?? 0) + (response.usage?.output_tokens ?? 0));
  });

  it('receives the request the SDK sends: the schema as text.format', async () => {
    await client().responses.parse(ideaCall);

    const [received] = emulator.requests();
    expect(received?.path).toBe('/v1/responses');
    expect(received?.body).toMatchObject({
      model: 'gpt-4.1-mini',
      input: ideaInput,
      text: { format: { type: 'json_schema', name: 'content_idea', strict: true } },
    });
  });

  it("answers with OpenAI's headers", async () => {
    const { response, request_id } = await client().responses.parse(ideaCall).withResponse();

    expect(request_id).toMatch(/^req_[0-9a-f]{32}$/);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(Number(response.headers.get('openai-processing-ms'))).toBeGreaterThanOrEqual(0);
  });

  it('answers any other schema with a value that schema accepts, in the words of the prompt', async () => {
    const reply = classic.object({
      answer: classic.string().min(20),
      follow_ups: classic.array(classic.string()).min(1).max(2),
      confidence: classic.enum(['low', 'medium', 'high']),
      rows: classic.number().int().min(1).max(50),
      niche: classic.string().nullable(),
    });

    const response = await client().responses.parse({
      model: 'gpt-4.1-mini',
      input: [{ role: 'user', content: 'Which skincare niches gained subscribers after the holiday campaign?' }],
      text: { format: zodTextFormat(reply, 'admin_answer') },
    });

    const parsed = reply.parse(response.output_parsed);
    expect(`${parsed.answer} ${parsed.follow_ups.join(' ')}`.toLowerCase()).toMatch(/skincare|niches|subscribers|holiday|campaign/);
  });

  it('serves chat completions with the same content', async () => {
    const completion = await client().chat.completions.parse({
      model: 'gpt-4.1-mini',
      messages: [
        { role: 'system', content: IDEA_INSTRUCTIONS },
        { role: 'user', content: ideaInput },
      ],
      response_format: zodResponseFormat(ideaDraft as unknown as Parameters<typeof zodResponseFormat>[0], 'content_idea'),
    });

    const draft = ideaDraft.parse(completion.choices[0]?.message.parsed);
    expect(JSON.stringify(draft).toLowerCase()).toContain('sunscreen');
    expect(completion.usage?.prompt_tokens).toBe(Math.ceil((IDEA_INSTRUCTIONS + ideaInput).length / 4));
  });

  it('lists models', async () => {
    const models = await client().models.list();

    expect(models.data.map((model) => model.id)).toContain('gpt-4.1-mini');
  });
});

describe('the local OpenAI emulator, failing on request', () => {
  it('malformed-json: responses.parse throws the SyntaxError of JSON.parse', async () => {
    emulator.failNext('malformed-json');

    await expect(client().responses.parse(ideaCall)).rejects.toBeInstanceOf(SyntaxError);
  });

  it('malformed-json: the answer is cut off as by max_output_tokens', async () => {
    emulator.failNext('malformed-json');

    const response = await client().responses.create({ ...ideaCall, text: { format: { ...ideaFormat } } });

    expect(response.status).toBe('incomplete');
    expect(response.incomplete_details?.reason).toBe('max_output_tokens');
    expect(() => JSON.parse(response.output_text) as unknown).toThrow(SyntaxError);
  });

  it('malformed-json on chat: chat.completions.parse throws LengthFinishReasonError', async () => {
    emulator.failNext('malformed-json');

    await expect(
      client().chat.completions.parse({
        model: 'gpt-4.1-mini',
        messages: [{ role: 'user', content: ideaInput }],
        response_format: zodResponseFormat(ideaDraft as unknown as Parameters<typeof zodResponseFormat>[0], 'content_idea'),
      }),
    ).rejects.toBeInstanceOf(LengthFinishReasonError);
  });

  it('schema-mismatch: valid JSON that the idea schema rejects', async () => {
    emulator.failNext('schema-mismatch');

    const response = await client().responses.create({ ...ideaCall, text: { format: { ...ideaFormat } } });

    const answer: unknown = JSON.parse(response.output_text);
    expect(ideaDraft.safeParse(answer).success).toBe(false);
  });

  it("schema-mismatch: responses.parse throws the zod schema's own error", async () => {
    emulator.failNext('schema-mismatch');

    await expect(client().responses.parse(ideaCall)).rejects.toBeInstanceOf(z.core.$ZodError);
  });

  it('refusal: a refusal content part, and nothing parsed', async () => {
    emulator.failNext('refusal');

    const response = await client().responses.parse(ideaCall);

    const parts = response.output.flatMap((item) => (item.type === 'message' ? item.content : []));
    expect(parts).toEqual([{ type: 'refusal', refusal: expect.any(String) }]);
    expect(response.output_parsed).toBeNull();
    expect(response.output_text).toBe('');
  });

  it('refusal on chat: message.refusal, and nothing parsed', async () => {
    emulator.failNext('refusal');

    const completion = await client().chat.completions.parse({
      model: 'gpt-4.1-mini',
      messages: [{ role: 'user', content: ideaInput }],
      response_format: zodResponseFormat(ideaDraft as unknown as Parameters<typeof zodResponseFormat>[0], 'content_idea'),
    });

    expect(completion.choices[0]?.message).toMatchObject({ content: null, refusal: expect.any(String), parsed: null });
  });

  it('rate-limit: the client waits as told, retries, and gets its answer', async () => {
    emulator.failNext('rate-limit');

    const response = await client({ maxRetries: 1 }).responses.parse(ideaCall);

    expect(ideaDraft.safeParse(response.output_parsed).success).toBe(true);
    expect(modelCalls()).toHaveLength(2);
  });

  it('rate-limit: without retries, a RateLimitError with OpenAI’s code', async () => {
    emulator.failNext('rate-limit');

    const failure = await client()
      .responses.parse(ideaCall)
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(OpenAI.RateLimitError);
    expect(failure).toMatchObject({ status: 429, code: 'rate_limit_exceeded' });
  });

  it('server-error: an InternalServerError when the client does not retry', async () => {
    emulator.failNext('server-error');

    await expect(client().responses.parse(ideaCall)).rejects.toBeInstanceOf(OpenAI.InternalServerError);
  });

  it('timeout: an APIConnectionTimeoutError once the client stops waiting', async () => {
    emulator.failNext('timeout');

    const started = Date.now();
    await expect(client({ timeout: 300 }).responses.parse(ideaCall)).rejects.toBeInstanceOf(OpenAI.APIConnectionTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('uses each queued failure on one HTTP request, in order', async () => {
    emulator.failNext('server-error');
    emulator.failNext('rate-limit');

    const response = await client({ maxRetries: 2 }).responses.parse(ideaCall);

    expect(response.output_parsed).not.toBeNull();
    expect(modelCalls()).toHaveLength(3);
    expect(logged.join('\n')).toMatch(/'server-error'[\s\S]*'rate-limit'/);
  });
});

describe('the local OpenAI emulator, refusing bad requests', () => {
  it('answers a wrong key with AuthenticationError', async () => {
    const failure = await client({ apiKey: 'sk-wrong-key-0000' })
      .responses.parse(ideaCall)
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(failure).toMatchObject({ code: 'invalid_api_key' });
  });

  it('answers a missing input with BadRequestError naming it', async () => {
    const failure = await client()
      .responses.create({ model: 'gpt-4.1-mini' })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(OpenAI.BadRequestError);
    expect(failure).toMatchObject({ param: 'input', code: 'missing_required_parameter' });
  });

  it('answers a missing model with BadRequestError naming it', async () => {
    const failure = await client()
      .post('/responses', { body: { input: 'hello' } })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(OpenAI.BadRequestError);
    expect(failure).toMatchObject({ param: 'model' });
  });

  it('turns down a strict schema OpenAI would turn down (an optional field)', async () => {
    const loose = classic.object({ answer: classic.string(), note: classic.string().optional() });
    const format = {
      type: 'json_schema' as const,
      name: 'loose',
      strict: true,
      schema: classic.toJSONSchema(loose) as Record<string, unknown>,
    };

    const failure = await client()
      .responses.create({ model: 'gpt-4.1-mini', input: 'hello', text: { format } })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(OpenAI.BadRequestError);
    expect(failure).toMatchObject({ code: 'invalid_json_schema' });
  });

  it('answers an unknown path with NotFoundError', async () => {
    await expect(client().post('/no-such-thing', { body: {} })).rejects.toBeInstanceOf(OpenAI.NotFoundError);
  });
});

describe('the control endpoint, for tests in another process', () => {
  it('queues failures', async () => {
    const queued = await fetch(`${emulator.url}/__emulator/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'server-error', count: 2 }),
    });
    expect(queued.status).toBe(200);

    await expect(client({ maxRetries: 1 }).responses.parse(ideaCall)).rejects.toBeInstanceOf(OpenAI.InternalServerError);
    expect(modelCalls()).toHaveLength(2);
  });

  it('resets the queue and the requests seen', async () => {
    await client().models.list();
    emulator.failNext('server-error');

    const reset = await fetch(`${emulator.url}/__emulator/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(emulator.requests()).toEqual([]);

    await expect(client().responses.parse(ideaCall)).resolves.toMatchObject({ status: 'completed' });
  });

  it('turns down an unknown mode', async () => {
    const queued = await fetch(`${emulator.url}/__emulator/fail`, { method: 'POST', body: JSON.stringify({ mode: 'flaky' }) });

    expect(queued.status).toBe(400);
  });
});

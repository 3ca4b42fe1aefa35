import OpenAI, { toFile } from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ideaDraft } from '#functions/content-engine/draft';
import { startOpenAiEmulator, type OpenAiEmulator } from '#lib/local/openai';

/**
 * The emulator's Files and Batch APIs, driven through the real `openai` library the way a job
 * uses them: upload JSONL, create a batch, poll it, download the output and error files.
 */
const API_KEY = 'sk-test-openai-batches';
const DELAY_MS = 300;

let emulator: OpenAiEmulator;
let client: OpenAI;

const responsesLine = (customId: string, question: string) => ({
  custom_id: customId,
  method: 'POST',
  url: '/v1/responses',
  body: {
    model: 'gpt-4.1-mini',
    instructions: 'Answer as JSON.',
    input: question,
    text: {
      format: {
        type: 'json_schema',
        name: 'answer',
        strict: true,
        schema: {
          type: 'object',
          properties: { answer: { type: 'string' } },
          required: ['answer'],
          additionalProperties: false,
        },
      },
    },
    max_output_tokens: 500,
  },
});

const jsonl = (lines: unknown[]) => lines.map((line) => JSON.stringify(line)).join('\n') + '\n';

async function upload(lines: unknown[], purpose: 'batch' | 'user_data' = 'batch') {
  return client.files.create({ file: await toFile(Buffer.from(jsonl(lines)), 'requests.jsonl'), purpose });
}

async function createBatch(lines: unknown[]) {
  const file = await upload(lines);
  return client.batches.create({ input_file_id: file.id, endpoint: '/v1/responses', completion_window: '24h' });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function finished(id: string): Promise<OpenAI.Batch> {
  for (let i = 0; i < 50; i += 1) {
    const batch = await client.batches.retrieve(id);
    if (!['validating', 'in_progress', 'finalizing'].includes(batch.status)) return batch;
    await wait(DELAY_MS / 2);
  }
  throw new Error(`batch ${id} did not finish`);
}

async function lines(fileId: string | null | undefined): Promise<Record<string, unknown>[]> {
  if (!fileId) return [];
  const text = await (await client.files.content(fileId)).text();
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

beforeAll(async () => {
  emulator = await startOpenAiEmulator({ port: 0, apiKey: API_KEY, batchDelayMs: DELAY_MS, log: () => undefined });
  client = new OpenAI({ apiKey: API_KEY, baseURL: emulator.url, maxRetries: 0, timeout: 5_000 });
});

afterAll(async () => {
  await emulator?.close();
});

beforeEach(() => {
  emulator.reset();
  emulator.batches.setDelay(DELAY_MS);
});

describe('the emulator’s Files API', () => {
  it('stores an uploaded JSONL file and gives back its bytes', async () => {
    const requests = [responsesLine('sub-1#day-3', 'why does my sunscreen pill under makeup??')];

    const file = await upload(requests);
    const content = await (await client.files.content(file.id)).text();

    expect(file).toMatchObject({ object: 'file', purpose: 'batch', filename: 'requests.jsonl', bytes: Buffer.byteLength(jsonl(requests)) });
    expect(content).toBe(jsonl(requests));
  });

  it('answers an unknown file id with NotFoundError', async () => {
    await expect(client.files.content('file-nope')).rejects.toBeInstanceOf(OpenAI.NotFoundError);
  });

  it('turns down a file sent with an unknown purpose', async () => {
    const sent = client.files.create({
      file: await toFile(Buffer.from('{}\n'), 'x.jsonl'),
      purpose: 'homework' as 'batch',
    });

    await expect(sent).rejects.toBeInstanceOf(OpenAI.BadRequestError);
  });
});

describe('the emulator’s Batch API', () => {
  it('keeps a new batch in progress until its delay has passed', async () => {
    const batch = await createBatch([responsesLine('a', 'is retinol ok with vitamin c')]);

    const seen = await client.batches.retrieve(batch.id);

    expect(batch).toMatchObject({ object: 'batch', endpoint: '/v1/responses', completion_window: '24h', status: 'in_progress' });
    expect(seen.status).toBe('in_progress');
    expect(seen.output_file_id).toBeNull();
  });

  it('answers every line as the live endpoint would, keyed by custom_id', async () => {
    const batch = await createBatch([
      responsesLine('sub-1#d1', 'which spf for oily skin'),
      responsesLine('sub-2#d1', 'can i skip moisturiser in summer'),
    ]);

    const done = await finished(batch.id);
    const output = await lines(done.output_file_id);

    expect(done.status).toBe('completed');
    expect(done.request_counts).toEqual({ total: 2, completed: 2, failed: 0 });
    expect(done.error_file_id).toBeNull();
    expect(output.map((line) => line['custom_id'])).toEqual(['sub-1#d1', 'sub-2#d1']);
    const response = (output[0]!['response'] as { status_code: number; body: { object: string; output: unknown[]; usage: unknown } })!;
    expect(response.status_code).toBe(200);
    expect(response.body.object).toBe('response');
    expect(done.usage?.input_tokens).toBeGreaterThan(0);
  });

  it('writes an idea that fits the idea schema for a line carrying the writer’s request', async () => {
    const { ideasFormat, maxOutputTokens } = await import('#functions/content-engine/openai');
    const { ideaInstructions } = await import('#functions/content-engine/prompt');
    const line = {
      custom_id: 'idea-1',
      method: 'POST',
      url: '/v1/responses',
      body: {
        model: 'gpt-4.1-mini',
        instructions: ideaInstructions(2),
        input: JSON.stringify({ niche: 'Skincare', question: 'why does my sunscreen pill under makeup every morning' }),
        text: { format: ideasFormat(2) },
        max_output_tokens: maxOutputTokens(2),
      },
    };

    const done = await finished((await createBatch([line])).id);
    const [output] = await lines(done.output_file_id);
    const body = (output!['response'] as { body: { output: { content: { text: string }[] }[] } }).body;
    const answer = JSON.parse(body.output[0]!.content[0]!.text) as { candidates: unknown[] };

    expect(answer.candidates).toHaveLength(2);
    expect(ideaDraft.safeParse(answer.candidates[0]).success).toBe(true);
  });

  it('puts lines told to fail in the error file and the rest in the output file', async () => {
    emulator.batches.failLines(1);

    const done = await finished((await createBatch([responsesLine('first', 'q one'), responsesLine('second', 'q two')])).id);
    const errors = await lines(done.error_file_id);
    const output = await lines(done.output_file_id);

    expect(done.status).toBe('completed');
    expect(done.request_counts).toEqual({ total: 2, completed: 1, failed: 1 });
    expect(errors.map((line) => line['custom_id'])).toEqual(['first']);
    expect(errors[0]!['response']).toMatchObject({ status_code: 500, body: { error: { type: 'server_error' } } });
    expect(output.map((line) => line['custom_id'])).toEqual(['second']);
  });

  it('answers a line OpenAI would turn down with its 400 in the error file', async () => {
    const bad = { ...responsesLine('no-input', 'x'), body: { model: 'gpt-4.1-mini' } };

    const done = await finished((await createBatch([bad])).id);
    const [error] = await lines(done.error_file_id);

    expect(error).toMatchObject({ custom_id: 'no-input', response: { status_code: 400, body: { error: { param: 'input' } } } });
  });

  it('ends a batch told to fail as failed, with no output', async () => {
    emulator.batches.endNext('failed');

    const done = await finished((await createBatch([responsesLine('a', 'q')])).id);

    expect(done.status).toBe('failed');
    expect(done.output_file_id).toBeNull();
    expect(done.errors?.data?.[0]?.code).toBe('batch_failed');
  });

  it('ends a batch told to expire as expired, with no output', async () => {
    emulator.batches.endNext('expired');

    const done = await finished((await createBatch([responsesLine('a', 'q')])).id);

    expect(done.status).toBe('expired');
    expect(done.output_file_id).toBeNull();
  });

  it('fails a batch at once whose file repeats a custom_id, naming the line', async () => {
    const batch = await createBatch([responsesLine('same', 'q1'), responsesLine('same', 'q2')]);

    expect(batch.status).toBe('failed');
    expect(batch.errors?.data).toEqual([expect.objectContaining({ code: 'duplicate_custom_id', line: 2 })]);
  });

  it('fails a batch whose lines name two models', async () => {
    const other = responsesLine('b', 'q2');
    other.body.model = 'gpt-4o';

    const batch = await createBatch([responsesLine('a', 'q1'), other]);

    expect(batch.status).toBe('failed');
    expect(batch.errors?.data?.[0]?.code).toBe('mismatched_model');
  });

  it('turns down a batch over a file not uploaded for batches', async () => {
    const file = await upload([responsesLine('a', 'q')], 'user_data');

    const created = client.batches.create({ input_file_id: file.id, endpoint: '/v1/responses', completion_window: '24h' });

    await expect(created).rejects.toBeInstanceOf(OpenAI.BadRequestError);
  });

  it('lists batches newest first and cancels one in progress', async () => {
    const older = await createBatch([responsesLine('a', 'q')]);
    const newer = await createBatch([responsesLine('b', 'q')]);

    const cancelled = await client.batches.cancel(older.id);
    const listed = await client.batches.list({ limit: 10 });

    expect(cancelled.status).toBe('cancelled');
    expect(listed.data.map((batch) => batch.id)).toEqual([newer.id, older.id]);
  });

  it('answers an unknown batch id with NotFoundError', async () => {
    await expect(client.batches.retrieve('batch_nope')).rejects.toBeInstanceOf(OpenAI.NotFoundError);
  });
});

describe('the batch control endpoint, for jobs in another process', () => {
  it('sets the delay and queues failing lines and batch endings', async () => {
    const response = await fetch(`${emulator.url}/__emulator/batches`, {
      method: 'POST',
      body: JSON.stringify({ delayMs: 0, failLines: 2, end: 'expired', count: 1 }),
    });

    expect(await response.json()).toEqual({ delayMs: 0, failLines: 2, endings: ['expired'] });
  });

  it('turns down an unknown ending', async () => {
    const response = await fetch(`${emulator.url}/__emulator/batches`, { method: 'POST', body: JSON.stringify({ end: 'exploded' }) });

    expect(response.status).toBe(400);
  });
});

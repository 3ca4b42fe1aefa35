import { describe, expect, it } from 'vitest';
import type { DraftRequest } from '#functions/content-engine/draft';
import { generateOffline } from '#functions/content-engine/offline-generator';
import { attemptCostUsd, responsesBody, writerCall } from '#functions/content-engine/openai';
import { attemptFromResponse, batchCostUsd, batchLine, customIdProblem, readBatchOutput, skipReason } from '#functions/personal/batch';
import { MAX_SENDS, STALE_CLAIM_MS } from '#functions/personal/batch-store';
import { insightOf } from '#tests/unit/content-engine/insight-fixtures';

/**
 * The pure parts of the batch round: the line it sends, how an output or error file's lines
 * become the live writer's DraftAttempt, the batch price, and which stored requests a run leaves alone.
 */
const request: DraftRequest = {
  niche: 'skincare',
  nicheName: 'Skincare',
  variant: 'B',
  angle: 0,
  previousTitles: [],
  feedback: [],
  insight: insightOf('skincare', [
    'why does my sunscreen pill under makeup every morning 😩',
    'same!! spf balls up the second foundation touches it',
    'is it bc of the moisturiser underneath??',
  ]),
};

const draft = generateOffline(request);

function responseBody(text: string, overrides: Record<string, unknown> = {}) {
  return {
    id: 'resp_1',
    object: 'response',
    model: 'gpt-4.1-mini',
    status: 'completed',
    incomplete_details: null,
    output: [
      { id: 'msg_1', type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] },
    ],
    usage: { input_tokens: 1_200, output_tokens: 3_000, total_tokens: 4_200 },
    ...overrides,
  };
}

const outputLine = (customId: string, body: unknown, status = 200) =>
  JSON.stringify({ id: 'batch_req_1', custom_id: customId, response: { status_code: status, request_id: 'req_1', body }, error: null });

describe('the batch line', () => {
  it('carries the live writer’s request body unchanged, for the Responses endpoint', () => {
    const line = JSON.parse(batchLine({ customId: 'u1#skincare#12', request })) as Record<string, unknown>;

    expect(line).toEqual({ custom_id: 'u1#skincare#12', method: 'POST', url: '/v1/responses', body: responsesBody(writerCall(request)) });
  });
});

describe('reading the output file', () => {
  it('reads a 200 line into the writer’s attempt: every candidate in written order, no judge', () => {
    const second = { ...draft, title: 'Stop your SPF pilling under foundation' };
    const answered = readBatchOutput(outputLine('u1', responseBody(JSON.stringify({ candidates: [draft, second] }))), '');

    const attempt = answered.get('u1')!.attempt!;
    expect(attempt.error).toBeNull();
    expect(attempt.candidates?.map((c) => c.title)).toEqual([draft.title, second.title]);
    expect(attempt.draft).toEqual(draft);
    expect(attempt.judge).toBeNull();
    expect(attempt).toMatchObject({ model: 'gpt-4.1-mini', inputTokens: 1_200, outputTokens: 3_000 });
  });

  it('reads the answer from the output items, since a batch body has no output_text', () => {
    const attempt = attemptFromResponse(responseBody(JSON.stringify({ candidates: [draft] })) as never);

    expect(attempt.draft?.title).toBe(draft.title);
  });

  it('keeps a refusal as the attempt’s error, with the tokens spent', () => {
    const refused = responseBody('', {
      output: [{ type: 'message', role: 'assistant', content: [{ type: 'refusal', refusal: "I can't help with that." }] }],
    });

    const attempt = readBatchOutput(outputLine('u2', refused), '').get('u2')!.attempt!;

    expect(attempt.draft).toBeNull();
    expect(attempt.error).toContain('refused');
    expect(attempt.outputTokens).toBe(3_000);
  });

  it('says an answer cut off by the token limit is cut off', () => {
    const cut = responseBody('{"candidates": [{"title": "Why your sunscr', {
      status: 'incomplete',
      incomplete_details: { reason: 'max_output_tokens' },
    });

    const attempt = readBatchOutput(outputLine('u3', cut), '').get('u3')!.attempt!;

    expect(attempt.error).toMatch(/not valid JSON \(cut off: max_output_tokens\)/);
  });

  it('reads an error file line as an error with OpenAI’s message and no attempt', () => {
    const line = outputLine('u4', { error: { message: 'The server had an error', type: 'server_error', param: null, code: null } }, 500);

    expect(readBatchOutput('', line).get('u4')).toEqual({ attempt: null, error: 'OpenAI error 500 in the batch: The server had an error' });
  });

  it('skips lines it cannot read, so their requests count as unanswered', () => {
    const answered = readBatchOutput('not json at all\n{"response": {}}\n\n', '');

    expect(answered.size).toBe(0);
  });
});

describe('the batch price', () => {
  it('is half the live price of the same tokens', () => {
    const attempt = { model: 'gpt-4.1-mini', inputTokens: 10_000, outputTokens: 6_000 };

    expect(batchCostUsd(attempt)).toBeCloseTo(attemptCostUsd(attempt) / 2, 6);
    expect(batchCostUsd(attempt)).toBeCloseTo((10_000 * 0.4 + 6_000 * 1.6) / 1e6 / 2, 6);
  });
});

describe('what a run leaves alone', () => {
  const now = new Date('2026-12-07T21:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('leaves a request in a pending batch or already handed back', () => {
    expect(skipReason('submitted', 1, ago(0), now)).toBe('pending');
    expect(skipReason('collected', 1, ago(0), now)).toBe('collected');
  });

  it('sends a failed request again until it has been sent the most times allowed', () => {
    expect(skipReason('failed', MAX_SENDS - 1, ago(0), now)).toBeNull();
    expect(skipReason('failed', MAX_SENDS, ago(0), now)).toBe('gave-up');
  });

  it('takes over a claim only once the run that made it has clearly stopped', () => {
    expect(skipReason('submitting', 0, ago(60_000), now)).toBe('claimed');
    expect(skipReason('submitting', 0, ago(STALE_CLAIM_MS + 1), now)).toBeNull();
  });

  it('turns down an empty or overlong custom id', () => {
    expect(customIdProblem('  ')).toBe('A custom id is empty');
    expect(customIdProblem('x'.repeat(65))).toContain('longer than 64');
    expect(customIdProblem('01JEXAMPLE#skincare#0012')).toBeNull();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { DraftRequest } from '#functions/content-engine/draft';
import type { Insight } from '#functions/content-engine/insight';
import { startOpenAiEmulator, type OpenAiEmulator } from '#lib/local/openai';
import { useStackTable } from '#tests/support/data';

/**
 * Personal drafts through the Batch API against the local OpenAI emulator, with the real `openai`
 * client and DynamoDB Local: a run submits, a later run collects, and running either again sends
 * and hands back nothing twice; a line or a whole batch that fails is sent again by the next run.
 */
const stack = inject('stack');
const DELAY_MS = 400;

let emulator: OpenAiEmulator;
let batch: typeof import('#functions/personal/batch');
let store: typeof import('#functions/personal/batch-store');
const run = randomUUID().slice(0, 8);

function insight(id: string, texts: string[]): Insight {
  const comments = texts.map((text, index) => ({
    niche: 'skincare',
    platform: 'youtube' as const,
    commentId: `${run}-${id}-${index}`,
    videoUrl: 'https://www.youtube.com/watch?v=abc123def45',
    text,
    author: `@viewer${index}`,
    likes: 300 - index * 50,
    postedAt: '2026-11-20T10:00:00.000Z',
  }));
  return {
    key: `youtube#${comments[0]!.commentId}`,
    niche: 'skincare',
    representative: comments[0]!,
    supporting: comments.slice(1),
    askedCount: comments.length,
    totalLikes: comments.reduce((sum, c) => sum + c.likes, 0),
    commentIds: comments.map((c) => `youtube#${c.commentId}`),
    videos: [
      {
        platform: 'youtube',
        url: 'https://www.youtube.com/watch?v=abc123def45',
        title: 'My budget routine',
        creator: '@glow',
        views: 410_000,
      },
    ],
    score: 8,
    signals: ['question'],
    newestAt: '2026-11-20T10:00:00.000Z',
  };
}

const ASKS: Record<string, string[]> = {
  sunscreen: [
    'why does my sunscreen pill under makeup every single morning??',
    'same my spf balls up the second foundation goes on 😭',
    'is it the moisturiser underneath? mine pills too',
  ],
  retinol: [
    'can i use retinol and vitamin c in the same routine or will my face burn',
    'retinol + vit c together ok?? asking for my sensitive skin',
  ],
  budget: ['best cheap moisturiser for oily skin under $15 pls', 'drugstore moisturiser that doesnt break me out?'],
};

function item(subscriber: string, topic: keyof typeof ASKS, day: number) {
  const request: DraftRequest = {
    niche: 'skincare',
    nicheName: 'Skincare',
    variant: 'B',
    angle: 0,
    previousTitles: [],
    feedback: [],
    insight: insight(`${subscriber}-${topic}`, ASKS[topic]!),
  };
  return { customId: `${run}#${subscriber}#skincare#${day}`, request };
}

async function collectWhenDone(): Promise<Awaited<ReturnType<typeof batch.collectDrafts>>> {
  await new Promise((resolve) => setTimeout(resolve, DELAY_MS + 100));
  return batch.collectDrafts();
}

const sent = () => emulator.requests().filter((request) => request.path === '/v1/batches');

beforeAll(async () => {
  useStackTable(stack);
  emulator = await startOpenAiEmulator({ port: 0, batchDelayMs: DELAY_MS, log: () => undefined });
  // The batch client reads the key and the base URL the way the engine's client does.
  process.env.OPENAI_API_KEY = emulator.apiKey;
  process.env.OPENAI_BASE_URL = emulator.url;
  batch = await import('#functions/personal/batch');
  store = await import('#functions/personal/batch-store');
});

afterAll(async () => {
  await emulator?.close();
});

beforeEach(async () => {
  // Each test starts with no batch pending: what an earlier one left is collected first.
  while ((await batch.collectDrafts()).pending > 0) await new Promise((resolve) => setTimeout(resolve, DELAY_MS / 2));
  emulator.reset();
  emulator.batches.setDelay(DELAY_MS);
});

describe('personal drafts through the Batch API', () => {
  it('submits the writer’s requests in one batch that is still in progress when first collected', async () => {
    const items = [item('ana', 'sunscreen', 12), item('ben', 'retinol', 12), item('cleo', 'budget', 12)];

    const submitted = await batch.submitDrafts(items);
    const early = await batch.collectDrafts();

    expect(submitted.submitted).toEqual(items.map((i) => i.customId));
    expect(submitted.batchIds).toHaveLength(1);
    expect(early).toMatchObject({ drafts: [], failed: [], pending: 1 });
    expect(early.batches[0]!.status).toBe('in_progress');
  });

  it('collects a draft per request, each about its own viewers’ question, costed at half the live price', async () => {
    const items = [item('dan', 'sunscreen', 13), item('eve', 'retinol', 13)];
    await batch.submitDrafts(items);

    const collected = await collectWhenDone();

    expect(collected.failed).toEqual([]);
    expect(collected.drafts.map((d) => d.customId).sort()).toEqual(items.map((i) => i.customId).sort());
    const byId = new Map(collected.drafts.map((d) => [d.customId, d]));
    const sunscreen = byId.get(items[0]!.customId)!;
    expect(sunscreen.attempt.error).toBeNull();
    expect(sunscreen.attempt.candidates?.length).toBe(3);
    expect(JSON.stringify(sunscreen.attempt.draft).toLowerCase()).toMatch(/sunscreen|spf/);
    expect(JSON.stringify(byId.get(items[1]!.customId)!.attempt.draft).toLowerCase()).toContain('retinol');
    expect(sunscreen.attempt.inputTokens).toBeGreaterThan(0);
    const { attemptCostUsd } = await import('#functions/content-engine/openai');
    expect(sunscreen.costUsd).toBeCloseTo(attemptCostUsd(sunscreen.attempt) / 2, 5);
  });

  it('sends each request exactly as the live writer would', async () => {
    const one = item('fay', 'budget', 14);

    await batch.submitDrafts([one]);
    const [upload] = emulator.requests().filter((request) => request.path === '/v1/files');
    const { responsesBody, writerCall } = await import('#functions/content-engine/openai');

    expect(String(upload!.body)).toContain(JSON.stringify(responsesBody(writerCall(one.request))));
  });

  it('sends nothing and hands back nothing twice when both steps run again', async () => {
    const items = [item('gus', 'sunscreen', 15), item('hal', 'budget', 15)];
    await batch.submitDrafts(items);

    const again = await batch.submitDrafts(items);
    const first = await collectWhenDone();
    const afterCollect = await batch.submitDrafts(items);
    const second = await batch.collectDrafts();

    expect(again.submitted).toEqual([]);
    expect(again.skipped.map((s) => s.reason)).toEqual(['pending', 'pending']);
    expect(first.drafts).toHaveLength(2);
    expect(afterCollect.submitted).toEqual([]);
    expect(afterCollect.skipped.map((s) => s.reason)).toEqual(['collected', 'collected']);
    expect(second.drafts).toEqual([]);
    expect(sent()).toHaveLength(1);
  });

  it('sends a failed line again on the next run, and only that line', async () => {
    const items = [item('ida', 'retinol', 16), item('jo', 'sunscreen', 16)];
    emulator.batches.failLines(1);
    await batch.submitDrafts(items);

    const first = await collectWhenDone();
    const resent = await batch.submitDrafts(items);
    const second = await collectWhenDone();

    expect(first.drafts.map((d) => d.customId)).toEqual([items[1]!.customId]);
    expect(first.failed).toEqual([{ customId: items[0]!.customId, error: expect.stringContaining('OpenAI error 500') }]);
    expect(resent.submitted).toEqual([items[0]!.customId]);
    expect(second.drafts.map((d) => d.customId)).toEqual([items[0]!.customId]);
    expect(second.drafts[0]!.attempt.error).toBeNull();
  });

  it('sends every request of a failed batch again on the next run', async () => {
    const items = [item('kai', 'budget', 17), item('lu', 'retinol', 17)];
    emulator.batches.endNext('failed');
    await batch.submitDrafts(items);

    const first = await collectWhenDone();
    const resent = await batch.submitDrafts(items);
    const second = await collectWhenDone();

    expect(first.batches[0]!.status).toBe('failed');
    expect(first.drafts).toEqual([]);
    expect(first.failed.map((f) => f.customId)).toEqual(items.map((i) => i.customId));
    expect(resent.submitted).toEqual(items.map((i) => i.customId));
    expect(second.drafts).toHaveLength(2);
  });

  it('sends the requests of an expired batch again', async () => {
    const items = [item('max', 'sunscreen', 18)];
    emulator.batches.endNext('expired');
    await batch.submitDrafts(items);

    const first = await collectWhenDone();
    const resent = await batch.submitDrafts(items);

    expect(first.failed[0]!.error).toContain("ended 'expired'");
    expect(resent.submitted).toEqual([items[0]!.customId]);
  });

  it('sends again the requests of a batch OpenAI no longer knows', async () => {
    const items = [item('ola', 'retinol', 22)];
    await batch.submitDrafts(items);
    emulator.reset();

    const first = await batch.collectDrafts();
    const resent = await batch.submitDrafts(items);

    expect(first.batches[0]!.status).toBe('lost');
    expect(first.failed.map((f) => f.customId)).toEqual([items[0]!.customId]);
    expect(resent.submitted).toEqual([items[0]!.customId]);
  });

  it('hands the same drafts back on the next run when the caller could not keep them', async () => {
    const items = [item('nia', 'retinol', 19)];
    await batch.submitDrafts(items);
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS + 100));

    const failing = batch.collectDrafts({
      keep: () => Promise.reject(new Error('the table was unavailable')),
    });
    await expect(failing).rejects.toThrow('the table was unavailable');
    const retried = await batch.collectDrafts();

    expect(retried.drafts.map((d) => d.customId)).toEqual([items[0]!.customId]);
  });

  it('gives a request up after three sends without an answer', async () => {
    const one = item('oli', 'budget', 20);
    for (let send = 0; send < store.MAX_SENDS; send += 1) {
      emulator.batches.failLines(1);
      await batch.submitDrafts([one]);
      await collectWhenDone();
    }

    const fourth = await batch.submitDrafts([one]);

    expect(fourth.submitted).toEqual([]);
    expect(fourth.skipped).toEqual([{ customId: one.customId, reason: 'gave-up' }]);
  });

  it('turns down a custom id too long to record, sending the rest', async () => {
    const long = { ...item('pia', 'budget', 21), customId: `${run}#${'x'.repeat(80)}` };
    const fine = item('pia', 'retinol', 21);

    const outcome = await batch.submitDrafts([long, fine]);

    expect(outcome.errors).toEqual([{ customIds: [long.customId], error: expect.stringContaining('longer than 64') }]);
    expect(outcome.submitted).toEqual([fine.customId]);
  });
});

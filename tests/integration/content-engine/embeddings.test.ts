import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OpenAiMiningOptions } from '#functions/content-engine/mining/openai-mining';
import { parseCorpus } from '#functions/content-engine/corpus';
import { startOpenAiEmulator, type OpenAiEmulator } from '#lib/local/openai';
import { REPO_ROOT } from '#lib/local/config';
import { useStackTable } from '../../support/data';

const stack = inject('stack');
const NOW = new Date('2026-11-24T00:00:00Z');
// A niche of its own and comment ids of this run, so the cache is this test's alone.
const NICHE = `emb${randomUUID().slice(0, 8)}`;
const run = randomUUID().slice(0, 8);

let emulator: OpenAiEmulator;
let client: OpenAI;
let store: typeof import('#functions/content-engine/corpus-store');
let mining: typeof import('#functions/content-engine/mining/openai-mining');

beforeAll(async () => {
  useStackTable(stack);
  store = await import('#functions/content-engine/corpus-store');
  mining = await import('#functions/content-engine/mining/openai-mining');
  emulator = await startOpenAiEmulator({ port: 0, log: () => {} });
  client = new OpenAI({ apiKey: emulator.apiKey, baseURL: emulator.url, maxRetries: 0 });
  const fitness = parseCorpus(readFileSync(`${REPO_ROOT}/corpus/fitness.jsonl`, 'utf8'));
  await store.putCorpus(
    fitness.comments.map((c) => ({ ...c, niche: NICHE, commentId: `${run}-${c.commentId}` })),
    fitness.videos,
  );
});
afterAll(() => emulator?.close());

const options = (): OpenAiMiningOptions => ({ client, model: 'gpt-4.1-mini', saveEmbeddings: store.putCommentEmbeddings });
const calls = (path: string) => emulator.requests().filter((r) => r.path === path);

describe('mining with an OpenAI key', () => {
  it('embeds the comments in one call per batch, groups and names them, then reads the vectors from the corpus', async () => {
    emulator.reset();

    const first = await mining.mineInsightsWithOpenAi(NICHE, await store.listNicheCorpus(NICHE), NOW, options());

    expect(first.grouping).toBe('openai');
    expect(first.embeddingCalls).toBe(1);
    expect(calls('/v1/embeddings')).toHaveLength(1);
    const embedded = (calls('/v1/embeddings')[0]!.body as { input: string[]; model: string }).input;
    expect(embedded.length).toBeGreaterThan(40);
    expect(embedded).not.toContain('follow me for daily fitness tips 🔥🔥');
    expect(calls('/v1/responses')).toHaveLength(1);
    expect(first.namingError).toBeNull();
    expect(first.insights.length).toBeGreaterThan(0);
    expect(first.insights.every((insight) => (insight.ask ?? '').length > 0)).toBe(true);
    expect(first.insights.some((insight) => insight.askedCount > 1)).toBe(true);

    emulator.reset();
    const corpus = await store.listNicheCorpus(NICHE);
    const second = await mining.mineInsightsWithOpenAi(NICHE, corpus, NOW, options());

    expect(corpus.embeddings?.size).toBe(embedded.length);
    expect(second.embeddingCalls).toBe(0);
    expect(calls('/v1/embeddings')).toHaveLength(0);
    expect(second.insights.map((i) => i.commentIds)).toEqual(first.insights.map((i) => i.commentIds));
  });

  it('falls back to the NLP grouping, logged, when the embeddings call fails', async () => {
    emulator.reset();
    const corpus = { ...(await store.listNicheCorpus(NICHE)), embeddings: undefined };
    emulator.failNext('server-error');
    const logged: string[] = [];

    const result = await mining.mineInsightsWithOpenAi(NICHE, corpus, NOW, { ...options(), log: (message) => logged.push(message) });

    expect(result.grouping).toBe('nlp');
    expect(logged).toEqual(['Embeddings failed: mining grouped with NLP instead']);
    expect(result.insights.length).toBeGreaterThan(0);
  });

  it('keeps the embedding groups, named from their words, when the naming call fails', async () => {
    emulator.reset();
    emulator.failNext('malformed-json');

    const result = await mining.mineInsightsWithOpenAi(NICHE, await store.listNicheCorpus(NICHE), NOW, options());

    expect(result.grouping).toBe('openai');
    expect(result.namingError).not.toBeNull();
    expect(result.insights.every((insight) => (insight.ask ?? '').length > 0)).toBe(true);
  });
});

import OpenAI from 'openai';
import * as z from 'zod/mini';
import { commentKey, type SourceComment } from '#functions/content-engine/corpus';
import { putCommentEmbeddings, type NicheCorpus } from '#functions/content-engine/corpus-store';
import type { Insight } from '#functions/content-engine/insight';
import { filterNicheComments, insightsFromGroups, mineInsights } from '#functions/content-engine/insights';
import { openAiKey, openAiModel, structuredFormat } from '#functions/content-engine/openai-client';

/**
 * Mining with an OpenAI key: the comments that pass the filter are embedded (one call per batch,
 * each comment once: vectors are cached on its corpus item), grouped by cosine similarity, then
 * one short call names each group's ask in one line and splits a group whose members ask
 * different things. Either call failing falls back to the NLP grouping (mineInsights), logged.
 */

export const EMBEDDING_MODEL = 'text-embedding-3-small';
/** Comments per embeddings call: short texts, far under the API's 2,048 inputs and its token cap. */
export const EMBEDDING_BATCH = 256;
/**
 * Cosine to a group's centroid from which a comment joins it. Rewordings of one question with
 * text-embedding-3-small sit around 0.6-0.8; two questions on one topic around 0.4-0.55.
 */
export const EMBEDDING_GROUP_THRESHOLD = 0.6;
/** Characters of each comment shown to the naming call: enough for the ask, not the whole story. */
const NAMING_COMMENT_CHARS = 200;
const NAMING_MAX_OUTPUT_TOKENS = 4_000;

export interface OpenAiMiningOptions {
  client: OpenAI;
  /** The chat model that names and splits the groups. */
  model: string;
  /** Stores new vectors (corpus-store.ts putCommentEmbeddings in the job; a map in tests). */
  saveEmbeddings: (entries: Array<{ comment: SourceComment; vector: Float32Array }>, model: string) => Promise<void>;
  log?: (message: string, details: Record<string, unknown>) => void;
}

export interface OpenAiMiningResult {
  insights: Insight[];
  /** 'openai' when embeddings grouped the comments; 'nlp' when mining fell back. */
  grouping: 'openai' | 'nlp';
  embeddingCalls: number;
  /** Why the groups are not named by the model (its call failed or answered nothing usable), or null. */
  namingError: string | null;
}

export async function mineInsightsWithOpenAi(
  niche: string,
  corpus: NicheCorpus,
  now: Date,
  options: OpenAiMiningOptions,
): Promise<OpenAiMiningResult> {
  const log = options.log ?? (() => {});
  const fallback = (): Insight[] => mineInsights(niche, corpus.comments, corpus.videos, now);
  const kept = filterNicheComments(niche, corpus.comments, corpus.videos, now).kept.sort((a, b) => b.score.score - a.score.score);
  if (kept.length === 0) return { insights: [], grouping: 'openai', embeddingCalls: 0, namingError: null };

  const vectors = new Map<string, Float32Array>();
  for (const { key } of kept) {
    const cached = corpus.embeddings?.get(key);
    if (cached && cached.model === EMBEDDING_MODEL) vectors.set(key, cached.vector);
  }
  const missing = kept.filter(({ key }) => !vectors.has(key));
  let embeddingCalls = 0;
  try {
    for (let start = 0; start < missing.length; start += EMBEDDING_BATCH) {
      const batch = missing.slice(start, start + EMBEDDING_BATCH);
      embeddingCalls += 1;
      const response = await options.client.embeddings.create({ model: EMBEDDING_MODEL, input: batch.map((k) => k.comment.text) });
      if (response.data.length !== batch.length) throw new Error(`${response.data.length} embeddings for ${batch.length} comments`);
      const made = response.data.map((item) => ({ comment: batch[item.index]!.comment, vector: Float32Array.from(item.embedding) }));
      for (const { comment, vector } of made) vectors.set(commentKey(comment), vector);
      await options.saveEmbeddings(made, EMBEDDING_MODEL);
    }
  } catch (error) {
    log('Embeddings failed: mining grouped with NLP instead', { niche, error: describe(error) });
    return { insights: fallback(), grouping: 'nlp', embeddingCalls, namingError: null };
  }

  const groups = groupByCosine(
    kept.map(({ key }) => key),
    vectors,
  );
  const byKey = new Map(kept.map((k) => [k.key, k.comment]));
  let named: { groups: string[][]; asks: Map<number, string> } | null = null;
  let namingError: string | null = null;
  try {
    named = await nameAndSplit(groups, byKey, options);
  } catch (error) {
    namingError = describe(error);
    log('Naming the groups failed: asks named from their words instead', { niche, error: namingError });
  }
  const insights = insightsFromGroups(niche, corpus.comments, corpus.videos, now, named?.groups ?? groups, named?.asks);
  return { insights, grouping: 'openai', embeddingCalls, namingError };
}

/**
 * Each comment, best scored first, joins the group whose centroid it is closest to when that
 * reaches EMBEDDING_GROUP_THRESHOLD, else starts one: linear in groups per comment, and a group
 * grows from its clearest ask rather than chaining from one member to the next.
 */
export function groupByCosine(keys: readonly string[], vectors: ReadonlyMap<string, Float32Array>): string[][] {
  const groups: Array<{ keys: string[]; sum: Float64Array }> = [];
  for (const key of keys) {
    const vector = vectors.get(key);
    if (!vector) continue;
    let best: { group: (typeof groups)[number]; value: number } | undefined;
    for (const group of groups) {
      const value = cosine(vector, group.sum);
      if (value >= EMBEDDING_GROUP_THRESHOLD && (!best || value > best.value)) best = { group, value };
    }
    const target = best?.group ?? groups[groups.push({ keys: [], sum: new Float64Array(vector.length) }) - 1]!;
    target.keys.push(key);
    for (let i = 0; i < vector.length; i++) target.sum[i]! += vector[i]!;
  }
  return groups.map((group) => group.keys);
}

function cosine(a: Float32Array, b: Float64Array): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * (b[i] ?? 0);
    normA += a[i]! * a[i]!;
    normB += (b[i] ?? 0) * (b[i] ?? 0);
  }
  return normA > 0 && normB > 0 ? dot / Math.sqrt(normA * normB) : 0;
}

/** The naming call's answer: the schema of the `comment_groups` format in openai-formats.json. */
export const namingAnswer = z.strictObject({
  groups: z.array(
    z.strictObject({
      /** The group's number as sent. */
      group: z.number(),
      /** Its shared ask in one line, in plain words. */
      ask: z.string(),
      /** When members ask different things: the comment numbers of each ask, else []. */
      split: z.array(z.array(z.number())),
    }),
  ),
});
export const NAMING_FORMAT_NAME = 'comment_groups';
const namingFormat = structuredFormat(NAMING_FORMAT_NAME);

const NAMING_INSTRUCTIONS =
  'You group audience comments for a short-video creator. For each numbered group of comments, write the question ' +
  'its viewers share in one plain line of at most 12 words, lower case, without a question mark ("how to train ' +
  'through period cramps"). If the comments of a group ask different things, give "split": one list of comment ' +
  'numbers per distinct ask, every comment of the group in exactly one list; otherwise "split": []. Answer every group.';

/**
 * One call: the groups (up to NAMING_COMMENT_CHARS of each comment) in, an ask per group and the
 * splits out. An answer that names a group not sent, or splits one into lists that do not cover
 * its comments exactly, is ignored for that group.
 */
async function nameAndSplit(
  groups: readonly string[][],
  byKey: ReadonlyMap<string, SourceComment>,
  options: OpenAiMiningOptions,
): Promise<{ groups: string[][]; asks: Map<number, string> }> {
  const payload = groups.map((keys, group) => ({
    group,
    comments: keys.map((key, index) => ({ n: index, text: (byKey.get(key)?.text ?? '').slice(0, NAMING_COMMENT_CHARS) })),
  }));
  const response = await options.client.responses.create({
    model: options.model,
    instructions: NAMING_INSTRUCTIONS,
    input: JSON.stringify({ groups: payload }),
    text: { format: namingFormat },
    max_output_tokens: NAMING_MAX_OUTPUT_TOKENS,
  });
  const parsed = namingAnswer.safeParse(JSON.parse(response.output_text));
  if (!parsed.success) throw new Error(`The naming answer does not fit its schema: ${parsed.error.issues[0]?.message ?? ''}`);

  const answers = new Map(parsed.data.groups.filter((g) => Number.isInteger(g.group)).map((g) => [g.group, g]));
  const result: string[][] = [];
  const asks = new Map<number, string>();
  groups.forEach((keys, index) => {
    const answer = answers.get(index);
    const parts = answer && exactSplit(answer.split, keys.length);
    if (parts) {
      for (const part of parts) result.push(part.map((n) => keys[n]!));
      return;
    }
    const ask = answer?.ask.replace(/\s+/g, ' ').trim();
    if (ask && ask.length <= 100) asks.set(result.length, ask);
    result.push(keys);
  });
  return { groups: result, asks };
}

/** The split when it puts each of `size` comments in exactly one of two lists or more, else null. */
function exactSplit(split: readonly number[][], size: number): number[][] | null {
  if (split.length < 2) return null;
  const seen = new Set<number>();
  for (const part of split) {
    if (part.length === 0) return null;
    for (const n of part) {
      if (!Number.isInteger(n) || n < 0 || n >= size || seen.has(n)) return null;
      seen.add(n);
    }
  }
  return seen.size === size ? split.map((part) => [...part]) : null;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

let jobClient: { key: string; client: OpenAI } | undefined;

/**
 * The niche's insights for a run of the given generator: with OpenAI, embeddings and a naming
 * call (one client per cold start, the job's timeouts); otherwise, or without a key, the NLP mining.
 */
export async function mineNicheInsights(
  niche: string,
  corpus: NicheCorpus,
  now: Date,
  generator: 'openai' | 'offline',
  log?: OpenAiMiningOptions['log'],
): Promise<Insight[]> {
  const key = generator === 'openai' ? await openAiKey() : null;
  if (!key) return mineInsights(niche, corpus.comments, corpus.videos, now);
  if (jobClient?.key !== key)
    jobClient = {
      key,
      client: new OpenAI({ apiKey: key, baseURL: process.env.OPENAI_BASE_URL || undefined, timeout: 60_000, maxRetries: 2 }),
    };
  const result = await mineInsightsWithOpenAi(niche, corpus, now, {
    client: jobClient.client,
    model: openAiModel(),
    saveEmbeddings: putCommentEmbeddings,
    log,
  });
  return result.insights;
}

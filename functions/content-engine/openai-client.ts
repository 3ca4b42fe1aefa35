import OpenAI from 'openai';
import type { ResponseFormatTextJSONSchemaConfig } from 'openai/resources/responses/responses';
import { apiKeyFromEnvOrSecret } from '#functions/platform/secrets';
import formats from './openai-formats.json' with { type: 'json' };

/**
 * OpenAI, through its own library: structured output from the draft's zod schema
 * (`responses.create` with the schema as its JSON schema, `structuredFormat`). The key comes from
 * OPENAI_API_KEY (local) or the Secrets Manager secret named by OPENAI_SECRET_ARN (cloud,
 * `{"apiKey": "sk-..."}`); without one the engine uses the offline generator. OPENAI_BASE_URL points the client at a compatible
 * server (the local emulator, lib/local/openai.ts).
 */

/**
 * The writer's model, the judge's model and how many candidates one call writes, in one place.
 * Environment variables override each (OPENAI_MODEL, OPENAI_JUDGE_MODEL, IDEA_CANDIDATES); one
 * candidate means no judge call.
 */
export const GENERATION_DEFAULTS = {
  /** A fast non-reasoning model with structured outputs. */
  model: 'gpt-4.1-mini',
  /** Scoring is a short answer; the same model keeps the judge's taste close to the writer's. */
  judgeModel: 'gpt-4.1-mini',
  candidates: 3,
} as const;

/** More candidates than this and one answer no longer fits a sensible output budget. */
export const MAX_IDEA_CANDIDATES = 5;

export interface GenerationConfig {
  model: string;
  judgeModel: string;
  candidates: number;
}

/** The configuration in force, read when a call is made (so a test or the eval can set the environment first). */
export function generationConfig(env: Readonly<Record<string, string | undefined>> = process.env): GenerationConfig {
  const asked = Number(env.IDEA_CANDIDATES);
  const candidates =
    env.IDEA_CANDIDATES && Number.isInteger(asked) ? Math.min(MAX_IDEA_CANDIDATES, Math.max(1, asked)) : GENERATION_DEFAULTS.candidates;
  return {
    model: env.OPENAI_MODEL || GENERATION_DEFAULTS.model,
    judgeModel: env.OPENAI_JUDGE_MODEL || env.OPENAI_MODEL || GENERATION_DEFAULTS.judgeModel,
    candidates,
  };
}

/** US dollars per million tokens (input, output), from OpenAI's price list; unknown models are estimated at the default's. */
const PRICES_PER_MILLION: Readonly<Record<string, { input: number; output: number }>> = {
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4o': { input: 2.5, output: 10 },
};

export function estimatedCostUsd(model: string, inputTokens: number, outputTokens: number): number {
  const price = PRICES_PER_MILLION[model] ?? PRICES_PER_MILLION[GENERATION_DEFAULTS.model]!;
  return Math.round(((inputTokens * price.input + outputTokens * price.output) / 1_000_000) * 1e6) / 1e6;
}

export function openAiModel(): string {
  return generationConfig().model;
}

/** The API key, or null when none is configured (the offline generator is used then). */
export function openAiKey(): Promise<string | null> {
  return apiKeyFromEnvOrSecret('OPENAI_API_KEY', 'OPENAI_SECRET_ARN', { service: 'OpenAI', example: 'sk-...' });
}

export interface OpenAiCallOptions {
  /** Per HTTP request; the client retries 429s, 5xx and timeouts up to `maxRetries` times with back-off. */
  timeoutMs: number;
  maxRetries: number;
}

/** The name of a structured-output format in openai-formats.json. */
export type FormatName = keyof typeof formats;

/**
 * A structured-output format: the answer's zod schema as openai/helpers/zod `zodTextFormat` makes
 * it (draft-7 JSON schema, made strict), written to openai-formats.json ahead of time. Converting
 * at run time carried zod's JSON-schema converter and the helper's strict transform, about 23 KB
 * of every function that calls OpenAI; tests/unit/content-engine/openai-format.test.ts fails when
 * a schema and the file disagree, and rewrites the file when asked.
 */
export function structuredFormat(name: FormatName): ResponseFormatTextJSONSchemaConfig {
  return { type: 'json_schema', name, strict: true, schema: structuredClone(formats[name]) };
}

const clients = new Map<string, OpenAI>();

export function clientFor(apiKey: string, options: OpenAiCallOptions): OpenAI {
  const id = `${apiKey}|${options.timeoutMs}|${options.maxRetries}`;
  let client = clients.get(id);
  if (!client) {
    client = new OpenAI({
      apiKey,
      baseURL: process.env.OPENAI_BASE_URL || undefined,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
    });
    clients.set(id, client);
  }
  return client;
}

export function describeError(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'OpenAI did not answer in time (after retries)';
  if (error instanceof OpenAI.RateLimitError) return 'OpenAI rate limit (after retries)';
  if (error instanceof OpenAI.APIError) return `OpenAI error ${error.status ?? ''}: ${error.message}`.trim();
  return `The answer could not be read: ${error instanceof Error ? error.message : String(error)}`;
}

import { attemptCostUsd, draftWithOpenAi, maxOutputTokens, type DraftAttempt } from './openai';
import { generationConfig, openAiKey, type OpenAiCallOptions } from './openai-client';
import type { DraftRequest } from './draft';
import type { Insight } from './insight';
import { generateOffline, isFilmable } from './offline-generator';

/** Who writes the drafts for a run: OpenAI when a key is configured, the offline templates otherwise. */
export interface Generator {
  readonly name: 'openai' | 'offline';
  /** As logged in request_model. */
  readonly model: string;
  /** As logged in request_tokens (labelled "Max Tokens", docs/product-rules.md#ai-logs). */
  readonly maxOutputTokens: number;
  draft(request: DraftRequest): Promise<DraftAttempt>;
  costUsd(attempt: DraftAttempt): number;
  /**
   * Whether this generator can build an idea worth filming on the insight. The offline templates
   * need a topic the viewers named ("apartment-friendly workouts"); a model reads the whole
   * comment and takes any insight.
   */
  accepts(insight: Insight): boolean;
}

/** The offline generator's name in request_model, so a log never passes for a model's answer. */
export const OFFLINE_MODEL = 'offline-templates';

export const offlineGenerator: Generator = {
  name: 'offline',
  model: OFFLINE_MODEL,
  maxOutputTokens: 0,
  async draft(request) {
    const draft = generateOffline(request);
    return { raw: JSON.stringify(draft), draft, error: null, inputTokens: 0, outputTokens: 0, model: OFFLINE_MODEL };
  },
  costUsd: () => 0,
  accepts: isFilmable,
};

/**
 * Whether the offline generator's ideas may reach subscribers. In the cloud they may not unless the
 * operator chose it (`-c offlineIdeas=publish` at deploy, which sets this variable on the generate
 * job): a stack whose OpenAI key is missing or lapsed must not quietly fill paying subscribers'
 * weeks with template ideas. The local stack, the tests' stacks and the eval set it, so the demo
 * runs offline.
 */
export const OFFLINE_IDEAS_ENV = 'OFFLINE_IDEAS';
export const OFFLINE_IDEAS_PUBLISH = 'publish';

/** Why the keep-ahead job may not publish this generator's ideas, or null when it may. */
export function publishingWithheld(generator: Pick<Generator, 'name'>): string | null {
  if (generator.name !== 'offline' || process.env[OFFLINE_IDEAS_ENV] === OFFLINE_IDEAS_PUBLISH) return null;
  return (
    `no OpenAI key is configured and ${OFFLINE_IDEAS_ENV} is not "${OFFLINE_IDEAS_PUBLISH}", so no offline template ideas are published: ` +
    `put the key in the OpenAI secret, or deploy with -c offlineIdeas=publish to publish offline ideas (docs/deploying.md)`
  );
}

/** A job has minutes, not a request's seconds: longer waits and more retries before a day is given up. */
export const JOB_CALL_OPTIONS: OpenAiCallOptions = { timeoutMs: 60_000, maxRetries: 3 };

/** The generator for this run; OpenAI's calls bounded by `options` (a request path allows less time than a job). */
export async function chooseGenerator(options: OpenAiCallOptions): Promise<Generator> {
  const apiKey = await openAiKey();
  if (!apiKey) return offlineGenerator;
  return {
    name: 'openai',
    // Model and candidates come from generationConfig (openai.ts), read at each call.
    get model() {
      return generationConfig().model;
    },
    get maxOutputTokens() {
      return maxOutputTokens();
    },
    draft: (request) => draftWithOpenAi(apiKey, request, options),
    costUsd: attemptCostUsd,
    accepts: () => true,
  };
}

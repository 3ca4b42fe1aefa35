import type { DraftAttempt } from './openai';
import type { ContentIdea } from '#functions/shared/schemas';
import { putAiLog, type AiLog } from './ai-logs-store';
import { ideaFromDraft, type DraftRequest, type IdeaSlot } from './draft';
import { hookFeedback, validateHooks, type HookValidation } from './hooks';
import type { Insight } from './insight';
import type { Generator } from './generator';
import { judgeLogEntry } from './judge';

/** A draft whose hooks fail is tried again with the failures fed back, up to this many attempts in all. */
export const MAX_ATTEMPTS = 3;

export interface GenerationOutcome {
  idea: ContentIdea | null;
  /** The last attempt's hook check (null when no attempt produced a readable draft). */
  hookValidation: HookValidation | null;
  attempts: AiLog[];
  /** Why no idea came out, after the last attempt. */
  error: string | null;
  processingTimeMs: number;
}

export interface GenerationInput {
  request: Omit<DraftRequest, 'feedback'>;
  slot: IdeaSlot;
  generator: Generator;
  purpose: AiLog['purpose'];
  /** No new attempt starts after this instant (a request path must answer in time). */
  deadline?: number;
  /** Where each attempt's log goes. @default putAiLog (the AI logs in the table); the eval keeps them in memory. */
  log?: (entry: Omit<AiLog, 'id' | 'created_at'>) => Promise<AiLog>;
}

/** A generator that throws (a bug, an input it cannot handle) is a failed attempt, logged like a bad answer. */
async function draftSafely(generator: Generator, request: DraftRequest): Promise<DraftAttempt> {
  try {
    return await generator.draft(request);
  } catch (error) {
    return {
      raw: '',
      draft: null,
      error: `The ${generator.name} generator failed: ${error instanceof Error ? error.message : String(error)}`,
      inputTokens: 0,
      outputTokens: 0,
      model: generator.model,
    };
  }
}

/**
 * The insights this generator can build an idea on: one it cannot make filmable is left for the
 * next insight rather than shipped as "Replying to your question about quiet".
 */
export function insightsFor(generator: Pick<Generator, 'accepts'>, insights: readonly Insight[]): Insight[] {
  return insights.filter((insight) => generator.accepts(insight));
}

/** Everything the insight says, for the rule that a hook's numbers and claims must come from it. */
export function evidenceTexts(request: Pick<DraftRequest, 'insight'>): string[] {
  const { insight } = request;
  return [insight.representative.text, ...insight.supporting.map((c) => c.text), ...insight.videos.map((v) => v.title)];
}

/**
 * Builds one idea: draft, check the hooks, and try again with the failures fed back, up to
 * MAX_ATTEMPTS. Every attempt is logged (openai_logs), the failed ones too. Nothing is stored here:
 * the caller decides where the idea goes (the library, or the tester's drafts).
 */
export async function generateIdea({
  request,
  slot,
  generator,
  purpose,
  deadline,
  log = putAiLog,
}: GenerationInput): Promise<GenerationOutcome> {
  const started = Date.now();
  const attempts: AiLog[] = [];
  let feedback: string[] = [];
  let hookValidation: HookValidation | null = null;
  let error: string | null = null;
  for (let attemptNumber = 1; attemptNumber <= MAX_ATTEMPTS; attemptNumber += 1) {
    if (deadline !== undefined && attemptNumber > 1 && Date.now() >= deadline) {
      error = `${error ?? 'Generation failed'} (no time left for attempt ${attemptNumber})`;
      break;
    }
    const attemptStarted = Date.now();
    const attempt = await draftSafely(generator, { ...request, feedback });
    let idea: ContentIdea | null = null;
    let attemptError = attempt.error;
    let checked: HookValidation | null = null;
    if (attempt.draft) {
      checked = validateHooks(
        attempt.draft.hooks.map((hook) => hook.text),
        { niche: request.niche, evidence: evidenceTexts(request), sectionCount: attempt.draft.sections.length },
      );
      hookValidation = checked;
      if (checked.invalidHooks.length === 0) idea = ideaFromDraft(attempt.draft, slot, request.insight, generator.name);
      else {
        feedback = hookFeedback(checked);
        attemptError = null;
        error = `Hooks failed validation: ${feedback.join(' ')}`;
      }
    } else {
      error = attemptError;
    }
    attempts.push(
      await log({
        niche: request.niche,
        attempt_number: attemptNumber,
        parsing_successful: attempt.draft !== null,
        parsing_error: attemptError,
        processing_time_ms: Date.now() - attemptStarted,
        request_model: attempt.model,
        request_tokens: generator.maxOutputTokens,
        content_idea_id: idea?.id ?? null,
        hook_validation_results: checked
          ? {
              total_hooks: checked.validationDetails.length,
              valid_hooks: checked.validHooks.length,
              invalid_hooks: checked.invalidHooks.length,
            }
          : null,
        response_raw: attempt.raw,
        input_tokens: attempt.inputTokens,
        output_tokens: attempt.outputTokens,
        estimated_cost_usd: generator.costUsd(attempt),
        generator: generator.name,
        purpose,
        ...(attempt.judge ? { judge: judgeLogEntry(attempt, idea ? attempt.draft : null) } : {}),
      }),
    );
    if (idea) return { idea, hookValidation, attempts, error: null, processingTimeMs: Date.now() - started };
  }
  return {
    idea: null,
    hookValidation,
    attempts,
    error: `${error ?? 'Generation failed'} (after ${attempts.length} attempts)`,
    processingTimeMs: Date.now() - started,
  };
}

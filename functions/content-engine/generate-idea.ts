import type { DraftAttempt } from './openai';
import type { ContentIdea } from '#functions/shared/schemas';
import { putAiLog, type AiLog } from './ai-logs-store';
import { ideaLibrary } from './content-files';
import { ideaFromDraft, type DraftRequest, type IdeaDraft, type IdeaSlot } from './draft';
import { gateDraft, gateFeedback, type GateContext, type GateFailure } from './gates';
import { hookFeedback, validateHooks, type HookValidation } from './hooks';
import type { Insight } from './insight';
import type { Generator } from './generator';
import { judgeLogEntry } from './judge';

/** A draft that fails a gate is tried again with the failures fed back, up to this many attempts in all. */
export const MAX_ATTEMPTS = 3;

export interface GenerationOutcome {
  idea: ContentIdea | null;
  /** The last attempt's hook check (null when no attempt produced a readable draft). */
  hookValidation: HookValidation | null;
  /** Why the last attempt's best draft was not kept, gate by gate (empty when an idea came out or nothing was readable). */
  gateFailures: GateFailure[];
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
  /** Titles the draft's title may not repeat: @default the niche's library (content/ideas) and none earlier. */
  titles?: { library?: readonly string[]; earlier?: readonly string[] };
}

/** The titles of the niche's hand-written ideas, whose topics a generated idea may not repeat. */
export function libraryTitles(niche: string): string[] {
  return (ideaLibrary()[niche] ?? []).map((idea) => idea.title);
}

export interface CandidateChoice {
  /** The kept draft's position among the candidates (best first), or null when none passes. */
  kept: number | null;
  /** Each candidate's gate failures, in candidate order, up to the one kept. */
  failures: GateFailure[][];
}

/**
 * The draft to keep: the first candidate (they come best first by the judge) that passes every
 * gate. Candidates after the kept one are not gated: a better-ranked passing draft was found.
 */
export function chooseCandidate(candidates: readonly IdeaDraft[], context: GateContext): CandidateChoice {
  const failures: GateFailure[][] = [];
  for (const [index, candidate] of candidates.entries()) {
    const found = gateDraft(candidate, context);
    failures.push(found);
    if (found.length === 0) return { kept: index, failures };
  }
  return { kept: null, failures };
}

/** The failures of every gated candidate as one list, each named by its candidate when there were several. */
function loggedFailures(choice: CandidateChoice): GateFailure[] {
  if (choice.failures.length <= 1) return choice.failures[0] ?? [];
  return choice.failures.flatMap((failures, index) =>
    failures.map((failure) => ({ rule: failure.rule, reason: `candidate ${index + 1}: ${failure.reason}` })),
  );
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
 * Builds one idea: draft, gate every candidate (the first that passes every gate is kept), and try
 * again with the failures fed back as plain sentences, up to MAX_ATTEMPTS. Every attempt is logged
 * (openai_logs) with its gate failures and the judge's verdict, the failed ones too. Nothing that
 * fails a gate comes out as an idea. Nothing is stored here: the caller decides where the idea goes
 * (the library, or the tester's drafts).
 */
export async function generateIdea({
  request,
  slot,
  generator,
  purpose,
  deadline,
  log = putAiLog,
  titles,
}: GenerationInput): Promise<GenerationOutcome> {
  const started = Date.now();
  const attempts: AiLog[] = [];
  const context: GateContext = {
    niche: request.niche,
    insight: request.insight,
    evidence: evidenceTexts(request),
    libraryTitles: titles?.library ?? libraryTitles(request.niche),
    earlierTitles: titles?.earlier ?? [],
  };
  let feedback: string[] = [];
  let hookValidation: HookValidation | null = null;
  let gateFailures: GateFailure[] = [];
  let error: string | null = null;
  for (let attemptNumber = 1; attemptNumber <= MAX_ATTEMPTS; attemptNumber += 1) {
    if (deadline !== undefined && attemptNumber > 1 && Date.now() >= deadline) {
      error = `${error ?? 'Generation failed'} (no time left for attempt ${attemptNumber})`;
      break;
    }
    const attemptStarted = Date.now();
    const attempt = await draftSafely(generator, { ...request, feedback });
    const candidates = attempt.candidates?.length ? attempt.candidates : attempt.draft ? [attempt.draft] : [];
    let idea: ContentIdea | null = null;
    let attemptError = attempt.error;
    let checked: HookValidation | null = null;
    let choice: CandidateChoice | null = null;
    if (candidates.length > 0) {
      choice = chooseCandidate(candidates, context);
      const shown = candidates[choice.kept ?? 0]!;
      checked = validateHooks(
        shown.hooks.map((hook) => hook.text),
        { niche: request.niche, evidence: context.evidence, sectionCount: shown.sections.length },
      );
      hookValidation = checked;
      attemptError = null;
      if (choice.kept !== null) {
        idea = ideaFromDraft(shown, slot, request.insight, generator.name);
        gateFailures = [];
      } else {
        gateFailures = choice.failures[0]!;
        feedback = [...hookFeedback(checked), ...gateFeedback(gateFailures.filter((failure) => failure.rule !== 'hooks'))];
        error = `The draft failed the gates: ${gateFeedback(gateFailures).join(' ')}`;
      }
    } else {
      error = attemptError;
    }
    attempts.push(
      await log({
        niche: request.niche,
        attempt_number: attemptNumber,
        parsing_successful: candidates.length > 0,
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
        gate_failures: choice ? loggedFailures(choice) : [],
        response_raw: attempt.raw,
        input_tokens: attempt.inputTokens,
        output_tokens: attempt.outputTokens,
        estimated_cost_usd: generator.costUsd(attempt),
        generator: generator.name,
        purpose,
        ...(attempt.judge
          ? { judge: judgeLogEntry({ ...attempt, candidates }, choice?.kept != null ? candidates[choice.kept]! : null) }
          : {}),
      }),
    );
    if (idea) return { idea, hookValidation, gateFailures: [], attempts, error: null, processingTimeMs: Date.now() - started };
  }
  return {
    idea: null,
    hookValidation,
    gateFailures,
    attempts,
    error: `${error ?? 'Generation failed'} (after ${attempts.length} attempts)`,
    processingTimeMs: Date.now() - started,
  };
}

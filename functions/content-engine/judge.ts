import * as z from 'zod/mini';
import type { IdeaDraft } from './draft';
import type { AiLog } from './ai-logs-store';
import type { PromptPayload } from './prompt';

/**
 * The judge: a second model call scores the candidates an attempt wrote, as a working creator
 * would before filming one, and the best is kept. What it is told, what it answers and how its
 * answer is read are here; the call itself is in openai.ts. Pure.
 */

/** The judge's rubric, each 1-5, as a working creator would score an idea. */
export const RUBRIC = ['specificity', 'filmability', 'hook_strength', 'faithfulness', 'originality'] as const;
export type RubricScores = Record<(typeof RUBRIC)[number], number>;

export const RUBRIC_MIN = 1;
export const RUBRIC_MAX = 5;

/** What the judge call said about an attempt's candidates. */
export interface JudgeVerdict {
  /** One entry per candidate, in the order the candidates were written; null when the judge gave no usable score for it. */
  scores: Array<RubricScores | null>;
  /** Why the judge's answer was not used (not JSON, scores out of range, the call failed), or null. */
  error: string | null;
}

export const JUDGE_FORMAT_NAME = 'idea_scores';

/** Fixed, like the writer's, so the prompt cache reuses them. */
export const JUDGE_INSTRUCTIONS = [
  'You judge short-form video ideas the way a working creator in the niche would before deciding which one to film.',
  'The input is one JSON document: what the viewers asked (`insight`) and the candidate ideas, each with its `index`.',
  `Score every candidate on each criterion with a whole number from ${RUBRIC_MIN} (poor) to ${RUBRIC_MAX} (excellent), judging each on its own merits:`,
  '- specificity: concrete steps, techniques, product types or facts about this topic, not advice that would fit any topic;',
  '- filmability: a creator can shoot it today with a phone: a clear first frame and shots, a format that suits it, a voiceover that fits its length;',
  '- hook_strength: the hooks and on-screen hook would stop a scroll and are about this exact question;',
  '- faithfulness: it answers what the viewers asked, with no invented statistics, prices, studies or first-person anecdotes;',
  '- originality: clearly better than what one generic chatbot prompt would give.',
  'Return one entry per candidate, in the order given, each with its index. Scores only, no comments.',
].join('\n');

/** The judge's structured output. The range is in the schema too, but it is checked again on reading. */
const rubricScore = () => z.int().check(z.minimum(RUBRIC_MIN), z.maximum(RUBRIC_MAX));

export const judgeAnswer = z.object({
  scores: z.array(
    z.object({
      index: z.int().check(z.minimum(0), z.maximum(9)),
      specificity: rubricScore(),
      filmability: rubricScore(),
      hook_strength: rubricScore(),
      faithfulness: rubricScore(),
      originality: rubricScore(),
    }),
  ),
});

/** What the judge reads: the question and every candidate as the creator would, without the bookkeeping. */
export interface JudgePayload {
  task: 'judge_ideas';
  niche: string;
  niche_name: string;
  insight: Pick<PromptPayload['insight'], 'ask' | 'comment' | 'asked_count' | 'supporting_comments'>;
  candidates: Array<{ index: number } & Omit<IdeaDraft, 'sub_niche'>>;
}

export function judgePayload(prompt: PromptPayload, candidates: readonly IdeaDraft[]): JudgePayload {
  return {
    task: 'judge_ideas',
    niche: prompt.niche,
    niche_name: prompt.niche_name,
    insight: {
      ask: prompt.insight.ask,
      comment: prompt.insight.comment,
      asked_count: prompt.insight.asked_count,
      supporting_comments: prompt.insight.supporting_comments,
    },
    candidates: candidates.map(({ sub_niche: _subNiche, ...draft }, index) => ({ index, ...draft })),
  };
}

const allNull = (count: number): Array<RubricScores | null> => Array.from({ length: count }, () => null);

/**
 * The judge's answer read for `count` candidates. Every candidate needs a whole score from 1 to 5
 * on every criterion; anything else (not JSON, a candidate missing, a score out of range) makes
 * `error` say what, keeps whatever scores were usable, and the candidates are not re-ranked.
 */
export function readJudgeAnswer(raw: string, count: number): JudgeVerdict {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return { scores: allNull(count), error: `The judge's answer is not JSON: ${(error as Error).message}` };
  }
  const entries =
    typeof json === 'object' && json !== null && Array.isArray((json as { scores?: unknown }).scores)
      ? (json as { scores: unknown[] }).scores
      : null;
  if (!entries) return { scores: allNull(count), error: 'The judge\'s answer has no "scores" list' };
  const scores = allNull(count);
  const problems: string[] = [];
  entries.forEach((entry, position) => {
    const record = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const index = typeof record.index === 'number' ? record.index : position;
    if (!Number.isInteger(index) || index < 0 || index >= count) {
      problems.push(`a score for candidate ${String(record.index)}, which does not exist`);
      return;
    }
    const wrong = RUBRIC.filter((criterion) => {
      const value = record[criterion];
      return typeof value !== 'number' || !Number.isInteger(value) || value < RUBRIC_MIN || value > RUBRIC_MAX;
    });
    if (wrong.length > 0) {
      problems.push(
        `candidate ${index}: ${wrong.map((criterion) => `${criterion} ${JSON.stringify(record[criterion] ?? null)}`).join(', ')} not a whole number from ${RUBRIC_MIN} to ${RUBRIC_MAX}`,
      );
      return;
    }
    scores[index] = Object.fromEntries(RUBRIC.map((criterion) => [criterion, record[criterion] as number])) as RubricScores;
  });
  const missing = scores.flatMap((score, index) =>
    score === null && !problems.some((p) => p.startsWith(`candidate ${index}:`)) ? [index] : [],
  );
  if (missing.length > 0) problems.push(`no score for candidate${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  return { scores, error: problems.length > 0 ? `The judge's answer was not used: ${problems.join('; ')}` : null };
}

export const rubricTotal = (scores: RubricScores) => RUBRIC.reduce((sum, criterion) => sum + scores[criterion], 0);

/**
 * The candidates' indexes best first: by the judge's total when its verdict is usable, ties in
 * written order; in written order when it is not (the caller then keeps the first that passes the gates).
 */
export function rankedOrder(verdict: JudgeVerdict | null, count: number): number[] {
  const written = Array.from({ length: count }, (_, index) => index);
  if (!verdict || verdict.error !== null) return written;
  const total = (index: number) => {
    const scores = verdict.scores[index];
    return scores ? rubricTotal(scores) : -1;
  };
  return written.sort((a, b) => total(b) - total(a) || a - b);
}

/**
 * The AI log's `judge` field for an attempt: each candidate in written order with its scores and
 * whether it became the idea (`kept`: the draft the caller kept, compared by identity, or null).
 * Null when the attempt had no judge.
 */
export function judgeLogEntry(
  attempt: { candidates?: readonly IdeaDraft[]; writtenOrder?: readonly number[]; judge?: JudgeVerdict | null },
  kept: IdeaDraft | null,
): NonNullable<AiLog['judge']> | null {
  if (!attempt.judge) return null;
  const candidates = attempt.candidates ?? [];
  const keptIndex = kept === null ? -1 : candidates.indexOf(kept);
  const writtenIndexOfKept = keptIndex < 0 ? -1 : (attempt.writtenOrder?.[keptIndex] ?? keptIndex);
  return {
    candidates: attempt.judge.scores.map((scores, index) => ({ index, scores, kept: index === writtenIndexOfKept })),
    error: attempt.judge.error,
  };
}

import { RUBRIC, RUBRIC_MAX, RUBRIC_MIN, type JudgePayload, type RubricScores } from '#functions/content-engine/judge';
import { voiceoverWordBudget } from '#functions/content-engine/draft';
import { EVERYDAY_TOKENS, topicTokens } from '#functions/content-engine/text';
import { isNode } from './json-schema';

/**
 * The emulator's judge: CommentSpark's judge request (functions/content-engine/judge.ts) answered
 * with scores that are deterministic, in range, and move with what a real judge would look at
 * (the viewers' words in the answer, a voiceover that fits the length, hooks about the topic), so
 * a local run ranks candidates for a reason.
 *
 * A test makes it answer badly, or prefer the last candidate, by putting a magic word in one of
 * the insight's comments: the comments are the one input a test controls that reaches the
 * judge's request unchanged.
 */
export const JUDGE_FAILURE_WORDS = {
  /** Cut off mid-document, as a model stopped by its output limit. */
  notJson: 'emulator:judge-not-json',
  /** Every criterion of the first candidate scored 7. */
  outOfRange: 'emulator:judge-out-of-range',
  /** The last candidate left out. */
  missingCandidate: 'emulator:judge-missing-candidate',
} as const;

/** The last written candidate scored best (5s, the others at most 4s): a judge that disagrees with the written order. */
export const JUDGE_PREFERS_LAST = 'emulator:judge-prefers-last';

type Candidate = JudgePayload['candidates'][number];

const clamp = (value: number) => Math.min(RUBRIC_MAX, Math.max(RUBRIC_MIN, Math.round(value)));

function tokensOf(text: string): Set<string> {
  return new Set(topicTokens(text).filter((token) => token.length > 2 && !EVERYDAY_TOKENS.has(token)));
}

function shareFound(asked: ReadonlySet<string>, text: string): number {
  if (asked.size === 0) return 0;
  const found = tokensOf(text);
  let shared = 0;
  for (const token of asked) if (found.has(token)) shared += 1;
  return shared / asked.size;
}

function scoresOf(candidate: Candidate, asked: ReadonlySet<string>): RubricScores {
  const body = candidate.sections.map((section) => `${section.title} ${section.text} ${section.voiceover}`).join(' ');
  const spoken = candidate.sections.reduce((sum, section) => sum + section.voiceover.split(/\s+/).filter(Boolean).length, 0);
  const budget = voiceoverWordBudget(candidate.length_seconds);
  const distinct = tokensOf(body).size;
  const hooksOnTopic = candidate.hooks.filter((hook) => shareFound(asked, hook.text) > 0).length;
  return {
    specificity: clamp(distinct / 12),
    filmability: clamp((spoken <= budget * 1.15 && spoken >= budget / 3 ? 4 : 2) + (candidate.first_frame.length > 20 ? 1 : 0)),
    hook_strength: clamp(2 + hooksOnTopic),
    faithfulness: clamp(1 + 4 * shareFound(asked, body)),
    originality: clamp(distinct / 16 + new Set(candidate.sections.map((section) => section.visuals)).size / 3),
  };
}

/** The judge's answer to a CommentSpark judge request, or null when the input is not one. */
export function judgeAnswerOf(payload: unknown): string | null {
  if (!isNode(payload) || payload['task'] !== 'judge_ideas' || !Array.isArray(payload['candidates'])) return null;
  const sent = payload as unknown as JudgePayload;
  const insight = isNode(sent.insight) ? sent.insight : { comment: '', ask: null, supporting_comments: [] };
  const words = [insight.ask ?? '', insight.comment ?? '', ...(insight.supporting_comments ?? []).map((c) => c.text)].join(' ');
  const asked = tokensOf(words);
  const candidates = sent.candidates.filter(isNode) as unknown as Candidate[];
  const scores = candidates.map((candidate, position) => ({
    index: typeof candidate.index === 'number' ? candidate.index : position,
    ...scoresOf(candidate, asked),
  }));
  const comment = [insight.comment ?? '', ...(insight.supporting_comments ?? []).map((c) => c.text)].join(' ');
  if (comment.includes(JUDGE_PREFERS_LAST))
    scores.forEach((entry, position) => {
      const last = position === scores.length - 1;
      for (const criterion of RUBRIC) entry[criterion] = last ? RUBRIC_MAX : Math.min(RUBRIC_MAX - 1, entry[criterion]);
    });
  if (comment.includes(JUDGE_FAILURE_WORDS.outOfRange) && scores[0])
    scores[0] = { ...scores[0], ...Object.fromEntries(RUBRIC.map((criterion) => [criterion, 7])) };
  if (comment.includes(JUDGE_FAILURE_WORDS.missingCandidate)) scores.pop();
  const text = JSON.stringify({ scores });
  return comment.includes(JUDGE_FAILURE_WORDS.notJson) ? text.slice(0, Math.floor(text.length / 2)) : text;
}

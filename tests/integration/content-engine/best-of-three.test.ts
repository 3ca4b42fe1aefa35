import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { AiLog } from '#functions/content-engine/ai-logs-store';
import type { SourceComment } from '#functions/content-engine/corpus';
import type { Generator } from '#functions/content-engine/generator';
import type { Insight } from '#functions/content-engine/insight';
import { JUDGE_FAILURE_WORDS, JUDGE_PREFERS_LAST } from '#lib/local/openai/judge';
import { useStackTable } from '../../support/data';

/**
 * Best of three against the local OpenAI emulator with the real `openai` client: one call writes
 * three candidates, a judge call scores them, the best becomes the idea and the AI log keeps every
 * candidate's scores. The emulator answers the judge badly when the comments carry one of its
 * magic words (lib/local/openai/judge.ts).
 */
const stack = inject('stack');

let generator: Generator;
let generateIdea: typeof import('#functions/content-engine/generate-idea').generateIdea;
let listAiLogs: typeof import('#functions/content-engine/ai-logs-store').listAiLogs;
let testerJudge: typeof import('#functions/content-engine/tester').testerJudge;

interface Received {
  path: string;
  body: { text?: { format?: { name?: string } } };
}

async function emulator(action: 'reset' | 'requests'): Promise<Received[]> {
  const res = await fetch(`${stack.openai}/__emulator/${action}`, { method: action === 'reset' ? 'POST' : 'GET' });
  return action === 'requests' ? ((await res.json()) as Received[]) : [];
}

let sequence = 0;

/** A fitness insight as mining makes one: four viewers asking for a quiet apartment workout. */
function quietWorkoutInsight(extra = ''): Insight {
  sequence += 1;
  const texts = [
    'finally something quiet!! more apartment friendly workouts pls, no jumping jacks no burpees',
    'can u do a no jump version?? 3rd floor apartment and the floors are paper thin',
    `off topic but pls do a quiet no jumping apartment workout, i live above a grumpy old man lmao ${extra}`.trim(),
    'apartment friendly cardio that isnt jumping? walking in place is so boring',
  ];
  const comments: SourceComment[] = texts.map((text, index) => ({
    niche: 'fitness',
    platform: 'tiktok',
    commentId: `best-of-three-${sequence}-${index}`,
    videoUrl: 'https://www.tiktok.com/@softstrongmaya/video/7',
    text,
    author: `@viewer${index}`,
    likes: 900 - index * 200,
    postedAt: '2026-11-20T18:00:00.000Z',
  }));
  const [representative, ...supporting] = comments;
  return {
    key: `tiktok#${representative!.commentId}`,
    niche: 'fitness',
    representative: representative!,
    supporting,
    askedCount: 4,
    totalLikes: comments.reduce((sum, c) => sum + c.likes, 0),
    commentIds: comments.map((c) => `tiktok#${c.commentId}`),
    videos: [
      {
        platform: 'tiktok',
        url: 'https://www.tiktok.com/@softstrongmaya/video/7',
        title: 'low impact cardio you can do in your living room',
        creator: '@softstrongmaya',
        views: 720_000,
      },
    ],
    score: 8,
    signals: ['question', 'complaint'],
    newestAt: '2026-11-20T18:00:00.000Z',
  };
}

async function makeIdea(insight: Insight) {
  const outcome = await generateIdea({
    request: { niche: 'fitness', nicheName: 'Fitness', insight, variant: 'A', angle: 0, previousTitles: [] },
    slot: { id: `draft-best-of-three-${sequence}`, niche: 'fitness', dayNumber: 900 + sequence, variant: 'A' },
    generator,
    purpose: 'tester',
  });
  const { logs } = await listAiLogs({ niche: 'fitness', limit: 100 });
  const log = logs.find((entry) => entry.content_idea_id === outcome.idea?.id);
  return { outcome, log: log as AiLog };
}

const total = (scores: Record<string, number> | null) => Object.values(scores ?? {}).reduce((sum, value) => sum + value, 0);
const writtenCandidates = (log: AiLog) => (JSON.parse(log.response_raw) as { candidates: Array<{ title: string }> }).candidates;

beforeAll(async () => {
  useStackTable(stack);
  process.env.OPENAI_API_KEY = 'sk-test-best-of-three';
  process.env.OPENAI_BASE_URL = stack.openai!;
  delete process.env.IDEA_CANDIDATES;
  const { chooseGenerator } = await import('#functions/content-engine/generator');
  ({ generateIdea } = await import('#functions/content-engine/generate-idea'));
  ({ listAiLogs } = await import('#functions/content-engine/ai-logs-store'));
  ({ testerJudge } = await import('#functions/content-engine/tester'));
  generator = await chooseGenerator({ timeoutMs: 10_000, maxRetries: 1 });
});

beforeEach(async () => {
  await emulator('reset');
});

describe('best of three through the local OpenAI', () => {
  it('writes three candidates in one call and has a second call judge them', async () => {
    await makeIdea(quietWorkoutInsight());

    const calls = (await emulator('requests')).filter((request) => request.path === '/v1/responses');
    expect(calls.map((call) => call.body.text?.format?.name)).toEqual(['content_ideas', 'idea_scores']);
  });

  it("keeps the candidate with the best total and logs every candidate's scores", async () => {
    const { outcome, log } = await makeIdea(quietWorkoutInsight());

    expect(outcome.idea).not.toBeNull();
    expect(log.judge!.error).toBeNull();
    expect(log.judge!.candidates).toHaveLength(3);
    for (const candidate of log.judge!.candidates)
      for (const value of Object.values(candidate.scores!)) expect(value >= 1 && value <= 5).toBe(true);
    const best = Math.max(...log.judge!.candidates.map((candidate) => total(candidate.scores)));
    const kept = log.judge!.candidates.filter((candidate) => candidate.kept);
    expect(kept).toHaveLength(1);
    expect(total(kept[0]!.scores)).toBe(best);
    expect(outcome.idea!.title).toBe(writtenCandidates(log)[kept[0]!.index!]!.title);
  });

  it('keeps a later candidate when the judge scores it above the first', async () => {
    const { outcome, log } = await makeIdea(quietWorkoutInsight(JUDGE_PREFERS_LAST));

    expect(log.judge!.candidates.map((candidate) => candidate.kept)).toEqual([false, false, true]);
    expect(outcome.idea!.title).toBe(writtenCandidates(log)[2]!.title);
  });

  it("gives the generation tester each candidate's title, scores and whether it was kept", async () => {
    const { outcome, log } = await makeIdea(quietWorkoutInsight(JUDGE_PREFERS_LAST));

    const judge = testerJudge(log)!;

    expect(judge.candidates.map((candidate) => candidate.title)).toEqual(writtenCandidates(log).map((candidate) => candidate.title));
    expect(judge.candidates.find((candidate) => candidate.kept)!.title).toBe(outcome.idea!.title);
    expect(judge.candidates[2]!.scores).toEqual({ specificity: 5, filmability: 5, hook_strength: 5, faithfulness: 5, originality: 5 });
  });

  it("counts the tokens and cost of both calls in the attempt's log", async () => {
    const { log } = await makeIdea(quietWorkoutInsight());

    // Both prompts carry the insight and the candidates: two calls of ~2,000 input tokens each on the emulator.
    expect(log.input_tokens).toBeGreaterThan(3_000);
    expect(log.output_tokens).toBeGreaterThan(1_000);
    expect(log.estimated_cost_usd).toBeGreaterThan(0);
    expect(log.request_tokens).toBe(generator.maxOutputTokens);
  });

  it.each([
    ['not JSON', JUDGE_FAILURE_WORDS.notJson, /not JSON/],
    ['scores out of range', JUDGE_FAILURE_WORDS.outOfRange, /candidate 0: specificity 7, .* not a whole number from 1 to 5/],
    ['a candidate left out', JUDGE_FAILURE_WORDS.missingCandidate, /no score for candidate 2/],
  ])('logs a judge answer with %s and keeps the first written candidate that passes the gates', async (_, word, reason) => {
    const { outcome, log } = await makeIdea(quietWorkoutInsight(word));

    expect(outcome.idea).not.toBeNull();
    expect(log.judge!.error).toMatch(reason);
    expect(log.judge!.candidates.map((candidate) => candidate.kept)).toEqual([true, false, false]);
    expect(outcome.idea!.title).toBe(writtenCandidates(log)[0]!.title);
  });
});

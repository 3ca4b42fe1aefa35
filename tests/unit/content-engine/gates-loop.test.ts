import { describe, expect, it } from 'vitest';
import type { AiLog } from '#functions/content-engine/ai-logs-store';
import type { DraftRequest, IdeaDraft } from '#functions/content-engine/draft';
import { MAX_ATTEMPTS, chooseCandidate, generateIdea } from '#functions/content-engine/generate-idea';
import { judgeLogEntry } from '#functions/content-engine/judge';
import type { Generator } from '#functions/content-engine/generator';
import { CRAMPS, GOOD, contextOf } from '#tests/unit/content-engine/gates-fixtures';

/** The judge's favourite, but written as a tip bank that never answers the cramps question. */
const OFF_TOPIC: IdeaDraft = {
  ...GOOD,
  title: 'Lifting myths every beginner believes',
  sections: GOOD.sections.map((section) => ({
    ...section,
    title: 'Myth vs fact',
    text: 'Myth: lifting makes you bulky',
    voiceover: 'Lifting weights will not make you bulky by accident; muscle takes years of eating and training for it.',
  })),
};
const SECOND_GOOD: IdeaDraft = { ...GOOD, title: 'Period cramps and heavy lifts: the swaps I make' };

/** A distinct draft object: the log finds the kept candidate by identity. */
const draftAbout = (title: string): IdeaDraft => ({ ...GOOD, title: `Period cramps: ${title}` });
const scores = (mean: number) => ({ specificity: mean, filmability: mean, hook_strength: mean, faithfulness: mean, originality: mean });

describe('choosing among an attempt’s candidates', () => {
  it('keeps the first candidate that passes every gate, passing over a better-ranked one that fails', () => {
    const choice = chooseCandidate([OFF_TOPIC, GOOD, SECOND_GOOD], contextOf(CRAMPS));

    expect(choice.kept).toBe(1);
    expect(choice.failures[0]!.map((failure) => failure.rule)).toContain('relevance');
    expect(choice.failures).toHaveLength(2);
  });

  it('keeps none when every candidate fails, with each one’s failures', () => {
    const choice = chooseCandidate([OFF_TOPIC, { ...OFF_TOPIC, title: 'Gym myths, busted' }], contextOf(CRAMPS));

    expect(choice.kept).toBeNull();
    expect(choice.failures.map((failures) => failures.length > 0)).toEqual([true, true]);
  });

  it('keeps nothing from an attempt without a readable draft', () => {
    expect(chooseCandidate([], contextOf(CRAMPS))).toEqual({ kept: null, failures: [] });
  });
});

describe('the judge’s verdict in the AI log', () => {
  it('marks the kept candidate at its written position, from its rank by the judge’s scores', () => {
    // Written order: 4.0, 4.6, 3.2 → best first: written 1, 0, 2. The second best (rank 1) was kept.
    const [first, second, third] = [draftAbout('first'), draftAbout('second'), draftAbout('third')];
    const attempt = {
      candidates: [second, first, third],
      writtenOrder: [1, 0, 2],
      judge: { scores: [scores(4), scores(4.6), scores(3.2)], error: null },
    };
    const logged = judgeLogEntry(attempt, first)!;

    expect(logged.candidates.map((candidate) => candidate.kept)).toEqual([true, false, false]);
    expect(logged.candidates[1]).toEqual({ index: 1, scores: scores(4.6), kept: false });
  });

  it('keeps the judge’s error and marks nothing kept when no candidate passed', () => {
    const attempt = {
      candidates: [draftAbout('first'), draftAbout('second'), draftAbout('third')],
      judge: { scores: [null, null, null], error: 'The judge’s answer is not JSON' },
    };
    const logged = judgeLogEntry(attempt, null);

    expect(logged).toEqual({
      candidates: [0, 1, 2].map((index) => ({ index, scores: null, kept: false })),
      error: 'The judge’s answer is not JSON',
    });
  });
});

describe('the generation loop', () => {
  /** A generator at the seam: answers each attempt with the next draft of a script, and keeps what it was asked. */
  function scripted(drafts: IdeaDraft[]) {
    const requests: DraftRequest[] = [];
    const generator: Generator = {
      name: 'openai',
      model: 'scripted',
      maxOutputTokens: 0,
      async draft(request) {
        requests.push(request);
        const draft = drafts[Math.min(requests.length - 1, drafts.length - 1)]!;
        return { raw: JSON.stringify(draft), draft, error: null, inputTokens: 10, outputTokens: 10, model: 'scripted' };
      },
      costUsd: () => 0,
      accepts: () => true,
    };
    return { generator, requests };
  }
  const run = (generator: Generator) => {
    const logs: Array<Omit<AiLog, 'id' | 'created_at'>> = [];
    const outcome = generateIdea({
      request: { niche: 'fitness', nicheName: 'Fitness', insight: CRAMPS, variant: 'B', angle: 0, previousTitles: [] },
      slot: { id: 'fitness-day-20-b', niche: 'fitness', dayNumber: 20, variant: 'B' },
      generator,
      purpose: 'keep-ahead',
      titles: { library: [], earlier: [] },
      log: async (entry) => {
        logs.push(entry);
        return { ...entry, id: String(logs.length), created_at: '2026-11-20T00:00:00Z' };
      },
    });
    return { outcome, logs };
  };

  it('retries a draft that fails a gate with the reasons fed back, and keeps the one that passes', async () => {
    const { generator, requests } = scripted([OFF_TOPIC, GOOD]);
    const { outcome, logs } = run(generator);

    const { idea } = await outcome;

    expect(idea?.title).toBe(GOOD.title);
    expect(requests[1]!.feedback).toContainEqual(expect.stringMatching(/^relevance: the sections never mention "period"/));
    expect(logs.map((log) => log.gate_failures?.map((failure) => failure.rule).includes('relevance'))).toEqual([true, false]);
    expect(logs.map((log) => log.content_idea_id)).toEqual([null, 'fitness-day-20-b']);
  });

  it('returns no idea after three drafts that fail, with the reason', async () => {
    const { generator } = scripted([OFF_TOPIC]);
    const { outcome, logs } = run(generator);

    const { idea, error, gateFailures } = await outcome;

    expect(idea).toBeNull();
    expect(logs).toHaveLength(MAX_ATTEMPTS);
    expect(gateFailures.map((failure) => failure.rule)).toContain('relevance');
    expect(error).toMatch(/^The draft failed the gates: .*relevance: the sections never mention .*\(after 3 attempts\)$/);
  });
});

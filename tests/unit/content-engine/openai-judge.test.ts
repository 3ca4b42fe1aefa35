import { describe, expect, it } from 'vitest';
import type { IdeaDraft } from '#functions/content-engine/draft';
import { judgeLogEntry, rankedOrder, readJudgeAnswer, type JudgeVerdict } from '#functions/content-engine/judge';
import { readCandidates } from '#functions/content-engine/openai';
import { generationConfig } from '#functions/content-engine/openai-client';

const score = (specificity: number, rest = 4) => ({
  specificity,
  filmability: rest,
  hook_strength: rest,
  faithfulness: rest,
  originality: rest,
});

function draftTitled(title: string): IdeaDraft {
  return {
    title,
    sub_niche: 'home-workouts',
    hooks: [
      { style: 'question', text: 'Downstairs neighbour hates your burpees? Try these quiet swaps tonight.' },
      { style: 'how-to', text: 'How to get your heart rate up at home without a single jump.' },
      { style: 'story', text: 'The night [your neighbour knocked], I swapped every jump for these moves.' },
    ],
    sections: [
      {
        title: 'Slow squats',
        text: 'Squat, 3 s down',
        voiceover: 'Lower for three seconds and stand up fast.',
        visuals: 'Side view on a yoga mat.',
      },
      {
        title: 'Step-back lunges',
        text: 'No jump, all burn',
        voiceover: 'Step back instead of jumping forward.',
        visuals: 'Front view, socks on.',
      },
      {
        title: 'Plank shoulder taps',
        text: 'Hips still',
        voiceover: 'Tap each shoulder while your hips stay level.',
        visuals: 'Top-down shot.',
      },
    ],
    why_it_works: ['Four viewers asked for a quiet apartment workout', 'Every move is silent on a wooden floor'],
    format: 'tutorial',
    length_seconds: 30,
    first_frame: 'You mid-squat on a mat, the ceiling light of the flat below visible through the window.',
    on_screen_hook: 'Zero jumps. Still sweaty.',
    rehook: 'The last one is the one that gets your heart rate up.',
    cta: { kind: 'save', text: 'Save this for your next quiet evening workout.' },
  };
}

describe("reading the judge's answer", () => {
  it("keeps every candidate's scores in written order when the answer is good", () => {
    const raw = JSON.stringify({
      scores: [
        { index: 0, ...score(3) },
        { index: 1, ...score(5) },
        { index: 2, ...score(2) },
      ],
    });

    const verdict = readJudgeAnswer(raw, 3);

    expect(verdict.error).toBeNull();
    expect(verdict.scores.map((s) => s?.specificity)).toEqual([3, 5, 2]);
  });

  it('places scores by their index, whatever order the judge listed them in', () => {
    const raw = JSON.stringify({
      scores: [
        { index: 2, ...score(2) },
        { index: 0, ...score(3) },
        { index: 1, ...score(5) },
      ],
    });

    expect(readJudgeAnswer(raw, 3).scores.map((s) => s?.specificity)).toEqual([3, 5, 2]);
  });

  it('says so when the answer is not JSON, and uses no score', () => {
    const verdict = readJudgeAnswer('{"scores": [{"index": 0, "specificity": 4, "filmab', 3);

    expect(verdict.error).toMatch(/^The judge's answer is not JSON/);
    expect(verdict.scores).toEqual([null, null, null]);
  });

  it('names the candidate and the criterion scored out of the 1-5 range', () => {
    const raw = JSON.stringify({
      scores: [
        { index: 0, ...score(7) },
        { index: 1, ...score(4, 0) },
        { index: 2, ...score(4) },
      ],
    });

    const verdict = readJudgeAnswer(raw, 3);

    expect(verdict.error).toContain('candidate 0: specificity 7 not a whole number from 1 to 5');
    expect(verdict.error).toContain('candidate 1: filmability 0, hook_strength 0, faithfulness 0, originality 0');
    expect(verdict.scores[2]).toEqual(score(4));
  });

  it('refuses a half point, since the rubric is whole numbers', () => {
    const raw = JSON.stringify({
      scores: [
        { index: 0, ...score(3.5) },
        { index: 1, ...score(4) },
      ],
    });

    expect(readJudgeAnswer(raw, 2).error).toContain('specificity 3.5');
  });

  it('says which candidate the judge left out', () => {
    const raw = JSON.stringify({
      scores: [
        { index: 0, ...score(3) },
        { index: 1, ...score(5) },
      ],
    });

    const verdict = readJudgeAnswer(raw, 3);

    expect(verdict.error).toContain('no score for candidate 2');
    expect(verdict.scores[2]).toBeNull();
  });

  it('says so when the answer has no scores list at all', () => {
    expect(readJudgeAnswer('{"ranking": [1, 0, 2]}', 3).error).toContain('no "scores" list');
  });
});

describe('ranking the candidates', () => {
  const verdict = (scores: JudgeVerdict['scores'], error: string | null = null): JudgeVerdict => ({ scores, error });

  it('puts the best total first', () => {
    expect(rankedOrder(verdict([score(3), score(5), score(2)]), 3)).toEqual([1, 0, 2]);
  });

  it('keeps written order between equal totals', () => {
    expect(rankedOrder(verdict([score(4), score(5), score(4)]), 3)).toEqual([1, 0, 2]);
  });

  it("keeps written order when the judge's answer was not used", () => {
    expect(rankedOrder(verdict([score(1), score(5), null], 'no score for candidate 2'), 3)).toEqual([0, 1, 2]);
  });

  it('keeps written order without a judge', () => {
    expect(rankedOrder(null, 3)).toEqual([0, 1, 2]);
  });
});

describe("the AI log's judge entry", () => {
  it("marks the kept candidate by its written index, with every candidate's scores", () => {
    const [a, b, c] = [draftTitled('Quiet cardio A'), draftTitled('Quiet cardio B'), draftTitled('Quiet cardio C')];
    const attempt = { candidates: [b, a, c], writtenOrder: [1, 0, 2], judge: verdict3() };

    const entry = judgeLogEntry(attempt, b);

    expect(entry).toEqual({
      candidates: [
        { index: 0, scores: score(3), kept: false },
        { index: 1, scores: score(5), kept: true },
        { index: 2, scores: score(2), kept: false },
      ],
      error: null,
    });
  });

  it('marks none kept when no candidate became the idea', () => {
    const [a, b, c] = [draftTitled('Quiet cardio A'), draftTitled('Quiet cardio B'), draftTitled('Quiet cardio C')];

    const entry = judgeLogEntry({ candidates: [b, a, c], writtenOrder: [1, 0, 2], judge: verdict3() }, null);

    expect(entry!.candidates.every((candidate) => !candidate.kept)).toBe(true);
  });

  it('is null for an attempt without a judge', () => {
    expect(judgeLogEntry({ judge: null }, null)).toBeNull();
  });

  function verdict3(): JudgeVerdict {
    return { scores: [score(3), score(5), score(2)], error: null };
  }
});

describe("reading the writer's candidates", () => {
  it('keeps the readable candidates and drops one that breaks the schema', () => {
    const bad = { ...draftTitled('Quiet cardio B'), on_screen_hook: 'x'.repeat(61) };
    const raw = JSON.stringify({ candidates: [draftTitled('Quiet cardio A'), bad, draftTitled('Quiet cardio C')] });

    const read = readCandidates(raw);

    expect(read.drafts.map((draft) => draft.title)).toEqual(['Quiet cardio A', 'Quiet cardio C']);
    expect(read.error).toBeNull();
  });

  it('says why when no candidate is readable', () => {
    expect(readCandidates('{"candidates": []}').error).toMatch(/does not fit the idea schema/);
    expect(readCandidates('{"candidates": [{"title": "x"').error).toMatch(/not valid JSON/);
  });
});

describe('the generation settings', () => {
  it('default to gpt-4.1-mini writing three candidates and judging them', () => {
    expect(generationConfig({})).toEqual({ model: 'gpt-4.1-mini', judgeModel: 'gpt-4.1-mini', candidates: 3 });
  });

  it('take the model, the judge model and the number of candidates from the environment', () => {
    expect(generationConfig({ OPENAI_MODEL: 'gpt-4.1', OPENAI_JUDGE_MODEL: 'gpt-4.1-nano', IDEA_CANDIDATES: '2' })).toEqual({
      model: 'gpt-4.1',
      judgeModel: 'gpt-4.1-nano',
      candidates: 2,
    });
  });

  it('keep the number of candidates between one and five, and ignore one that is not a number', () => {
    expect(generationConfig({ IDEA_CANDIDATES: '12' }).candidates).toBe(5);
    expect(generationConfig({ IDEA_CANDIDATES: '0' }).candidates).toBe(1);
    expect(generationConfig({ IDEA_CANDIDATES: 'three' }).candidates).toBe(3);
  });
});

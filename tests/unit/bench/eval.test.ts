import { describe, expect, it } from 'vitest';
import type { ContentIdea } from '#functions/shared/schemas';
import type { SourceComment, SourceVideo } from '#functions/content-engine/corpus';
import type { DraftRequest } from '#functions/content-engine/draft';
import {
  askedLine,
  attemptRecord,
  distinctTexts,
  foldWord,
  formatComparison,
  formatTable,
  hookOpening,
  maskTopic,
  mergeRuns,
  rubricScoresOf,
  simulateNiche,
  summarise,
  topShares,
  type AttemptRecord,
  type EvalReport,
  type LogEntry,
  type MadeIdea,
  type NicheRun,
} from '#bench/eval';
import { MAX_ATTEMPTS } from '#functions/content-engine/generate-idea';
import { offlineGenerator, type Generator } from '#functions/content-engine/generator';

describe('title templates: the topic masked', () => {
  it('masks the words the viewers wrote and keeps the words the generator wrapped around them', () => {
    expect(
      maskTopic('Confused about retinol purging? You’re not the only one asking.', [
        'is retinol purging normal or am i just breaking out??',
      ]),
    ).toBe("confused about X? you're not the only one asking.");
  });

  it('gives two ideas on different topics the same template when the generator used one', () => {
    const first = maskTopic('Budget skincare routine, step by step', ['whats a budget skincare routine that actually works']);
    const second = maskTopic('Sunscreen under makeup, step by step', ['how do u wear sunscreen under makeup without pilling']);
    expect(first).toBe('X, step by step');
    expect(second).toBe('X, step by step');
  });

  it('keeps function words even when a comment uses them, so "about" stays part of the template', () => {
    expect(maskTopic('A viewer asked about undertones', ['what about undertones though'])).toBe('a viewer asked about X');
  });

  it('collapses a hyphenated topic into one X', () => {
    expect(maskTopic('Apartment-friendly workouts, step by step', ['more apartment friendly workouts pls'])).toBe('X, step by step');
  });

  it('matches a topic word across inflections', () => {
    expect(maskTopic('Renting a car abroad: myth vs fact', ['how do you rent a car abroad?'])).toBe('X: myth vs fact');
    expect(maskTopic('Why sunscreen pilling happens', ['why does my sunscreen pill under makeup'])).toBe('why X happens');
    expect(['kids', "kid's", 'kid'].map(foldWord)).toEqual(['kid', 'kid', 'kid']);
    expect(foldWord('making')).toBe(foldWord('make'));
  });

  it('leaves a title with nothing from the comments as it is, lower-cased', () => {
    expect(maskTopic('Three Lamps, One Room', ['how do i fix my dark hallway'])).toBe('three lamps, one room');
  });
});

describe('hook openings', () => {
  const comments = ['can you train legs with period cramps or should i rest'];

  it('is the first three words after masking, lower-cased', () => {
    expect(hookOpening('Confused about training with period cramps? You’re not the only one asking.', comments)).toBe('confused about X');
  });

  it('tells apart hooks that open differently', () => {
    expect(hookOpening('Here’s how to train with period cramps.', comments)).toBe("here's how to");
    expect(hookOpening('The mistake most people make on their period is skipping everything.', comments)).toBe('the mistake most');
  });
});

describe('shares and distinct texts', () => {
  it('gives each value its share of all values, most used first, ties alphabetically', () => {
    expect(topShares(['b', 'a', 'b', 'c', 'b', 'a'], 2)).toEqual([
      { text: 'b', count: 3, share: 0.5 },
      { text: 'a', count: 2, share: 2 / 6 },
    ]);
    expect(topShares(['z', 'y'], 3).map((share) => share.text)).toEqual(['y', 'z']);
  });

  it('has no shares for no values', () => {
    expect(topShares([])).toEqual([]);
  });

  it('counts section texts that differ only in case or spacing as one', () => {
    expect(distinctTexts(['Rest days and sleep count', 'rest days  and sleep count ', 'Mistake: a new plan every week'])).toBe(2);
  });
});

const logEntry = (fields: Partial<LogEntry> = {}): LogEntry => ({
  niche: 'fitness',
  attempt_number: 1,
  parsing_successful: true,
  parsing_error: null,
  processing_time_ms: 5,
  request_model: 'gpt-4.1-mini',
  request_tokens: 2_000,
  content_idea_id: null,
  hook_validation_results: { total_hooks: 3, valid_hooks: 1, invalid_hooks: 2 },
  response_raw: '{}',
  input_tokens: 900,
  output_tokens: 700,
  estimated_cost_usd: 0.0015,
  generator: 'openai',
  purpose: 'keep-ahead',
  ...fields,
});

describe('gate failures of an attempt', () => {
  const noRecheck = () => null;

  it('counts nothing against an attempt whose idea was kept', () => {
    const record = attemptRecord(logEntry({ content_idea_id: 'fitness-day-15-a' }), noRecheck);
    expect(record).toMatchObject({ kept: true, failures: {}, inputTokens: 900, outputTokens: 700, costUsd: 0.0015 });
  });

  it('counts the failures the engine logged, by rule', () => {
    const entry = logEntry({
      gate_failures: [
        { rule: 'relevance', reason: 'No section mentions "period cramps".' },
        { rule: 'generic-hook', reason: '"Confused about this? You are not alone." fits any topic.' },
        { rule: 'relevance', reason: 'No section mentions "leg day".' },
      ],
    });
    expect(attemptRecord(entry, noRecheck).failures).toEqual({ relevance: 2, 'generic-hook': 1 });
  });

  it('re-runs the gates on the logged draft when the engine logged no failures', () => {
    const record = attemptRecord(logEntry(), () => [{ rule: 'hooks' }, { rule: 'grammar' }]);
    expect(record.failures).toEqual({ hooks: 1, grammar: 1 });
  });

  it('falls back to the logged hook counts when the draft cannot be re-checked', () => {
    expect(attemptRecord(logEntry(), noRecheck).failures).toEqual({ hooks: 2 });
  });

  it('marks an answer that did not parse as unreadable, not as a gate failure', () => {
    const record = attemptRecord(
      logEntry({ parsing_successful: false, parsing_error: 'Not JSON', hook_validation_results: null, response_raw: '{"title": "Cr' }),
      noRecheck,
    );
    expect(record).toMatchObject({ unreadable: true, failures: {} });
  });
});

describe("the judge's scores in an AI log", () => {
  const scores = { specificity: 4, filmability: 5, hook_strength: 3, faithfulness: 4, originality: 2 };

  it('reads none from a log without a judge', () => {
    expect(rubricScoresOf(logEntry())).toBeNull();
  });

  it('reads scores logged under a judge field', () => {
    expect(rubricScoresOf(logEntry({ judge_scores: scores }))).toEqual(scores);
  });

  it('reads camel-cased criteria', () => {
    expect(
      rubricScoresOf(logEntry({ judgeScores: { specificity: 4, filmability: 5, hookStrength: 3, faithfulness: 4, originality: 2 } })),
    ).toEqual(scores);
  });

  it('takes the candidate flagged as kept among several', () => {
    const judge = {
      candidates: [
        { index: 0, scores: { ...scores, originality: 5 }, kept: false },
        { index: 1, scores, kept: true },
      ],
    };
    expect(rubricScoresOf(logEntry({ judge }))).toEqual(scores);
  });

  it('takes the best scored candidate when none is flagged', () => {
    const best = { ...scores, originality: 5 };
    expect(rubricScoresOf(logEntry({ judge: { candidates: [{ scores }, { scores: best }] } }))).toEqual(best);
  });

  it('ignores scores out of the 1-5 range', () => {
    expect(rubricScoresOf(logEntry({ judge_scores: { ...scores, specificity: 9 } }))).toBeNull();
  });
});

const comment = (text: string): SourceComment => ({
  niche: 'fitness',
  platform: 'tiktok',
  commentId: text.slice(0, 20).replace(/[^a-z]/gi, ''),
  videoUrl: 'https://www.tiktok.com/@coach/video/1',
  text,
  author: '@viewer',
  likes: 120,
  postedAt: '2026-11-01T10:00:00.000Z',
});

function ideaOf(title: string, hooks: string[], sectionTexts: string[], variant: 'A' | 'B'): ContentIdea {
  return {
    id: `fitness-day-15-${variant.toLowerCase()}`,
    niche: 'fitness',
    subNiche: 'training',
    ideaNumber: 15,
    variant,
    dayNumber: 15,
    title,
    content: {
      hooks,
      sections: sectionTexts.map((text) => ({ title: text, text, voiceover: `${text}, said out loud.`, visuals: 'Talk to camera.' })),
      why_it_works: 'Viewers asked • It answers them',
    },
    source: {
      comment: 'x',
      commentAuthor: '@viewer',
      commentLikes: 120,
      videoTitle: 'Leg day',
      videoCreator: '@coach',
      videoViews: 100_000,
      platform: 'tiktok',
    },
    generator: 'offline',
  };
}

const made = (fields: Partial<MadeIdea> & Pick<MadeIdea, 'idea' | 'comments'>): MadeIdea => ({
  day: 15,
  variant: fields.idea.variant as MadeIdea['variant'],
  angle: 0,
  insightKey: 'tiktok#1',
  askedCount: 3,
  judge: null,
  shippedFailures: {},
  ...fields,
});

const attempt = (fields: Partial<AttemptRecord> = {}): AttemptRecord => ({
  kept: false,
  unreadable: false,
  failures: {},
  inputTokens: 0,
  outputTokens: 0,
  costUsd: 0,
  ...fields,
});

function runOf(fields: Partial<NicheRun>): NicheRun {
  return {
    niche: 'fitness',
    generator: 'offline',
    model: 'offline-templates',
    firstDay: 15,
    daysAsked: 1,
    commentsRead: 10,
    insightsMined: 4,
    insightsAccepted: 3,
    asksLeftAtStart: 3,
    asksLeft: 2,
    made: [],
    attempts: [],
    daysFailed: 0,
    slotsFailed: 0,
    warnings: [],
    ...fields,
  };
}

describe('the figures of a run', () => {
  const cramps = ['can you train legs with period cramps'];
  const pilling = ['why does my sunscreen pill under makeup'];
  const run = runOf({
    made: [
      made({
        comments: cramps,
        idea: ideaOf(
          'Period cramps, step by step',
          ['Confused about period cramps? You are not alone.', 'Here is how to train with period cramps.', 'A viewer asked about cramps.'],
          ['Myth: lifting makes you bulky', 'Rest days and sleep count', 'Light cardio can ease cramps'],
          'A',
        ),
        judge: { specificity: 4, filmability: 4, hook_strength: 3, faithfulness: 5, originality: 2 },
      }),
      made({
        comments: pilling,
        askedCount: 5,
        idea: ideaOf(
          'Sunscreen pilling, step by step',
          ['Confused about sunscreen pilling? You are not alone.', 'Here is how to stop sunscreen pilling.', 'Skip the primer today.'],
          ['Myth: lifting makes you bulky', 'Rest days and sleep count', 'Let each layer dry first'],
          'B',
        ),
        judge: { specificity: 2, filmability: 4, hook_strength: 5, faithfulness: 3, originality: 4 },
      }),
    ],
    attempts: [
      attempt({ failures: { hooks: 2 }, costUsd: 0.001 }),
      attempt({ failures: { relevance: 1, hooks: 1 }, costUsd: 0.001 }),
      attempt({ unreadable: true, costUsd: 0.001 }),
      attempt({ kept: true, costUsd: 0.002, inputTokens: 900, outputTokens: 600 }),
      attempt({ kept: true, costUsd: 0.003, inputTokens: 1_000, outputTokens: 800 }),
    ],
  });
  const figures = summarise(run);

  it('shares hook openings over all hooks', () => {
    expect(figures.hooks.total).toBe(6);
    expect(figures.hooks.topOpenings.slice(0, 2)).toEqual([
      { text: 'confused about X', count: 2, share: 2 / 6 },
      { text: 'here is how', count: 2, share: 2 / 6 },
    ]);
    expect(figures.hooks.distinctOpenings).toBe(4);
  });

  it('finds the one title template both ideas use', () => {
    expect(figures.titles).toEqual({ total: 2, distinctTemplates: 1, topTemplates: [{ text: 'X, step by step', count: 2, share: 1 }] });
  });

  it('counts distinct section texts against all sections', () => {
    expect(figures.sections).toMatchObject({ total: 6, distinctTexts: 4 });
  });

  it('adds up gate failures over the failed attempts, apart from the unreadable one', () => {
    expect(figures.gateFailures).toEqual({ hooks: 3, relevance: 1 });
    expect(figures).toMatchObject({ attempts: 5, failedAttempts: 3, unreadableAttempts: 1 });
  });

  it('averages the judge scores and prices each published idea with the failed attempts included', () => {
    expect(figures.judge).toEqual({ specificity: 3, filmability: 4, hook_strength: 4, faithfulness: 4, originality: 3, scored: 2 });
    expect(figures.usage).toMatchObject({ calls: 5, inputTokens: 1_900, outputTokens: 1_400, costUsd: 0.008, costPerIdeaUsd: 0.004 });
  });

  it('records the day as made with the ask behind it', () => {
    expect(figures).toMatchObject({ ideasMade: 2, daysMade: 1, askedCounts: [5] });
  });

  it('says n/a for the judge when no idea was scored', () => {
    expect(summarise(runOf({})).judge).toBeNull();
  });

  it('merges niches into a totals row whose shares are over every idea', () => {
    const other = runOf({ niche: 'skincare', asksLeftAtStart: 7, asksLeft: 5, made: [run.made[0]!], attempts: [attempt({ kept: true })] });
    const totals = summarise(mergeRuns([run, other]));
    expect(totals).toMatchObject({ niche: 'all', asksLeftAtStart: 10, asksLeft: 7, ideasMade: 3, attempts: 6 });
    expect(totals.titles.topTemplates[0]).toEqual({ text: 'X, step by step', count: 3, share: 1 });
  });

  it('prints a table row per niche and a totals row', () => {
    const table = formatTable([figures], summarise(mergeRuns([run]))).split('\n');
    expect(table).toHaveLength(3);
    expect(table[1]).toMatch(/^fitness\s+3 -> 2\s+2\s+0\s+4\s+confused about X 33 %\s+X, step by step 100 %\s+4\/6/);
  });
});

describe('before -> now', () => {
  const now: EvalReport = {
    version: 1,
    measuredAt: '2026-12-01T00:00:00.000Z',
    now: '2026-11-12T00:00:00.000Z',
    days: 14,
    generator: 'offline',
    model: 'offline-templates',
    niches: [summarise(runOf({ asksLeftAtStart: 30, asksLeft: 16 }))],
    totals: summarise(mergeRuns([runOf({ asksLeftAtStart: 30, asksLeft: 16 })])),
  };

  it('prints each figure before and now', () => {
    const before = { ...now, niches: [{ ...now.niches[0]!, asksLeftAtStart: 23 }] };
    expect(formatComparison(before, now)).toContain('distinct asks left at start  23 -> 30');
  });

  it('marks an unchanged figure as the same', () => {
    expect(formatComparison(now, now)).toContain('distinct asks left after     16 (same)');
  });

  it('compares no totals when fewer niches ran now than in the baseline', () => {
    const before = { ...now, niches: [...now.niches, { ...now.niches[0]!, niche: 'decor' }] };
    const text = formatComparison(before, now);
    expect(text).toContain('not run now, so no totals compared: decor');
    expect(text).not.toContain('all niches');
  });

  it('shows n/a for a figure an older baseline lacks, without failing', () => {
    const older = { measuredAt: '2026-11-01T00:00:00.000Z', niches: [{ niche: 'fitness', asksLeft: 9 }] } as unknown as Partial<EvalReport>;
    const text = formatComparison(older, now);
    expect(text).toContain('distinct asks left after     9 -> 16');
    expect(text).toContain('top title template           n/a -> -');
  });
});

describe('the simulated keep-ahead days', () => {
  const video: SourceVideo = {
    platform: 'tiktok',
    url: 'https://www.tiktok.com/@coach/video/1',
    title: 'Leg day at home',
    creator: '@coach',
    views: 800_000,
  };
  let id = 0;
  const asked = (text: string): SourceComment => ({ ...comment(text), commentId: `c${(id += 1)}`, likes: 40 + id });
  const comments = [
    asked('can you train legs with period cramps or should i rest?'),
    asked('is it ok to lift on my period when the cramps are bad??'),
    asked('how do i train with period cramps without feeling awful'),
    asked('how many rest days do beginners actually need between leg days?'),
    asked('how many rest days should a beginner take between leg workouts'),
    asked('what shoes should i wear for squats at home, running shoes or flat ones?'),
    asked('what shoes are best for squats at home? flat or running shoes'),
  ];
  const isCramps = (request: DraftRequest) => /cramp/i.test(request.insight.representative.text);
  /** The offline writer, except that every draft on the cramps ask has hooks the rules refuse. */
  const failingOnCramps: Generator = {
    ...offlineGenerator,
    accepts: () => true,
    async draft(request) {
      const attempt = await offlineGenerator.draft(request);
      if (!isCramps(request) || !attempt.draft) return attempt;
      const draft = {
        ...attempt.draft,
        hooks: attempt.draft.hooks.map((hook) => ({ ...hook, text: 'In this video I show you everything.' })),
      };
      return { ...attempt, draft, raw: JSON.stringify(draft) };
    },
  };

  it('moves a day whose drafts keep failing the gates to the next insight, and counts the failures', async () => {
    const run = await simulateNiche({
      niche: 'fitness',
      nicheName: 'Fitness',
      comments,
      videos: [video],
      library: [],
      generator: failingOnCramps,
      days: 2,
      now: new Date('2026-11-12T00:00:00Z'),
    });
    const figures = summarise(run);

    const insightTexts = run.made.map((idea) => idea.comments[0]);
    expect(figures).toMatchObject({ ideasMade: 4, daysFailed: 0, slotsFailed: 2, failedAttempts: 2 * MAX_ATTEMPTS });
    expect(insightTexts.some((text) => /cramp/i.test(text!))).toBe(false);
    expect(figures.gateFailures.hooks).toBeGreaterThanOrEqual(2 * MAX_ATTEMPTS);
    expect(figures.shippedGateFailures).toEqual({});
    expect(run.warnings).toContain('1 insights passed over after a failed day.');
  });

  it('counts the asks left before and after the days it made', async () => {
    const run = await simulateNiche({
      niche: 'fitness',
      nicheName: 'Fitness',
      comments,
      videos: [video],
      library: [],
      generator: { ...offlineGenerator, accepts: () => true },
      days: 1,
      now: new Date('2026-11-12T00:00:00Z'),
    });
    expect(run.asksLeftAtStart).toBe(run.insightsAccepted);
    expect(run.asksLeft).toBe(run.asksLeftAtStart - 1);
  });

  it('fails every day, with a warning, when no insight can be built on', async () => {
    const run = await simulateNiche({
      niche: 'fitness',
      nicheName: 'Fitness',
      comments: [asked('🔥🔥🔥'), asked('love this!!')],
      videos: [video],
      library: [],
      generator: offlineGenerator,
      days: 3,
      now: new Date('2026-11-12T00:00:00Z'),
    });
    expect(summarise(run)).toMatchObject({ ideasMade: 0, daysFailed: 3, asksLeftAtStart: 0 });
    expect(run.warnings[0]).toMatch(/none the offline generator accepts/);
  });
});

describe('viewers per day', () => {
  it('lists a niche’s asked-counts in day order with their median', () => {
    expect(askedLine([1, 1, 3, 5])).toBe('1, 1, 3, 5 (median 2)');
  });

  it('groups many days into 1, 2-4 and 5 or more askers', () => {
    expect(askedLine([...Array(20).fill(1), ...Array(10).fill(3), ...Array(5).fill(6)])).toBe(
      '1 viewer: 20 days, 2-4: 10, 5 or more: 5 (median 1)',
    );
  });
});

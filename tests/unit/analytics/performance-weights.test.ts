import { describe, expect, it } from 'vitest';
import type { IdeaTraits, TasteWeights } from '#functions/personal/model';
import { rankForProfile } from '#functions/personal/rank';
import {
  applyTallyChange,
  blendTallies,
  emptyTallies,
  performanceSignal,
  performanceTallies,
  starSignal,
  tallyChange,
  tasteWeights,
} from '#functions/personal/weights';
import { skincareInsight } from '#tests/unit/personal/personal-fixtures';

const howToTutorial: IdeaTraits = { topics: [], format: 'tutorial', askKind: 'how-to' };
const recsTalking: IdeaTraits = { topics: [], format: 'talking-head', askKind: 'recommendation' };

function rated(traits: IdeaTraits, stars: number, times: number) {
  let tallies = emptyTallies();
  for (let i = 0; i < times; i += 1) tallies = applyTallyChange(tallies, tallyChange(traits, null, starSignal(stars)));
  return tallies;
}

describe("a posted video's performance in the taste weights", () => {
  it('gives twice the usual views the strongest yes and half of it the strongest no', () => {
    expect(performanceSignal(2)).toBe(10);
    expect(performanceSignal(3.7)).toBe(10);
    expect(performanceSignal(1)).toBe(0);
    expect(performanceSignal(0.5)).toBe(-10);
    expect(performanceSignal(0)).toBe(-10);
    expect(performanceSignal(null)).toBeNull();
  });

  it('moves a format that performed further than one rated five stars as often', () => {
    const performed = performanceTallies([1, 2, 3].map(() => ({ traits: howToTutorial, uplift: 2.3 })));
    const weights = tasteWeights(blendTallies(rated(recsTalking, 5, 3), performed));

    expect(weights.formats.tutorial).toBeGreaterThan(2 * weights.formats['talking-head']!);
  });

  it('stays within [-1, 1] however many videos took off', () => {
    const hundred = performanceTallies(Array.from({ length: 100 }, () => ({ traits: howToTutorial, uplift: 40 })));
    const flops = performanceTallies(Array.from({ length: 100 }, () => ({ traits: recsTalking, uplift: 0.01 })));
    const weights = tasteWeights(blendTallies(hundred, flops));

    expect(weights.formats.tutorial).toBeLessThanOrEqual(1);
    expect(weights.formats['talking-head']).toBeGreaterThanOrEqual(-1);
  });

  it('recomputed from the same videos gives the same tallies, so a rerun cannot drift', () => {
    const videos = [
      { traits: howToTutorial, uplift: 1.6 },
      { traits: recsTalking, uplift: 0.8 },
      { traits: howToTutorial, uplift: null },
    ];

    expect(performanceTallies(videos)).toEqual(performanceTallies(videos));
  });
});

describe('ranking with performance', () => {
  // Two insights as many viewers asked: only what the creator taught decides between them.
  const budget = skincareInsight('yt#budget', [
    'cheapest routine that actually works?? im a broke college student',
    'best drugstore dupes for the whole routine pls',
    'what should i buy on a student budget lol',
    'best cheap moisturizer??',
  ]);
  const retinol = skincareInsight('yt#retinol', [
    'how do u start retinol without peeling 😭',
    'how often should a beginner use retinol',
    'how do i use retinol for beginners pls',
    'how do i start retinol',
  ]);
  const first = (weights: TasteWeights) => rankForProfile([retinol, budget], null, weights).ranked[0]!.insight.key;

  it('puts the kind of ask that performed above the one merely rated five stars', () => {
    const performedRecs = performanceTallies([1, 2, 3].map(() => ({ traits: recsTalking, uplift: 2.1 })));
    const ratedHowTo = rated(howToTutorial, 5, 3);

    expect(first(tasteWeights(blendTallies(ratedHowTo, performedRecs)))).toBe('yt#budget');
  });

  it('and the other way round when it is the how-to that performed', () => {
    const performedHowTo = performanceTallies([1, 2, 3].map(() => ({ traits: howToTutorial, uplift: 2.1 })));
    const ratedRecs = rated(recsTalking, 5, 3);

    expect(first(tasteWeights(blendTallies(ratedRecs, performedHowTo)))).toBe('yt#retinol');
  });
});

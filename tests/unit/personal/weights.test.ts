import { describe, expect, it } from 'vitest';
import type { IdeaTraits } from '#functions/personal/model';
import {
  actionSignal,
  applyTallyChange,
  emptyTallies,
  starSignal,
  tallyChange,
  tasteWeights,
  type TasteTallies,
} from '#functions/personal/weights';

// The traits of "how do i layer niacinamide and vitamin c without pilling??" filmed as a tutorial.
const layering: IdeaTraits = { topics: ['actives', 'layering'], format: 'tutorial', askKind: 'how-to' };
// "is it ok to use retinol while pregnant 😭" as a talking head.
const retinolPregnant: IdeaTraits = { topics: ['retinol'], format: 'talking-head', askKind: 'is-it-ok' };

function afterSignals(traits: IdeaTraits, signals: readonly (number | null)[]): TasteTallies {
  let tallies = emptyTallies();
  let before: number | null = null;
  for (const after of signals) {
    tallies = applyTallyChange(tallies, tallyChange(traits, before, after));
    before = after;
  }
  return tallies;
}

describe('taste weights', () => {
  it('moves every topic, the format and the kind of ask of a filmed idea up', () => {
    const tallies = applyTallyChange(emptyTallies(), tallyChange(layering, null, actionSignal('filmed')));

    const weights = tasteWeights(tallies);

    expect(weights.topics.actives).toBeCloseTo(1 / 3);
    expect(weights.topics.layering).toBeCloseTo(1 / 3);
    expect(weights.formats.tutorial).toBeCloseTo(1 / 3);
    expect(weights.askKinds['how-to']).toBeCloseTo(1 / 3);
  });

  it('moves the traits of an idea marked "Not for me" down, and leaves other traits alone', () => {
    const tallies = applyTallyChange(emptyTallies(), tallyChange(retinolPregnant, null, actionSignal('not_for_me')));

    const weights = tasteWeights(tallies);

    expect(weights.topics.retinol).toBeCloseTo(-1 / 3);
    expect(weights.askKinds['is-it-ok']).toBeCloseTo(-1 / 3);
    expect(weights.topics.actives).toBeUndefined();
  });

  it('reads low stars as leaning away, 3 stars as neutral and high stars as leaning towards', () => {
    expect(starSignal(1)).toBeLessThan(starSignal(2)!);
    expect(starSignal(2)).toBeLessThan(0);
    expect(starSignal(3)).toBe(0);
    expect(starSignal(4)).toBeGreaterThan(0);
    expect(starSignal(5)).toBeGreaterThan(starSignal(4)!);
    // Filming an idea says more than five stars for it.
    expect(actionSignal('filmed')).toBeGreaterThan(starSignal(5)!);
  });

  it('never lets a weight past 1 or -1, even after 1,000 clicks the same way', () => {
    let tallies = emptyTallies();
    for (let i = 0; i < 1000; i += 1) {
      tallies = applyTallyChange(tallies, tallyChange(layering, null, actionSignal('filmed')));
      tallies = applyTallyChange(tallies, tallyChange(retinolPregnant, null, actionSignal('not_for_me')));
    }

    const weights = tasteWeights(tallies);

    expect(weights.topics.layering).toBeLessThanOrEqual(1);
    expect(weights.topics.layering).toBeGreaterThan(0.99);
    expect(weights.topics.retinol).toBeGreaterThanOrEqual(-1);
    expect(weights.topics.retinol).toBeLessThan(-0.99);
  });

  it('learns less from each click as clicks add up', () => {
    const steps: number[] = [];
    let tallies = emptyTallies();
    let previous = 0;
    for (let i = 0; i < 6; i += 1) {
      tallies = applyTallyChange(tallies, tallyChange(layering, null, actionSignal('filmed')));
      const weight = tasteWeights(tallies).topics.layering!;
      steps.push(weight - previous);
      previous = weight;
    }

    for (let i = 1; i < steps.length; i += 1) expect(steps[i]).toBeLessThan(steps[i - 1]!);
  });

  it('does not let one "Not for me" overturn a long history of filming a topic', () => {
    let tallies = emptyTallies();
    for (let i = 0; i < 20; i += 1) tallies = applyTallyChange(tallies, tallyChange(layering, null, actionSignal('filmed')));

    tallies = applyTallyChange(tallies, tallyChange(layering, null, actionSignal('not_for_me')));

    expect(tasteWeights(tallies).topics.layering).toBeGreaterThan(0.8);
  });

  it('undoes a replaced action: "Filmed it" then "Not for me" weighs exactly as "Not for me" alone', () => {
    const changedMind = afterSignals(layering, [actionSignal('filmed'), actionSignal('not_for_me')]);
    const notForMe = afterSignals(layering, [actionSignal('not_for_me')]);

    expect(changedMind).toEqual(notForMe);
    expect(tasteWeights(changedMind).formats.tutorial).toBeCloseTo(-1 / 3);
  });

  it('undoes a changed rating: 5 stars re-rated to 2 weighs exactly as 2 stars alone', () => {
    expect(afterSignals(layering, [starSignal(5), starSignal(2)])).toEqual(afterSignals(layering, [starSignal(2)]));
  });

  it('writes nothing for a repeat of the same action or the same stars', () => {
    expect(tallyChange(layering, actionSignal('not_for_me'), actionSignal('not_for_me'))).toEqual([]);
    expect(tallyChange(layering, starSignal(4), starSignal(4))).toEqual([]);
  });

  it('counts a topic an idea lists twice once, and skips a format the idea has none of', () => {
    const libraryIdea: IdeaTraits = { topics: ['spf', 'spf'], format: null, askKind: 'why' };

    const deltas = tallyChange(libraryIdea, null, actionSignal('filmed'));

    expect(deltas.map((d) => `${d.dimension}:${d.trait}`)).toEqual(['topics:spf', 'askKinds:why']);
  });

  it('leaves out a trait whose every signal was withdrawn', () => {
    const tallies = afterSignals(layering, [starSignal(4), null]);

    expect(tasteWeights(tallies).topics).toEqual({});
  });

  it('refuses a star count that is not 1 to 5', () => {
    expect(() => starSignal(6)).toThrow(RangeError);
  });
});

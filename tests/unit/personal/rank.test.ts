import { describe, expect, it } from 'vitest';
import { formatOf, rankForProfile, type RankProfile } from '#functions/personal/rank';
import type { TasteWeights } from '#functions/personal/model';
import { budget, retinol, reviewAsk, sunscreenPilling, underarms } from './personal-fixtures';

const noTaste: TasteWeights = { topics: {}, formats: {}, askKinds: {} };
const student: RankProfile = { subNiches: ['budget skincare'], formats: ['Talking head'], avoidTopics: [] };
const acne30: RankProfile = {
  subNiches: ['starting-retinol', 'acne after 30'],
  formats: ['tutorials', 'green screen'],
  avoidTopics: ['product reviews'],
};

const keys = (profile: RankProfile | null, weights: TasteWeights | null = noTaste) =>
  rankForProfile([budget, retinol, sunscreenPilling, underarms, reviewAsk], profile, weights).ranked.map((r) => r.insight.key);

describe('ranking the niche insights for a creator', () => {
  it('without a profile keeps the niche order: the most viewers asking first', () => {
    expect(keys(null)[0]).toBe('yt#retinol');
  });

  it('puts an insight on a topic the creator covers above a bigger one they do not', () => {
    const ranking = rankForProfile([retinol, budget], student, noTaste);

    expect(ranking.ranked[0]!.insight.key).toBe('yt#budget');
    expect(ranking.ranked[0]!.parts).toEqual({ niche: 33, topicFit: 15, format: 6, learned: 0 });
    expect(ranking.ranked[0]!.traits.askKind).toBe('recommendation');
    expect(ranking.ranked[0]!.fit.focus).toBe('budget skincare');
  });

  it('matches a topic the creator chose by its knowledge id, and names it as the knowledge does', () => {
    const top = rankForProfile([budget, retinol], acne30, noTaste).ranked[0]!;

    expect(top.insight.key).toBe('yt#retinol');
    expect(top.parts.topicFit).toBe(15);
    expect(top.fit.focus).toMatch(/retinol/);
  });

  it('leaves out an insight touching a topic the creator avoids, and says why', () => {
    const ranking = rankForProfile([reviewAsk, retinol], acne30, noTaste);

    expect(ranking.ranked.map((r) => r.insight.key)).toEqual(['yt#retinol']);
    expect(ranking.excluded).toEqual([{ insight: reviewAsk, reason: 'touches "product reviews", a topic this creator avoids' }]);
  });

  it('scores a how-to ask more for a creator who films tutorials', () => {
    const [top] = rankForProfile([underarms], acne30, noTaste).ranked;

    expect(top!.traits.askKind).toBe('fix');
    expect(top!.fit.format).toBe('tutorial');
    expect(top!.parts.format).toBe(6);
  });

  it('lets what a creator filmed lift a topic and what they turned down sink it, within bounds', () => {
    const likesUnderarms: TasteWeights = { topics: { 'dark-underarms': 1 }, formats: {}, askKinds: {} };
    const hatesRetinol: TasteWeights = { topics: { 'starting-retinol': -1 }, formats: {}, askKinds: { 'how-to': -1 } };

    const lifted = rankForProfile([sunscreenPilling, underarms], null, likesUnderarms).ranked[0]!;
    const sunk = rankForProfile([retinol], null, hatesRetinol).ranked[0]!;

    expect(lifted.insight.key).toBe('yt#underarms');
    expect(lifted.parts.learned).toBe(12);
    expect(lifted.fit.likedTopic).toBe('dark-underarms');
    expect(sunk.parts.learned).toBeLessThan(-6);
    expect(sunk.parts.learned).toBeGreaterThanOrEqual(-24);
  });

  it('bounds a weight stored out of range instead of letting it run away', () => {
    const runaway: TasteWeights = { topics: { 'dark-underarms': 1000 }, formats: {}, askKinds: { fix: Number.NaN } };

    expect(rankForProfile([underarms], null, runaway).ranked[0]!.parts.learned).toBe(12);
  });

  it('ranks the same insights the same way on every run', () => {
    expect(keys(acne30)).toEqual(keys(acne30));
  });
});

describe('reading the formats a creator named', () => {
  it.each([
    ['Tutorials', 'tutorial'],
    ['talking head', 'talking-head'],
    ['green-screen-reply', 'green-screen-reply'],
    ['Green screen replies', 'green-screen-reply'],
    ['voiceover over b-roll', 'voiceover-b-roll'],
    ['storytimes', null],
  ])('"%s" is %s', (named, format) => {
    expect(formatOf(named)).toBe(format);
  });
});

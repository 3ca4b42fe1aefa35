import { describe, expect, it } from 'vitest';
import { chooseForSubscriber, strongOwnInsight, type SubscriberChoiceInput } from '#functions/personal/choose';
import { rankForProfile, type RankProfile } from '#functions/personal/rank';
import { nicheReasons, reasonsForIdea } from '#functions/personal/reasons';
import { budget, retinol, skincareInsight, sunscreenPilling } from './personal-fixtures';

const now = new Date('2026-12-07T05:00:00.000Z');
const student: RankProfile = { subNiches: ['budget skincare'], formats: ['talking head'], avoidTopics: [] };

const input = (overrides: Partial<SubscriberChoiceInput> = {}): SubscriberChoiceInput => ({
  ownInsights: [],
  ranking: rankForProfile([retinol, budget, sunscreenPilling], student, null),
  had: new Set(),
  given: new Map(),
  cap: 1,
  profile: student,
  weights: null,
  nicheName: 'Skincare',
  now,
  ...overrides,
});

describe('the reasons a creator reads', () => {
  it('say how the idea fits them, the format they film and how many viewers asked', () => {
    const ranked = rankForProfile([budget], student, null).ranked[0]!;

    expect(nicheReasons(ranked, 'Skincare').map((reason) => reason.text)).toEqual([
      'Fits your focus: budget skincare',
      'You film talking-head videos',
      '3 Skincare viewers asked this',
    ]);
  });

  it('lead with the viewer count when many asked', () => {
    const big = skincareInsight('yt#big', ['cheapest routine for a broke student?'], 9);
    const ranked = rankForProfile([big], student, null).ranked[0]!;

    expect(nicheReasons(ranked, 'Skincare')[0]).toEqual({ kind: 'niche', text: '9 Skincare viewers asked this' });
  });
});

describe("a subscriber's insight of the day", () => {
  it('is the best-ranked niche insight for them', () => {
    const choice = chooseForSubscriber(input())!;

    expect(choice.insight.key).toBe('yt#budget');
    expect(choice.ownAudience).toBe(false);
    expect(choice.relaxed).toBe(false);
  });

  it('is never one they already had', () => {
    expect(chooseForSubscriber(input({ had: new Set(['yt#budget']) }))!.insight.key).toBe('yt#retinol');
  });

  it('moves on when another subscriber took their best today and the cap is reached', () => {
    expect(chooseForSubscriber(input({ given: new Map([['yt#budget', 1]]) }))!.insight.key).toBe('yt#retinol');
  });

  it('comes from their own audience first when enough of their viewers asked lately', () => {
    const own = skincareInsight(
      'own#1',
      ['can you do your night routine for oily skin', 'night routine pls'],
      6,
      '2026-12-05T10:00:00.000Z',
    );

    const choice = chooseForSubscriber(input({ ownInsights: [own] }))!;

    expect(choice.insight.key).toBe('own#1');
    expect(choice.ownAudience).toBe(true);
    expect(choice.reasons[0]).toEqual({ kind: 'own-audience', text: '6 viewers on your channel asked this' });
  });

  it('passes over an own-audience ask that is weak or stale', () => {
    const weak = skincareInsight('own#weak', ['night routine?'], 1, '2026-12-05T10:00:00.000Z');
    const stale = skincareInsight('own#stale', ['night routine?'], 8, '2026-09-01T10:00:00.000Z');

    expect(strongOwnInsight(weak, now)).toBe(false);
    expect(strongOwnInsight(stale, now)).toBe(false);
    expect(chooseForSubscriber(input({ ownInsights: [weak, stale] }))!.ownAudience).toBe(false);
  });

  it('is nothing when every insight was had or failed today', () => {
    const all = new Set(['yt#budget', 'yt#retinol']);

    expect(chooseForSubscriber(input({ had: all, skip: new Set(['yt#pilling']) }))).toBeNull();
  });
});

describe('the reasons once the idea is written', () => {
  const chosen = [
    { kind: 'topic-fit' as const, text: 'Fits your focus: budget skincare' },
    { kind: 'format' as const, text: 'You film talking-head videos' },
  ];

  it('name the format the idea is filmed in when the creator films it', () => {
    expect(reasonsForIdea(chosen, 'green-screen-reply', new Set(['talking-head', 'green-screen-reply']))).toEqual([
      chosen[0],
      { kind: 'format', text: 'You film green-screen replies' },
    ]);
  });

  it('drop the format reason when the writer chose a format the creator does not film', () => {
    expect(reasonsForIdea(chosen, 'tutorial', new Set(['talking-head']))).toEqual([chosen[0]]);
  });
});

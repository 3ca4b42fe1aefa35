import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCorpus, type SourceComment, type SourceVideo } from '#functions/content-engine/corpus';
import type { Insight } from '#functions/content-engine/insight';
import { chooseInsight, distinctAsksLeft, mineInsights } from '#functions/content-engine/insights';

const NOW = new Date('2026-11-24T00:00:00Z');
const CORPUS_DIR = fileURLToPath(new URL('../../../corpus/', import.meta.url));

function starter(niche: string): Insight[] {
  const { comments, videos } = parseCorpus(readFileSync(`${CORPUS_DIR}${niche}.jsonl`, 'utf8'));
  return mineInsights(niche, comments, videos, NOW);
}
const texts = (insight: Insight) => [insight.representative, ...insight.supporting].map((c) => c.text);
const holding = (insights: Insight[], pattern: RegExp) => insights.filter((insight) => texts(insight).some((t) => pattern.test(t)));

describe('asks worded apart become one insight', () => {
  it('groups the five postpartum asks of fitness, worded "postpartum", "after having a baby" and "after birth"', () => {
    const insights = holding(starter('fitness'), /postpartum|after having a baby/i);

    expect(insights).toHaveLength(1);
    expect(insights[0]!.askedCount).toBe(5);
    expect(insights[0]!.ask).toBe('how to get back into exercise after having a baby');
  });

  it('groups the plus-size beginners of fitness, told by "plus size", "overweight", "bigger bodies" or a weight', () => {
    const insights = holding(starter('fitness'), /plus size|overweight|bigger bodies|140kg/i);

    expect(insights).toHaveLength(1);
    expect(insights[0]!.askedCount).toBeGreaterThanOrEqual(5);
  });

  it('groups the budget routines of skincare, and leaves "it broke me out" out of them', () => {
    const insights = starter('skincare');
    const budget = holding(insights, /budget|cheapest|under \$|broke girl/i);

    expect(budget).toHaveLength(1);
    expect(budget[0]!.askedCount).toBeGreaterThanOrEqual(4);
    expect(texts(budget[0]!).filter((t) => /broke me out/.test(t))).toEqual([]);
  });

  it('keeps negotiating a salary and negotiating hospital bills apart', () => {
    const insights = starter('finance');
    const [salary] = holding(insights, /negotiate your first salary/);
    const [hospital] = holding(insights, /negotiate hospital bills/);

    expect(salary!.key).not.toBe(hospital!.key);
    expect(texts(salary!).every((t) => !/hospital/.test(t))).toBe(true);
  });

  it('names an ask in one line from what its members share', () => {
    const [breathing] = holding(starter('fitness'), /breathe during squats/);

    expect(breathing!.ask).toMatch(/^how do you breathe during squats/);
    expect(breathing!.ask).not.toMatch(/\n|\?|🥹/u);
  });
});

describe('ranking and picking', () => {
  const video: SourceVideo = {
    platform: 'tiktok',
    url: 'https://www.tiktok.com/@fit/video/9',
    title: 'Desk stretches',
    creator: '@fit',
    views: 200_000,
  };
  let nextId = 1;
  const comment = (text: string, over: Partial<SourceComment> = {}): SourceComment => ({
    niche: 'fitness',
    platform: 'tiktok',
    commentId: `r${nextId++}`,
    videoUrl: video.url,
    text,
    author: `@viewer${nextId}`,
    likes: 3,
    postedAt: '2026-11-01T10:00:00Z',
    ...over,
  });
  const corpus = () => [
    comment('can you do a shoulder press video? my shoulder clicks every time', { likes: 25_000, postedAt: '2026-11-23T10:00:00Z' }),
    comment('how do you stretch tight hip flexors at a desk?'),
    comment('hip flexor stretches for desk workers pls'),
    comment('any desk worker hip flexor routine? sitting all day wrecks my hips'),
    comment('tight hip flexors from sitting at a desk all day, what helps?'),
    comment('can u do hip flexor stretches i can do at my desk'),
  ];

  it('ranks an ask of five viewers above one comment with 25,000 likes', () => {
    const insights = mineInsights('fitness', corpus(), [video], NOW);

    expect(insights.map((insight) => insight.askedCount)).toEqual([5, 1]);
    expect(insights[0]!.score).toBeGreaterThan(insights[1]!.score);
  });

  it('serves the best fresh insight first, not the newest', () => {
    const insights = mineInsights('fitness', corpus(), [video], NOW);

    const choice = chooseInsight([...insights].reverse(), new Map(), []);

    expect(choice).toEqual({ insight: insights[0], angle: 0 });
  });

  it('counts the distinct asks left: fresh insights not used yet', () => {
    const insights = mineInsights('fitness', corpus(), [video], NOW);
    const used = new Map([[insights[0]!.key, { usedAt: '2026-11-20T05:00:00Z', uses: 1 }]]);

    expect(distinctAsksLeft(insights, new Map(), [])).toBe(2);
    expect(distinctAsksLeft(insights, used, [])).toBe(1);
  });
});

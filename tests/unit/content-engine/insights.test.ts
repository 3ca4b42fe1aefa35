import { describe, expect, it } from 'vitest';
import type { SourceComment, SourceVideo } from '#functions/content-engine/corpus';
import type { Insight } from '#functions/content-engine/insight';
import {
  NEAR_DUPLICATE_THRESHOLD,
  SHORT_NEAR_DUPLICATE_THRESHOLD,
  chooseInsight,
  corpusWeights,
  isNearDuplicate,
  mineInsights,
  scoreComment,
  similarity,
} from '#functions/content-engine/insights';

const NOW = new Date('2026-10-01T12:00:00Z');
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

const video = (over: Partial<SourceVideo> = {}): SourceVideo => ({
  platform: 'tiktok',
  url: 'https://www.tiktok.com/@glow/video/1',
  title: 'My 5-step morning routine',
  creator: '@glow',
  views: 1_000_000,
  ...over,
});

let nextId = 1;
const comment = (text: string, over: Partial<SourceComment> = {}): SourceComment => ({
  niche: 'skincare',
  platform: 'tiktok',
  commentId: `c${nextId++}`,
  videoUrl: video().url,
  text,
  author: '@viewer',
  likes: 100,
  postedAt: daysAgo(1),
  ...over,
});

describe('scoring a comment', () => {
  it('gives a request a higher score than praise with the same likes', () => {
    const request = scoreComment(comment('can you do a video on layering vitamin c and retinol'), video(), NOW);
    const praise = scoreComment(comment('love this so much, your skin is glowing'), video(), NOW);

    expect(request.signals).toContain('request');
    expect(praise.signals).toEqual([]);
    expect(request.score).toBeGreaterThan(praise.score);
  });

  it('does not mark praise as spam, it only carries no signal', () => {
    expect(scoreComment(comment('love this so much, your skin is glowing'), video(), NOW)).toEqual({ score: 0, signals: [] });
  });

  it.each([
    ['a question mark', 'my skin is oily but tight after washing?', 'question'],
    ['a question word at the start', 'how long do you wait between serums', 'question'],
    ['a question after filler', 'ok but which sunscreen works under makeup', 'question'],
    [
      'a question later in the comment, without a question mark',
      'slugging gave me fungal acne 💀 little itchy bumps everywhere. how do you treat that',
      'question',
    ],
    ['a question run on after "lol"', 'my husband refuses to do more than 1 step lol whats the bare minimum routine for a guy', 'question'],
    ['a part 2 request', 'part 2 with the night routine pls', 'request'],
    ['a trailing "pls"', 'jawline cysts every single cycle 😭 video on hormonal acne pls', 'request'],
    ['confusion', 'wait so i thought vitamin c went on at night', 'confusion'],
    ['disagreement', 'my dermatologist said you should never mix these', 'disagreement'],
    ['a complaint', 'tried this and it broke me out so badly', 'complaint'],
  ])('reads %s as %s', (_, text, signal) => {
    expect(scoreComment(comment(text), video(), NOW).signals).toContain(signal);
  });

  it.each([
    ['a statement', 'i use this serum every single morning'],
    ['a clause that starts with "when"', 'my skin looked like this too, when i was using three acids'],
  ])('finds no signal in %s that asks for nothing', (_, text) => {
    expect(scoreComment(comment(text), video(), NOW).signals).toEqual([]);
  });

  it.each([
    ['self-promotion', 'follow me for daily skincare tips and tricks'],
    ['a link', 'how do I get skin like this? see glowshop.com'],
    ['a link in bio', 'best routine ever, link in bio for mine'],
    ['crypto', 'how I made 10k with bitcoin in a month'],
    ['first!', 'first!!'],
    ['engagement bait', "who's watching in november 👇"],
  ])('ignores %s as spam', (_, text) => {
    expect(scoreComment(comment(text), video(), NOW)).toMatchObject({ ignored: 'spam', score: 0 });
  });

  it.each([
    ['only emoji', '🔥🔥🔥😍'],
    ['only punctuation', '?!?!'],
    ['fewer than three words', 'how??'],
  ])('ignores %s as empty', (_, text) => {
    expect(scoreComment(comment(text), video(), NOW)).toMatchObject({ ignored: 'empty', score: 0 });
  });

  it('scores likes relative to the video views: 50 likes on 5k views beat 50 likes on 5M views', () => {
    const text = 'how do you know your skin type?';
    const smallVideo = scoreComment(comment(text, { likes: 50 }), video({ views: 5_000 }), NOW);
    const hugeVideo = scoreComment(comment(text, { likes: 50 }), video({ views: 5_000_000 }), NOW);
    expect(smallVideo.score).toBeGreaterThan(hugeVideo.score);
  });

  it('scores more likes higher on the same video', () => {
    const text = 'how do you know your skin type?';
    expect(scoreComment(comment(text, { likes: 5_000 }), video(), NOW).score).toBeGreaterThan(
      scoreComment(comment(text, { likes: 5 }), video(), NOW).score,
    );
  });

  it('scores a recent comment above the same comment from months ago', () => {
    const text = 'how do you know your skin type?';
    const recent = scoreComment(comment(text, { postedAt: daysAgo(2) }), video(), NOW).score;
    const old = scoreComment(comment(text, { postedAt: daysAgo(120) }), video(), NOW).score;
    expect(recent).toBeGreaterThan(old);
    expect(old).toBeGreaterThan(0);
  });

  it('gives a specific comment a small bonus over a terse one with the same signal', () => {
    const terse = scoreComment(comment('how to layer serums?'), video(), NOW).score;
    const specific = scoreComment(
      comment('how do you layer a vitamin c serum with niacinamide and sunscreen in the morning?'),
      video(),
      NOW,
    ).score;
    expect(specific).toBeGreaterThan(terse);
    expect(specific).toBeLessThan(terse * 1.6);
  });
});

describe('similarity and near-duplicates', () => {
  it('matches the same question asked with shorthand', () => {
    const [a, b] = ['can you do vitamin c and retinol together?', 'can i use vit c with retinol at the same time'];
    expect(similarity(a, b)).toBeGreaterThanOrEqual(SHORT_NEAR_DUPLICATE_THRESHOLD);
    expect(isNearDuplicate(a, b)).toBe(true);
  });

  it.each([
    ['how do I know my skin type??', 'how do you figure out your skin type'],
    ['does retinol make you purge?', 'is purging normal with retinol'],
    ['is it bad to wash my hair every day?', 'washing hair daily bad or not??'],
    ['how do I pack a carry on for 2 weeks', 'can you show how you pack a carry-on for two weeks'],
    [
      'pls do a video on print on demand, is it profitable? i made 3 sales in 4 months lol',
      'honest print on demand review pls, is it actually profitable or just ads?',
    ],
  ])('matches "%s" with "%s"', (a, b) => {
    expect(isNearDuplicate(a, b)).toBe(true);
  });

  it('keeps different questions in the same niche apart', () => {
    expect(similarity('retinol for sensitive skin?', 'best sunscreen for oily skin')).toBeLessThan(NEAR_DUPLICATE_THRESHOLD);
    expect(isNearDuplicate('retinol for sensitive skin?', 'best sunscreen for oily skin')).toBe(false);
  });

  it.each([
    ['how much should I save each month', 'how much should I invest each month'],
    ['how do I get my toddler to sleep', 'how do I get my toddler to eat vegetables'],
    ['does creatine make you bloated', 'does protein powder make you bloated'],
    [
      'how do i pay for my wedding without credit cards? we have $9k and 10 months',
      '6 months without a card would destroy my credit score no?',
    ],
  ])('keeps "%s" apart from "%s"', (a, b) => {
    expect(isNearDuplicate(a, b)).toBe(false);
  });

  it('asks short comments for more similarity than long ones, where story words dilute the match', () => {
    // Both pairs score about 0.4: one different word in two is a different question, a shared topic among story words is not.
    const short = ['how much should I save each month', 'how much should I invest each month'] as const;
    const long = [
      'pls do a video on print on demand, is it profitable? i made 3 sales in 4 months lol',
      'honest print on demand review pls, is it actually profitable or just ads?',
    ] as const;
    expect(Math.abs(similarity(...short) - similarity(...long))).toBeLessThan(0.05);
    expect([isNearDuplicate(...short), isNearDuplicate(...long)]).toEqual([false, true]);
  });

  it('is 1 for the same words in another case and punctuation, and 0 for nothing in common', () => {
    expect(similarity('Double cleansing: yes or no?!', 'double cleansing yes or no')).toBe(1);
    expect(similarity('how do I know my skin type', 'best credit card for students')).toBe(0);
  });

  it('is symmetric', () => {
    const a = 'is mineral sunscreen better than chemical?';
    const b = 'mineral or chemical sunscreen, which one is better for acne';
    expect(similarity(a, b)).toBe(similarity(b, a));
    expect(isNearDuplicate(a, b)).toBe(isNearDuplicate(b, a));
  });
});

describe('similarity weighed by a niche corpus', () => {
  // Words every skincare comment uses ("skin", "routine") and one topic a few viewers ask about.
  const niche = [
    'my skin is so dry in winter, what routine do you use',
    'love this routine, my skin has never been better',
    'does this routine work for oily skin?',
    'what moisturizer do you use for dry skin',
    'is this safe for sensitive skin?',
    'my skin breaks out from everything lol',
    'can you do a night routine for combination skin',
    'what order do you apply skincare in the morning',
    'i tried this routine for a month and my skin cleared',
    'which cleanser is best for acne prone skin',
    'your skin is glowing',
    'does sunscreen go before or after moisturizer',
  ];
  const milia = [
    'can u talk about milia?? my esthetician said its from heavy eye cream',
    'how do you get rid of milia without going to a derm, theyre so tiny',
    'pls do a video on milia, i have little white dots around my eyes',
  ] as const;
  const [oily, dry] = ['is this routine ok for oily skin?', 'routine for dry skin pls'];
  const corpus = corpusWeights([...niche, ...milia, oily, dry], 'skincare');

  it('counts a rare shared word for more than common ones', () => {
    const [a, b] = milia;
    expect(similarity(a, b, corpus)).toBeGreaterThan(similarity(a, b) + 0.2);
    expect(similarity(oily, dry, corpus)).toBeLessThan(similarity(oily, dry) - 0.2);
    expect([isNearDuplicate(oily, dry), isNearDuplicate(oily, dry, corpus)]).toEqual([true, false]);
  });

  it('groups the rewordings of the rare topic when mining, and leaves the everyday questions alone', () => {
    const comments = [...niche, ...milia].map((text, index) => comment(text, { commentId: `n${index}`, likes: 10 + index }));
    const insights = mineInsights('skincare', comments, [video()], NOW);
    const group = insights.find((insight) => insight.representative.text.includes('milia'))!;
    expect(group.askedCount).toBe(3);
    expect(insights.find((insight) => insight.commentIds.includes('tiktok#n2'))!.askedCount).toBe(1);
  });

  it('is symmetric', () => {
    const [a, , c] = milia;
    expect(similarity(a, c, corpus)).toBe(similarity(c, a, corpus));
    expect(isNearDuplicate(a, c, corpus)).toBe(isNearDuplicate(c, a, corpus));
  });
});

describe('mining insights', () => {
  const videos = [
    video({ url: 'https://www.tiktok.com/@glow/video/1', views: 1_000_000, title: 'Morning routine' }),
    video({ url: 'https://www.tiktok.com/@glow/video/2', views: 3_000_000, title: 'Retinol for beginners' }),
  ];
  const [morning, retinol] = videos as [SourceVideo, SourceVideo];
  const corpus = () => [
    comment('can you do vitamin c and retinol together?', { commentId: 'a', likes: 900, videoUrl: morning.url, postedAt: daysAgo(3) }),
    comment('can i use vit c with retinol at the same time', {
      commentId: 'b',
      likes: 4_000,
      videoUrl: retinol.url,
      postedAt: daysAgo(10),
    }),
    comment('pls do a video on vitamin c and retinol together!!', {
      commentId: 'c',
      likes: 300,
      videoUrl: morning.url,
      postedAt: daysAgo(1),
    }),
    comment('retinol for sensitive skin?', { commentId: 'd', likes: 200, videoUrl: retinol.url, postedAt: daysAgo(2) }),
    comment('your skin is glowing, love this', { commentId: 'e', likes: 9_000, videoUrl: morning.url }),
    comment('follow me for daily skincare tips and tricks', { commentId: 'f', likes: 5, videoUrl: morning.url }),
    comment('how do i fix my budget', { commentId: 'g', niche: 'finance', videoUrl: morning.url }),
  ];

  it('groups near-duplicate comments with their count, likes, ids and videos', () => {
    const insights = mineInsights('skincare', corpus(), videos, NOW);
    const group = insights.find((insight) => insight.askedCount === 3)!;

    expect(group.commentIds.slice().sort()).toEqual(['tiktok#a', 'tiktok#b', 'tiktok#c']);
    expect(group.totalLikes).toBe(5_200);
    expect(group.videos.map((v) => v.url)).toEqual([retinol.url, morning.url]);
    expect(group.newestAt).toBe(daysAgo(1));
    expect(group.signals).toEqual(['request', 'question']);
    expect(group.niche).toBe('skincare');
  });

  it('picks a question or request as the representative, and lists the others most liked first', () => {
    const group = mineInsights('skincare', corpus(), videos, NOW).find((insight) => insight.askedCount === 3)!;

    expect(group.key).toBe(`tiktok#${group.representative.commentId}`);
    expect(group.commentIds[0]).toBe(group.key);
    const supportingLikes = group.supporting.map((c) => c.likes);
    expect(supportingLikes).toEqual([...supportingLikes].sort((a, b) => b - a));
    expect(group.supporting).toHaveLength(2);
  });

  it('prefers the clearest ask as representative over a more liked complaint', () => {
    const insights = mineInsights(
      'skincare',
      [
        comment('the retinol purge broke me out so badly', { commentId: 'loud', likes: 20_000 }),
        comment('does the retinol purge break you out badly?', { commentId: 'ask', likes: 50 }),
      ],
      videos,
      NOW,
    );
    expect(insights).toHaveLength(1);
    expect(insights[0]!.key).toBe('tiktok#ask');
  });

  it('keeps an unrelated question as its own insight', () => {
    const insights = mineInsights('skincare', corpus(), videos, NOW);
    const single = insights.find((insight) => insight.key === 'tiktok#d')!;
    expect(single).toMatchObject({ askedCount: 1, totalLikes: 200, commentIds: ['tiktok#d'], supporting: [] });
    expect(insights).toHaveLength(2);
  });

  it('leaves out praise, spam and other niches', () => {
    const keys = mineInsights('skincare', corpus(), videos, NOW).flatMap((insight) => insight.commentIds);
    expect(keys).not.toContain('tiktok#e');
    expect(keys).not.toContain('tiktok#f');
    expect(keys).not.toContain('tiktok#g');
  });

  it('ranks the insight many people asked above a single question', () => {
    const insights = mineInsights('skincare', corpus(), videos, NOW);
    expect(insights.map((insight) => insight.askedCount)).toEqual([3, 1]);
    expect(insights[0]!.score).toBeGreaterThan(insights[1]!.score);
  });

  it('scores a group above its representative alone', () => {
    const group = mineInsights('skincare', corpus(), videos, NOW)[0]!;
    const alone = scoreComment(
      group.representative,
      videos.find((v) => v.url === group.representative.videoUrl),
      NOW,
    ).score;
    expect(group.score).toBeGreaterThan(alone);
  });

  it('gives the same insights whatever order the comments and videos come in', () => {
    const forward = mineInsights('skincare', corpus(), videos, NOW);
    const backward = mineInsights('skincare', corpus().reverse(), [...videos].reverse(), NOW);
    expect(backward).toEqual(forward);
  });

  it('counts a comment listed twice once', () => {
    const twice = [...corpus(), ...corpus()];
    expect(mineInsights('skincare', twice, videos, NOW)).toEqual(mineInsights('skincare', corpus(), videos, NOW));
  });
});

describe('choosing the insight for a niche-day', () => {
  const insight = (key: string, newestAt: string, text = `question ${key} about something specific?`, score = 5): Insight => ({
    key,
    niche: 'skincare',
    representative: comment(text, { commentId: key }),
    supporting: [],
    askedCount: 1,
    totalLikes: 10,
    commentIds: [key],
    videos: [],
    score,
    signals: ['question'],
    newestAt,
  });
  const older = insight('older', daysAgo(20), 'how long should I wait between skincare steps?');
  const newer = insight('newer', daysAgo(2), 'is mineral sunscreen better than chemical?');
  const newest = insight('newest', daysAgo(1), 'can you do vitamin c and retinol together?');
  const use = (usedAt: string, uses = 1) => ({ usedAt, uses });

  it('draws the newest unused insight with angle 0', () => {
    expect(chooseInsight([older, newest, newer], new Map(), [])).toEqual({ insight: newest, angle: 0 });
  });

  it('breaks a tie on newest by the higher score', () => {
    const weak = insight('weak', daysAgo(1), 'how do I pick a toner for dry skin?', 2);
    const strong = insight('strong', daysAgo(1), 'what moisturizer works under makeup?', 9);
    expect(chooseInsight([weak, strong], new Map(), [])?.insight.key).toBe('strong');
  });

  it('skips insights the niche already used', () => {
    const used = new Map([['newest', use(daysAgo(3))]]);
    expect(chooseInsight([older, newest, newer], used, [])).toEqual({ insight: newer, angle: 0 });
  });

  it('skips insights an existing idea was already built on, even reworded', () => {
    const chosen = chooseInsight([older, newest, newer], new Map(), ['can I use vit c with retinol at the same time']);
    expect(chosen).toEqual({ insight: newer, angle: 0 });
  });

  it('falls back to the insight used longest ago, with its uses as the angle', () => {
    const used = new Map([
      ['older', use(daysAgo(5), 1)],
      ['newer', use(daysAgo(40), 2)],
      ['newest', use(daysAgo(10), 1)],
    ]);
    expect(chooseInsight([older, newest, newer], used, [])).toEqual({ insight: newer, angle: 2 });
  });

  it('breaks a tie on last use by the fewer uses', () => {
    const used = new Map([
      ['older', use(daysAgo(5), 3)],
      ['newer', use(daysAgo(5), 1)],
    ]);
    expect(chooseInsight([older, newer], used, [])).toEqual({ insight: newer, angle: 1 });
  });

  it('returns null only when there are no insights', () => {
    expect(chooseInsight([], new Map(), [])).toBeNull();
    expect(chooseInsight([older], new Map([['older', use(daysAgo(1))]]), [])).not.toBeNull();
  });
});

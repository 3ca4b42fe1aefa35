import { describe, expect, it } from 'vitest';
import { durationSeconds, median, outlierScore, rankVideos, type FoundVideo } from '#functions/ingestion/outliers';

describe('a YouTube duration', () => {
  it.each([
    ['PT59S', 59],
    ['PT1M30S', 90],
    ['PT3M', 180],
    ['PT3M1S', 181],
    ['PT1H2M3S', 3723],
    ['P1DT2M', 86_520],
    ['P0D', 0],
    ['PT12.5S', 13],
  ])('%s is %i seconds', (iso, seconds) => {
    expect(durationSeconds(iso)).toBe(seconds);
  });

  it.each(['', '90', 'PT', 'P', '1M30S', 'PTXS', 'pt1m'])('%j is not a duration', (text) => {
    expect(durationSeconds(text)).toBeNull();
  });
});

describe('the median of a channel’s recent uploads', () => {
  it('is the middle view count, or the mean of the middle two', () => {
    expect(median([12_000, 900, 4_000])).toBe(4_000);
    expect(median([1_000, 3_000, 2_000, 10_000_000])).toBe(2_500);
  });

  it('is null for a channel with no other upload', () => {
    expect(median([])).toBeNull();
  });
});

const video = (id: string, overrides: Partial<FoundVideo> = {}): FoundVideo => ({
  videoId: id,
  channelId: `ch-${id}`,
  views: 100_000,
  comments: 300,
  duration: 'PT45S',
  live: false,
  ...overrides,
});
const rules = { maxVideoSeconds: 180, minViews: 10_000, minComments: 20 };

describe('ranking found videos', () => {
  it('puts a small channel’s breakout above a big channel’s ordinary hit', () => {
    const breakout = video('breakout', { views: 240_000, channelId: 'small' });
    const ordinary = video('ordinary', { views: 3_000_000, channelId: 'big' });
    const medians = new Map([
      ['small', 2_000],
      ['big', 2_500_000],
    ]);

    const { ranked } = rankVideos([ordinary, breakout], medians, rules);

    expect(ranked.map((v) => [v.videoId, v.outlierScore])).toEqual([
      ['breakout', 120],
      ['ordinary', 1.2],
    ]);
  });

  it('keeps videos of at most three minutes and says why each other one was left out', () => {
    const { ranked, rejected } = rankVideos(
      [
        video('short', { duration: 'PT2M59S' }),
        video('three', { duration: 'PT3M' }),
        video('long', { duration: 'PT12M4S' }),
        video('live', { duration: 'P0D', live: true }),
        video('odd', { duration: 'soon' }),
        video('quiet', { views: 800 }),
        video('silent', { comments: 3 }),
        video('hidden', { comments: null }),
      ],
      new Map(),
      rules,
    );

    expect(ranked.map((v) => v.videoId).sort()).toEqual(['hidden', 'short', 'three']);
    expect(rejected).toEqual([
      { videoId: 'long', reason: 'too-long' },
      { videoId: 'live', reason: 'live' },
      { videoId: 'odd', reason: 'no-duration' },
      { videoId: 'quiet', reason: 'too-few-views' },
      { videoId: 'silent', reason: 'too-few-comments' },
    ]);
  });

  it('does not let a channel of a dozen views a video make any video a thousand-fold outlier', () => {
    expect(outlierScore(25_000, 12)).toBe(50);
  });

  it('ranks a video it cannot compare with its channel as ordinary, and ties by views', () => {
    const { ranked } = rankVideos([video('a', { views: 50_000 }), video('b', { views: 90_000 })], new Map(), rules);

    expect(ranked.map((v) => [v.videoId, v.outlierScore])).toEqual([
      ['b', 1],
      ['a', 1],
    ]);
  });
});

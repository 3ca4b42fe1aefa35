import { describe, expect, it } from 'vitest';
import { choosingData } from '#functions/personal/personal-files';
import {
  addDays,
  chartSeries,
  claimRatio,
  creatorUsual,
  dueChecks,
  groupUplifts,
  hookStyleOf,
  median,
  upliftOf,
  usualText,
  type GroupedVideo,
} from '#functions/analytics/rules';

const formats = choosingData().formats;

describe('when a posted video is read', () => {
  it('reads nothing on the day it was posted and day 1 the day after', () => {
    expect(dueChecks('2026-12-01', '2026-12-01', new Set())).toEqual([]);
    expect(dueChecks('2026-12-01', '2026-12-02', new Set())).toEqual([{ checkpoint: 1, dueOn: '2026-12-02', status: 'on-time' }]);
  });

  it('reads a day-1 check the quota stopped on the next day and says it is late', () => {
    expect(dueChecks('2026-12-01', '2026-12-03', new Set())).toEqual([{ checkpoint: 1, dueOn: '2026-12-02', status: 'late' }]);
  });

  it('records day 1 as missed rather than pass a week-old figure off as a day-1 one', () => {
    expect(dueChecks('2026-12-01', '2026-12-08', new Set())).toEqual([
      { checkpoint: 1, dueOn: '2026-12-02', status: 'missed' },
      { checkpoint: 7, dueOn: '2026-12-08', status: 'on-time' },
    ]);
  });

  it('leaves checkpoints already recorded alone, so a rerun reads nothing twice', () => {
    expect(dueChecks('2026-12-01', '2026-12-08', new Set([1, 7]))).toEqual([]);
  });

  it('reads day 30 up to a week late, then records it as missed', () => {
    expect(dueChecks('2026-11-01', '2026-12-06', new Set([1, 7]))).toEqual([{ checkpoint: 30, dueOn: '2026-12-01', status: 'late' }]);
    expect(dueChecks('2026-11-01', '2026-12-09', new Set([1, 7]))).toEqual([{ checkpoint: 30, dueOn: '2026-12-01', status: 'missed' }]);
  });
});

describe("the creator's usual and a video's uplift", () => {
  it('is the median of the week-old views, the middle two averaged for an even count', () => {
    expect(median([1200, 840, 15600])).toBe(1200);
    expect(median([1200, 840, 15600, 2300])).toBe(1750);
    expect(median([])).toBeNull();
  });

  it('claims nothing from two videos: the usual needs three', () => {
    const usual = creatorUsual([1840, 920]);

    expect(usual).toEqual({ median: 1380, count: 2, enough: false });
    expect(upliftOf(4000, usual)).toBeNull();
    expect(usualText(usual)).toBe('Early: 2 of 3 videos needed before we compare with your usual');
  });

  it('divides a video by the usual once there are three', () => {
    const usual = creatorUsual([1840, 920, 1310]);

    expect(upliftOf(4192, usual)).toBeCloseTo(3.2, 5);
    expect(usualText(usual)).toBe('Your usual: 1,310 views a week after posting (the median of 3 videos)');
  });

  it('never divides by zero: a creator whose videos all sit at 0 views has no usual to compare with', () => {
    const usual = creatorUsual([0, 0, 0, 12]);

    expect(usual.median).toBe(0);
    expect(upliftOf(12, usual)).toBeNull();
  });

  it('rounds a claim down to one decimal, so 2.39× is said as 2.3×', () => {
    expect(claimRatio(2.39)).toBe('2.3');
    expect(claimRatio(2.3)).toBe('2.3');
    expect(claimRatio(0.96)).toBe('0.9');
  });
});

describe('uplift by kind of ask, format and hook style', () => {
  const video = (uplift: number | null, askKind: GroupedVideo['askKind'], format: string | null, hookStyle: GroupedVideo['hookStyle']) => ({
    uplift,
    askKind,
    format,
    hookStyle,
  });
  const posted: GroupedVideo[] = [
    video(2.4, 'how-to', 'tutorial', 'how-to'),
    video(2.31, 'how-to', 'tutorial', 'list'),
    video(1.9, 'how-to', 'green-screen-reply', 'question'),
    video(0.7, 'recommendation', 'talking-head', 'story'),
    video(0.8, 'recommendation', 'talking-head', 'question'),
    video(null, 'why', 'talking-head', 'warning'),
  ];

  it('claims what three videos support: "Your how-to replies get 2.3× your usual views"', () => {
    const howTo = groupUplifts(posted, formats).find((g) => g.dimension === 'askKind' && g.group === 'how-to')!;

    expect(howTo).toMatchObject({ count: 3, enough: true });
    expect(howTo.text).toBe('Your how-to replies get 2.3× your usual views');
  });

  it('says "early" with the count for a group of two', () => {
    const recs = groupUplifts(posted, formats).find((g) => g.dimension === 'askKind' && g.group === 'recommendation')!;

    expect(recs.enough).toBe(false);
    expect(recs.text).toBe('Your recommendations: 2 posted so far, too few to call yet');
  });

  it('names formats as creators say them and leaves out a video without an uplift yet', () => {
    const groups = groupUplifts(posted, formats);

    expect(groups.find((g) => g.group === 'talking-head')!.text).toBe('Your talking-head videos: 2 posted so far, too few to call yet');
    expect(groups.some((g) => g.group === 'why' || g.group === 'warning')).toBe(false);
  });

  it('leaves out what fits no kind of ask or hook style: "your other hooks" is no advice', () => {
    const groups = groupUplifts(
      [1.4, 1.2, 1.6].map((uplift) => video(uplift, 'other', 'tutorial', 'other')),
      formats,
    );

    expect(groups.map((g) => g.group)).toEqual(['tutorial']);
  });

  it('says a group below the usual is below it, without rounding it up', () => {
    const below = groupUplifts(
      [video(0.78, 'fix', null, 'other'), video(0.81, 'fix', null, 'other'), video(0.6, 'fix', null, 'other')],
      formats,
    );

    expect(below[0]!.text).toBe('Your fixes get 0.7× your usual views: below your usual so far');
  });
});

describe('the style of a first hook', () => {
  it.each([
    ['stop putting vitamin c on before your spf 😭', 'warning'],
    ['the "skin purging" myth nobody tells you about', 'contrarian'],
    ['how to layer niacinamide without pilling', 'how-to'],
    ['3 drugstore moisturizers under $15 that actually work', 'list'],
    ['is your sunscreen the reason ur breaking out?', 'question'],
    ['i tried slugging for a week and here is what happened', 'story'],
    ['Retinol. Tonight.', 'other'],
  ])('reads "%s" as %s', (hook, style) => {
    expect(hookStyleOf(hook)).toBe(style);
  });

  it('reads a missing hook as other rather than failing', () => {
    expect(hookStyleOf(null)).toBe('other');
    expect(hookStyleOf('   ')).toBe('other');
  });
});

describe('the 90-day chart', () => {
  it('keeps the videos posted in the last 90 days, oldest first', () => {
    const today = '2026-12-08';
    const point = (videoId: string, postOn: string) => ({ videoId, postOn, title: videoId, views: null, uplift: 1 });
    const series = chartSeries([point('b', '2026-12-01'), point('old', addDays(today, -90)), point('a', addDays(today, -89))], today);

    expect(series.from).toBe('2026-09-10');
    expect(series.points.map((p) => p.videoId)).toEqual(['a', 'b']);
  });
});

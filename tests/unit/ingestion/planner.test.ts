import { describe, expect, it } from 'vitest';
import { fits, nextStep, plannable, planDay, searchesWanted, spend } from '#functions/ingestion/planner';
import type { IngestCheckpoint } from '#functions/ingestion/run-store';

const config = { buckets: { search: { dailyLimit: 100 }, reads: { dailyLimit: 10_000 } }, reserveShare: 0.1 };
const rules = { targetAsksLeft: 60, minReadsPerNiche: 40 };

describe('what may still be planned today', () => {
  it('is each bucket’s limit less the reserve less what was used', () => {
    expect(plannable(config, { search: 12, reads: 2_500 })).toEqual({ search: 78, reads: 6_500 });
  });

  it('is nothing, never a negative budget, once the reserve is reached', () => {
    expect(plannable(config, { search: 95, reads: 9_999 })).toEqual({ search: 0, reads: 0 });
  });
});

describe('splitting the day across niches', () => {
  it('serves the niche with the fewest distinct asks left first, and gives it the most reads', () => {
    const plan = planDay(
      [
        { niche: 'travel', asksLeft: 40, searchesWanted: 5 },
        { niche: 'finance', asksLeft: 10, searchesWanted: 5 },
        { niche: 'decor', asksLeft: 30, searchesWanted: 5 },
      ],
      { search: 90, reads: 9_000 },
      rules,
    );

    expect(plan.map((p) => [p.niche, p.budget.reads])).toEqual([
      ['finance', 4_500],
      ['decor', 2_700],
      ['travel', 1_800],
    ]);
    expect(plan.reduce((sum, p) => sum + p.budget.reads, 0)).toBe(9_000);
  });

  it('leaves out a niche that already has two months of asks', () => {
    const plan = planDay(
      [
        { niche: 'skincare', asksLeft: 75, searchesWanted: 5 },
        { niche: 'food', asksLeft: 20, searchesWanted: 5 },
      ],
      { search: 90, reads: 9_000 },
      rules,
    );

    expect(plan.map((p) => p.niche)).toEqual(['food']);
  });

  it('makes the best-supplied niches wait when the reads left cannot give each a worthwhile share', () => {
    const plan = planDay(
      [
        { niche: 'parenting', asksLeft: 5, searchesWanted: 5 },
        { niche: 'fashion', asksLeft: 50, searchesWanted: 5 },
      ],
      { search: 10, reads: 60 },
      rules,
    );

    expect(plan).toEqual([{ niche: 'parenting', asksLeft: 5, budget: { search: 5, reads: 60 } }]);
  });

  it('hands out search calls in the same order until they run out', () => {
    const plan = planDay(
      [
        { niche: 'haircare', asksLeft: 5, searchesWanted: 5 },
        { niche: 'selfcare', asksLeft: 8, searchesWanted: 5 },
      ],
      { search: 7, reads: 1_000 },
      rules,
    );

    expect(plan.map((p) => p.budget.search)).toEqual([5, 2]);
  });

  it('plans nothing with nothing left', () => {
    expect(planDay([{ niche: 'food', asksLeft: 0, searchesWanted: 5 }], { search: 0, reads: 0 }, rules)).toEqual([]);
  });
});

describe('stopping before the budget', () => {
  it('lets a call through only while its units fit what is left', () => {
    const left = { search: 1, reads: 2 };

    const afterOne = spend(left, 'reads', 1);
    const afterTwo = spend(afterOne, 'reads', 1);

    expect([fits(left, 'reads', 1), fits(afterOne, 'reads', 1), fits(afterTwo, 'reads', 1)]).toEqual([true, true, false]);
    expect(fits(afterTwo, 'search', 1)).toBe(true);
  });
});

const checkpoint = (overrides: Partial<IngestCheckpoint>): IngestCheckpoint => ({
  niche: 'fitness',
  runId: 'run-1',
  startedDay: '2026-12-06',
  phase: 'comments',
  queryIndex: 5,
  candidates: [],
  videos: [1, 2, 3].map((n) => ({
    videoId: `v${n}`,
    title: `Video ${n}`,
    channelId: 'c',
    channelTitle: 'C',
    views: 50_000,
    seconds: 40,
    outlierScore: 3,
  })),
  videoIndex: 0,
  pageToken: null,
  pagesRead: 0,
  updatedAt: '2026-12-06T09:00:00.000Z',
  ...overrides,
});
const limits = { queries: 5, commentPagesPerVideo: 3 };

describe('where a niche resumes', () => {
  it('starts a new pass with the first query when it has never run', () => {
    expect(nextStep(null, '2026-12-07', limits)).toEqual({ kind: 'search', queryIndex: 0 });
  });

  it('does nothing more on the day a pass completed, and starts again the next day', () => {
    const done = checkpoint({ phase: 'done', startedDay: '2026-12-07' });

    expect(nextStep(done, '2026-12-07', limits)).toEqual({ kind: 'done' });
    expect(nextStep(done, '2026-12-08', limits)).toEqual({ kind: 'search', queryIndex: 0 });
  });

  it('goes on from yesterday’s stopped pass at the page it stopped before, with nothing skipped', () => {
    const stopped = checkpoint({ videoIndex: 1, pageToken: 'QURTSl9p', pagesRead: 1 });

    expect(nextStep(stopped, '2026-12-07', limits)).toEqual({ kind: 'comments', videoIndex: 1, pageToken: 'QURTSl9p', pagesRead: 1 });
  });

  it('moves to the next video after a video’s last page, or after its page allowance', () => {
    expect(nextStep(checkpoint({ videoIndex: 0, pageToken: null, pagesRead: 2 }), '2026-12-07', limits)).toMatchObject({
      kind: 'comments',
      videoIndex: 1,
      pageToken: null,
    });
    expect(nextStep(checkpoint({ videoIndex: 1, pageToken: 'more', pagesRead: 3 }), '2026-12-07', limits)).toMatchObject({
      kind: 'comments',
      videoIndex: 2,
    });
    expect(nextStep(checkpoint({ videoIndex: 2, pageToken: null, pagesRead: 1 }), '2026-12-07', limits)).toEqual({ kind: 'done' });
  });

  it('resumes a search at the query it had not searched yet, then chooses', () => {
    const searching = checkpoint({ phase: 'search', queryIndex: 3 });

    expect(nextStep(searching, '2026-12-07', limits)).toEqual({ kind: 'search', queryIndex: 3 });
    expect(searchesWanted(searching, '2026-12-07', 5)).toBe(2);
    expect(nextStep(checkpoint({ phase: 'search', queryIndex: 5 }), '2026-12-07', limits)).toEqual({ kind: 'choose' });
  });
});

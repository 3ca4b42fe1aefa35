import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useStackTable } from '#tests/support/data';

const stack = inject('stack');

let sources: typeof import('#functions/ingestion/sources-store');
let runs: typeof import('#functions/ingestion/run-store');
beforeAll(async () => {
  useStackTable(stack);
  sources = await import('#functions/ingestion/sources-store');
  runs = await import('#functions/ingestion/run-store');
});

/** A niche id no other test uses, so each test starts from a niche nobody has edited. */
const freshNiche = () => `t-${randomUUID().slice(0, 8)}`;
const now = new Date('2026-12-07T18:00:00Z');

describe('a niche’s sources', () => {
  it('are the seeded queries at version 0 until an admin saves their own', async () => {
    const skincare = await sources.getNicheSources('skincare');

    expect(skincare.queries).toContain('skincare routine for oily skin');
    expect(skincare).toMatchObject({ version: 0, updatedAt: null, videos: [], channels: [] });
  });

  it('take an admin’s queries at the version they read, and refuse a save from a stale screen', async () => {
    const niche = freshNiche();

    const first = await sources.putNicheQueries(niche, ['  glass skin routine', 'slugging'], 0, 'admin@example.com');
    const stale = await sources.putNicheQueries(niche, ['something else'], 0, 'other@example.com');
    const second = await sources.putNicheQueries(niche, ['glass skin routine'], 1, 'admin@example.com');

    expect([first, stale, second]).toEqual(['ok', 'conflict', 'ok']);
    const saved = await sources.getNicheSources(niche);
    expect(saved.queries).toEqual(['glass skin routine']);
    expect(saved.version).toBe(2);
    expect(saved.updatedAt).not.toBeNull();
  });

  it('list a video and a channel an admin added, once each, under their niche only', async () => {
    const niche = freshNiche();
    const other = freshNiche();
    const video = {
      id: 'dQw4w9WgXcQ',
      title: 'Night routine',
      url: 'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      addedBy: 'admin@example.com',
    };
    const channel = {
      id: 'UC1234567890abcdefghijkl',
      title: 'Skin by Sam',
      url: 'https://www.youtube.com/@skinbysam',
      addedBy: 'admin@example.com',
    };

    const added = await sources.addNicheVideo(niche, video, now);
    const again = await sources.addNicheVideo(niche, { ...video, title: 'Renamed' }, new Date('2026-12-08T00:00:00Z'));
    await sources.addNicheChannel(niche, channel, now);

    expect([added, again]).toEqual(['added', 'exists']);
    const [listed, untouched] = await sources.listNicheSources([niche, other]);
    expect(listed!.videos).toEqual([{ ...video, addedAt: now.toISOString() }]);
    expect(listed!.channels).toEqual([{ ...channel, addedAt: now.toISOString() }]);
    expect(untouched).toMatchObject({ niche: other, videos: [], channels: [], version: 0 });
  });
});

describe('the run store', () => {
  it('gives each niche its newest run, and leaves out a niche never run', async () => {
    const niche = freshNiche();
    const base = { niche, finishedAt: null, status: 'running' as const, videosFound: 0, commentsAdded: 0, errors: [] };
    await runs.putRunSummary({ ...base, runId: 'r1', startedAt: '2026-12-06T08:00:00.000Z' });
    await runs.putRunSummary({
      ...base,
      runId: 'r2',
      startedAt: '2026-12-07T08:00:00.000Z',
      finishedAt: '2026-12-07T08:03:00.000Z',
      status: 'done',
      videosFound: 12,
      commentsAdded: 840,
      errors: [{ videoId: 'abc', reason: 'commentsDisabled', message: 'Comments are turned off on this video' }],
    });

    const latest = await runs.latestRuns([niche, freshNiche()]);

    expect([...latest.keys()]).toEqual([niche]);
    expect(latest.get(niche)).toMatchObject({ runId: 'r2', status: 'done', commentsAdded: 840, errors: [{ reason: 'commentsDisabled' }] });
  });

  it('counts the units of calls made at once without losing any', async () => {
    // A day no other test spends on.
    const day = '2099-06-15';

    await Promise.all([
      ...Array.from({ length: 10 }, () => runs.recordQuota(day, 'reads', 1, now)),
      runs.recordQuota(day, 'search', 1, now),
    ]);

    expect(await runs.quotaUsed(day)).toEqual({ search: 1, reads: 10 });
  });

  it('reports nothing used on a day without calls', async () => {
    expect(await runs.quotaUsed('2000-01-01')).toEqual({ search: 0, reads: 0 });
  });

  it('lets one run hold the lease until it gives it back or it lapses', async () => {
    const first = await runs.claimLease('refresh', 'run-a', now, 600);
    const second = await runs.claimLease('refresh', 'run-b', now, 600);
    const lapsed = await runs.claimLease('refresh', 'run-c', new Date(now.getTime() + 601_000), 600);
    await runs.releaseLease('refresh', 'run-c');
    const afterRelease = await runs.claimLease('refresh', 'run-d', now, 600);
    await runs.releaseLease('refresh', 'run-d');

    expect(first).toEqual({ claimed: true });
    expect(second).toEqual({ claimed: false, heldBy: 'run-a', since: now.toISOString() });
    expect(lapsed).toEqual({ claimed: true });
    expect(afterRelease).toEqual({ claimed: true });
  });

  it('keeps a niche’s checkpoint as written', async () => {
    const niche = freshNiche();
    const checkpoint = {
      niche,
      runId: 'r1',
      startedDay: '2026-12-07',
      phase: 'comments' as const,
      queryIndex: 5,
      candidates: [],
      videos: [{ videoId: 'v1', title: 'T', channelId: 'c', channelTitle: 'C', views: 10, seconds: 30, outlierScore: 4 }],
      videoIndex: 0,
      pageToken: 'next-page',
      pagesRead: 1,
      updatedAt: now.toISOString(),
    };

    await runs.putCheckpoint(checkpoint);

    expect(await runs.getCheckpoint(niche)).toEqual(checkpoint);
    expect(await runs.getCheckpoint(freshNiche())).toBeNull();
  });
});

import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { useStackTable } from '#tests/support/data';
import { deleteYouTubeComment, resetYouTube, youtubeOf, youtubeRequests } from '#tests/support/youtube';

const stack = inject('stack');

let ingest: typeof import('#functions/ingestion/ingest');
let refresh: typeof import('#functions/ingestion/refresh');
let corpusStore: typeof import('#functions/content-engine/corpus-store');
beforeAll(async () => {
  useStackTable(stack);
  ingest = await import('#functions/ingestion/ingest');
  refresh = await import('#functions/ingestion/refresh');
  corpusStore = await import('#functions/content-engine/corpus-store');
});
beforeEach(async () => {
  await resetYouTube(stack);
});

const DAY_MS = 86_400_000;
const fetched = async (niche: string) => (await corpusStore.listFetchedCorpus(niche)).comments;

describe('the refresh job', () => {
  it('deletes a comment YouTube no longer has and renews one it still has, 50 ids a call', async () => {
    const readAt = new Date('2026-12-07T18:00:00Z');
    await ingest.runIngest({ now: readAt, api: youtubeOf(stack), key: stack.youtubeKey!, niches: ['parenting'] });
    const kept = await fetched('parenting');
    const [gone, still] = [kept[0]!, kept[1]!];
    await resetYouTube(stack);
    await deleteYouTubeComment(stack, gone.commentId);
    // 27 days on: every comment is due within the job's window.
    const now = new Date(readAt.getTime() + 27 * DAY_MS);

    const result = await refresh.runRefresh({ now, api: youtubeOf(stack), key: stack.youtubeKey!, niches: ['parenting'] });

    expect(result.status).toBe('ran');
    const after = new Map((await fetched('parenting')).map((c) => [c.commentId, c]));
    expect(after.has(gone.commentId)).toBe(false);
    expect(after.get(still.commentId)).toMatchObject({
      fetchedAt: now.toISOString(),
      refreshBy: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    });
    expect(after.size).toBe(kept.length - 1);
    const calls = (await youtubeRequests(stack)).filter((c) => c.method === 'comments.list');
    expect(calls).toHaveLength(Math.ceil(kept.length / 50));
    expect(calls.every((c) => c.units === 1)).toBe(true);
  });

  it('deletes comments past their refreshBy without reading them, and mining no longer sees them', async () => {
    const readAt = new Date('2026-12-07T18:00:00Z');
    await ingest.runIngest({ now: readAt, api: youtubeOf(stack), key: stack.youtubeKey!, niches: ['relationships'] });
    const kept = await fetched('relationships');
    const now = new Date(readAt.getTime() + 31 * DAY_MS);
    const mined = (await corpusStore.listNicheCorpus('relationships', now)).comments.filter((c) => c.source === 'youtube');
    await resetYouTube(stack);

    const result = await refresh.runRefresh({ now, api: youtubeOf(stack), key: stack.youtubeKey!, niches: ['relationships'] });

    expect(kept.length).toBeGreaterThan(0);
    expect(mined).toEqual([]);
    expect(result.status === 'ran' && result.niches[0]).toMatchObject({ expired: kept.length, renewed: 0 });
    expect(await fetched('relationships')).toEqual([]);
    expect((await youtubeRequests(stack)).filter((c) => c.method === 'comments.list')).toEqual([]);
  });
});

import type { youtube_v3 } from '@googleapis/youtube';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { useStackTable } from '#tests/support/data';
import { exhaustYouTubeQuota, nextPacificDay, patchYouTubeVideo, resetYouTube, youtubeOf, youtubeRequests } from '#tests/support/youtube';

const stack = inject('stack');

let ingest: typeof import('#functions/ingestion/ingest');
let corpusStore: typeof import('#functions/content-engine/corpus-store');
let insights: typeof import('#functions/content-engine/insights');
let runStore: typeof import('#functions/ingestion/run-store');
let sourcesStore: typeof import('#functions/ingestion/sources-store');
let ingestionFiles: typeof import('#functions/ingestion/ingestion-files');
beforeAll(async () => {
  ingestionFiles = await import('#functions/ingestion/ingestion-files');
  useStackTable(stack);
  ingest = await import('#functions/ingestion/ingest');
  corpusStore = await import('#functions/content-engine/corpus-store');
  insights = await import('#functions/content-engine/insights');
  runStore = await import('#functions/ingestion/run-store');
  sourcesStore = await import('#functions/ingestion/sources-store');
});
beforeEach(async () => {
  await resetYouTube(stack);
});

const DAY_MS = 86_400_000;
/** `needy`: the niche is served whatever its supply (a run after the first has filled it past the target). */
const run = (niche: string, now: Date, options: { needy?: boolean } = {}) =>
  ingest.runIngest({
    now,
    api: youtubeOf(stack),
    key: stack.youtubeKey!,
    niches: [niche],
    ...(options.needy ? { config: { ...ingestionFiles.quotaConfig(), targetAsksLeft: 100_000 } } : {}),
  });
const ran = async (niche: string, now: Date, options: { needy?: boolean } = {}) => {
  const result = await run(niche, now, options);
  if (result.status !== 'ran') throw new Error(`Expected the run to go ahead, got ${result.status}`);
  return result;
};
const youtubeComments = async (niche: string, now: Date) =>
  (await corpusStore.listNicheCorpus(niche, now)).comments.filter((c) => c.source === 'youtube');

/** The comment threads the emulator gives for a video on the pages a run reads (3 pages of 100). */
async function threadIdsOf(videoId: string): Promise<string[]> {
  const api = youtubeOf(stack);
  const ids: string[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < 3; page += 1) {
    const { data }: { data: youtube_v3.Schema$CommentThreadListResponse } = await api.commentThreads.list({
      part: ['snippet'],
      videoId,
      order: 'relevance',
      maxResults: 100,
      textFormat: 'plainText',
      ...(pageToken ? { pageToken } : {}),
    });
    ids.push(...(data.items ?? []).map((t) => t.snippet!.topLevelComment!.id!));
    pageToken = data.nextPageToken ?? undefined;
    if (!pageToken) break;
  }
  return ids;
}

describe('an ingest run', () => {
  it("reads a niche's viral Shorts' comments into the corpus, and mining finds more asks than before", async () => {
    const now = new Date('2026-12-07T18:00:00Z');
    const catalogue = (await (await fetch(`${stack.youtube}__emulator/catalogue`)).json()) as {
      niches: Record<string, { videos: Array<{ id: string; duration: string; comments: number }> }>;
    };
    const long = catalogue.niches.skincare!.videos.filter((v) => v.comments > 0 && /^PT(?:\d+H|[4-9]M|\d\dM|3M[1-9])/.test(v.duration));
    const before = await corpusStore.listNicheCorpus('skincare', now);
    const asksBefore = insights.mineInsights('skincare', before.comments, before.videos, now).length;

    const result = await ran('skincare', now);

    const summary = result.summaries[0]!;
    expect(summary).toMatchObject({ niche: 'skincare', status: 'done' });
    expect(summary.commentsAdded).toBeGreaterThan(300);
    const added = await youtubeComments('skincare', now);
    expect(added).toHaveLength(summary.commentsAdded);
    // Searches also find other niches' videos: none of theirs is read as skincare.
    const own = new Set(catalogue.niches.skincare!.videos.map((v) => v.id));
    expect(added.filter((c) => !own.has(c.videoId!))).toEqual([]);
    for (const comment of added) {
      expect(comment.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\/shorts\/[\w-]{11}$/);
      expect(Date.parse(comment.refreshBy!) - Date.parse(comment.fetchedAt!)).toBe(30 * DAY_MS);
    }
    const after = await corpusStore.listNicheCorpus('skincare', now);
    expect(insights.mineInsights('skincare', after.comments, after.videos, now).length).toBeGreaterThan(asksBefore + 20);
    // A video over three minutes is never read, however viral.
    const read = new Set((await youtubeRequests(stack)).filter((c) => c.method === 'commentThreads.list').map((c) => c.params.videoId));
    expect(long.length).toBeGreaterThan(0);
    for (const video of long) expect(read.has(video.id)).toBe(false);
  });

  it('searches recent Shorts once per query, reads comments by relevance 100 a page as plain text, and counts every unit', async () => {
    const now = new Date('2026-12-07T18:00:00Z');
    const before = await runStore.quotaUsed(runStore.pacificDay(now));

    await ran('haircare', now);

    const calls = await youtubeRequests(stack);
    const searches = calls.filter((c) => c.method === 'search.list');
    expect(searches).toHaveLength(5);
    for (const search of searches)
      expect(search.params).toMatchObject({
        type: 'video',
        videoDuration: 'short',
        order: 'viewCount',
        regionCode: 'US',
        relevanceLanguage: 'en',
      });
    const threads = calls.filter((c) => c.method === 'commentThreads.list');
    expect(threads.length).toBeGreaterThan(0);
    for (const page of threads) expect(page.params).toMatchObject({ order: 'relevance', maxResults: '100', textFormat: 'plainText' });
    const units = (bucket: 'search' | 'reads') => calls.filter((c) => c.bucket === bucket).reduce((sum, c) => sum + c.units, 0);
    const after = await runStore.quotaUsed(runStore.pacificDay(now));
    expect({ search: after.search - before.search, reads: after.reads - before.reads }).toEqual({
      search: units('search'),
      reads: units('reads'),
    });
  });

  it('adds nothing when run again the next day on the same videos', async () => {
    const now = new Date('2026-12-07T18:00:00Z');
    await ran('selfcare', now);
    const first = await youtubeComments('selfcare', now);
    await nextPacificDay(stack);

    const again = await ran('selfcare', new Date(now.getTime() + DAY_MS), { needy: true });

    expect(again.summaries[0]).toMatchObject({ status: 'done', commentsAdded: 0 });
    expect(await youtubeComments('selfcare', now)).toHaveLength(first.length);
  });

  it('does nothing more the same day once a niche is done', async () => {
    const now = new Date('2026-12-07T18:00:00Z');
    await ran('spirituality', now);
    await resetYouTube(stack);

    const again = await ran('spirituality', new Date(now.getTime() + 60_000));

    expect(again.planned).toEqual([]);
    expect(await youtubeRequests(stack)).toEqual([]);
  });

  it('stops cleanly when YouTube’s quota runs out half-way, and the next Pacific day resumes with no duplicate and no gap', async () => {
    const now = new Date('2026-12-07T18:00:00Z');
    // YouTube's quota runs out (the emulator's control) once two pages of comments were read.
    const api = youtubeOf(stack);
    const list = api.commentThreads.list.bind(api.commentThreads) as (params: object) => Promise<unknown>;
    let pagesRead = 0;
    (api.commentThreads as unknown as { list: (params: object) => Promise<unknown> }).list = async (params) => {
      if (pagesRead++ === 2) await exhaustYouTubeQuota(stack);
      return list(params);
    };

    const stopped = await ingest.runIngest({ now, api, key: stack.youtubeKey!, niches: ['fitness'] });
    if (stopped.status !== 'ran') throw new Error('Expected the run to go ahead');
    const half = await youtubeComments('fitness', now);
    await nextPacificDay(stack);
    const resumed = await ran('fitness', new Date(now.getTime() + DAY_MS), { needy: true });

    expect(stopped.summaries[0]).toMatchObject({ status: 'stopped-quota' });
    expect(stopped.stoppedBy).toBe('quotaExceeded');
    expect(half.length).toBeGreaterThan(0);
    expect(resumed.summaries[0]).toMatchObject({ status: 'done' });
    expect(resumed.summaries[0]!.commentsAdded).toBeGreaterThan(0);
    const calls = await youtubeRequests(stack);
    // Resumed from the checkpoint: no search again, and every page read once.
    expect(calls.filter((c) => c.day !== calls[0]!.day && c.method === 'search.list')).toEqual([]);
    const pages = calls
      .filter((c) => c.method === 'commentThreads.list' && c.status === 200)
      .map((c) => `${c.params.videoId}#${c.params.pageToken ?? ''}`);
    expect(new Set(pages).size).toBe(pages.length);
    const checkpoint = await runStore.getCheckpoint('fitness');
    const stored = new Set((await youtubeComments('fitness', now)).map((c) => c.commentId));
    for (const video of checkpoint!.videos) for (const id of await threadIdsOf(video.videoId)) expect(stored.has(id)).toBe(true);
  });

  it('records and skips a video with comments turned off and an added video that was deleted', async () => {
    const now = new Date('2026-12-07T18:00:00Z');
    const catalogue = (await (await fetch(`${stack.youtube}__emulator/catalogue`)).json()) as {
      niches: Record<string, { videos: Array<{ id: string; views: number; comments: number; duration: string }> }>;
    };
    const withComments = catalogue.niches.food!.videos.filter((v) => v.comments > 20).sort((a, b) => b.views - a.views);
    const [turnedOff, deleted] = [withComments[0]!, withComments[1]!];
    await patchYouTubeVideo(stack, turnedOff.id, { commentsDisabled: true });
    await patchYouTubeVideo(stack, deleted.id, { deleted: true });
    await sourcesStore.addNicheVideo(
      'food',
      { id: deleted.id, title: 'Added by an admin', url: `https://www.youtube.com/shorts/${deleted.id}`, addedBy: 'admin@example.com' },
      now,
    );

    const result = await ran('food', now);

    const summary = result.summaries[0]!;
    expect(summary.status).toBe('done');
    expect(summary.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ videoId: turnedOff.id, reason: 'commentsDisabled' }),
        expect.objectContaining({ videoId: deleted.id, reason: 'videoNotFound' }),
      ]),
    );
    expect(summary.commentsAdded).toBeGreaterThan(0);
    const latest = (await runStore.latestRuns(['food'])).get('food');
    expect(latest?.errors.map((e) => e.reason)).toEqual(expect.arrayContaining(['commentsDisabled', 'videoNotFound']));
  });

  it('lets one of two runs started at once work, and the other do nothing', async () => {
    const now = new Date('2026-12-07T18:00:00Z');

    const results = await Promise.all([run('travel', now), run('travel', now)]);

    expect(results.map((r) => r.status).sort()).toEqual(['busy', 'ran']);
    const pages = (await youtubeRequests(stack))
      .filter((c) => c.method === 'commentThreads.list')
      .map((c) => `${c.params.videoId}#${c.params.pageToken ?? ''}`);
    expect(new Set(pages).size).toBe(pages.length);
  });
});

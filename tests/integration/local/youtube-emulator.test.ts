import { GaxiosError } from 'gaxios';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { FAILURE_REASONS, startYouTubeEmulator } from '#lib/local/youtube';
import {
  deleteYouTubeComment,
  exhaustYouTubeQuota,
  failNextYouTube,
  nextPacificDay,
  patchYouTubeVideo,
  resetYouTube,
  setYouTubeQuota,
  youtubeCatalogue,
  youtubeOf,
  youtubeQuota,
  youtubeRequests,
  type CatalogueVideo,
} from '#tests/support/youtube';
import { youtube } from '@googleapis/youtube';

/**
 * The stack's YouTube emulator, driven through the real `@googleapis/youtube` client the way the
 * ingestion calls it, so what these tests see is what the app sees. Its world is reset before each.
 */
const stack = inject('stack');
const yt = youtubeOf(stack);

/** What the real client throws, with Google's `errors[0].reason`. */
async function failure(call: Promise<unknown>): Promise<{ status: number | undefined; reason: string; domain: string; message: string }> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(GaxiosError);
    const body = (error as GaxiosError<{ error: { message: string; errors: Array<{ reason: string; domain: string }> } }>).response?.data;
    return {
      status: (error as GaxiosError).status,
      reason: body?.error.errors[0]?.reason ?? '',
      domain: body?.error.errors[0]?.domain ?? '',
      message: body?.error.message ?? '',
    };
  }
  throw new Error('expected the call to fail');
}

async function skincare() {
  const { niches } = await youtubeCatalogue(stack);
  const niche = niches['skincare'];
  if (!niche) throw new Error('no skincare fixtures');
  const withComments = niche.videos.filter((v) => v.comments > 0 && !v.commentsDisabled && !v.deleted && v.privacy === 'public');
  const busiest = withComments.reduce((a, b) => (b.comments > a.comments ? b : a));
  return { ...niche, busiest };
}

const findVideo = async (where: (video: CatalogueVideo) => boolean): Promise<CatalogueVideo> => {
  const { niches } = await youtubeCatalogue(stack);
  const video = Object.values(niches)
    .flatMap((n) => n.videos)
    .find(where);
  if (!video) throw new Error('no such fixture video');
  return video;
};

beforeEach(async () => {
  await resetYouTube(stack);
});

describe('search.list on the YouTube emulator', () => {
  it('finds recent short videos for a niche query, most viewed first, in pages', async () => {
    const publishedAfter = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const query = {
      part: ['snippet'],
      q: 'skincare',
      type: ['video'],
      videoDuration: 'short',
      order: 'viewCount',
      publishedAfter,
      maxResults: 5,
    };

    const first = await yt.search.list(query);
    const second = await yt.search.list({ ...query, pageToken: first.data.nextPageToken ?? undefined });

    expect(first.data.kind).toBe('youtube#searchListResponse');
    expect(first.data.items).toHaveLength(5);
    expect(first.data.items?.[0]?.id).toEqual({ kind: 'youtube#video', videoId: expect.stringMatching(/^[\w-]{11}$/) });
    expect(first.data.items?.[0]?.snippet?.channelTitle).not.toBe('');
    const ids = [...(first.data.items ?? []), ...(second.data.items ?? [])].map((item) => item.id?.videoId);
    expect(new Set(ids).size).toBe(ids.length);
    const views = (await yt.videos.list({ part: ['statistics'], id: ids as string[] })).data.items?.map((v) =>
      Number(v.statistics?.viewCount),
    );
    expect(views?.slice(0, 5)).toEqual([...(views ?? [])].slice(0, 5).sort((a, b) => b - a));
  });

  it('leaves out videos published before publishedAfter', async () => {
    const publishedAfter = new Date(Date.now() - 4.5 * 86_400_000).toISOString();

    const found = await yt.search.list({
      part: ['snippet'],
      q: 'skincare',
      type: ['video'],
      order: 'date',
      publishedAfter,
      maxResults: 50,
    });

    const dates = found.data.items?.map((item) => item.snippet?.publishedAt ?? '') ?? [];
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date >= publishedAfter.replace(/\.\d{3}Z$/, 'Z')).toBe(true);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('does not find videos of four minutes or more with videoDuration=short, nor private or deleted ones', async () => {
    const long = await findVideo((v) => v.duration === 'PT4M10S');
    const hidden = await findVideo((v) => v.privacy === 'private');

    const found = await yt.search.list({ part: ['id'], q: long.title, type: ['video'], videoDuration: 'short', maxResults: 50 });
    const any = await yt.search.list({ part: ['id'], q: hidden.title, type: ['video'], maxResults: 50 });

    const ids = (found.data.items ?? []).map((item) => item.id?.videoId);
    expect(ids).not.toContain(long.id);
    expect((any.data.items ?? []).map((item) => item.id?.videoId)).not.toContain(hidden.id);
  });

  it('refuses videoDuration without type=video, as YouTube does', async () => {
    const refused = await failure(yt.search.list({ part: ['snippet'], q: 'skincare', videoDuration: 'short' }));

    expect(refused).toMatchObject({ status: 400, reason: 'invalidSearchFilter' });
  });
});

describe('videos.list, channels.list and playlistItems.list on the YouTube emulator', () => {
  it('describes videos with ISO 8601 durations and counts as strings, leaving out unknown and private ids', async () => {
    const { busiest } = await skincare();
    const threeMinutes = await findVideo((v) => v.duration === 'PT3M25S');
    const hidden = await findVideo((v) => v.privacy === 'private');

    const { data } = await yt.videos.list({
      part: ['snippet', 'statistics', 'contentDetails', 'status'],
      id: [busiest.id, threeMinutes.id, hidden.id, 'AAAAAAAAAAA'],
    });

    expect(data.kind).toBe('youtube#videoListResponse');
    expect(data.items?.map((v) => v.id)).toEqual([busiest.id, threeMinutes.id]);
    const video = data.items?.[0];
    expect(video?.contentDetails?.duration).toMatch(/^PT(\d+M)?\d+S$/);
    expect(video?.statistics?.viewCount).toBe(String(busiest.views));
    expect(video?.statistics?.commentCount).toMatch(/^\d+$/);
    expect(video?.status?.privacyStatus).toBe('public');
    expect(data.items?.[1]?.contentDetails?.duration).toBe('PT3M25S');
  });

  it('finds a channel by handle and lists its uploads newest first, a breakout among ordinary views', async () => {
    const { channels, busiest } = await skincare();
    const owner = channels.find((c) => c.id === busiest.channelId)!;

    const channel = (await yt.channels.list({ part: ['snippet', 'statistics', 'contentDetails'], forHandle: owner.handle })).data
      .items?.[0];
    const uploads = channel?.contentDetails?.relatedPlaylists?.uploads ?? '';
    const page1 = await yt.playlistItems.list({ part: ['contentDetails'], playlistId: uploads, maxResults: 50 });
    const ids = page1.data.items?.map((item) => item.contentDetails?.videoId ?? '') ?? [];
    const videos = (await yt.videos.list({ part: ['statistics'], id: ids })).data.items ?? [];

    expect(channel?.snippet?.customUrl).toBe(owner.handle.toLowerCase());
    expect(channel?.statistics?.subscriberCount).toBe(String(owner.subscribers));
    expect(uploads).toBe(`UU${owner.id.slice(2)}`);
    expect(ids).toContain(busiest.id);
    const published = page1.data.items?.map((item) => item.contentDetails?.videoPublishedAt ?? '') ?? [];
    expect(published).toEqual([...published].sort().reverse());
    const views = videos.map((v) => Number(v.statistics?.viewCount)).sort((a, b) => a - b);
    const median = views[Math.floor(views.length / 2)]!;
    expect(busiest.views / median).toBeGreaterThan(50);
  });

  it('answers an unknown handle with no items and an unknown playlist with playlistNotFound', async () => {
    const none = await yt.channels.list({ part: ['snippet'], forHandle: '@nobody-has-this-handle' });
    const missing = await failure(yt.playlistItems.list({ part: ['snippet'], playlistId: 'UUAAAAAAAAAAAAAAAAAAAAAA' }));

    expect(none.data.pageInfo?.totalResults).toBe(0);
    expect(none.data.items).toBeUndefined();
    expect(missing).toMatchObject({ status: 404, reason: 'playlistNotFound' });
  });
});

describe('commentThreads.list and comments.list on the YouTube emulator', () => {
  it('pages a busy video past 100 threads, each once, with replies inline up to five', async () => {
    const { busiest } = await skincare();
    const call = { part: ['snippet', 'replies'], videoId: busiest.id, order: 'relevance', maxResults: 100, textFormat: 'plainText' };

    const first = await yt.commentThreads.list(call);
    const second = await yt.commentThreads.list({ ...call, pageToken: first.data.nextPageToken ?? undefined });

    expect(first.data.items).toHaveLength(100);
    expect(second.data.nextPageToken).toBeUndefined();
    const threads = [...(first.data.items ?? []), ...(second.data.items ?? [])];
    expect(new Set(threads.map((t) => t.id)).size).toBe(threads.length);
    const replies = threads.reduce((n, t) => n + (t.snippet?.totalReplyCount ?? 0), 0);
    expect(threads.length + replies).toBe(busiest.comments);
    const top = threads[0]?.snippet?.topLevelComment;
    expect(top?.id).toMatch(/^Ug[wxyz][\w-]{16}4AaABAg$/);
    expect(top?.snippet?.authorDisplayName).toMatch(/^@/);
    expect(top?.snippet?.textDisplay).toBe(top?.snippet?.textOriginal);
    for (const thread of threads) expect(thread.replies?.comments?.length ?? 0).toBeLessThanOrEqual(5);
    const long = threads.find((t) => (t.snippet?.totalReplyCount ?? 0) > 5);
    const all = await yt.comments.list({ part: ['snippet'], parentId: long?.id ?? '', maxResults: 100 });
    expect(all.data.items).toHaveLength(long?.snippet?.totalReplyCount ?? -1);
    expect(all.data.items?.[0]?.snippet?.parentId).toBe(long?.id);
  });

  it('refuses comments on a video with comments off, and a deleted video as not found', async () => {
    const disabled = await findVideo((v) => v.commentsDisabled);
    const deleted = await findVideo((v) => v.deleted);

    const off = await failure(yt.commentThreads.list({ part: ['snippet'], videoId: disabled.id }));
    const gone = await failure(yt.commentThreads.list({ part: ['snippet'], videoId: deleted.id }));

    expect(off).toMatchObject({ status: 403, reason: 'commentsDisabled', domain: 'youtube.commentThread' });
    expect(gone).toMatchObject({ status: 404, reason: 'videoNotFound' });
  });

  it('reads kept comments by id, and leaves out one its author deleted since', async () => {
    const { busiest } = await skincare();
    const threads = (await yt.commentThreads.list({ part: ['snippet'], videoId: busiest.id, maxResults: 3 })).data.items ?? [];
    const ids = threads.map((t) => t.id ?? '');

    await deleteYouTubeComment(stack, ids[1]!);
    const { data } = await yt.comments.list({ part: ['snippet'], id: ids, textFormat: 'plainText' });

    expect(data.items?.map((c) => c.id)).toEqual([ids[0], ids[2]]);
    expect(data.items?.[0]?.snippet?.videoId).toBe(busiest.id);
  });

  it('answers a video made private or turned off through the control API as the real API would', async () => {
    const { busiest } = await skincare();

    await patchYouTubeVideo(stack, busiest.id, { commentsDisabled: true });
    const off = await failure(yt.commentThreads.list({ part: ['snippet'], videoId: busiest.id }));
    await patchYouTubeVideo(stack, busiest.id, { commentsDisabled: false, privacy: 'private' });
    const listed = await yt.videos.list({ part: ['id'], id: [busiest.id] });

    expect(off.reason).toBe('commentsDisabled');
    expect(listed.data.items).toEqual([]);
  });
});

describe('quota on the YouTube emulator', () => {
  it('refuses calls past the reads budget with quotaExceeded, and serves again on the next Pacific day', async () => {
    const { busiest } = await skincare();
    await setYouTubeQuota(stack, { budgets: { reads: 2 } });
    const read = () => yt.videos.list({ part: ['statistics'], id: [busiest.id] });

    await read();
    await read();
    const refused = await failure(read());
    const before = await youtubeQuota(stack);
    const { day } = await nextPacificDay(stack);
    const after = await read();

    expect(refused).toMatchObject({ status: 403, reason: 'quotaExceeded', domain: 'youtube.quota' });
    expect(before.used).toEqual({ search: 0, reads: 2 });
    expect(day > before.day).toBe(true);
    expect(after.status).toBe(200);
    expect((await youtubeQuota(stack)).used.reads).toBe(1);
  });

  it('charges search to its own bucket, so an exhausted search budget leaves reads working', async () => {
    const { busiest } = await skincare();
    await exhaustYouTubeQuota(stack, 'search');

    const search = await failure(yt.search.list({ part: ['snippet'], q: 'skincare', type: ['video'] }));
    const read = await yt.videos.list({ part: ['snippet'], id: [busiest.id] });

    expect(search.reason).toBe('quotaExceeded');
    expect(read.status).toBe(200);
  });

  it('records every call with its units and parameters, never the key', async () => {
    await yt.search.list({ part: ['snippet'], q: 'retinol', type: ['video'] });
    await failure(
      youtube({ version: 'v3', auth: 'AIzaWrongKey', rootUrl: stack.youtube!, retry: false }).videos.list({ part: ['id'], id: ['x'] }),
    );

    const calls = await youtubeRequests(stack);

    expect(calls.map((c) => [c.method, c.units, c.bucket, c.status, c.reason])).toEqual([
      ['search.list', 1, 'search', 200, null],
      ['videos.list', 0, 'reads', 400, 'keyInvalid'],
    ]);
    expect(calls[0]?.params).toMatchObject({ q: 'retinol', part: 'snippet' });
    expect(JSON.stringify(calls)).not.toContain(stack.youtubeKey);
    expect(JSON.stringify(calls)).not.toContain('AIzaWrongKey');
  });
});

describe('failures on the YouTube emulator', () => {
  it.each(FAILURE_REASONS)('delivers a queued %s as a GaxiosError with that reason', async (reason) => {
    const { busiest } = await skincare();
    await failNextYouTube(stack, reason, { method: 'commentThreads.list' });

    const error = await failure(yt.commentThreads.list({ part: ['snippet'], videoId: busiest.id }));
    const next = await yt.commentThreads.list({ part: ['snippet'], videoId: busiest.id, maxResults: 1 });

    expect(error.reason).toBe(reason);
    expect(next.status).toBe(200);
  });

  it('hands the stack a key shaped like a Google API key, so key scrubbing meets a realistic one', () => {
    expect(stack.youtubeKey).toMatch(/^AIza[\w-]{35}$/);
  });

  it('rejects a wrong key with 400 keyInvalid and a missing key with 403', async () => {
    const wrong = youtube({ version: 'v3', auth: 'AIzaNotTheKey', rootUrl: stack.youtube!, retry: false });
    const none = youtube({ version: 'v3', rootUrl: stack.youtube!, retry: false });

    const bad = await failure(wrong.channels.list({ part: ['snippet'], forHandle: '@glowbyamara' }));
    const missing = await failure(none.channels.list({ part: ['snippet'], forHandle: '@glowbyamara' }));

    expect(bad).toMatchObject({ status: 400, reason: 'keyInvalid', message: 'API key not valid. Please pass a valid API key.' });
    expect(missing).toMatchObject({ status: 403, reason: 'forbidden' });
  });

  it('retries a queued backendError with the client default and then succeeds', async () => {
    const { busiest } = await skincare();
    await failNextYouTube(stack, 'backendError', { method: 'videos.list' });
    const retrying = youtube({ version: 'v3', auth: stack.youtubeKey!, rootUrl: stack.youtube! });

    const { data } = await retrying.videos.list({ part: ['id'], id: [busiest.id] });
    const calls = (await youtubeRequests(stack)).filter((c) => c.method === 'videos.list');

    expect(data.items).toHaveLength(1);
    expect(calls.map((c) => c.status)).toEqual([500, 200]);
  });

  it('never writes the key into what it logs', async () => {
    const lines: string[] = [];
    const emulator = await startYouTubeEmulator({ port: 0, apiKey: 'AIzaSecretForThisTestOnly', log: (line) => lines.push(line) });
    try {
      emulator.failNext('backendError', { count: 2 });
      const client = youtube({ version: 'v3', auth: emulator.apiKey, rootUrl: emulator.url, retry: false });
      await failure(client.videos.list({ part: ['id'], id: ['abc'] }));
      await failure(client.commentThreads.list({ part: ['snippet'], videoId: 'abc' }));
    } finally {
      await emulator.close();
    }

    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('AIzaSecretForThisTestOnly');
  });
});

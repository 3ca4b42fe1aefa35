import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { useStackTable } from '#tests/support/data';
import { resetYouTube, youtubeOf, youtubeRequests } from '#tests/support/youtube';

const stack = inject('stack');

let ownChannel: typeof import('#functions/ingestion/own-channel');
let privateCorpus: typeof import('#functions/ingestion/private-corpus');
let ownInsights: typeof import('#functions/personal/own-insights');
let corpusStore: typeof import('#functions/content-engine/corpus-store');
beforeAll(async () => {
  useStackTable(stack);
  ownChannel = await import('#functions/ingestion/own-channel');
  privateCorpus = await import('#functions/ingestion/private-corpus');
  ownInsights = await import('#functions/personal/own-insights');
  corpusStore = await import('#functions/content-engine/corpus-store');
});
beforeEach(async () => {
  await resetYouTube(stack);
});

/** The hand-written creator channel of the emulator (lib/local/youtube/creator-fixtures/dew-with-dani.json). */
const DANI = 'UCdewWithDani0wnChann3l1';
const DAY_MS = 86_400_000;

const read = (userId: string, now: Date) =>
  ownChannel.runOwnChannels({
    now,
    api: youtubeOf(stack),
    key: stack.youtubeKey!,
    channels: [{ userId, niche: 'skincare', channelId: DANI }],
    runId: `test-${randomUUID()}`,
  });

describe('reading a linked channel into its owner’s private corpus', () => {
  it('reads the last 30 days of uploads, skips the one with comments off and the older one, and mines what its viewers ask', async () => {
    const owner = `own-${randomUUID()}`;
    const now = new Date();

    const result = await read(owner, now);

    expect(result.status).toBe('ran');
    const summary = result.status === 'ran' ? result.channels[0]! : null;
    expect(summary).toMatchObject({ videosRead: 3 });
    expect(summary!.errors.map((e) => e.reason)).toContain('commentsDisabled');
    const corpus = await privateCorpus.listPrivateCorpus(owner, now);
    expect(corpus.videos.map((v) => v.title).sort()).toEqual([
      'my oily skin morning routine (honest)',
      'starting retinol at 24',
      'why my sunscreen stopped pilling',
    ]);
    expect(corpus.comments.some((c) => c.text.includes('holy grail'))).toBe(false);
    const insights = await ownInsights.privateInsights(owner, now);
    const top = insights[0]!;
    expect(top.ownAudience).toBe(true);
    expect(top.key.startsWith('own#youtube#')).toBe(true);
    expect(top.askedCount).toBeGreaterThanOrEqual(4);
    expect(`${top.representative.text} ${top.supporting.map((c) => c.text).join(' ')}`).toMatch(/oily/);
    expect(ownInsights.ownAudienceReason(top)).toBe(`${top.askedCount} viewers on your channel asked this`);
  });

  it('keeps the comments from every niche’s mining and from every other subscriber', async () => {
    const owner = `own-${randomUUID()}`;
    const other = `own-${randomUUID()}`;
    const now = new Date();

    await read(owner, now);

    const skincare = await corpusStore.listNicheCorpus('skincare', now);
    expect(skincare.comments.filter((c) => c.videoId?.startsWith('dewDani'))).toEqual([]);
    expect(await ownInsights.privateInsights(other, now)).toEqual([]);
    expect((await privateCorpus.listPrivateCorpus(other, now)).comments).toEqual([]);
  });

  it('writes nothing the second time the same day, and counts every call in the day’s ledger', async () => {
    const owner = `own-${randomUUID()}`;
    const now = new Date();
    await read(owner, now);
    const calls = (await youtubeRequests(stack)).length;

    const again = await read(owner, now);

    expect(again.status === 'ran' && again.channels[0]).toMatchObject({ commentsAdded: 0, commentsRenewed: 0, deleted: 0 });
    expect(calls).toBeGreaterThan(0);
    expect(again.status === 'ran' && Object.values(again.spent).reduce((n, u) => n + (u ?? 0), 0)).toBe(calls);
  });

  it('deletes what is past its 30 days when the channel no longer shows it', async () => {
    const owner = `own-${randomUUID()}`;
    const readAt = new Date();
    await read(owner, readAt);
    const kept = await privateCorpus.listPrivateKept(owner);

    // 31 days on, every upload is older than the window: nothing is read again, everything expired.
    const later = await read(owner, new Date(readAt.getTime() + 31 * DAY_MS));

    expect(kept.length).toBeGreaterThan(10);
    expect(later.status === 'ran' && later.channels[0]).toMatchObject({ videosRead: 0, deleted: kept.length });
    expect(await privateCorpus.listPrivateKept(owner)).toEqual([]);
  });
});

import { YouTubeUnavailable, type Resolved, type Resolver } from './admin-sources';
import type { ChannelRef } from './admin-urls';
import { requestCaller } from './request-caller';
import { youtubeKey } from './youtube-client';
import { YoutubeError, type YoutubeReason } from './youtube-errors';

/**
 * Looks up a pasted video or channel on YouTube, through the same client wrapper as the jobs: each
 * lookup is one `videos.list` or `channels.list` call (1 unit), counted in the day's ledger. An
 * admin's lookup may use the whole day's budget, the reserve the ingest job leaves included: it
 * is a unit at a time, and it is what the reserve is for.
 */

/** Reasons that say YouTube has no such thing; every other failure is YouTube not answering. */
const NOT_FOUND: ReadonlySet<YoutubeReason> = new Set(['videoNotFound', 'channelNotFound']);
const QUOTA: ReadonlySet<YoutubeReason> = new Set(['quotaExceeded', 'rateLimitExceeded', 'budgetSpent']);

async function calling<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof YoutubeError)) throw error;
    if (NOT_FOUND.has(error.reason)) return null;
    throw new YouTubeUnavailable(QUOTA.has(error.reason) ? 'quota' : 'unavailable');
  }
}

/** A resolver for one request, at `now` (the quota day the units are counted in). */
export async function youtubeResolver(now: Date): Promise<Resolver> {
  const key = await youtubeKey();
  // No key configured: nothing can be looked up, which the admin should read as YouTube being off.
  if (!key) throw new YouTubeUnavailable('unavailable');
  const caller = await requestCaller(key, now);

  return {
    async video(id: string): Promise<Resolved | null> {
      const data = await calling(() => caller.call('videos.list', (api) => api.videos.list({ id: [id], part: ['snippet'] })));
      const item = data?.items?.[0];
      return item?.id ? { id: item.id, title: item.snippet?.title?.trim() || item.id } : null;
    },
    async channel(ref: ChannelRef): Promise<Resolved | null> {
      const data = await calling(() =>
        caller.call('channels.list', (api) =>
          api.channels.list({ part: ['snippet'], ...(ref.kind === 'id' ? { id: [ref.id] } : { forHandle: `@${ref.handle}` }) }),
        ),
      );
      const item = data?.items?.[0];
      return item?.id ? { id: item.id, title: item.snippet?.title?.trim() || item.id, handle: item.snippet?.customUrl ?? null } : null;
    },
  };
}

import type { youtube_v3 } from '@googleapis/youtube';
import type { SourceComment, SourceVideo } from '#functions/content-engine/corpus';
import { sourceVideoOf } from './comment-text';
import { commentsOfThreads } from './comments';
import { quotaConfig, type QuotaConfig } from './ingestion-files';
import { ownAudienceConfig, type OwnAudienceConfig } from './own-channel-files';
import { durationSeconds } from './outliers';
import { expiresAtOf, isExpired } from './policy';
import { deletePrivateItems, listPrivateKept, putPrivateCorpus } from './private-corpus';
import { claimLease, pacificDay, quotaUsed, recordQuota, releaseLease } from './run-store';
import { YoutubeCaller, type QuotaMeter, type YoutubeApi } from './youtube-client';
import { STOPS_RUN, YoutubeError } from './youtube-errors';

/**
 * The own-channel job: for each subscriber who linked their YouTube channel, read the channel's
 * recent uploads (its uploads playlist, the last 30 days, the newest few) and their comments into
 * that subscriber's private corpus (private-corpus.ts), cleaned and filtered exactly as the niche
 * ingest does, counted in the same day's quota ledger. It is also the private corpus's refresh:
 * a comment read again is written with new dates (only when new or within the refresh window, so
 * a daily read does not rewrite every item), and whatever is past its 30 days and was not read
 * again (a video past the window, a comment its author deleted) is deleted here; the TTL catches
 * the rest (a channel unlinked: nothing reads it any more, so it is gone 30 days and a margin on).
 */

export const OWN_CHANNEL_LEASE_SECONDS = 20 * 60;
const DAY_MS = 86_400_000;

export interface LinkedChannel {
  userId: string;
  /** The subscriber's niche: what their comments are mined as. */
  niche: string;
  channelId: string;
}

export interface OwnChannelSummary {
  userId: string;
  channelId: string;
  videosRead: number;
  commentsAdded: number;
  commentsRenewed: number;
  deleted: number;
  errors: Array<{ videoId?: string; reason: string; message: string }>;
}

export type OwnChannelResult =
  | { status: 'busy'; heldBy: string | null; since: string | null }
  | {
      status: 'ran';
      day: string;
      channels: OwnChannelSummary[];
      stoppedBy: 'quotaExceeded' | 'rateLimitExceeded' | 'budgetSpent' | 'timeUp' | null;
      spent: QuotaMeter['spent'];
    };

export interface OwnChannelOptions {
  now: Date;
  api: YoutubeApi;
  /** Only to scrub it from errors: never logged. */
  key: string;
  channels: readonly LinkedChannel[];
  runId?: string;
  config?: QuotaConfig;
  own?: OwnAudienceConfig;
  /** Wall-clock instant (ms) to stop by. */
  deadline?: number;
}

export async function runOwnChannels(options: OwnChannelOptions): Promise<OwnChannelResult> {
  const runId = options.runId ?? `own-${options.now.toISOString()}`;
  const lease = await claimLease('own-channels', runId, options.now, OWN_CHANNEL_LEASE_SECONDS);
  if (!lease.claimed) return { status: 'busy', heldBy: lease.heldBy, since: lease.since };
  try {
    return await readUnderLease(options);
  } finally {
    await releaseLease('own-channels', runId);
  }
}

async function readUnderLease(options: OwnChannelOptions): Promise<Extract<OwnChannelResult, { status: 'ran' }>> {
  const config = options.config ?? quotaConfig();
  const own = options.own ?? ownAudienceConfig();
  const { now } = options;
  const day = pacificDay(now);
  const used = await quotaUsed(day);
  const spent: QuotaMeter['spent'] = {};
  // The reserve is left to the refresh job, a manual run and the "Ideas from a video" requests.
  const share = 1 - config.reserveShare;
  const caller = new YoutubeCaller(options.api, options.key, {
    config,
    left: {
      search: 0,
      reads: Math.max(0, Math.floor(config.buckets.reads.dailyLimit * share) - used.reads),
    },
    spent,
    record: async (bucket, units) => {
      await recordQuota(day, bucket, units, now);
    },
  });
  const channels: OwnChannelSummary[] = [];
  let stoppedBy: Extract<OwnChannelResult, { status: 'ran' }>['stoppedBy'] = null;
  for (const channel of options.channels) {
    if (options.deadline !== undefined && Date.now() >= options.deadline) {
      stoppedBy = 'timeUp';
      break;
    }
    const summary: OwnChannelSummary = {
      userId: channel.userId,
      channelId: channel.channelId,
      videosRead: 0,
      commentsAdded: 0,
      commentsRenewed: 0,
      deleted: 0,
      errors: [],
    };
    channels.push(summary);
    try {
      await readChannel(caller, channel, summary, now, config, own);
    } catch (error) {
      if (error instanceof YoutubeError && STOPS_RUN.has(error.reason)) {
        summary.errors.push({ reason: error.reason, message: error.message });
        stoppedBy = error.reason as 'quotaExceeded' | 'rateLimitExceeded' | 'budgetSpent';
        break;
      }
      throw error;
    }
  }
  return { status: 'ran', day, channels, stoppedBy, spent };
}

/** A call whose failure skips one item (recorded), or stops the run (rethrown). */
async function orSkip<T>(summary: OwnChannelSummary, call: () => Promise<T>, videoId?: string): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof YoutubeError) || STOPS_RUN.has(error.reason)) throw error;
    summary.errors.push({ ...(videoId ? { videoId } : {}), reason: error.reason, message: error.message });
    return null;
  }
}

/** The channel's uploads of the last `days`, newest first, at most `max`: its uploads playlist, one page. */
async function recentUploads(
  caller: YoutubeCaller,
  channelId: string,
  summary: OwnChannelSummary,
  now: Date,
  own: OwnAudienceConfig,
): Promise<{ ids: string[]; channelTitle: string }> {
  const channels = await orSkip(summary, () =>
    caller.call<youtube_v3.Schema$ChannelListResponse>('channels.list', (api) =>
      api.channels.list({ part: ['contentDetails', 'snippet'], id: [channelId], maxResults: 1 }),
    ),
  );
  const channel = channels?.items?.[0];
  const playlistId = channel?.contentDetails?.relatedPlaylists?.uploads;
  if (!channel || !playlistId) {
    if (channels) summary.errors.push({ reason: 'channelNotFound', message: `The linked channel YouTube no longer returns: ${channelId}` });
    return { ids: [], channelTitle: '' };
  }
  const items = await orSkip(summary, () =>
    caller.call<youtube_v3.Schema$PlaylistItemListResponse>('playlistItems.list', (api) =>
      api.playlistItems.list({ part: ['contentDetails'], playlistId, maxResults: 50 }),
    ),
  );
  const since = now.getTime() - own.channel.uploadsDays * DAY_MS;
  const ids = (items?.items ?? [])
    .map((item) => item.contentDetails)
    .filter((d) => d?.videoId && d.videoPublishedAt && Date.parse(d.videoPublishedAt) >= since)
    .sort((a, b) => Date.parse(b!.videoPublishedAt!) - Date.parse(a!.videoPublishedAt!))
    .slice(0, own.channel.videosPerChannel)
    .map((d) => d!.videoId!);
  return { ids, channelTitle: channel.snippet?.title ?? '' };
}

async function readChannel(
  caller: YoutubeCaller,
  channel: LinkedChannel,
  summary: OwnChannelSummary,
  now: Date,
  config: QuotaConfig,
  own: OwnAudienceConfig,
): Promise<void> {
  const { ids, channelTitle } = await recentUploads(caller, channel.channelId, summary, now, own);
  const videos: SourceVideo[] = [];
  const comments: SourceComment[] = [];
  if (ids.length > 0) {
    const described = await orSkip(summary, () =>
      caller.call<youtube_v3.Schema$VideoListResponse>('videos.list', (api) =>
        api.videos.list({ part: ['snippet', 'contentDetails', 'statistics'], id: ids, maxResults: 50 }),
      ),
    );
    for (const item of described?.items ?? []) {
      if (!item.id) continue;
      const video = sourceVideoOf(
        {
          videoId: item.id,
          title: item.snippet?.title ?? '',
          channelId: channel.channelId,
          channelTitle: item.snippet?.channelTitle ?? channelTitle,
          views: Number(item.statistics?.viewCount ?? 0),
          seconds: durationSeconds(item.contentDetails?.duration) ?? 0,
          outlierScore: 0,
        },
        now,
      );
      let pageToken: string | undefined;
      let read = false;
      for (let page = 0; page < own.channel.commentPagesPerVideo; page += 1) {
        const data = await orSkip(
          summary,
          () =>
            caller.call<youtube_v3.Schema$CommentThreadListResponse>('commentThreads.list', (api) =>
              api.commentThreads.list({
                part: ['snippet', 'replies'],
                videoId: item.id!,
                order: 'relevance',
                maxResults: 100,
                textFormat: 'plainText',
                ...(pageToken ? { pageToken } : {}),
              }),
            ),
          item.id,
        );
        if (!data) break;
        read = true;
        const found = commentsOfThreads(data.items ?? [], { niche: channel.niche, video, fetchedAt: now });
        comments.push(...found.comments);
        for (const s of found.skipped)
          summary.errors.push({ videoId: item.id, reason: 'invalidComment', message: `Comment ${s.commentId} skipped: ${s.message}` });
        pageToken = data.nextPageToken ?? undefined;
        if (!pageToken) break;
      }
      if (read) videos.push(video);
    }
  }
  summary.videosRead = videos.length;

  const kept = await listPrivateKept(channel.userId);
  const keptComments = new Map(kept.filter((k) => k.kind === 'comment').map((k) => [k.id, k.refreshBy]));
  const horizon = now.getTime() + config.refreshWithinDays * DAY_MS;
  // New, or due for renewal: a comment read again long before its date is left as stored (no write).
  const toWrite = comments.filter((c) => {
    const refreshBy = keptComments.get(`${c.platform}#${c.commentId}`);
    return refreshBy === undefined || Date.parse(refreshBy) <= horizon;
  });
  for (const c of toWrite) {
    if (keptComments.has(`${c.platform}#${c.commentId}`)) summary.commentsRenewed += 1;
    else summary.commentsAdded += 1;
  }
  if (toWrite.length > 0 || videos.length > 0)
    await putPrivateCorpus(channel.userId, toWrite, videos, (refreshBy) => expiresAtOf(refreshBy, config.expiryMarginDays));

  const readNow = new Set([...comments.map((c) => `${c.platform}#${c.commentId}`), ...videos.map((v) => `${v.platform}#${v.videoId}`)]);
  const expired = kept.filter((k) => isExpired(k, now) && !readNow.has(k.id));
  if (expired.length > 0) await deletePrivateItems(expired.map((k) => k.key));
  summary.deleted = expired.length;
}

import { randomUUID } from 'node:crypto';
import type { youtube_v3 } from '@googleapis/youtube';
import type { SourceComment, SourceVideo } from '#functions/content-engine/corpus';
import {
  deleteCorpusComments,
  deleteCorpusVideos,
  listFetchedCorpus,
  renewCorpusComment,
  renewCorpusVideo,
} from '#functions/content-engine/corpus-store';
import { listNiches } from '#functions/niches/store';
import { cleanCommentText } from './comment-text';
import { refreshIdeaQuotes, type QuoteRefreshReport } from './idea-quotes';
import { quotaConfig, type QuotaConfig } from './ingestion-files';
import { expiresAtOf, refreshByOf, refreshPlan } from './policy';
import { claimLease, pacificDay, quotaUsed, recordQuota, releaseLease } from './run-store';
import { YoutubeCaller, type QuotaMeter, type YoutubeApi } from './youtube-client';
import { STOPS_RUN, YoutubeError } from './youtube-errors';

/**
 * The daily refresh job: what the YouTube API Services policies ask of stored API data. Each
 * niche's YouTube comments and videos due for refresh within a few days are re-read by id
 * (comments.list and videos.list, 50 ids a call, 1 unit each): those YouTube still returns get
 * their new text, likes or views and 30 more days; those it no longer returns (deleted, hidden,
 * private) are deleted here; those already past their refreshBy are deleted outright. Reading a
 * niche's items is one Query of its GSI1 partition, never a Scan.
 */

export const REFRESH_LEASE_SECONDS = 20 * 60;
const BATCH = 50;

export interface RefreshOptions {
  now: Date;
  api: YoutubeApi;
  key: string;
  niches?: readonly string[];
  runId?: string;
  config?: QuotaConfig;
}

export interface NicheRefresh {
  niche: string;
  renewed: number;
  /** Comments YouTube no longer returns, deleted. */
  gone: number;
  /** Comments past their refreshBy, deleted without a read. */
  expired: number;
  videosRenewed: number;
  videosDeleted: number;
}

export type RefreshResult =
  | { status: 'busy'; heldBy: string | null; since: string | null }
  | {
      status: 'ran';
      runId: string;
      niches: NicheRefresh[];
      stoppedBy: YoutubeError['reason'] | null;
      errors: Array<{ reason: string; message: string }>;
      spent: QuotaMeter['spent'];
      /** Stored ideas whose YouTube quotes were renewed or removed (idea-quotes.ts). */
      ideaQuotes?: QuoteRefreshReport;
    };

export async function runRefresh(options: RefreshOptions): Promise<RefreshResult> {
  const runId = options.runId ?? `refresh-${options.now.toISOString()}-${randomUUID().slice(0, 8)}`;
  const lease = await claimLease('refresh', runId, options.now, REFRESH_LEASE_SECONDS);
  if (!lease.claimed) return { status: 'busy', heldBy: lease.heldBy, since: lease.since };
  try {
    return await refreshUnderLease(runId, options);
  } finally {
    await releaseLease('refresh', runId);
  }
}

async function refreshUnderLease(runId: string, options: RefreshOptions): Promise<Extract<RefreshResult, { status: 'ran' }>> {
  const config = options.config ?? quotaConfig();
  const { now } = options;
  const day = pacificDay(now);
  const used = await quotaUsed(day);
  // The refresh spends from the reserve the ingest leaves: keeping what we hold within policy comes first.
  const meter: QuotaMeter = {
    config,
    left: { search: 0, reads: Math.max(0, config.buckets.reads.dailyLimit - used.reads) },
    spent: {},
    record: async (bucket, units) => {
      await recordQuota(day, bucket, units, now);
    },
  };
  const youtube = new YoutubeCaller(options.api, options.key, meter);
  const active = (await listNiches()).filter((n) => n.isActive).map((n) => n.niche);
  const niches = options.niches ? active.filter((n) => options.niches!.includes(n)) : active;
  const result: Extract<RefreshResult, { status: 'ran' }> = {
    status: 'ran',
    runId,
    niches: [],
    stoppedBy: null,
    errors: [],
    spent: meter.spent,
  };
  for (const niche of niches) {
    const report: NicheRefresh = { niche, renewed: 0, gone: 0, expired: 0, videosRenewed: 0, videosDeleted: 0 };
    result.niches.push(report);
    try {
      await refreshNiche(niche, youtube, config, now, report);
    } catch (error) {
      if (!(error instanceof YoutubeError)) throw error;
      result.errors.push({ reason: error.reason, message: error.message });
      if (STOPS_RUN.has(error.reason)) {
        result.stoppedBy = error.reason;
        break;
      }
    }
  }
  // After the corpus is re-read, so a quote renews from a comment refreshed this run; costs no quota.
  result.ideaQuotes = await refreshIdeaQuotes(now, niches);
  return result;
}

async function refreshNiche(niche: string, youtube: YoutubeCaller, config: QuotaConfig, now: Date, report: NicheRefresh): Promise<void> {
  const { comments, videos } = await listFetchedCorpus(niche);
  const commentPlan = refreshPlan(
    comments.map((c) => ({ ...c, refreshBy: c.refreshBy! })),
    now,
    config.refreshWithinDays,
  );
  await deleteCorpusComments(commentPlan.expired);
  report.expired += commentPlan.expired.length;

  for (let i = 0; i < commentPlan.due.length; i += BATCH) {
    const batch = commentPlan.due.slice(i, i + BATCH);
    const data = await youtube.call<youtube_v3.Schema$CommentListResponse>('comments.list', (api) =>
      api.comments.list({ part: ['snippet'], id: batch.map((c) => c.commentId), textFormat: 'plainText', maxResults: BATCH }),
    );
    const returned = new Map((data.items ?? []).filter((item) => item.id).map((item) => [item.id!, item]));
    const fetchedAt = now;
    const refreshBy = refreshByOf(fetchedAt).toISOString();
    const gone: SourceComment[] = [];
    for (const comment of batch) {
      const item = returned.get(comment.commentId);
      const text = item ? cleanCommentText(item.snippet?.textDisplay ?? item.snippet?.textOriginal ?? '') : '';
      // A comment emptied by its author is as gone as a deleted one.
      if (!item || !text) {
        gone.push(comment);
        continue;
      }
      const renewed = await renewCorpusComment(
        {
          platform: comment.platform,
          commentId: comment.commentId,
          text,
          likes: item.snippet?.likeCount ?? comment.likes,
          fetchedAt: fetchedAt.toISOString(),
          refreshBy,
        },
        expiresAtOf(refreshBy, config.expiryMarginDays),
      );
      if (renewed === 'renewed') report.renewed += 1;
    }
    await deleteCorpusComments(gone);
    report.gone += gone.length;
  }

  await refreshVideos(niche, videos, youtube, config, now, report);
}

async function refreshVideos(
  niche: string,
  videos: readonly SourceVideo[],
  youtube: YoutubeCaller,
  config: QuotaConfig,
  now: Date,
  report: NicheRefresh,
): Promise<void> {
  const plan = refreshPlan(
    videos.filter((v) => v.videoId).map((v) => ({ ...v, commentId: v.videoId!, refreshBy: v.refreshBy! })),
    now,
    config.refreshWithinDays,
  );
  await deleteCorpusVideos(niche, plan.expired);
  report.videosDeleted += plan.expired.length;
  for (let i = 0; i < plan.due.length; i += BATCH) {
    const batch = plan.due.slice(i, i + BATCH);
    const data = await youtube.call<youtube_v3.Schema$VideoListResponse>('videos.list', (api) =>
      api.videos.list({ part: ['snippet', 'statistics'], id: batch.map((v) => v.commentId), maxResults: BATCH }),
    );
    const returned = new Map((data.items ?? []).filter((item) => item.id).map((item) => [item.id!, item]));
    const fetchedAt = now;
    const refreshBy = refreshByOf(fetchedAt).toISOString();
    const gone: SourceVideo[] = [];
    for (const video of batch) {
      const item = returned.get(video.commentId);
      if (!item) {
        gone.push(video);
        continue;
      }
      const renewed = await renewCorpusVideo(
        niche,
        {
          platform: video.platform,
          url: video.url,
          title: cleanCommentText(item.snippet?.title ?? '').slice(0, 300) || video.title,
          views: Number(item.statistics?.viewCount ?? video.views),
          fetchedAt: fetchedAt.toISOString(),
          refreshBy,
        },
        expiresAtOf(refreshBy, config.expiryMarginDays),
      );
      if (renewed === 'renewed') report.videosRenewed += 1;
    }
    await deleteCorpusVideos(niche, gone);
    report.videosDeleted += gone.length;
  }
}

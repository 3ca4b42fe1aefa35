import { randomUUID } from 'node:crypto';
import type { youtube_v3 } from '@googleapis/youtube';
import { quotaConfig, type QuotaConfig } from '#functions/ingestion/ingestion-files';
import { plannable } from '#functions/ingestion/planner';
import { refreshByOf } from '#functions/ingestion/policy';
import { pacificDay, quotaUsed, recordQuota } from '#functions/ingestion/run-store';
import { YoutubeCaller, type QuotaMeter, type YoutubeApi } from '#functions/ingestion/youtube-client';
import { STOPS_RUN, YoutubeError } from '#functions/ingestion/youtube-errors';
import { setPerformanceTaste } from '#functions/personal/feedback-store';
import { performanceTallies } from '#functions/personal/weights';
import type { PostedEntry, PostedSource, TraitsSource } from './posted';
import {
  addDays,
  creatorUsual,
  daysBetween,
  dueChecks,
  hookStyleOf,
  LOOKBACK_DAYS,
  upliftOf,
  UPLIFT_CHECKPOINT,
  type DueCheck,
} from './rules';
import {
  claimPerformanceLease,
  deleteFigures,
  FIGURES_KEEP_DAYS,
  recordCheck,
  recordedChecks,
  releasePerformanceLease,
  setUplift,
  subscriberAnalytics,
  trackedVideos,
  trackVideo,
} from './store';
import type { IdeaTraits } from '#functions/personal/model';

const NO_TRAITS: IdeaTraits = { topics: [], format: null, askKind: 'other' };

/**
 * The performance job, daily: for every posted calendar entry with a video (the calendar's posted
 * index, from KEEP_LOOKBACK_DAYS back), the checkpoints due today (1, 7 and 30 days after posting) are
 * read with videos.list?part=statistics, 50 ids a call, 1 unit each, counted in the same quota
 * ledger as the ingestion and stopped before the day's plannable budget is passed. What it could
 * not read (budget spent, YouTube's quota, a crash) is read at the next run and recorded as late;
 * a checkpoint too late to be honest is recorded as missed. Then, per subscriber, the usual (the
 * median of the week-old views still held) and each video's uplift are recomputed, the figures
 * past their 30 days deleted, and the ranking's performance tallies SET from all their videos.
 */

export const PERFORMANCE_LEASE_SECONDS = 15 * 60;
/** The last checkpoint can be read up to LOOKBACK_DAYS after posting and its figures are kept 30 days more. */
const KEEP_LOOKBACK_DAYS = LOOKBACK_DAYS + FIGURES_KEEP_DAYS + 1;
const BATCH = 50;

export interface PerformanceOptions {
  now: Date;
  api: YoutubeApi;
  /** Only to scrub it from errors: never logged. */
  key: string;
  source: PostedSource;
  /** The traits of an entry that does not carry them, asked once per video (when it is first tracked). */
  traitsOf?: TraitsSource;
  runId?: string;
  config?: QuotaConfig;
  /** Wall-clock instant (ms) to stop reading by. */
  deadline?: number;
}

export type PerformanceResult =
  | { status: 'busy'; heldBy: string | null; since: string | null }
  | {
      status: 'ran';
      day: string;
      /** Posted videos looked at (within the lookback). */
      videos: number;
      /** Checkpoints recorded with figures: on their day, and late. */
      read: number;
      late: number;
      /** Checkpoints recorded without figures: too late to read, or the video is gone from YouTube. */
      missed: number;
      gone: number;
      /** Checkpoints due that this run left for the next (budget, quota, time). */
      left: number;
      /** Checkpoints another run had recorded first (nothing written twice). */
      alreadyRecorded: number;
      subscribers: number;
      figuresDeleted: number;
      stoppedBy: YoutubeError['reason'] | 'timeUp' | null;
      errors: Array<{ reason: string; message: string }>;
      spent: QuotaMeter['spent'];
    };

export async function runPerformance(options: PerformanceOptions): Promise<PerformanceResult> {
  const runId = options.runId ?? `performance-${options.now.toISOString()}-${randomUUID().slice(0, 8)}`;
  const lease = await claimPerformanceLease(runId, options.now, PERFORMANCE_LEASE_SECONDS);
  if (!lease.claimed) return { status: 'busy', heldBy: lease.heldBy, since: lease.since };
  try {
    return await runUnderLease(options);
  } finally {
    await releasePerformanceLease(runId);
  }
}

interface Due {
  entry: PostedEntry;
  check: DueCheck;
}

async function runUnderLease(options: PerformanceOptions): Promise<Extract<PerformanceResult, { status: 'ran' }>> {
  const config = options.config ?? quotaConfig();
  const { now } = options;
  const day = pacificDay(now);
  const used = await quotaUsed(day);
  const meter: QuotaMeter = {
    config,
    // What the day's plan may spend, as the ingestion's jobs: the reserve stays for the refresh and manual runs.
    left: { search: 0, reads: plannable(config, used).reads },
    spent: {},
    record: async (bucket, units) => {
      await recordQuota(day, bucket, units, now);
    },
  };
  const youtube = new YoutubeCaller(options.api, options.key, meter);
  const result: Extract<PerformanceResult, { status: 'ran' }> = {
    status: 'ran',
    day,
    videos: 0,
    read: 0,
    late: 0,
    missed: 0,
    gone: 0,
    left: 0,
    alreadyRecorded: 0,
    subscribers: 0,
    figuresDeleted: 0,
    stoppedBy: null,
    errors: [],
    spent: meter.spent,
  };

  // Posted far enough back that their last figures may still be stored: their subscribers are
  // recomputed, which deletes what is past its 30 days. A checkpoint of theirs never recorded (no
  // run in its days) is recorded as missed; only the last LOOKBACK_DAYS have anything to read.
  const posted = (await options.source(addDays(day, -KEEP_LOOKBACK_DAYS))).filter((e) => e.videoId && e.postOn <= day);
  // One entry per (subscriber, video): an idea posted twice as the same video counts once.
  const entries = [...new Map(posted.map((e) => [`${e.userId}#${e.videoId}`, e] as const)).values()];
  result.videos = entries.length;
  const tracked = await trackedVideos(entries);
  for (const entry of entries) {
    if (tracked.has(`${entry.userId}#${entry.videoId}`)) continue;
    const traits = entry.traits ?? (options.traitsOf ? await options.traitsOf(entry) : NO_TRAITS);
    await trackVideo({
      userId: entry.userId,
      videoId: entry.videoId,
      ideaId: entry.ideaId,
      title: entry.title,
      postOn: entry.postOn,
      url: entry.url,
      askKind: traits.askKind,
      format: traits.format,
      topics: traits.topics,
      hookStyle: hookStyleOf(entry.hook),
      uplift: null,
    });
  }

  const recorded = await recordedChecks(entries);
  const toRead: Due[] = [];
  for (const entry of entries) {
    for (const check of dueChecks(entry.postOn, day, recorded.get(`${entry.userId}#${entry.videoId}`) ?? new Set())) {
      if (check.status !== 'missed') {
        toRead.push({ entry, check });
        continue;
      }
      const written = await recordCheck(
        {
          userId: entry.userId,
          videoId: entry.videoId,
          checkpoint: check.checkpoint,
          dueOn: check.dueOn,
          status: 'missed',
          readOn: null,
          ageDays: null,
        },
        null,
        entry.postOn,
      );
      if (written) result.missed += 1;
      else result.alreadyRecorded += 1;
    }
  }

  const ids = [...new Set(toRead.map((due) => due.entry.videoId))];
  for (let i = 0; i < ids.length; i += BATCH) {
    if (options.deadline !== undefined && Date.now() >= options.deadline) {
      result.stoppedBy = 'timeUp';
      break;
    }
    const batch = ids.slice(i, i + BATCH);
    let data: youtube_v3.Schema$VideoListResponse;
    try {
      data = await youtube.call<youtube_v3.Schema$VideoListResponse>('videos.list', (api) =>
        api.videos.list({ part: ['statistics'], id: batch, maxResults: BATCH }),
      );
    } catch (error) {
      if (!(error instanceof YoutubeError)) throw error;
      result.errors.push({ reason: error.reason, message: error.message });
      if (STOPS_RUN.has(error.reason)) {
        result.stoppedBy = error.reason;
        break;
      }
      continue;
    }
    const returned = new Map((data.items ?? []).filter((item) => item.id).map((item) => [item.id!, item]));
    const fetchedAt = now.toISOString();
    const refreshBy = refreshByOf(now).toISOString();
    for (const { entry, check } of toRead.filter((due) => batch.includes(due.entry.videoId))) {
      const item = returned.get(entry.videoId);
      const stats = item?.statistics;
      const base = { userId: entry.userId, videoId: entry.videoId, checkpoint: check.checkpoint, dueOn: check.dueOn };
      // Deleted or made private since: recorded as gone, with no figures, never guessed.
      const written = stats
        ? await recordCheck(
            { ...base, status: check.status, readOn: day, ageDays: daysBetween(entry.postOn, day) },
            {
              userId: entry.userId,
              videoId: entry.videoId,
              checkpoint: check.checkpoint,
              views: Number(stats.viewCount ?? 0),
              likes: stats.likeCount === undefined || stats.likeCount === null ? null : Number(stats.likeCount),
              // YouTube leaves the count out when comments are off.
              comments: stats.commentCount === undefined || stats.commentCount === null ? null : Number(stats.commentCount),
              fetchedAt,
              refreshBy,
            },
            entry.postOn,
          )
        : await recordCheck({ ...base, status: 'gone', readOn: day, ageDays: daysBetween(entry.postOn, day) }, null, entry.postOn);
      if (!written) result.alreadyRecorded += 1;
      else if (!stats) result.gone += 1;
      else if (check.status === 'late') result.late += 1;
      else result.read += 1;
    }
  }
  result.left = toRead.length - result.read - result.late - result.gone - result.alreadyRecorded;

  const users = [...new Set(entries.map((e) => e.userId))].sort();
  result.subscribers = users.length;
  for (const userId of users) result.figuresDeleted += await recompute(userId, now);
  return result;
}

/**
 * One subscriber's derived figures, from what is held now: the usual (median of the week-old
 * views still within their 30 days), the uplift of each video whose week-old figure is held (a
 * video whose figure has expired keeps the uplift it had), the performance tallies of all their
 * videos (SET whole), and the expired figures deleted. Returns how many figures it deleted.
 */
export async function recompute(userId: string, now: Date): Promise<number> {
  const held = await subscriberAnalytics(userId, now);
  const weekOld = held.figures.filter((f) => f.checkpoint === UPLIFT_CHECKPOINT);
  const usual = creatorUsual(weekOld.map((f) => f.views));
  const viewsOf = new Map(weekOld.map((f) => [f.videoId, f.views]));
  const videos = [];
  for (const video of held.videos) {
    let uplift = video.uplift;
    if (viewsOf.has(video.videoId)) {
      uplift = upliftOf(viewsOf.get(video.videoId), usual);
      if (uplift !== video.uplift) await setUplift(userId, video.videoId, uplift);
    }
    videos.push({ traits: { topics: video.topics, format: video.format, askKind: video.askKind }, uplift });
  }
  await setPerformanceTaste(userId, performanceTallies(videos), now);
  await deleteFigures(held.expired);
  return held.expired.length;
}

const NO_KEY = 'No YouTube API key (YOUTUBE_API_KEY, or the secret named by YOUTUBE_SECRET_ARN): nothing read';

/** One line for the log: counts only, never a figure of a subscriber's or the key. */
export function performanceLine(result: PerformanceResult | { status: 'no-key' }): string {
  if (result.status === 'no-key') return `Performance: ${NO_KEY}.`;
  if (result.status === 'busy')
    return `Performance: another run holds the lease (${result.heldBy ?? 'unknown'}, since ${result.since ?? 'unknown'}); this one did nothing.`;
  const units = Object.values(result.spent).reduce((n: number, u) => n + (u ?? 0), 0);
  const stopped = result.stoppedBy ? `; stopped: ${result.stoppedBy}, ${result.left} checkpoints left for the next run` : '';
  return (
    `Performance ${result.day}: ${result.videos} posted videos, ${result.read} checkpoints read on their day, ${result.late} late, ` +
    `${result.missed} missed, ${result.gone} gone from YouTube, ${result.alreadyRecorded} already recorded; ${result.subscribers} subscribers recomputed, ` +
    `${result.figuresDeleted} expired figures deleted; ${units} units${stopped}.`
  );
}

/**
 * Which found videos are worth their comments: short ones whose views far exceed their channel's
 * usual. Comparing a video with its own channel's median lets a breakout on a 2,000-subscriber
 * channel rank beside one from a channel of millions, where raw views would only ever pick the
 * big channels.
 */

const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/**
 * Seconds in an ISO 8601 duration as YouTube's contentDetails.duration writes them ("PT59S",
 * "PT1M30S", "PT2H", "P1DT2M", "P0D" for a live stream), or null when it is not one.
 */
export function durationSeconds(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const match = DURATION.exec(iso.trim());
  if (!match || iso.trim() === 'P' || iso.trim().endsWith('T')) return null;
  const [, weeks, days, hours, minutes, seconds] = match.map((part) => (part === undefined ? 0 : Number(part)));
  return Math.round(weeks! * 604_800 + days! * 86_400 + hours! * 3_600 + minutes! * 60 + seconds!);
}

/** The middle value (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Views counted as the least a channel's usual can be: a channel whose uploads get a dozen views
 * would otherwise make any video with a few thousand a thousand-fold outlier.
 */
export const MEDIAN_FLOOR = 500;

/**
 * How many times its channel's usual a video's views are. A channel with no other recent upload to
 * compare with scores 1: it is neither a breakout nor evidence against one.
 */
export function outlierScore(views: number, channelMedian: number | null): number {
  if (channelMedian === null) return 1;
  return Math.round((views / Math.max(channelMedian, MEDIAN_FLOOR)) * 100) / 100;
}

/** A video as videos.list describes it, reduced to what ranking needs. */
export interface FoundVideo {
  videoId: string;
  channelId: string;
  views: number;
  /** commentCount, absent when YouTube hides it (comments off, or counts hidden). */
  comments: number | null;
  /** contentDetails.duration. */
  duration: string;
  /** snippet.liveBroadcastContent: 'live' and 'upcoming' have no comments worth reading yet. */
  live: boolean;
}

export interface RankRules {
  maxVideoSeconds: number;
  minViews: number;
  minComments: number;
}

export type Rejection = 'too-long' | 'no-duration' | 'live' | 'too-few-views' | 'too-few-comments';

export interface RankedVideo extends FoundVideo {
  seconds: number;
  outlierScore: number;
}

/**
 * The videos worth reading, best outlier first (more views first among equals, then by id so a
 * rerun ranks the same), and why each other one was left out.
 */
export function rankVideos(
  videos: readonly FoundVideo[],
  channelMedians: ReadonlyMap<string, number | null>,
  rules: RankRules,
): { ranked: RankedVideo[]; rejected: Array<{ videoId: string; reason: Rejection }> } {
  const ranked: RankedVideo[] = [];
  const rejected: Array<{ videoId: string; reason: Rejection }> = [];
  for (const video of videos) {
    const seconds = durationSeconds(video.duration);
    const reason: Rejection | null = video.live
      ? 'live'
      : seconds === null || seconds === 0
        ? 'no-duration'
        : seconds > rules.maxVideoSeconds
          ? 'too-long'
          : video.views < rules.minViews
            ? 'too-few-views'
            : video.comments !== null && video.comments < rules.minComments
              ? 'too-few-comments'
              : null;
    if (reason) rejected.push({ videoId: video.videoId, reason });
    else ranked.push({ ...video, seconds: seconds!, outlierScore: outlierScore(video.views, channelMedians.get(video.channelId) ?? null) });
  }
  ranked.sort((a, b) => b.outlierScore - a.outlierScore || b.views - a.views || a.videoId.localeCompare(b.videoId));
  return { ranked, rejected };
}

import { pacificDay } from '#functions/ingestion/run-store';
import { choosingData } from '#functions/personal/personal-files';
import type { AnalyticsView } from './routes';
import {
  addDays,
  chartSeries,
  CHECKPOINTS,
  claimRatio,
  creatorUsual,
  dueChecks,
  groupUplifts,
  UPLIFT_CHECKPOINT,
  usualText,
} from './rules';
import { subscriberAnalytics } from './store';

/**
 * What the Analytics tab shows a subscriber: each posted video the job tracks with its 1, 7 and
 * 30-day figures (those still within YouTube's 30 days), late, missed and pending checkpoints
 * marked; their usual; the uplift by kind of ask, format and hook style; and the chart's points.
 */
export async function analyticsViewOf(userId: string, now: Date): Promise<AnalyticsView> {
  const today = pacificDay(now);
  const held = await subscriberAnalytics(userId, now);
  const figures = new Map(held.figures.map((f) => [`${f.videoId}#${f.checkpoint}`, f]));
  const checks = new Map(held.checks.map((c) => [`${c.videoId}#${c.checkpoint}`, c]));
  const recorded = (videoId: string) => new Set(held.checks.filter((c) => c.videoId === videoId).map((c) => c.checkpoint));
  // Not recorded yet: waiting for its day, for the next run, or (no run reached it in time) missed.
  const unrecorded = (videoId: string, postOn: string, checkpoint: number) => {
    const due = dueChecks(postOn, today, recorded(videoId)).find((c) => c.checkpoint === checkpoint);
    return due ? (due.status === 'missed' ? ('missed' as const) : ('due' as const)) : ('pending' as const);
  };
  const usual = creatorUsual(held.figures.filter((f) => f.checkpoint === UPLIFT_CHECKPOINT).map((f) => f.views));

  const videos = [...held.videos]
    .sort((a, b) => b.postOn.localeCompare(a.postOn) || a.videoId.localeCompare(b.videoId))
    .map((video) => ({
      videoId: video.videoId,
      ideaId: video.ideaId,
      title: video.title,
      url: video.url,
      postOn: video.postOn,
      askKind: video.askKind,
      format: video.format,
      hookStyle: video.hookStyle,
      uplift: video.uplift,
      upliftText: video.uplift === null ? null : `${claimRatio(video.uplift)}× your usual`,
      checks: CHECKPOINTS.map((checkpoint) => {
        const dueOn = addDays(video.postOn, checkpoint);
        const record = checks.get(`${video.videoId}#${checkpoint}`);
        const figure = figures.get(`${video.videoId}#${checkpoint}`);
        const read = record?.status === 'on-time' || record?.status === 'late';
        return {
          checkpoint,
          dueOn,
          status: record ? record.status : unrecorded(video.videoId, video.postOn, checkpoint),
          readOn: record?.readOn ?? null,
          views: figure?.views ?? null,
          likes: figure?.likes ?? null,
          comments: figure?.comments ?? null,
          figuresExpired: read && !figure,
        };
      }),
    }));

  return {
    today,
    usual: { ...usual, text: usualText(usual) },
    videos,
    groups: groupUplifts(held.videos, choosingData().formats),
    chart: chartSeries(
      held.videos.map((video) => ({
        videoId: video.videoId,
        postOn: video.postOn,
        title: video.title,
        views: figures.get(`${video.videoId}#${UPLIFT_CHECKPOINT}`)?.views ?? null,
        uplift: video.uplift,
      })),
      today,
    ),
  };
}

import { createHash } from 'node:crypto';
import type { youtube_v3 } from '@googleapis/youtube';
import { evidenceTexts, generateIdea, insightsFor } from '#functions/content-engine/generate-idea';
import type { Generator } from '#functions/content-engine/generator';
import type { Insight } from '#functions/content-engine/insight';
import { mineInsights } from '#functions/content-engine/insights';
import { putPersonalIdea } from '#functions/ideas/personal-store';
import { sourceVideoOf } from '#functions/ingestion/comment-text';
import { commentsOfThreads } from '#functions/ingestion/comments';
import { quotaConfig } from '#functions/ingestion/ingestion-files';
import { durationSeconds } from '#functions/ingestion/outliers';
import { ownAudienceConfig, type OwnAudienceConfig } from '#functions/ingestion/own-channel-files';
import { pacificDay, quotaUsed, recordQuota } from '#functions/ingestion/run-store';
import { YoutubeCaller, type YoutubeApi } from '#functions/ingestion/youtube-client';
import { STOPS_RUN, YoutubeError } from '#functions/ingestion/youtube-errors';
import { listNiches } from '#functions/niches/store';
import { touchesAvoidedTopic } from '#functions/profiles/rules';
import { getCreatorProfile } from '#functions/profiles/store';
import type { SourceComment } from '#functions/content-engine/corpus';
import type { IdeaTraits } from './model';
import { VIDEO_REQUEST_FAILURES, videoReason, type VideoRequestFailure } from './video-ideas-rules';
import { claimVideoRequest, expireVideoIdea, finishVideoRequest, uncountVideoRequest, type VideoRequestIdea } from './video-ideas-store';

/**
 * The worker that answers an "Ideas from a video" request, within minutes of the request: read up
 * to a few pages of the video's comments (each a unit of the day's YouTube quota, counted in the
 * ledger), mine them as a niche's corpus is mined, and write up to a few ideas through the same
 * generation, gates and retries as every idea (OpenAI when a key is configured, the offline
 * templates otherwise), each stored as the subscriber's personal idea of kind 'video'. The
 * comments themselves are not stored: only the ideas that quote them, which expire with the
 * request (30 days and a margin).
 *
 * Safe to run twice for one request (an SQS redelivery): the request is claimed first (a request
 * answered, or held by a live worker, is left alone) and each idea's id is derived from the
 * request and its position, written once.
 */

/**
 * An idea's id for a request: the same request and position always give the same id, so a
 * redelivered message writes nothing twice. Hashed: it reveals neither the owner nor the request.
 */
export function videoIdeaId(userId: string, requestId: string, n: number): string {
  return 'v-' + createHash('sha256').update(`${userId}\n${requestId}\n${n}`).digest('base64url').slice(0, 22);
}

/** Longer than one answer takes; a worker that died lets the redelivered message in after this. */
export const VIDEO_REQUEST_LEASE_SECONDS = 5 * 60;

export interface AnswerOptions {
  userId: string;
  requestId: string;
  now: Date;
  /** null: no YouTube key configured. */
  youtube: { api: YoutubeApi; key: string } | null;
  generator: Generator;
  /** No new generation attempt starts after this instant. */
  deadline?: number;
  own?: OwnAudienceConfig;
}

export type AnswerOutcome = { status: 'skipped' } | { status: 'done'; ideas: number } | { status: 'failed'; reason: VideoRequestFailure };

export async function answerVideoRequest(options: AnswerOptions): Promise<AnswerOutcome> {
  const { userId, requestId, now } = options;
  const request = await claimVideoRequest(userId, requestId, now, VIDEO_REQUEST_LEASE_SECONDS);
  if (!request) return { status: 'skipped' };
  const fail = async (reason: VideoRequestFailure): Promise<AnswerOutcome> => {
    // A request YouTube could not answer for want of quota or a connection is not the subscriber's to pay for.
    if (reason === 'quota' || reason === 'unavailable') await uncountVideoRequest(userId, pacificDay(new Date(request.createdAt)));
    await finishVideoRequest(userId, requestId, { status: 'failed', message: VIDEO_REQUEST_FAILURES[reason] }, new Date());
    return { status: 'failed', reason };
  };
  if (!options.youtube) return fail('unavailable');
  const own = options.own ?? ownAudienceConfig();

  let read: { comments: SourceComment[]; video: ReturnType<typeof sourceVideoOf> } | VideoRequestFailure;
  try {
    read = await readComments(options.youtube, request.videoId, request.niche, now, own.videoRequests.commentPages);
  } catch (error) {
    if (error instanceof YoutubeError) return fail(STOPS_RUN.has(error.reason) ? 'quota' : 'unavailable');
    throw error;
  }
  if (typeof read === 'string') return fail(read);
  if (read.comments.length === 0) return fail('noComments');

  const profile = await getCreatorProfile(userId);
  const mined = insightsFor(options.generator, mineInsights(request.niche, read.comments, [read.video], now)).filter(
    (insight) => !profile || !touchesAvoidedTopic(evidenceTexts({ insight }), profile.avoidTopics),
  );
  const picks = mined.slice(0, own.videoRequests.ideasPerRequest);
  if (picks.length === 0) return fail('noAsks');

  const niche = (await listNiches()).find((n) => n.niche === request.niche);
  const ideas: VideoRequestIdea[] = [];
  const earlier: string[] = [];
  // One after another: each idea's title is kept clear of the ones before it.
  for (const [index, insight] of picks.entries()) {
    const n = index + 1;
    const id = videoIdeaId(userId, requestId, n);
    const outcome = await generateIdea({
      request: {
        niche: request.niche,
        nicheName: niche?.displayName ?? request.niche,
        insight,
        variant: 'B',
        angle: 0,
        previousTitles: [],
        creator: profile,
      },
      slot: { id, niche: request.niche, dayNumber: 1, variant: 'B' },
      generator: options.generator,
      purpose: 'video-ideas',
      titles: { earlier },
      ...(options.deadline !== undefined ? { deadline: options.deadline } : {}),
    });
    if (!outcome.idea) continue;
    const idea = {
      ...outcome.idea,
      ideaNumber: n,
      personal: { kind: 'video' as const, reasons: [{ kind: 'video', text: videoReason(request.videoTitle) }], ownAudience: false },
    };
    await putPersonalIdea({
      idea,
      facts: {
        ownerUserId: userId,
        insightKey: insight.key,
        traits: traitsOf(insight, idea.content.filming?.format ?? null),
        createdAt: request.createdAt,
      },
    });
    await expireVideoIdea(id, now);
    earlier.push(idea.title);
    ideas.push({ id, title: idea.title, hook: idea.content.hooks[0] ?? '' });
  }
  if (ideas.length === 0) return fail('failed');
  await finishVideoRequest(userId, requestId, { status: 'done', ideas }, new Date());
  return { status: 'done', ideas: ideas.length };
}

/**
 * The traits "Filmed it" and "Not for me" move. The kind of ask is read from the insight's
 * signals; topics are left to the engine's reading of the niche's knowledge (empty here).
 */
function traitsOf(insight: Insight, format: string | null): IdeaTraits {
  const text = insight.representative.text.toLowerCase();
  const askKind: IdeaTraits['askKind'] = /\bhow (do|to|can|should)\b/.test(text)
    ? 'how-to'
    : /\bwhy\b/.test(text)
      ? 'why'
      : /\b(is it (ok|safe|bad)|can i)\b/.test(text)
        ? 'is-it-ok'
        : /\b(best|recommend|which)\b/.test(text)
          ? 'recommendation'
          : /\b(or|vs|versus)\b/.test(text)
            ? 'comparison'
            : 'other';
  return { topics: [], format, askKind };
}

/** The video and up to `pages` pages of its comments, or why there are none to read. */
async function readComments(
  youtube: { api: YoutubeApi; key: string },
  videoId: string,
  niche: string,
  now: Date,
  pages: number,
): Promise<{ comments: SourceComment[]; video: ReturnType<typeof sourceVideoOf> } | VideoRequestFailure> {
  const config = quotaConfig();
  const day = pacificDay(now);
  const used = await quotaUsed(day);
  // A subscriber's request may use the reserve the jobs leave: it is a few units, and what the reserve is for.
  const caller = new YoutubeCaller(youtube.api, youtube.key, {
    config,
    left: { search: 0, reads: Math.max(0, config.buckets.reads.dailyLimit - used.reads) },
    spent: {},
    record: async (bucket, units) => {
      await recordQuota(day, bucket, units, now);
    },
  });
  const described = await caller.call<youtube_v3.Schema$VideoListResponse>('videos.list', (api) =>
    api.videos.list({ part: ['snippet', 'contentDetails', 'statistics'], id: [videoId] }),
  );
  const item = described.items?.[0];
  if (!item?.id) return 'notFound';
  const video = sourceVideoOf(
    {
      videoId: item.id,
      title: item.snippet?.title ?? '',
      channelId: item.snippet?.channelId ?? '',
      channelTitle: item.snippet?.channelTitle ?? '',
      views: Number(item.statistics?.viewCount ?? 0),
      seconds: durationSeconds(item.contentDetails?.duration) ?? 0,
      outlierScore: 0,
    },
    now,
  );
  const comments: SourceComment[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < pages; page += 1) {
    let data: youtube_v3.Schema$CommentThreadListResponse;
    try {
      data = await caller.call<youtube_v3.Schema$CommentThreadListResponse>('commentThreads.list', (api) =>
        api.commentThreads.list({
          part: ['snippet', 'replies'],
          videoId,
          order: 'relevance',
          maxResults: 100,
          textFormat: 'plainText',
          ...(pageToken ? { pageToken } : {}),
        }),
      );
    } catch (error) {
      if (!(error instanceof YoutubeError) || STOPS_RUN.has(error.reason)) throw error;
      if (page > 0) break;
      if (error.reason === 'commentsDisabled') return 'commentsDisabled';
      if (error.reason === 'forbidden' || error.reason === 'videoNotFound') return 'notFound';
      throw error;
    }
    comments.push(...commentsOfThreads(data.items ?? [], { niche, video, fetchedAt: now }).comments);
    pageToken = data.nextPageToken ?? undefined;
    if (!pageToken) break;
  }
  return { comments, video };
}

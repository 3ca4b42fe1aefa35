import { randomUUID } from 'node:crypto';
import type { youtube_v3 } from '@googleapis/youtube';
import { gateWords, knowledgeFor } from '#functions/content-engine/content-files';
import { putCorpus, storedCommentKeys } from '#functions/content-engine/corpus-store';
import { nicheAsksLeft } from '#functions/content-engine/supply';
import { listNiches } from '#functions/niches/store';
import { getChannelStats, putChannelStats, type ChannelStats } from './channel-store';
import { sourceVideoOf } from './comment-text';
import { commentsOfThreads } from './comments';
import { quotaConfig, type QuotaConfig } from './ingestion-files';
import { fitsNiche, vocabularies, type Vocabularies } from './niche-fit';
import { median, rankVideos, type FoundVideo } from './outliers';
import { nextStep, plannable, planDay, searchesWanted, type NichePlan } from './planner';
import { expiresAtOf } from './policy';
import {
  claimLease,
  getCheckpoint,
  pacificDay,
  putCheckpoint,
  putRunSummary,
  quotaUsed,
  recordQuota,
  releaseLease,
  type IngestCheckpoint,
  type IngestRunSummary,
  type PlannedVideo,
} from './run-store';
import { listNicheSources, type NicheSources } from './sources-store';
import { YoutubeCaller, type QuotaMeter, type YoutubeApi } from './youtube-client';
import { STOPS_RUN, YoutubeError } from './youtube-errors';

/**
 * The ingest job: for each niche the planner picks, search its queries for recent viral Shorts,
 * add the videos and channels an admin named, keep videos of at most three minutes, rank them by
 * views against their channel's usual, and read the best ones' comments into the corpus. Every
 * API page is followed by a checkpoint, so a run stopped by the quota (or killed) resumes at the
 * next page on the next run; comments are keyed by platform and id and only new ones are written,
 * so nothing is written twice.
 */

/** Longer than a Lambda may run (15 minutes): a run that died lets the next one in after this. */
export const INGEST_LEASE_SECONDS = 20 * 60;
const DAY_MS = 86_400_000;

export interface IngestOptions {
  now: Date;
  api: YoutubeApi;
  /** Only to scrub it from errors: never logged. */
  key: string;
  /** Only these niches (all active niches otherwise). */
  niches?: readonly string[];
  runId?: string;
  config?: QuotaConfig;
  /** Wall-clock instant (ms) to stop by, checkpoint kept: a Lambda's end, less a margin. */
  deadline?: number;
}

export type IngestResult =
  | { status: 'busy'; heldBy: string | null; since: string | null }
  | {
      status: 'ran';
      runId: string;
      day: string;
      summaries: IngestRunSummary[];
      /** Why the run ended before every planned niche was done, if it did. */
      stoppedBy: 'quotaExceeded' | 'rateLimitExceeded' | 'timeUp' | null;
      spent: QuotaMeter['spent'];
      planned: NichePlan[];
    };

export async function runIngest(options: IngestOptions): Promise<IngestResult> {
  const runId = options.runId ?? `ingest-${options.now.toISOString()}-${randomUUID().slice(0, 8)}`;
  const lease = await claimLease('ingest', runId, options.now, INGEST_LEASE_SECONDS);
  if (!lease.claimed) return { status: 'busy', heldBy: lease.heldBy, since: lease.since };
  try {
    return await ingestUnderLease(runId, options);
  } finally {
    await releaseLease('ingest', runId);
  }
}

async function ingestUnderLease(runId: string, options: IngestOptions): Promise<Extract<IngestResult, { status: 'ran' }>> {
  const config = options.config ?? quotaConfig();
  const { now } = options;
  const day = pacificDay(now);
  const active = (await listNiches()).filter((n) => n.isActive).map((n) => n.niche);
  const niches = options.niches ? active.filter((n) => options.niches!.includes(n)) : active;
  const [allSources, checkpoints] = await Promise.all([
    listNicheSources(active),
    Promise.all(niches.map(async (niche) => [niche, await getCheckpoint(niche)] as const)).then((entries) => new Map(entries)),
  ]);
  const sourcesOf = new Map(allSources.map((s) => [s.niche, s]));
  const vocab = nicheVocabularies(allSources);
  const limits = (niche: string) => ({ queries: sourcesOf.get(niche)!.queries.length, commentPagesPerVideo: config.commentPagesPerVideo });
  const waiting = niches.filter((niche) => nextStep(checkpoints.get(niche) ?? null, day, limits(niche)).kind !== 'done');
  const needs = await Promise.all(
    waiting.map(async (niche) => ({
      niche,
      asksLeft: await nicheAsksLeft(niche, now),
      searchesWanted: searchesWanted(checkpoints.get(niche) ?? null, day, limits(niche).queries),
    })),
  );
  const planned = planDay(needs, plannable(config, await quotaUsed(day)), config);

  const spent: QuotaMeter['spent'] = {};
  const summaries: IngestRunSummary[] = [];
  let stoppedBy: 'quotaExceeded' | 'rateLimitExceeded' | 'timeUp' | null = null;
  for (const plan of planned) {
    const meter: QuotaMeter = {
      config,
      left: plan.budget,
      spent,
      record: async (bucket, units) => {
        await recordQuota(day, bucket, units, now);
      },
    };
    const niche = new NicheRun(
      runId,
      plan,
      sourcesOf.get(plan.niche)!,
      vocab,
      config,
      new YoutubeCaller(options.api, options.key, meter),
      now,
      day,
    );
    const outcome = await niche.run(checkpoints.get(plan.niche) ?? null);
    summaries.push(niche.summary);
    // YouTube's own quota is the project's, not the niche's: every later niche would fail the same way.
    if (outcome === 'quotaExceeded' || outcome === 'rateLimitExceeded' || outcome === 'timeUp') {
      stoppedBy = outcome;
      break;
    }
  }
  return { status: 'ran', runId, day, summaries, stoppedBy, spent, planned };
}

/**
 * Every niche's words, to tell which niche a found video is about: its search queries and what its
 * viewers ask about (the knowledge's topics), with the words that name it (its id and gate words).
 */
function nicheVocabularies(sources: readonly NicheSources[]): Vocabularies {
  return vocabularies(
    new Map(
      sources.map((s) => [
        s.niche,
        {
          words: [...s.queries, ...knowledgeFor(s.niche).topics.flatMap((topic) => [topic.name, ...topic.keywords])],
          core: [s.niche, ...(gateWords().nicheWords[s.niche] ?? [])],
        },
      ]),
    ),
  );
}

type NicheOutcome = 'done' | 'budgetSpent' | 'quotaExceeded' | 'rateLimitExceeded' | 'timeUp';

interface Described {
  found: FoundVideo;
  title: string;
  channelTitle: string;
  /** Title and tags: what tells which niche the video is about. */
  text: string;
}

/** One niche's part of a run: its steps from the checkpoint on, until done or out of budget. */
class NicheRun {
  readonly summary: IngestRunSummary;
  private readonly started = Date.now();

  constructor(
    runId: string,
    private readonly plan: NichePlan,
    private readonly sources: NicheSources,
    private readonly vocab: Vocabularies,
    private readonly config: QuotaConfig,
    private readonly youtube: YoutubeCaller,
    private readonly now: Date,
    private readonly day: string,
    private readonly deadline?: number,
  ) {
    this.summary = {
      runId,
      niche: plan.niche,
      startedAt: now.toISOString(),
      finishedAt: null,
      status: 'running',
      videosFound: 0,
      commentsAdded: 0,
      errors: [],
    };
  }

  /** The run's `now` moved on by the time it has taken, so a test that sets `now` gets consistent dates. */
  private at(): Date {
    return new Date(this.now.getTime() + (Date.now() - this.started));
  }

  private get niche(): string {
    return this.plan.niche;
  }

  async run(found: IngestCheckpoint | null): Promise<NicheOutcome> {
    await putRunSummary(this.summary);
    const limits = { queries: this.sources.queries.length, commentPagesPerVideo: this.config.commentPagesPerVideo };
    let checkpoint =
      found && found.phase !== 'done'
        ? found
        : {
            niche: this.niche,
            runId: this.summary.runId,
            startedDay: this.day,
            phase: 'search' as const,
            queryIndex: 0,
            candidates: [],
            videos: [],
            videoIndex: 0,
            pageToken: null,
            pagesRead: 0,
            updatedAt: this.now.toISOString(),
          };
    let outcome: NicheOutcome = 'done';
    try {
      for (;;) {
        const step = nextStep(checkpoint, this.day, limits);
        if (step.kind === 'done') {
          checkpoint = { ...checkpoint, phase: 'done' };
          await this.save(checkpoint);
          break;
        }
        if (this.deadline !== undefined && Date.now() >= this.deadline) {
          outcome = 'timeUp';
          break;
        }
        checkpoint =
          step.kind === 'search'
            ? await this.search(checkpoint, step.queryIndex)
            : step.kind === 'choose'
              ? await this.choose(checkpoint)
              : await this.readComments(checkpoint, step.videoIndex, step.pageToken, step.pagesRead);
        await this.save(checkpoint);
      }
    } catch (error) {
      if (!(error instanceof YoutubeError) || !STOPS_RUN.has(error.reason)) {
        this.summary.status = 'failed';
        this.summary.errors.push({ reason: 'failed', message: error instanceof Error ? error.message : String(error) });
        this.summary.finishedAt = this.at().toISOString();
        await putRunSummary(this.summary);
        throw error;
      }
      outcome = error.reason as NicheOutcome;
      this.summary.errors.push({ reason: error.reason, message: error.message });
    }
    this.summary.status = outcome === 'done' ? 'done' : outcome === 'timeUp' ? 'stopped-time' : 'stopped-quota';
    this.summary.finishedAt = this.at().toISOString();
    await putRunSummary(this.summary);
    return outcome;
  }

  private save(checkpoint: IngestCheckpoint): Promise<void> {
    return putCheckpoint({ ...checkpoint, updatedAt: this.at().toISOString() });
  }

  /** Records a skipped item, or rethrows what stops the run. */
  private skip(error: unknown, videoId?: string): void {
    if (!(error instanceof YoutubeError) || STOPS_RUN.has(error.reason)) throw error;
    this.summary.errors.push({ ...(videoId ? { videoId } : {}), reason: error.reason, message: error.message });
  }

  private async search(checkpoint: IngestCheckpoint, queryIndex: number): Promise<IngestCheckpoint> {
    const query = this.sources.queries[queryIndex]!;
    const { search } = this.config;
    let ids: string[] = [];
    try {
      const data = await this.youtube.call<youtube_v3.Schema$SearchListResponse>('search.list', (api) =>
        api.search.list({
          part: ['id'],
          q: query,
          type: ['video'],
          videoDuration: 'short',
          order: 'viewCount',
          publishedAfter: new Date(this.now.getTime() - search.publishedAfterDays * DAY_MS).toISOString(),
          regionCode: search.regionCode,
          relevanceLanguage: search.relevanceLanguage,
          maxResults: search.maxResults,
        }),
      );
      ids = (data.items ?? []).map((item) => item.id?.videoId).filter((id): id is string => typeof id === 'string');
    } catch (error) {
      this.skip(error);
    }
    return { ...checkpoint, phase: 'search', queryIndex: queryIndex + 1, candidates: [...new Set([...checkpoint.candidates, ...ids])] };
  }

  /** Candidates (searched, admin-added, admin channels' recent uploads) described, filtered, ranked and the best kept. */
  private async choose(checkpoint: IngestCheckpoint): Promise<IngestCheckpoint> {
    const addedChannels = this.sources.channels.map((c) => c.id);
    const channelStats = await this.channelStats(addedChannels);
    const addedVideos = this.sources.videos.map((v) => v.id);
    const fromChannels = addedChannels.flatMap((id) => channelStats.get(id)?.recentVideoIds ?? []);
    const candidates = [...new Set([...addedVideos, ...checkpoint.candidates, ...fromChannels])];
    const described = await this.describe(candidates);
    for (const id of addedVideos)
      if (!described.has(id))
        this.summary.errors.push({
          videoId: id,
          reason: 'videoNotFound',
          message: 'An added video YouTube no longer returns (deleted or private)',
        });

    // What an admin named is read as named; what a search found only when it is about this niche.
    const named = new Set([...addedVideos, ...fromChannels]);
    const found = [...described.values()]
      .filter((d) => named.has(d.found.videoId) || fitsNiche(d.text, this.niche, this.vocab))
      .map((d) => d.found);
    const eligible = rankVideos(found, new Map(), this.config).ranked;
    const medians = await this.channelStats([...new Set(eligible.map((v) => v.channelId))]);
    const { ranked } = rankVideos(eligible, new Map([...medians].map(([id, stats]) => [id, stats.medianViews])), this.config);
    const wanted = this.config.topVideosPerQuery * Math.max(1, this.sources.queries.length);
    // An admin named these videos: they are read whatever their rank.
    const added = ranked.filter((v) => addedVideos.includes(v.videoId));
    const best = ranked.filter((v) => !addedVideos.includes(v.videoId)).slice(0, Math.max(0, wanted - added.length));
    const videos: PlannedVideo[] = [...added, ...best].map((v) => ({
      videoId: v.videoId,
      title: described.get(v.videoId)!.title,
      channelId: v.channelId,
      channelTitle: described.get(v.videoId)!.channelTitle,
      views: v.views,
      seconds: v.seconds,
      outlierScore: v.outlierScore,
    }));
    this.summary.videosFound = videos.length;
    return { ...checkpoint, phase: 'comments', candidates: [], videos, videoIndex: 0, pageToken: null, pagesRead: 0 };
  }

  /** videos.list (snippet, contentDetails, statistics) 50 ids a call: the videos YouTube still returns. */
  private async describe(ids: readonly string[]): Promise<Map<string, Described>> {
    const described = new Map<string, Described>();
    for (let i = 0; i < ids.length; i += 50) {
      let items: youtube_v3.Schema$Video[] = [];
      try {
        const data = await this.youtube.call<youtube_v3.Schema$VideoListResponse>('videos.list', (api) =>
          api.videos.list({ part: ['snippet', 'contentDetails', 'statistics'], id: ids.slice(i, i + 50), maxResults: 50 }),
        );
        items = data.items ?? [];
      } catch (error) {
        this.skip(error);
      }
      for (const item of items) {
        if (!item.id || !item.snippet?.channelId) continue;
        const comments = item.statistics?.commentCount;
        described.set(item.id, {
          found: {
            videoId: item.id,
            channelId: item.snippet.channelId,
            views: Number(item.statistics?.viewCount ?? 0),
            comments: comments === undefined || comments === null ? null : Number(comments),
            duration: item.contentDetails?.duration ?? '',
            live: item.snippet.liveBroadcastContent === 'live' || item.snippet.liveBroadcastContent === 'upcoming',
          },
          title: item.snippet.title ?? '',
          channelTitle: item.snippet.channelTitle ?? '',
          text: `${item.snippet.title ?? ''} ${(item.snippet.tags ?? []).join(' ')}`,
        });
      }
    }
    return described;
  }

  /**
   * Each channel's median views over its recent uploads: kept ones when fresh, otherwise read
   * (channels.list for the uploads playlist, playlistItems.list for the recent uploads,
   * videos.list for their views) and kept for the next runs.
   */
  private async channelStats(channelIds: readonly string[]): Promise<Map<string, ChannelStats>> {
    const stats = await getChannelStats(channelIds, this.now, this.config.channelCacheDays);
    const missing = channelIds.filter((id) => !stats.has(id));
    const uploads = new Map<string, string>();
    for (let i = 0; i < missing.length; i += 50) {
      try {
        const data = await this.youtube.call<youtube_v3.Schema$ChannelListResponse>('channels.list', (api) =>
          api.channels.list({ part: ['contentDetails'], id: missing.slice(i, i + 50), maxResults: 50 }),
        );
        for (const channel of data.items ?? []) {
          const playlist = channel.contentDetails?.relatedPlaylists?.uploads;
          if (channel.id && playlist) uploads.set(channel.id, playlist);
        }
      } catch (error) {
        this.skip(error);
      }
    }
    for (const id of missing)
      if (!uploads.has(id) && this.sources.channels.some((c) => c.id === id))
        this.summary.errors.push({ reason: 'channelNotFound', message: `An added channel YouTube no longer returns: ${id}` });

    const recent = new Map<string, string[]>();
    for (const [channelId, playlistId] of uploads) {
      try {
        const data = await this.youtube.call<youtube_v3.Schema$PlaylistItemListResponse>('playlistItems.list', (api) =>
          api.playlistItems.list({ part: ['contentDetails'], playlistId, maxResults: this.config.channelUploadsSampled }),
        );
        recent.set(
          channelId,
          (data.items ?? []).map((item) => item.contentDetails?.videoId).filter((id): id is string => typeof id === 'string'),
        );
      } catch (error) {
        this.skip(error);
      }
    }
    const allIds = [...new Set([...recent.values()].flat())];
    const views = new Map<string, number>();
    for (let i = 0; i < allIds.length; i += 50) {
      try {
        const data = await this.youtube.call<youtube_v3.Schema$VideoListResponse>('videos.list', (api) =>
          api.videos.list({ part: ['statistics'], id: allIds.slice(i, i + 50), maxResults: 50 }),
        );
        for (const item of data.items ?? []) if (item.id) views.set(item.id, Number(item.statistics?.viewCount ?? 0));
      } catch (error) {
        this.skip(error);
      }
    }
    const fetchedAt = this.at().toISOString();
    const read = [...recent].map(([channelId, ids]) => ({
      channelId,
      medianViews: median(ids.filter((id) => views.has(id)).map((id) => views.get(id)!)),
      recentVideoIds: ids,
      fetchedAt,
    }));
    await putChannelStats(read, this.config.channelCacheDays);
    for (const s of read) stats.set(s.channelId, s);
    return stats;
  }

  /** One page of a chosen video's comment threads into the corpus; a video that cannot be read is recorded and passed. */
  private async readComments(
    checkpoint: IngestCheckpoint,
    videoIndex: number,
    pageToken: string | null,
    pagesRead: number,
  ): Promise<IngestCheckpoint> {
    const planned = checkpoint.videos[videoIndex]!;
    const next = { ...checkpoint, phase: 'comments' as const, videoIndex };
    let data: youtube_v3.Schema$CommentThreadListResponse;
    try {
      data = await this.youtube.call<youtube_v3.Schema$CommentThreadListResponse>('commentThreads.list', (api) =>
        api.commentThreads.list({
          part: ['snippet', 'replies'],
          videoId: planned.videoId,
          order: 'relevance',
          maxResults: 100,
          textFormat: 'plainText',
          ...(pageToken ? { pageToken } : {}),
        }),
      );
    } catch (error) {
      this.skip(error, planned.videoId);
      // Passed: the next step moves to the next video.
      return { ...next, pageToken: null, pagesRead: Math.max(1, pagesRead) };
    }
    const fetchedAt = this.at();
    const video = sourceVideoOf(planned, fetchedAt);
    const { comments, skipped } = commentsOfThreads(data.items ?? [], { niche: this.niche, video, fetchedAt });
    for (const s of skipped)
      this.summary.errors.push({
        videoId: planned.videoId,
        reason: 'invalidComment',
        message: `Comment ${s.commentId} skipped: ${s.message}`,
      });
    const stored = await storedCommentKeys(comments);
    const fresh = comments.filter((c) => !stored.has(`${c.platform}#${c.commentId}`));
    if (fresh.length > 0)
      await putCorpus(fresh, [video], {
        expiresAtOf: (item) => (item.refreshBy ? expiresAtOf(item.refreshBy, this.config.expiryMarginDays) : undefined),
      });
    this.summary.commentsAdded += fresh.length;
    return { ...next, pageToken: data.nextPageToken ?? null, pagesRead: pagesRead + 1 };
  }
}

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalStackError } from './config';
import { BodyTooLarge, readBody } from './http-body';
import { Catalogue, type Video } from './youtube/catalogue';
import { FAILURE_REASONS, YouTubeApiError, apiErrors, failureError, type FailureReason } from './youtube/errors';
import { CREATOR_FIXTURES_DIR, loadFixtures, type FixtureFile } from './youtube/fixtures';
import { ageInDays, figuresAt } from './youtube/growth';
import { Query, pageToken, readPageToken } from './youtube/params';
import {
  BUCKETS,
  DEFAULT_QUOTA,
  METHODS,
  addDays,
  charge,
  pacificDay,
  quotaSettingsProblem,
  type Bucket,
  type Method,
  type MethodCost,
  type QuotaSettings,
  type Usage,
} from './youtube/quota';
import {
  channelResource,
  commentResource,
  commentThreadResource,
  listResponse,
  playlistItemResource,
  searchResult,
  videoResource,
  type TextFormat,
} from './youtube/resources';
import { SEARCH_ORDERS, VIDEO_DURATIONS, searchVideos } from './youtube/search';

export { FAILURE_REASONS, type FailureReason } from './youtube/errors';
export { METHODS, BUCKETS, DEFAULT_QUOTA, pacificDay, type Method, type Bucket, type QuotaSettings } from './youtube/quota';

export interface YouTubeEmulatorOptions {
  /** 0 picks a free port. */
  port: number;
  /** Interface to listen on; 127.0.0.1 unless told. */
  host?: string;
  /** The one key accepted (others get Google's 400 keyInvalid); made up for this run when not given. */
  apiKey?: string;
  /** Where served failures and internal errors are reported. The key is never in a line. */
  log?: (line: string) => void;
  /** Costs and daily budgets; Google's defaults when not given. */
  quota?: Partial<{ costs: Partial<Record<Method, MethodCost>>; budgets: Partial<Record<Bucket, number>> }>;
  /** Another catalogue instead of lib/local/youtube/fixtures (tests of the emulator itself). */
  fixtures?: FixtureFile[];
  /** The emulator's clock; fixture times are resolved against it at start. @default Date.now */
  now?: () => number;
}

export interface ReceivedCall {
  /** As Google's quota table names it: `commentThreads.list`. */
  method: Method;
  /** The query string without the key. */
  params: Record<string, string>;
  status: number;
  /** The error's `errors[0].reason` when the call failed. */
  reason: string | null;
  /** Quota charged for it (0 when refused for quota, a wrong key or a queued quotaExceeded). */
  units: number;
  bucket: Bucket;
  /** The Pacific-time quota day it was charged to. */
  day: string;
  at: string;
}

export interface QuotaState {
  day: string;
  budgets: Record<Bucket, number>;
  costs: Record<Method, MethodCost>;
  used: Usage;
}

export interface VideoPatch {
  commentsDisabled?: boolean;
  privacy?: Video['privacy'];
  deleted?: boolean;
}

export interface YouTubeEmulator {
  /** The root URL, ending with `/`: pass it as the client's `rootUrl` (YOUTUBE_API_URL). */
  url: string;
  apiKey: string;
  /** The next `count` calls (of `method`, or of any method) fail with this reason. */
  failNext(reason: FailureReason, options?: { method?: Method; count?: number }): void;
  quota(): QuotaState;
  setQuota(change: {
    budgets?: Partial<Record<Bucket, number>>;
    costs?: Partial<Record<Method, MethodCost>>;
    used?: Partial<Usage>;
  }): QuotaState;
  /** Uses up a bucket's remaining budget for today (both when not named). */
  exhaust(bucket?: Bucket): QuotaState;
  /** Moves the quota day on, as midnight in Los Angeles does: today's usage is left behind. */
  advanceDay(days?: number): string;
  /** As when its author deletes it; false when there was no such comment. */
  deleteComment(id: string): boolean;
  patchVideo(id: string, patch: VideoPatch): Video | null;
  requests(): ReceivedCall[];
  /** The catalogue back to the fixtures, no queued failures, no usage, today's day, no requests. */
  reset(): void;
  close(): Promise<void>;
}

/** Shaped like a Google API key (AIza and 35 more), so code that scrubs keys from logs meets a realistic one. */
const localKey = () => `AIzaLocal${randomBytes(22).toString('base64url')}`;

const RESOURCES: Record<string, Method> = {
  search: 'search.list',
  videos: 'videos.list',
  channels: 'channels.list',
  playlistItems: 'playlistItems.list',
  commentThreads: 'commentThreads.list',
  comments: 'comments.list',
};
const MAX_BODY_BYTES = 64 * 1024;
const MAX_IDS = 50;

/**
 * A local YouTube Data API v3 that the real `@googleapis/youtube` client talks to through its
 * `rootUrl`: search, videos, channels, playlist items, comment threads and comments by id, over a
 * catalogue of fixture videos per niche, with Google's quota accounting (per Pacific-time day, a
 * small `search` bucket and a shared `reads` bucket) and Google's error bodies. Tests change the
 * world through `/__emulator/...` (tests/support/youtube.ts).
 */
export async function startYouTubeEmulator(options: YouTubeEmulatorOptions): Promise<YouTubeEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.warn(line));
  const apiKey = options.apiKey ?? localKey();
  const now = options.now ?? Date.now;
  const fixtures = options.fixtures ?? [...loadFixtures(), ...loadFixtures(CREATOR_FIXTURES_DIR)];
  const startedAt = now();

  const initialSettings = (): QuotaSettings => ({
    costs: { ...DEFAULT_QUOTA.costs, ...(options.quota?.costs ?? {}) },
    budgets: { ...DEFAULT_QUOTA.budgets, ...(options.quota?.budgets ?? {}) },
  });
  let catalogue = new Catalogue(fixtures, startedAt);
  let settings = initialSettings();
  let dayOffset = 0;
  const usage = new Map<string, Usage>();
  const failures: Array<{ reason: FailureReason; method: Method | null }> = [];
  const received: ReceivedCall[] = [];

  const today = () => addDays(pacificDay(new Date(now())), dayOffset);
  /** The emulator's instant, days moved on by advanceDay included: what a video's age (and figures) are read at. */
  const clockNow = () => now() + dayOffset * 86_400_000;
  const usedOn = (day: string): Usage => {
    let used = usage.get(day);
    if (!used) {
      used = { search: 0, reads: 0 };
      usage.set(day, used);
    }
    return used;
  };
  const quota = (): QuotaState => ({
    day: today(),
    budgets: { ...settings.budgets },
    costs: Object.fromEntries(METHODS.map((m) => [m, { ...settings.costs[m] }])) as Record<Method, MethodCost>,
    used: { ...usedOn(today()) },
  });

  const failNext = (reason: FailureReason, { method, count = 1 }: { method?: Method; count?: number } = {}) => {
    if (!FAILURE_REASONS.includes(reason))
      throw new Error(`YouTube emulator: unknown failure '${String(reason)}'; use one of ${FAILURE_REASONS.join(', ')}.`);
    if (method !== undefined && !METHODS.includes(method))
      throw new Error(`YouTube emulator: unknown method '${String(method)}'; use one of ${METHODS.join(', ')}.`);
    if (!Number.isInteger(count) || count < 1 || count > 1000)
      throw new Error(`YouTube emulator: count must be a whole number from 1 to 1000, got ${count}.`);
    for (let i = 0; i < count; i += 1) failures.push({ reason, method: method ?? null });
  };
  const setQuota: YouTubeEmulator['setQuota'] = (change) => {
    const problem = quotaSettingsProblem(change);
    if (problem) throw new Error(problem);
    for (const [bucket, value] of Object.entries(change.budgets ?? {})) settings.budgets[bucket as Bucket] = value as number;
    for (const [method, cost] of Object.entries(change.costs ?? {}))
      settings.costs[method as Method] = { ...settings.costs[method as Method], ...(cost as Partial<MethodCost>) };
    const used = usedOn(today());
    for (const [bucket, value] of Object.entries(change.used ?? {})) {
      if (!(BUCKETS as readonly string[]).includes(bucket) || typeof value !== 'number' || !Number.isInteger(value) || value < 0)
        throw new Error(`used.${bucket} must be a whole number of units, 0 or more, for search or reads.`);
      used[bucket as Bucket] = value;
    }
    return quota();
  };
  const exhaust = (bucket?: Bucket): QuotaState => {
    const used = usedOn(today());
    for (const b of bucket ? [bucket] : BUCKETS) used[b] = settings.budgets[b];
    return quota();
  };
  const advanceDay = (days = 1): string => {
    if (!Number.isInteger(days) || days < 1 || days > 366) throw new Error('days must be a whole number from 1 to 366.');
    dayOffset += days;
    return today();
  };
  const patchVideo = (id: string, patch: VideoPatch): Video | null => {
    const video = catalogue.videos.get(id);
    if (!video) return null;
    if (patch.commentsDisabled !== undefined) video.commentsDisabled = patch.commentsDisabled;
    if (patch.privacy !== undefined) video.privacy = patch.privacy;
    if (patch.deleted !== undefined) video.deleted = patch.deleted;
    return { ...video };
  };
  const reset = () => {
    catalogue = new Catalogue(fixtures, startedAt);
    settings = initialSettings();
    dayOffset = 0;
    usage.clear();
    failures.length = 0;
    received.length = 0;
  };

  /** The first failure queued for this method, or for any method. */
  const takeFailure = (method: Method): FailureReason | undefined => {
    const index = failures.findIndex((failure) => failure.method === null || failure.method === method);
    if (index < 0) return undefined;
    const [failure] = failures.splice(index, 1);
    log(`YouTube emulator: ${method} answered with the queued failure '${failure!.reason}' (${failures.length} queued).`);
    return failure!.reason;
  };

  function serveApi(req: IncomingMessage, res: ServerResponse, resource: string, params: URLSearchParams): void {
    const method = RESOURCES[resource];
    if (!method || (req.method ?? 'GET') !== 'GET') throw apiErrors.notFound(`/youtube/v3/${resource}`);
    const query = new Query(params);
    const day = today();
    const cost = settings.costs[method];
    const record: ReceivedCall = {
      method,
      params: query.withoutKey(),
      status: 200,
      reason: null,
      units: 0,
      bucket: cost.bucket,
      day,
      at: new Date(now()).toISOString(),
    };
    received.push(record);
    try {
      const key = params.get('key');
      if (!key) throw apiErrors.keyMissing();
      if (key !== apiKey) throw apiErrors.keyInvalid();
      const queued = takeFailure(method);
      if (queued === 'quotaExceeded') throw failureError(queued);
      const charged = charge(settings, usedOn(day), method);
      if (!charged) throw apiErrors.quotaExceeded();
      // Google charges a call that gets this far even when it then fails.
      usedOn(day)[charged.bucket] += charged.units;
      record.units = charged.units;
      if (queued) throw failureError(queued);
      sendJson(res, 200, HANDLERS[method](query));
    } catch (error) {
      if (error instanceof YouTubeApiError) {
        record.status = error.code;
        record.reason = error.reason;
      }
      throw error;
    }
  }

  const HANDLERS: Record<Method, (query: Query) => Record<string, unknown>> = {
    'search.list': (query) => {
      const parts = query.parts(['snippet', 'id']);
      const type = query.text('type');
      const videoDuration = query.oneOf('videoDuration', VIDEO_DURATIONS, 'any');
      // As on YouTube, video-only filters need the search to be for videos and nothing else.
      if (query.has('videoDuration') && type !== 'video') {
        throw apiErrors.badRequest(
          'invalidSearchFilter',
          'The request contains an invalid combination of search filters and/or restrictions. Note that you must set the type parameter to video if you set a value for the videoDuration parameter.',
          'videoDuration',
        );
      }
      const filters = {
        q: query.text('q'),
        order: query.oneOf('order', SEARCH_ORDERS, 'relevance'),
        videoDuration,
        publishedAfter: query.time('publishedAfter'),
        publishedBefore: query.time('publishedBefore'),
        channelId: query.text('channelId'),
        relevanceLanguage: query.text('relevanceLanguage'),
      };
      const perPage = query.maxResults(0, 50, 5);
      const found = type === undefined || type.split(',').includes('video') ? searchVideos(catalogue.videos.values(), filters) : [];
      const scope = `search|${JSON.stringify(filters)}|${type ?? ''}`;
      const page = paged(found, query, scope, perPage);
      return listResponse(
        'youtube#searchListResponse',
        page.items.map((video) => searchResult(video, catalogue.channels.get(video.channelId), parts)),
        { ...page, total: found.length, perPage },
        { regionCode: (query.text('regionCode') ?? 'US').toUpperCase() },
      );
    },

    'videos.list': (query) => {
      const parts = query.parts(['snippet', 'statistics', 'contentDetails', 'status', 'id']);
      const ids = query.list('id');
      if (ids.length === 0) throw apiErrors.missingParameter('id');
      if (ids.length > MAX_IDS) throw apiErrors.badRequest('invalidParameter', `Too many ids: at most ${MAX_IDS} per call.`, 'id');
      // Unknown, deleted and private videos are simply absent, as with the real API.
      const items = ids
        .map((id) => catalogue.publicVideo(id))
        .filter((video): video is Video => video !== undefined)
        .map((video) => {
          const comments = catalogue.commentCount(video.id);
          const figures = figuresAt(
            video.id,
            { views: video.views, likes: video.likes, comments },
            ageInDays(video.publishedAt, startedAt),
            ageInDays(video.publishedAt, clockNow()),
          );
          return videoResource(video, catalogue.channels.get(video.channelId), comments, parts, figures);
        });
      return listResponse('youtube#videoListResponse', items, { total: items.length, perPage: items.length });
    },

    'channels.list': (query) => {
      const parts = query.parts(['snippet', 'statistics', 'contentDetails', 'id']);
      const ids = query.list('id');
      const forHandle = query.text('forHandle');
      const forUsername = query.text('forUsername');
      const filters = [ids.length > 0, forHandle !== undefined, forUsername !== undefined].filter(Boolean).length;
      if (filters === 0)
        throw apiErrors.badRequest(
          'missingRequiredParameter',
          'No filter selected. Expected one of: forHandle, id, forUsername, mine, managedByMe.',
        );
      if (filters > 1)
        throw apiErrors.badRequest(
          'incompatibleParameters',
          'Incompatible parameters specified in the request: id, forHandle, forUsername.',
        );
      if (ids.length > MAX_IDS) throw apiErrors.badRequest('invalidParameter', `Too many ids: at most ${MAX_IDS} per call.`, 'id');
      const channels = forHandle
        ? [catalogue.channelByHandle(forHandle)]
        : forUsername
          ? [catalogue.channelByHandle(forUsername)]
          : ids.map((id) => catalogue.channels.get(id));
      const items = channels.filter((c) => c !== undefined).map((channel) => channelResource(channel, parts));
      return listResponse('youtube#channelListResponse', items, { total: items.length, perPage: 5 }, {}, true);
    },

    'playlistItems.list': (query) => {
      const parts = query.parts(['snippet', 'contentDetails', 'status', 'id']);
      const playlistId = query.text('playlistId');
      if (!playlistId && !query.has('id'))
        throw apiErrors.badRequest('missingRequiredParameter', 'No filter selected. Expected one of: playlistId, id.');
      const channel = playlistId ? catalogue.channelByUploads(playlistId) : undefined;
      if (!channel) throw apiErrors.playlistNotFound();
      const perPage = query.maxResults(0, 50, 5);
      const uploads = catalogue.uploads(channel.id);
      const page = paged(uploads, query, `playlistItems|${playlistId}`, perPage);
      return listResponse(
        'youtube#playlistItemListResponse',
        page.items.map((video, i) => playlistItemResource(video, channel, page.offset + i, parts)),
        { ...page, total: uploads.length, perPage },
      );
    },

    'commentThreads.list': (query) => {
      const parts = query.parts(['snippet', 'replies', 'id']);
      const videoId = query.text('videoId');
      const ids = query.list('id');
      if (!videoId && ids.length === 0 && !query.has('allThreadsRelatedToChannelId'))
        throw apiErrors.badRequest(
          'missingRequiredParameter',
          'No filter selected. Expected one of: videoId, id, allThreadsRelatedToChannelId.',
        );
      const format = query.oneOf<TextFormat>('textFormat', ['html', 'plainText'], 'html');
      const order = query.oneOf('order', ['time', 'relevance'], 'time');
      const perPage = query.maxResults(1, 100, 20);
      if (!videoId) {
        if (query.has('allThreadsRelatedToChannelId'))
          throw apiErrors.badRequest('unsupportedFilter', 'The local emulator reads comment threads by videoId or id only.');
        const threads = ids.flatMap((id) => {
          const comment = catalogue.comment(id);
          if (!comment || comment.parentId !== null || !catalogue.publicVideo(comment.videoId)) return [];
          return catalogue.threadsOf(comment.videoId).filter((thread) => thread.id === id);
        });
        return listResponse(
          'youtube#commentThreadListResponse',
          threads.map((thread) => commentThreadResource(thread, parts, format)),
          { total: threads.length, perPage },
        );
      }
      const video = catalogue.publicVideo(videoId);
      if (!video) {
        // A private video's comments are refused as forbidden; a deleted or unknown one is not found.
        const known = catalogue.videos.get(videoId);
        if (known && !known.deleted && known.privacy === 'private') throw apiErrors.forbidden();
        throw apiErrors.videoNotFound();
      }
      if (video.commentsDisabled) throw apiErrors.commentsDisabled();
      const threads = [...catalogue.threadsOf(video.id)].sort(
        order === 'time'
          ? (a, b) => b.top.publishedAt.localeCompare(a.top.publishedAt) || a.id.localeCompare(b.id)
          : (a, b) => relevance(b) - relevance(a) || b.top.publishedAt.localeCompare(a.top.publishedAt) || a.id.localeCompare(b.id),
      );
      const page = paged(threads, query, `commentThreads|${videoId}|${order}`, perPage);
      return listResponse(
        'youtube#commentThreadListResponse',
        page.items.map((thread) => commentThreadResource(thread, parts, format)),
        { next: page.next, total: page.items.length, perPage },
      );
    },

    'comments.list': (query) => {
      query.parts(['snippet', 'id']);
      const ids = query.list('id');
      const parentId = query.text('parentId');
      if (ids.length === 0 && !parentId)
        throw apiErrors.badRequest('missingRequiredParameter', 'No filter selected. Expected one of: id, parentId.');
      if (ids.length > 0 && parentId)
        throw apiErrors.badRequest('incompatibleParameters', 'Incompatible parameters specified in the request: id, parentId.');
      const format = query.oneOf<TextFormat>('textFormat', ['html', 'plainText'], 'html');
      if (parentId) {
        const parent = catalogue.comment(parentId);
        if (!parent || parent.parentId !== null || !catalogue.publicVideo(parent.videoId)) throw apiErrors.commentNotFound();
        const replies = catalogue.threadsOf(parent.videoId).find((thread) => thread.id === parentId)?.replies ?? [];
        const perPage = query.maxResults(1, 100, 20);
        const page = paged(replies, query, `comments|${parentId}`, perPage);
        return listResponse(
          'youtube#commentListResponse',
          page.items.map((reply) => commentResource(reply, format)),
          { next: page.next, total: page.items.length, perPage },
        );
      }
      if (ids.length > MAX_IDS) throw apiErrors.badRequest('invalidParameter', `Too many ids: at most ${MAX_IDS} per call.`, 'id');
      // Comments deleted since (or on videos gone since) are simply absent: that is how a refresh learns of it.
      const items = ids
        .map((id) => catalogue.comment(id))
        .filter((comment) => comment !== undefined && catalogue.publicVideo(comment.videoId) !== undefined)
        .map((comment) => commentResource(comment!, format));
      return listResponse('youtube#commentListResponse', items, { total: items.length, perPage: items.length });
    },
  };

  async function serveControl(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const method = req.method ?? 'GET';
    const raw = method === 'GET' || method === 'DELETE' ? '' : await readBody(req, MAX_BODY_BYTES);
    const body = readJsonObject(raw);
    const route = `${method} ${path.replace(/^\/__emulator\//, '').replace(/\/[^/]+$/, '/:id')}`;
    const id = decodeURIComponent(path.split('/').pop() ?? '');
    try {
      switch (route) {
        case 'GET requests':
          return sendJson(
            res,
            200,
            received.map((call) => ({ ...call, params: { ...call.params } })),
          );
        case 'DELETE requests':
          received.length = 0;
          return sendJson(res, 200, { cleared: true });
        case 'POST fail': {
          const count = body['count'] ?? 1;
          failNext(body['reason'] as FailureReason, {
            ...(body['method'] === undefined ? {} : { method: body['method'] as Method }),
            count: count as number,
          });
          return sendJson(res, 200, { queued: failures.map((f) => ({ reason: f.reason, method: f.method })) });
        }
        case 'GET quota':
          return sendJson(res, 200, quota());
        case 'POST quota': {
          const { exhaust: bucket, ...change } = body;
          if (bucket !== undefined) {
            if (bucket !== true && !(BUCKETS as readonly unknown[]).includes(bucket))
              throw new Error('exhaust must be true, "search" or "reads".');
            return sendJson(res, 200, exhaust(bucket === true ? undefined : (bucket as Bucket)));
          }
          return sendJson(res, 200, setQuota(change as Parameters<typeof setQuota>[0]));
        }
        case 'GET day':
          return sendJson(res, 200, { day: today() });
        case 'POST day':
          return sendJson(res, 200, { day: advanceDay((body['days'] as number | undefined) ?? 1) });
        case 'POST reset':
          reset();
          return sendJson(res, 200, { reset: true });
        case 'GET catalogue':
          return sendJson(res, 200, catalogueSummary(catalogue));
        case 'DELETE comments/:id':
          if (!deleteComment(id)) return sendJson(res, 404, { error: `No comment ${id} (already deleted?).` });
          return sendJson(res, 200, { deleted: id });
        case 'PATCH videos/:id': {
          const patch = readVideoPatch(body);
          const video = patchVideo(id, patch);
          if (!video) return sendJson(res, 404, { error: `No video ${id} in the fixtures.` });
          return sendJson(res, 200, {
            id: video.id,
            privacy: video.privacy,
            commentsDisabled: video.commentsDisabled,
            deleted: video.deleted,
          });
        }
        default:
          return sendJson(res, 404, {
            error: `No control endpoint ${method} ${path}. See docs/local-stack.md#youtube-locally.`,
          });
      }
    } catch (error) {
      if (error instanceof BodyTooLarge) throw error;
      return sendJson(res, 400, { error: error instanceof Error ? error.message : String(error) });
    }
  }
  const deleteComment = (id: string) => catalogue.deleteComment(id);

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const api = /^\/youtube\/v3\/([A-Za-z]+)$/.exec(path);
    const work = path.startsWith('/__emulator/')
      ? serveControl(req, res, path)
      : Promise.resolve().then(() => {
          if (!api) throw apiErrors.notFound(path);
          serveApi(req, res, api[1] as string, url.searchParams);
        });
    work.catch((error: unknown) => {
      if (error instanceof YouTubeApiError) return sendJson(res, error.code, error.body());
      if (error instanceof BodyTooLarge) return sendJson(res, 413, { error: 'Request body too large.' });
      log(`YouTube emulator: ${req.method} ${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, apiErrors.backendError().body());
      else res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`YouTube emulator: port ${options.port} is in use.`) : error);
    });
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/`,
    apiKey,
    failNext,
    quota,
    setQuota,
    exhaust,
    advanceDay,
    deleteComment,
    patchVideo,
    requests: () => received.map((call) => ({ ...call, params: { ...call.params } })),
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Comments near the top under order=relevance: liked ones, and ones people answered. */
function relevance(thread: { top: { likes: number }; replies: unknown[] }): number {
  return thread.top.likes + 3 * thread.replies.length;
}

function paged<T>(all: readonly T[], query: Query, scope: string, perPage: number) {
  const offset = readPageToken(query.text('pageToken'), scope);
  const items = all.slice(offset, offset + perPage);
  const nextOffset = offset + perPage;
  return {
    items,
    offset,
    next: perPage > 0 && nextOffset < all.length ? pageToken(scope, nextOffset) : undefined,
    prev: offset > 0 ? pageToken(scope, Math.max(0, offset - perPage)) : undefined,
  };
}

function readJsonObject(raw: string): Record<string, unknown> {
  if (raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error('Send a JSON object.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('Send a JSON object.');
  return value as Record<string, unknown>;
}

function readVideoPatch(body: Record<string, unknown>): VideoPatch {
  const patch: VideoPatch = {};
  for (const [name, value] of Object.entries(body)) {
    if (name === 'commentsDisabled' || name === 'deleted') {
      if (typeof value !== 'boolean') throw new Error(`${name} must be true or false.`);
      patch[name] = value;
    } else if (name === 'privacy') {
      if (value !== 'public' && value !== 'unlisted' && value !== 'private')
        throw new Error('privacy must be public, unlisted or private.');
      patch.privacy = value;
    } else throw new Error(`Unknown field '${name}': send commentsDisabled, privacy or deleted.`);
  }
  return patch;
}

/** What the fixtures hold, for tests and for people trying the admin screens: ids to paste. */
function catalogueSummary(catalogue: Catalogue) {
  const niches: Record<string, { channels: unknown[]; videos: unknown[] }> = {};
  for (const channel of catalogue.channels.values()) {
    (niches[channel.niche] ??= { channels: [], videos: [] }).channels.push({
      id: channel.id,
      handle: channel.handle,
      title: channel.title,
      subscribers: channel.subscribers,
      uploadsPlaylistId: channel.uploadsPlaylistId,
    });
  }
  for (const video of catalogue.videos.values()) {
    (niches[video.niche] ??= { channels: [], videos: [] }).videos.push({
      id: video.id,
      url: `https://www.youtube.com/shorts/${video.id}`,
      channelId: video.channelId,
      title: video.title,
      duration: video.duration,
      views: video.views,
      publishedAt: video.publishedAt,
      privacy: video.privacy,
      commentsDisabled: video.commentsDisabled,
      deleted: video.deleted,
      comments: catalogue.commentCount(video.id),
    });
  }
  return { niches };
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'cache-control': 'private',
    vary: 'Origin, X-Origin, Referer',
  });
  res.end(JSON.stringify(value, null, 2));
}

/** Where `npm start` keeps the emulator's key, so `npm run job` finds the same one (lib/local/youtube.ts). */
const keyFile = (dataDir: string) => join(dataDir, 'youtube', 'key.json');

/**
 * The emulator as the local stack runs it: with a data folder (npm start) its key is kept in
 * `.local/youtube/key.json`, so a restart and `npm run job` use the same key; without one (tests)
 * the key is made up for the run. The key is the emulator's own, never a real Google key.
 */
export async function startLocalYouTube(options: {
  port: number;
  dataDir: string | null;
  log?: ((line: string) => void) | undefined;
}): Promise<YouTubeEmulator> {
  const apiKey = (options.dataDir ? localYouTubeKey(options.dataDir) : null) ?? localKey();
  let emulator: YouTubeEmulator;
  try {
    emulator = await startYouTubeEmulator({ port: options.port, apiKey, ...(options.log ? { log: options.log } : {}) });
  } catch (error) {
    throw new LocalStackError(`${(error as Error).message} Set YOUTUBE_PORT to another port.`);
  }
  if (options.dataDir) {
    mkdirSync(join(options.dataDir, 'youtube'), { recursive: true });
    writeFileSync(keyFile(options.dataDir), JSON.stringify({ apiKey, url: emulator.url }), { mode: 0o600 });
  }
  return emulator;
}

/** The key `npm start` gave its emulator, or null when it has not run with this data folder. */
export function localYouTubeKey(dataDir: string): string | null {
  try {
    const saved = JSON.parse(readFileSync(keyFile(dataDir), 'utf8')) as { apiKey?: unknown };
    return typeof saved.apiKey === 'string' && saved.apiKey !== '' ? saved.apiKey : null;
  } catch {
    return null;
  }
}

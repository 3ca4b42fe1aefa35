import { youtube, type youtube_v3 } from '@googleapis/youtube';
import type { Bucket, FailureReason, Method, QuotaState, ReceivedCall, VideoPatch } from '#lib/local/youtube';
import type { StackInfo } from './local-stack';

/**
 * The test stack's YouTube emulator (lib/local/youtube.ts), driven the way its operator would:
 * the real client for the API, and its control endpoints to change the world. Every helper takes
 * the stack, or an emulator's root URL for tests that start one of their own.
 */
type Target = StackInfo | string;

const rootOf = (target: Target): string => {
  const url = typeof target === 'string' ? target : target.youtube;
  if (!url) throw new Error('These tests need the local YouTube emulator (unset YOUTUBE_API_KEY).');
  return url;
};

/** The real client, pointed at the emulator; `retry: false` so a queued 500 arrives as one error, not four calls. */
export function youtubeOf(stack: StackInfo, options: { retry?: boolean } = {}): youtube_v3.Youtube {
  if (!stack.youtubeKey) throw new Error('These tests need the local YouTube emulator (unset YOUTUBE_API_KEY).');
  return youtube({ version: 'v3', auth: stack.youtubeKey, rootUrl: rootOf(stack), retry: options.retry ?? false });
}

/** What the handlers read (lib/local/stack.ts sets the same in the stack's own process). */
export function useStackYouTube(stack: StackInfo): void {
  if (!stack.youtube || !stack.youtubeKey) throw new Error('These tests need the local YouTube emulator (unset YOUTUBE_API_KEY).');
  process.env.YOUTUBE_API_URL = stack.youtube;
  process.env.YOUTUBE_API_KEY = stack.youtubeKey;
}

async function control<T>(target: Target, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${rootOf(target)}__emulator/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`YouTube emulator ${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The next `count` calls (of `method`, or of any method) fail with Google's error for `reason`. */
export const failNextYouTube = (target: Target, reason: FailureReason, options: { method?: Method; count?: number } = {}) =>
  control<{ queued: Array<{ reason: FailureReason; method: Method | null }> }>(target, 'POST', 'fail', { reason, ...options });

/** Today's Pacific-time quota day, the budgets, costs and the units used per bucket. */
export const youtubeQuota = (target: Target) => control<QuotaState>(target, 'GET', 'quota');

export const setYouTubeQuota = (
  target: Target,
  change: {
    budgets?: Partial<Record<Bucket, number>>;
    costs?: Partial<Record<Method, { bucket?: Bucket; units?: number }>>;
    used?: Partial<Record<Bucket, number>>;
  },
) => control<QuotaState>(target, 'POST', 'quota', change);

/** Uses up what is left of a bucket today (both when not named): the next call gets quotaExceeded. */
export const exhaustYouTubeQuota = (target: Target, bucket?: Bucket) =>
  control<QuotaState>(target, 'POST', 'quota', { exhaust: bucket ?? true });

/** Midnight in Los Angeles: the quota starts again. */
export const nextPacificDay = (target: Target, days = 1) => control<{ day: string }>(target, 'POST', 'day', { days });

/** As when its author deletes it (a top-level comment takes its replies with it). */
export const deleteYouTubeComment = (target: Target, id: string) =>
  control<{ deleted: string }>(target, 'DELETE', `comments/${encodeURIComponent(id)}`);

export const patchYouTubeVideo = (target: Target, id: string, patch: VideoPatch) =>
  control<{ id: string; privacy: string; commentsDisabled: boolean; deleted: boolean }>(
    target,
    'PATCH',
    `videos/${encodeURIComponent(id)}`,
    patch,
  );

/** Every API call received, oldest first, without the key. */
export const youtubeRequests = (target: Target) => control<ReceivedCall[]>(target, 'GET', 'requests');

/** The catalogue back to the fixtures; no queued failures, no quota used, today's day, no requests. */
export const resetYouTube = (target: Target) => control<{ reset: true }>(target, 'POST', 'reset');

export interface CatalogueVideo {
  id: string;
  url: string;
  channelId: string;
  title: string;
  duration: string;
  views: number;
  publishedAt: string;
  privacy: 'public' | 'unlisted' | 'private';
  commentsDisabled: boolean;
  deleted: boolean;
  comments: number;
}
export interface CatalogueChannel {
  id: string;
  handle: string;
  title: string;
  subscribers: number;
  uploadsPlaylistId: string;
}

/** What the fixtures hold, per niche: ids to search for, paste as URLs or break. */
export const youtubeCatalogue = (target: Target) =>
  control<{ niches: Record<string, { channels: CatalogueChannel[]; videos: CatalogueVideo[] }> }>(target, 'GET', 'catalogue');

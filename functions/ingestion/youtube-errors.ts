/**
 * What a failed YouTube call means for a run, read from the API's error body
 * (`error.errors[0].reason`, or the status when there is none), and the key scrubbed from
 * anything that might be logged: the API key rides in every request's query string, so a raw
 * error (its config, its URL, its message) would print it.
 */

export const YOUTUBE_REASONS = [
  /** The project's daily quota is spent: stop the run; the next Pacific day resumes. */
  'quotaExceeded',
  /** Too many requests at once: stop the run like quota, to be resumed. */
  'rateLimitExceeded',
  /** Our own budget for the day (or the niche's share) would be passed by the next call: it was not made. */
  'budgetSpent',
  'commentsDisabled',
  'videoNotFound',
  'channelNotFound',
  'playlistNotFound',
  'commentNotFound',
  /** Private video, age-restricted comments, or a key without access. */
  'forbidden',
  'badRequest',
  /** A 5xx: YouTube had a problem; the item is skipped, the run goes on. */
  'backendError',
  /** No answer at all (connection refused, reset, timeout). */
  'network',
] as const;
export type YoutubeReason = (typeof YOUTUBE_REASONS)[number];

/** A run stops on these (they will fail every further call today); every other reason skips one item. */
export const STOPS_RUN: ReadonlySet<YoutubeReason> = new Set(['quotaExceeded', 'rateLimitExceeded', 'budgetSpent']);

export class YoutubeError extends Error {
  constructor(
    readonly reason: YoutubeReason,
    readonly method: string,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'YoutubeError';
  }
}

const KNOWN: ReadonlySet<string> = new Set(YOUTUBE_REASONS);

/** The parts of a GaxiosError (or any thrown value) the mapping reads. */
interface ErrorLike {
  message?: unknown;
  code?: unknown;
  status?: unknown;
  response?: { status?: unknown; data?: unknown };
}

function apiReasonOf(data: unknown): { reason?: string; message?: string } {
  const error = (data as { error?: { message?: unknown; errors?: Array<{ reason?: unknown; message?: unknown }> } } | null)?.error;
  const first = error?.errors?.[0];
  return {
    reason: typeof first?.reason === 'string' ? first.reason : undefined,
    message: typeof error?.message === 'string' ? error.message : typeof first?.message === 'string' ? first.message : undefined,
  };
}

function reasonFor(status: number | null, apiReason: string | undefined): YoutubeReason {
  if (apiReason && KNOWN.has(apiReason)) return apiReason as YoutubeReason;
  if (apiReason === 'dailyLimitExceeded' || apiReason === 'quotaExceeded') return 'quotaExceeded';
  if (apiReason === 'userRateLimitExceeded' || status === 429) return 'rateLimitExceeded';
  if (apiReason === 'videoChartNotFound' || apiReason === 'notFound') return 'videoNotFound';
  if (status === null) return 'network';
  if (status >= 500) return 'backendError';
  if (status === 404) return 'videoNotFound';
  if (status === 401 || status === 403) return 'forbidden';
  return 'badRequest';
}

/** Removes the key, and any `key=` query parameter, from a text. */
export function scrubKey(text: string, key: string | null | undefined): string {
  let clean = text.replace(/([?&]key=)[^&\s"'#]*/gi, '$1[redacted]');
  if (key && key.length >= 4) clean = clean.split(key).join('[redacted]');
  return clean;
}

/**
 * A thrown client error as a YoutubeError whose message is YouTube's own words (or the status),
 * scrubbed of the key. Never carries the original error: its config holds the request URL.
 */
export function toYoutubeError(error: unknown, method: string, key: string | null): YoutubeError {
  if (error instanceof YoutubeError) return error;
  const e = (error ?? {}) as ErrorLike;
  const rawStatus = e.response?.status ?? e.status;
  const status = typeof rawStatus === 'number' ? rawStatus : null;
  const api = apiReasonOf(e.response?.data);
  const reason = reasonFor(status, api.reason);
  // YouTube writes its messages as HTML ("the <code>videoId</code> parameter"): the run's errors are read as text.
  const said = api.message
    ?.replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const what = said || (status === null ? `no answer (${typeof e.code === 'string' ? e.code : 'network error'})` : `HTTP ${status}`);
  return new YoutubeError(reason, method, scrubKey(`${method}: ${what}`, key), status);
}

/** One entry of Google's `errors` array: the `reason` is what callers branch on. */
export interface GoogleErrorItem {
  message: string;
  domain: string;
  reason: string;
  location?: string;
  locationType?: string;
}

/** The body Google's APIs answer an error with, as the YouTube Data API sends it. */
export interface GoogleErrorBody {
  error: { code: number; message: string; errors: GoogleErrorItem[]; status?: string };
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

/** An API error as the real API words it; the emulator's router turns it into the response. */
export class YouTubeApiError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    readonly domain: string,
    message: string,
    readonly location?: string,
  ) {
    super(message);
  }

  body(): GoogleErrorBody {
    const item: GoogleErrorItem = { message: this.message, domain: this.domain, reason: this.reason };
    if (this.location) Object.assign(item, { location: this.location, locationType: 'parameter' });
    return { error: { code: this.code, message: this.message, errors: [item], status: STATUS_NAMES[this.code] ?? 'UNKNOWN' } };
  }
}

const QUOTA_MESSAGE =
  'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';

/** The failures a test can queue for the next call of a method, with the error each one is. */
export const FAILURE_REASONS = [
  'quotaExceeded',
  'commentsDisabled',
  'videoNotFound',
  'channelNotFound',
  'playlistNotFound',
  'commentNotFound',
  'forbidden',
  'backendError',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export const apiErrors = {
  quotaExceeded: () => new YouTubeApiError(403, 'quotaExceeded', 'youtube.quota', QUOTA_MESSAGE),
  commentsDisabled: () =>
    new YouTubeApiError(
      403,
      'commentsDisabled',
      'youtube.commentThread',
      'The video identified by the <code><a href="/youtube/v3/docs/commentThreads/list#videoId">videoId</a></code> parameter has disabled comments.',
      'videoId',
    ),
  videoNotFound: () =>
    new YouTubeApiError(
      404,
      'videoNotFound',
      'youtube.commentThread',
      'The video identified by the <code><a href="/youtube/v3/docs/commentThreads/list#videoId">videoId</a></code> parameter could not be found.',
      'videoId',
    ),
  channelNotFound: () =>
    new YouTubeApiError(
      404,
      'channelNotFound',
      'youtube.channel',
      'The channel identified by the <code>id</code> parameter could not be found.',
      'id',
    ),
  playlistNotFound: () =>
    new YouTubeApiError(
      404,
      'playlistNotFound',
      'youtube.playlistItem',
      'The playlist identified with the request\u0027s <code>playlistId</code> parameter cannot be found.',
      'playlistId',
    ),
  commentNotFound: () =>
    new YouTubeApiError(
      404,
      'commentNotFound',
      'youtube.comment',
      'The comment identified by the <code>parentId</code> parameter could not be found.',
      'parentId',
    ),
  forbidden: () =>
    new YouTubeApiError(
      403,
      'forbidden',
      'youtube.commentThread',
      'The request is not properly authorized to retrieve the specified comment thread.',
    ),
  backendError: () => new YouTubeApiError(500, 'backendError', 'global', 'Backend Error'),
  keyMissing: () =>
    new YouTubeApiError(
      403,
      'forbidden',
      'global',
      'Method doesn\u0027t allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.',
    ),
  keyInvalid: () => new YouTubeApiError(400, 'keyInvalid', 'usageLimits', 'API key not valid. Please pass a valid API key.'),
  missingParameter: (name: string) => new YouTubeApiError(400, 'required', 'global', `Required parameter: ${name}`, name),
  badRequest: (reason: string, message: string, location?: string) =>
    new YouTubeApiError(400, reason, 'youtube.parameter', message, location),
  invalidPageToken: () =>
    new YouTubeApiError(400, 'invalidPageToken', 'youtube.parameter', 'The request specifies an invalid page token.', 'pageToken'),
  notFound: (path: string) => new YouTubeApiError(404, 'notFound', 'global', `Not Found: ${path}`),
};

export function failureError(reason: FailureReason): YouTubeApiError {
  return apiErrors[reason]();
}

import { videoIdOf } from '#functions/ingestion/admin-urls';

/**
 * "Ideas from a video": a subscriber pastes a YouTube video's address and gets ideas from the
 * questions in its comments. The pure rules: which addresses are a video, how many requests a
 * day, and what the subscriber reads when a request cannot be answered.
 */

/** The field error for an address that is no YouTube video. */
export const VIDEO_REQUEST_URL_MESSAGE = 'Paste a YouTube video link: youtube.com/watch?v=…, youtube.com/shorts/… or youtu.be/…';

/** The video id a pasted address names (watch, shorts, youtu.be; with or without https://), or null. */
export function requestedVideoId(url: string): string | null {
  return videoIdOf(url);
}

/** Past the day's requests: the sentence the subscriber reads. */
export function dailyLimitMessage(perDay: number): string {
  return `You've used today's ${perDay} video ${perDay === 1 ? 'request' : 'requests'}. More tomorrow.`;
}

/** Whether one more request fits the day: `made` already counted today. */
export function mayRequestAnother(made: number, perDay: number): boolean {
  return made < perDay;
}

/** Why a request got no ideas, as the subscriber reads it on the page. */
export const VIDEO_REQUEST_FAILURES = {
  notFound: "We couldn't find that video. It may be private, deleted or mistyped.",
  commentsDisabled: 'Comments are turned off on that video, so there is nothing to build ideas from.',
  noComments: 'That video has no comments yet. Try again when its viewers have had their say.',
  noAsks: 'Nobody in those comments is asking for anything we can turn into a video yet. Try a video whose viewers ask questions.',
  quota: "We've used today's YouTube allowance. Try again tomorrow; this request was not counted.",
  unavailable: "YouTube isn't answering right now. Try again in a few minutes; this request was not counted.",
  failed: "We couldn't write ideas from that video this time. Try again later.",
} as const;
export type VideoRequestFailure = keyof typeof VIDEO_REQUEST_FAILURES;

/** The reason on each idea. */
export function videoReason(videoTitle: string): string {
  return `From the comments on "${videoTitle}"`;
}

/** Seconds from `now` until the next Pacific midnight, when YouTube's quota day and the daily count start again. */
export function secondsUntilPacificMidnight(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const elapsed = get('hour') * 3600 + get('minute') * 60 + get('second');
  return Math.max(1, 86_400 - elapsed);
}

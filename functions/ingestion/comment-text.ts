import { MAX_COMMENT_CHARS, type SourceVideo } from '#functions/content-engine/corpus';
import { refreshByOf } from './policy';
import type { PlannedVideo } from './run-store';

/**
 * Text and links as the corpus keeps them for YouTube: one line, no control characters, at most
 * MAX_COMMENT_CHARS. Apart from the comment threads (comments.ts) so the refresh job, which only
 * cleans re-read text, does not carry the mining filter.
 */

/** A Short's own page when it is one (at most three minutes), the ordinary watch page otherwise. */
export function videoUrlOf(videoId: string, seconds: number): string {
  return seconds <= 180 ? `https://www.youtube.com/shorts/${videoId}` : `https://www.youtube.com/watch?v=${videoId}`;
}

/** The corpus's video for a planned one: the channel's title as its creator, YouTube's figures. */
export function sourceVideoOf(video: PlannedVideo, fetchedAt: Date): SourceVideo {
  return {
    platform: 'youtube',
    url: videoUrlOf(video.videoId, video.seconds),
    title: oneLine(video.title).slice(0, 300) || video.videoId,
    creator: oneLine(video.channelTitle).slice(0, 100) || video.channelId,
    views: video.views,
    videoId: video.videoId,
    source: 'youtube',
    fetchedAt: fetchedAt.toISOString(),
    refreshBy: refreshByOf(fetchedAt).toISOString(),
  };
}

// Control characters other than line breaks and tabs, and lone surrogates: nothing a reader sees.
const INVISIBLE = /(?![\n\t])[\p{Cc}\p{Cs}\u200B\u200E\u200F\u2028\u2029\uFEFF]/gu;
const ENDS_A_SENTENCE = /[.!?,;:…)\]"'\p{Extended_Pictographic}]$/u;

/** Lines joined into one: a line that did not end its sentence gets a full stop, so "love this\ncan you…" keeps two sentences. */
export function oneLine(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\t/g, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((line, i, lines) => (i < lines.length - 1 && !ENDS_A_SENTENCE.test(line) ? `${line}.` : line))
    .join(' ');
}

/** A comment's text as the corpus keeps it: one line, cleaned, cut at a word within MAX_COMMENT_CHARS (whole characters, emoji intact). */
export function cleanCommentText(raw: string): string {
  const text = oneLine(raw);
  const chars = Array.from(text);
  if (chars.length <= MAX_COMMENT_CHARS) return text;
  const cut = chars.slice(0, MAX_COMMENT_CHARS - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_COMMENT_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

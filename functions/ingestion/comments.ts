import type { youtube_v3 } from '@googleapis/youtube';
import { corpusLine, fromCorpusLine, MAX_COMMENT_CHARS, type SourceComment, type SourceVideo } from '#functions/content-engine/corpus';
import { scoreComment } from '#functions/content-engine/insights';
import { reasonToDrop } from '#functions/content-engine/mining/filter';
import { readMiningLexicon } from '#functions/content-engine/mining/lexicon';
import { refreshByOf } from './policy';
import type { PlannedVideo } from './run-store';

/**
 * YouTube's comment threads as corpus comments: each top-level comment, and the replies that ask
 * something (most replies answer or joke; an ask in a reply is as good as any). Text is cleaned
 * to what the corpus keeps (one line, no control characters, at most MAX_COMMENT_CHARS), then
 * checked with the corpus's own line schema, so an API comment meets the same rules as an
 * imported one; a comment that still fails is skipped with its reason, never written half-valid.
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
function oneLine(text: string): string {
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

/** Whether a comment asks something, by the mining filter's own reading (a question, request, confusion…). */
export function asksSomething(text: string, at: Date): boolean {
  const probe: SourceComment = {
    niche: '',
    platform: 'youtube',
    commentId: 'probe',
    videoUrl: '',
    text,
    author: '',
    likes: 0,
    postedAt: at.toISOString(),
  };
  const score = scoreComment(probe, undefined, at);
  if (score.ignored || score.signals.length === 0) return false;
  return reasonToDrop(text, score.signals, readMiningLexicon()) === undefined;
}

export interface SkippedComment {
  commentId: string;
  message: string;
}

function commentOf(
  comment: youtube_v3.Schema$Comment | undefined,
  context: { niche: string; video: SourceVideo; fetchedAt: Date; parentId?: string },
): { comment: SourceComment } | { skipped: SkippedComment } | null {
  const id = comment?.id;
  const snippet = comment?.snippet;
  if (!id || !snippet) return null;
  const line = {
    niche: context.niche,
    platform: 'youtube',
    video_url: context.video.url,
    video_title: context.video.title,
    video_creator: context.video.creator,
    video_views: context.video.views,
    comment_id: id,
    text: cleanCommentText(snippet.textDisplay ?? snippet.textOriginal ?? ''),
    author: oneLine(snippet.authorDisplayName ?? '').slice(0, 100) || 'a YouTube viewer',
    likes: snippet.likeCount ?? 0,
    posted_at: snippet.publishedAt ?? '',
  };
  const parsed = corpusLine.safeParse(line);
  if (!parsed.success)
    return {
      skipped: {
        commentId: id,
        message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      },
    };
  const fetched = context.fetchedAt.toISOString();
  return {
    comment: {
      ...fromCorpusLine(parsed.data).comment,
      source: 'youtube',
      fetchedAt: fetched,
      refreshBy: refreshByOf(context.fetchedAt).toISOString(),
      videoId: context.video.videoId,
      ...(context.parentId ? { parentId: context.parentId } : {}),
    },
  };
}

/** The corpus comments of one page of comment threads, and those skipped with why. */
export function commentsOfThreads(
  threads: readonly youtube_v3.Schema$CommentThread[],
  context: { niche: string; video: SourceVideo; fetchedAt: Date },
): { comments: SourceComment[]; skipped: SkippedComment[] } {
  const comments: SourceComment[] = [];
  const skipped: SkippedComment[] = [];
  const take = (result: ReturnType<typeof commentOf>) => {
    if (!result) return;
    if ('skipped' in result) skipped.push(result.skipped);
    else comments.push(result.comment);
  };
  for (const thread of threads) {
    const top = thread.snippet?.topLevelComment;
    take(commentOf(top, context));
    for (const reply of thread.replies?.comments ?? []) {
      const text = cleanCommentText(reply.snippet?.textDisplay ?? reply.snippet?.textOriginal ?? '');
      if (text && asksSomething(text, context.fetchedAt)) take(commentOf(reply, { ...context, parentId: top?.id ?? undefined }));
    }
  }
  return { comments, skipped };
}

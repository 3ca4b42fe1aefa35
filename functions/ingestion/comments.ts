import type { youtube_v3 } from '@googleapis/youtube';
import { corpusLine, fromCorpusLine, type SourceComment, type SourceVideo } from '#functions/content-engine/corpus';
import { scoreComment } from '#functions/content-engine/insights';
import { reasonToDrop } from '#functions/content-engine/mining/filter';
import { readMiningLexicon } from '#functions/content-engine/mining/lexicon';
import { cleanCommentText, oneLine } from './comment-text';
import { refreshByOf } from './policy';

/**
 * YouTube's comment threads as corpus comments: each top-level comment, and the replies that ask
 * something (most replies answer or joke; an ask in a reply is as good as any). Text is cleaned
 * to what the corpus keeps (one line, no control characters, at most MAX_COMMENT_CHARS), then
 * checked with the corpus's own line schema, so an API comment meets the same rules as an
 * imported one; a comment that still fails is skipped with its reason, never written half-valid.
 */

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

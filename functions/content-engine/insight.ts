import type { IdeaSource } from '#functions/shared/schemas';
import type { SourceComment, SourceVideo } from './corpus';

/**
 * What viewers are asking for: a group of near-duplicate comments from one niche, represented by
 * its clearest, best-liked comment. Mined by insights.ts; an idea is built on exactly one.
 */
export interface Insight {
  /** Stable across runs: the representative comment's `platform#commentId`. */
  key: string;
  niche: string;
  representative: SourceComment;
  /** The group's shared ask in one line, in our words ("how to train through period cramps"), when mining named it. */
  ask?: string;
  /** The group's other comments, most liked first. */
  supporting: SourceComment[];
  /** Comments in the group, the representative included. */
  askedCount: number;
  totalLikes: number;
  /** `platform#commentId` of every comment in the group. */
  commentIds: string[];
  /** The videos the group's comments were left under, most viewed first. */
  videos: SourceVideo[];
  /** Idea signal, higher is better (insights.ts explains the parts). */
  score: number;
  /** What made it score: 'question', 'request', 'confusion', 'disagreement', 'complaint'. */
  signals: string[];
  /** The group's newest comment. */
  newestAt: string;
}

/**
 * Where a comment may be read and until when it may be quoted, for the idea's evidence: a comment
 * read from the YouTube Data API is quoted until its `refreshBy` (the 30 days the API's policies
 * allow unless it is read again: docs/youtube-data.md), and links to itself on YouTube; an
 * imported comment carries neither limit nor link.
 */
export function quoteOriginOf(comment: SourceComment): Pick<IdeaSource, 'commentId' | 'commentUrl' | 'quotedUntil'> {
  const fromYouTube = comment.platform === 'youtube' && comment.source === 'youtube';
  return {
    commentId: comment.commentId,
    ...(comment.platform === 'youtube' && comment.videoId ? { commentUrl: youtubeCommentUrl(comment.videoId, comment.commentId) } : {}),
    ...(fromYouTube && comment.refreshBy ? { quotedUntil: comment.refreshBy } : {}),
  };
}

/** A YouTube comment opens highlighted under its video with `lc`. */
export function youtubeCommentUrl(videoId: string, commentId: string): string {
  return `https://www.youtube.com/watch?${new URLSearchParams({ v: videoId, lc: commentId }).toString()}`;
}

/** The idea's `source`: the representative comment first, then the evidence behind it. */
export function sourceOfInsight(insight: Insight): IdeaSource {
  const { representative } = insight;
  const video = insight.videos.find((v) => v.url === representative.videoUrl) ?? insight.videos[0];
  return {
    comment: representative.text,
    commentAuthor: representative.author,
    commentLikes: representative.likes,
    ...quoteOriginOf(representative),
    videoTitle: video?.title ?? '',
    videoCreator: video?.creator ?? '',
    videoViews: video?.views ?? 0,
    platform: representative.platform,
    supportingComments: insight.supporting
      .slice(0, 3)
      .map((c) => ({ comment: c.text, commentAuthor: c.author, commentLikes: c.likes, ...quoteOriginOf(c) })),
    askedCount: insight.askedCount,
    totalLikes: insight.totalLikes,
    videos: insight.videos.map((v) => ({ title: v.title, creator: v.creator, views: v.views, platform: v.platform, url: v.url })),
  };
}

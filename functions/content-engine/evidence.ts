import type { IdeaSource } from '#functions/shared/schemas';

/** An idea's evidence as the pages show it, whether the idea was built on an insight or one comment. */
export interface Evidence {
  comment: string;
  commentAuthor: string;
  commentLikes: number;
  supportingComments: NonNullable<IdeaSource['supportingComments']>;
  /** "N viewers asked this". */
  askedCount: number;
  totalLikes: number;
  videos: NonNullable<IdeaSource['videos']>;
}

/** A library idea has a single comment and video: an insight of one. */
export function evidenceOf(source: IdeaSource): Evidence {
  return {
    comment: source.comment,
    commentAuthor: source.commentAuthor,
    commentLikes: source.commentLikes,
    supportingComments: source.supportingComments ?? [],
    askedCount: source.askedCount ?? 1,
    totalLikes: source.totalLikes ?? source.commentLikes,
    videos: source.videos?.length
      ? source.videos
      : [{ title: source.videoTitle, creator: source.videoCreator, views: source.videoViews, platform: source.platform }],
  };
}

import type { Insight } from '#functions/content-engine/insight';

/** A mined group of comments on one video: the first comment is the representative, `ask` the group's named ask. */
export function insightOf(
  niche: string,
  texts: readonly string[],
  { ask, videoTitle = 'Leg day at home' }: { ask?: string; videoTitle?: string } = {},
): Insight {
  const comments = texts.map((text, index) => ({
    niche,
    platform: 'tiktok' as const,
    commentId: `c${index}`,
    videoUrl: 'https://www.tiktok.com/@coach/video/1',
    text,
    author: `@viewer${index}`,
    likes: 100 - index,
    postedAt: '2026-10-01T10:00:00.000Z',
  }));
  return {
    key: `tiktok#${niche}-${texts[0]!.length}`,
    niche,
    representative: comments[0]!,
    ...(ask ? { ask } : {}),
    supporting: comments.slice(1),
    askedCount: comments.length,
    totalLikes: 500,
    commentIds: comments.map((comment) => `tiktok#${comment.commentId}`),
    videos: [{ platform: 'tiktok', url: 'https://www.tiktok.com/@coach/video/1', title: videoTitle, creator: '@coach', views: 90_000 }],
    score: 5,
    signals: ['question'],
    newestAt: '2026-10-01T10:00:00.000Z',
  };
}

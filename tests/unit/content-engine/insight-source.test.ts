import { describe, expect, it } from 'vitest';
import type { SourceComment } from '#functions/content-engine/corpus';
import { sourceOfInsight } from '#functions/content-engine/insight';
import { insightOf } from './insight-fixtures';

/** A comment as the ingest job stores it: read from the API on Dec 1, to be re-read by Dec 31. */
function fromYouTube(text: string, commentId: string, author: string): SourceComment {
  return {
    niche: 'fitness',
    platform: 'youtube',
    source: 'youtube',
    commentId,
    videoId: 'aB3_-x9ZqL0',
    videoUrl: 'https://www.youtube.com/shorts/aB3_-x9ZqL0',
    text,
    author,
    likes: 212,
    postedAt: '2026-11-28T10:00:00.000Z',
    fetchedAt: '2026-12-01T09:00:00.000Z',
    refreshBy: '2026-12-31T09:00:00.000Z',
  };
}

describe("an idea's source from its insight", () => {
  it('carries each YouTube comment’s id, its link on YouTube and the instant it may be quoted until', () => {
    const insight = {
      ...insightOf('fitness', ['x']),
      representative: fromYouTube('how do u squat with bad knees?? mine click every rep', 'UgzKnee01', '@jess.lifts'),
      supporting: [fromYouTube('knee pain on squats, any fix', 'UgzKnee02.AbCdReply', '@dev')],
    };

    const source = sourceOfInsight(insight);

    expect(source).toMatchObject({
      commentId: 'UgzKnee01',
      commentUrl: 'https://www.youtube.com/watch?v=aB3_-x9ZqL0&lc=UgzKnee01',
      quotedUntil: '2026-12-31T09:00:00.000Z',
    });
    expect(source.supportingComments).toEqual([
      {
        comment: 'knee pain on squats, any fix',
        commentAuthor: '@dev',
        commentLikes: 212,
        commentId: 'UgzKnee02.AbCdReply',
        commentUrl: 'https://www.youtube.com/watch?v=aB3_-x9ZqL0&lc=UgzKnee02.AbCdReply',
        quotedUntil: '2026-12-31T09:00:00.000Z',
      },
    ]);
  });

  it('gives an imported comment no limit and no link, even one from YouTube', () => {
    const imported = {
      ...fromYouTube('what about bad knees', 'yt-import-1', '@sam'),
      source: undefined,
      refreshBy: undefined,
      videoId: undefined,
    };
    const tiktok = insightOf('fitness', ['do i really need rest days??', 'rest days or not']);

    expect(sourceOfInsight({ ...tiktok, representative: imported })).not.toHaveProperty('quotedUntil');
    expect(sourceOfInsight({ ...tiktok, representative: imported })).not.toHaveProperty('commentUrl');
    const fromTikTok = sourceOfInsight(tiktok);
    expect(fromTikTok.commentId).toBe('c0');
    expect(fromTikTok).not.toHaveProperty('quotedUntil');
    expect(fromTikTok.supportingComments![0]).toEqual({
      comment: 'rest days or not',
      commentAuthor: '@viewer1',
      commentLikes: 99,
      commentId: 'c1',
    });
  });
});

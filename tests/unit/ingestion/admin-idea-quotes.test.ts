import { describe, expect, it } from 'vitest';
import { dueCommentIds, refreshedSource } from '#functions/ingestion/idea-quotes';
import type { IdeaSource } from '#functions/shared/schemas';

const NOW = new Date('2026-12-31T12:00:00Z');
const PAST = '2026-12-31T09:00:00.000Z';
const LATER = '2027-01-29T09:00:00.000Z';

const SOURCE: IdeaSource = {
  comment: 'how do u squat with bad knees?? mine click every rep',
  commentAuthor: '@jess.lifts',
  commentLikes: 412,
  commentId: 'UgzKnee01',
  commentUrl: 'https://www.youtube.com/watch?v=aB3_-x9ZqL0&lc=UgzKnee01',
  quotedUntil: PAST,
  videoTitle: '30 day squat challenge day 1',
  videoCreator: '@coachmarco',
  videoViews: 1_240_000,
  platform: 'youtube',
  supportingComments: [
    { comment: 'knee pain on squats, any fix', commentAuthor: '@dev', commentLikes: 88, commentId: 'UgzKnee02', quotedUntil: PAST },
    {
      comment: 'squats hurt my knees any alternative',
      commentAuthor: '@pri',
      commentLikes: 40,
      commentId: 'UgzKnee03',
      quotedUntil: LATER,
    },
  ],
  askedCount: 7,
  totalLikes: 1_210,
};

describe('refreshing the quotes kept in a stored idea', () => {
  it('removes the words, author and likes of a quote past its date that the corpus no longer has, and drops such a supporting quote', () => {
    const source = refreshedSource(SOURCE, new Map(), NOW)!;

    expect([source.comment, source.commentAuthor, source.commentLikes]).toEqual(['', '', 0]);
    expect(source.supportingComments!.map((quote) => quote.commentId)).toEqual(['UgzKnee03']);
  });

  it('removes with them what the API said about the video and the likes total, keeping how many asked and the links', () => {
    const withVideos: IdeaSource = {
      ...SOURCE,
      videos: [
        {
          title: '30 day squat challenge day 1',
          creator: '@coachmarco',
          views: 1_240_000,
          platform: 'youtube',
          url: 'https://www.youtube.com/shorts/aB3_-x9ZqL0',
        },
        {
          title: 'knee friendly legs',
          creator: '@fitfox',
          views: 90_000,
          platform: 'tiktok',
          url: 'https://www.tiktok.com/@fitfox/video/1',
        },
      ],
    };

    const source = refreshedSource(withVideos, new Map(), NOW)!;

    expect([source.askedCount, source.totalLikes]).toEqual([7, undefined]);
    expect([source.videoTitle, source.videoCreator, source.videoViews]).toEqual(['', '', 0]);
    expect(source.videos).toEqual([
      { title: '', creator: '', views: 0, platform: 'youtube', url: 'https://www.youtube.com/shorts/aB3_-x9ZqL0' },
      withVideos.videos![1],
    ]);
  });

  it('renews a quote from the corpus when the comment was re-read and is still current, with its new text and likes', () => {
    const current = new Map([
      [
        'UgzKnee01',
        { text: 'how do u squat with bad knees?? (edit: mine click every rep)', author: '@jess.lifts', likes: 530, refreshBy: LATER },
      ],
    ]);

    const source = refreshedSource(SOURCE, current, NOW)!;

    expect(source).toMatchObject({
      comment: 'how do u squat with bad knees?? (edit: mine click every rep)',
      commentLikes: 530,
      quotedUntil: LATER,
    });
  });

  it('does not renew from a corpus copy that is itself past its refresh date', () => {
    const current = new Map([['UgzKnee01', { text: 'old', author: '@jess.lifts', likes: 1, refreshBy: PAST }]]);

    expect(refreshedSource(SOURCE, current, NOW)!.comment).toBe('');
  });

  it('changes nothing while every quote is current, nor for comments with no end date', () => {
    const imported: IdeaSource = { ...SOURCE, quotedUntil: undefined, supportingComments: [] };

    expect(
      refreshedSource({ ...SOURCE, quotedUntil: LATER, supportingComments: [SOURCE.supportingComments![1]!] }, new Map(), NOW),
    ).toBeNull();
    expect(refreshedSource(imported, new Map(), NOW)).toBeNull();
  });

  it('does not count a quote already emptied as due again', () => {
    const emptied = refreshedSource(SOURCE, new Map(), NOW)!;

    expect(dueCommentIds(emptied, NOW)).toEqual([]);
    expect(refreshedSource(emptied, new Map(), NOW)).toBeNull();
  });
});

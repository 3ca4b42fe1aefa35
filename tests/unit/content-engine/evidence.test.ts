import { describe, expect, it } from 'vitest';
import { evidenceOf, isQuotable } from '#functions/content-engine/evidence';
import type { IdeaSource } from '#functions/shared/schemas';

const NOW = new Date('2026-12-07T12:00:00Z');

/** An idea built on YouTube comments read on 2026-11-20: quotable until 2026-12-20. */
const YOUTUBE_SOURCE: IdeaSource = {
  comment: 'ok but how do u do this with a bad knee?? mine clicks every squat 😭',
  commentAuthor: '@jess.lifts',
  commentLikes: 412,
  commentId: 'UgzKneeClick01',
  commentUrl: 'https://www.youtube.com/watch?v=abc123def45&lc=UgzKneeClick01',
  quotedUntil: '2026-12-20T08:00:00.000Z',
  videoTitle: '30 day squat challenge day 1',
  videoCreator: '@coachmarco',
  videoViews: 1_240_000,
  platform: 'youtube',
  supportingComments: [
    { comment: 'knee pain when squatting what do i do', commentAuthor: '@dev', commentLikes: 88, quotedUntil: '2026-12-20T08:00:00.000Z' },
    { comment: 'squats hurt my knees any alternative', commentAuthor: '@pri', commentLikes: 40, quotedUntil: '2026-12-01T08:00:00.000Z' },
  ],
  askedCount: 7,
  totalLikes: 1_210,
  videos: [
    {
      title: '30 day squat challenge day 1',
      creator: '@coachmarco',
      views: 1_240_000,
      platform: 'youtube',
      url: 'https://www.youtube.com/shorts/abc123def45',
    },
  ],
};

describe('isQuotable', () => {
  it('quotes a comment with no end date: the starter corpus and licensed imports', () => {
    expect(isQuotable({ comment: 'do i really have to reapply?? i wear makeup' }, NOW)).toBe(true);
  });

  it('quotes a YouTube comment until its quotedUntil, and not at or after it', () => {
    expect(isQuotable({ comment: 'how', quotedUntil: '2026-12-07T12:00:01Z' }, NOW)).toBe(true);
    expect(isQuotable({ comment: 'how', quotedUntil: '2026-12-07T12:00:00Z' }, NOW)).toBe(false);
    expect(isQuotable({ comment: 'how', quotedUntil: '2026-11-30T00:00:00Z' }, NOW)).toBe(false);
  });

  it('never quotes a comment whose words were scrubbed, nor one with an unreadable date', () => {
    expect(isQuotable({ comment: '  ' }, NOW)).toBe(false);
    expect(isQuotable({ comment: 'how', quotedUntil: 'next tuesday' }, NOW)).toBe(false);
  });
});

describe('evidenceOf', () => {
  it('quotes current YouTube comments with a link to each, and leaves out the ones past their date', () => {
    const evidence = evidenceOf(YOUTUBE_SOURCE, NOW);

    expect(evidence.quote).toEqual({
      comment: YOUTUBE_SOURCE.comment,
      commentAuthor: '@jess.lifts',
      commentLikes: 412,
      platform: 'youtube',
      url: 'https://www.youtube.com/watch?v=abc123def45&lc=UgzKneeClick01',
    });
    expect(evidence.supportingComments.map((quote) => quote.commentAuthor)).toEqual(['@dev']);
    expect(evidence.withdrawnQuotes).toBe(1);
  });

  it("falls back to how many asked and the videos' links once every quote is past its date", () => {
    const evidence = evidenceOf(YOUTUBE_SOURCE, new Date('2026-12-21T00:00:00Z'));

    expect(evidence.quote).toBeNull();
    expect(evidence.supportingComments).toEqual([]);
    expect([evidence.askedCount, evidence.totalLikes, evidence.withdrawnQuotes]).toEqual([7, null, 3]);
    expect(evidence.videos[0]).toEqual({
      title: null,
      creator: null,
      views: null,
      platform: 'youtube',
      url: 'https://www.youtube.com/shorts/abc123def45',
    });
  });

  it('reads a library idea as an insight of one, quoted, with nothing withdrawn', () => {
    const library: IdeaSource = {
      comment: 'do I really have to reapply?? I wear makeup',
      commentAuthor: '@sunny.side',
      commentLikes: 3120,
      videoTitle: 'My summer skincare routine',
      videoCreator: '@glow.daily',
      videoViews: 1_500_000,
      platform: 'tiktok',
    };

    const evidence = evidenceOf(library, NOW);

    expect(evidence.quote?.comment).toBe('do I really have to reapply?? I wear makeup');
    expect([evidence.askedCount, evidence.totalLikes, evidence.withdrawnQuotes]).toEqual([1, 3120, 0]);
    expect(evidence.videos).toEqual([
      { title: 'My summer skincare routine', creator: '@glow.daily', views: 1_500_000, platform: 'tiktok' },
    ]);
  });

  it('drops a comment link that is not a web address', () => {
    const evidence = evidenceOf({ ...YOUTUBE_SOURCE, commentUrl: 'javascript:alert(1)' }, NOW);

    expect(evidence.quote).not.toHaveProperty('url');
  });
});

import type { youtube_v3 } from '@googleapis/youtube';
import { describe, expect, it } from 'vitest';
import { MAX_COMMENT_CHARS } from '#functions/content-engine/corpus';
import { cleanCommentText, sourceVideoOf, videoUrlOf } from '#functions/ingestion/comment-text';
import { commentsOfThreads } from '#functions/ingestion/comments';

const fetchedAt = new Date('2026-12-07T18:00:00Z');
const video = sourceVideoOf(
  {
    videoId: 'tE8vJij9Ryf',
    title: '3 skincare mistakes that wrecked my skin barrier',
    channelId: 'UCx',
    channelTitle: 'Glow by Amara',
    views: 1_900_000,
    seconds: 48,
    outlierScore: 12,
  },
  fetchedAt,
);

const comment = (id: string, text: string, extra: Partial<youtube_v3.Schema$CommentSnippet> = {}): youtube_v3.Schema$Comment => ({
  id,
  snippet: { textDisplay: text, authorDisplayName: '@mira.k', likeCount: 12, publishedAt: '2026-12-01T10:00:00Z', ...extra },
});
const thread = (top: youtube_v3.Schema$Comment, replies: youtube_v3.Schema$Comment[] = []): youtube_v3.Schema$CommentThread => ({
  id: top.id,
  snippet: { topLevelComment: top },
  replies: { comments: replies },
});

describe('a comment’s text as the corpus keeps it', () => {
  it('joins its lines, ending a line that did not end its sentence', () => {
    expect(cleanCommentText('love this 😭\nbut can u do one for oily skin\n\nplss')).toBe(
      'love this 😭 but can u do one for oily skin. plss',
    );
  });

  it('drops control characters and zero-width marks', () => {
    expect(cleanCommentText('does\u0000 retinol\u200b purge\u0007 everyone??')).toBe('does retinol purge everyone??');
  });

  it('cuts a 10,000-character comment at a word, within the limit, emoji intact', () => {
    const cut = cleanCommentText(`${'so my skin is '.repeat(700)}🧴🧴🧴`);

    expect(Array.from(cut).length).toBeLessThanOrEqual(MAX_COMMENT_CHARS);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/[\uD800-\uDBFF]…$/);
  });
});

describe('a page of comment threads', () => {
  it('keeps every top-level comment, and a reply only when it asks something', () => {
    const page = [
      thread(comment('Ugz1', 'obsessed with this 😍'), [
        comment('Ugz1.r1', 'same lol'),
        comment('Ugz1.r2', 'wait does this work if you have rosacea too?'),
      ]),
      thread(comment('Ugz2', 'can you do a routine for oily acne prone skin pls')),
    ];

    const { comments, skipped } = commentsOfThreads(page, { niche: 'skincare', video, fetchedAt });

    expect(comments.map((c) => c.commentId)).toEqual(['Ugz1', 'Ugz1.r2', 'Ugz2']);
    expect(comments[1]).toMatchObject({
      parentId: 'Ugz1',
      source: 'youtube',
      videoId: 'tE8vJij9Ryf',
      videoUrl: 'https://www.youtube.com/shorts/tE8vJij9Ryf',
    });
    expect(comments[0]).toMatchObject({
      fetchedAt: '2026-12-07T18:00:00.000Z',
      refreshBy: '2027-01-06T18:00:00.000Z',
      likes: 12,
      author: '@mira.k',
    });
    expect(skipped).toEqual([]);
  });

  it('skips a comment the corpus cannot keep, with the reason, and keeps the rest', () => {
    const page = [
      thread(comment('Ugz3', '   ')),
      thread(comment('Ugz4', 'how long before retinol stops stinging?', { publishedAt: 'yesterday' })),
    ];

    const { comments, skipped } = commentsOfThreads(page, { niche: 'skincare', video, fetchedAt });

    expect(comments).toEqual([]);
    expect(skipped.map((s) => s.commentId)).toEqual(['Ugz3', 'Ugz4']);
    expect(skipped[1]!.message).toMatch(/^posted_at: /);
  });
});

describe('a video’s link', () => {
  it('is its Shorts page up to three minutes and its watch page beyond', () => {
    expect(videoUrlOf('tE8vJij9Ryf', 180)).toBe('https://www.youtube.com/shorts/tE8vJij9Ryf');
    expect(videoUrlOf('O5XI91ZvPy4', 205)).toBe('https://www.youtube.com/watch?v=O5XI91ZvPy4');
  });
});

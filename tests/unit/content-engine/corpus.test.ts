import { describe, expect, it } from 'vitest';
import { MAX_COMMENT_CHARS, parseCorpus } from '#functions/content-engine/corpus';

const line = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    niche: 'skincare',
    platform: 'tiktok',
    video_url: 'https://www.tiktok.com/@glowwithmina/video/7431856203948571652',
    video_title: 'My 3-step morning routine for oily skin',
    video_creator: '@glowwithmina',
    video_views: 1_840_000,
    comment_id: '7431901122334455667',
    text: 'does this work if you also have eczema patches on your cheeks??',
    author: '@sunnydays_ella',
    likes: 2310,
    posted_at: '2026-10-14T08:12:44Z',
    ...overrides,
  });

const known = new Set(['skincare', 'travel']);

describe('reading a corpus file', () => {
  it('reads a valid line into a comment and its video', () => {
    const parsed = parseCorpus(line(), known);

    expect(parsed.rejected).toEqual([]);
    expect(parsed.comments).toEqual([
      expect.objectContaining({
        niche: 'skincare',
        platform: 'tiktok',
        commentId: '7431901122334455667',
        likes: 2310,
        postedAt: '2026-10-14T08:12:44.000Z',
      }),
    ]);
    expect(parsed.videos).toEqual([expect.objectContaining({ title: 'My 3-step morning routine for oily skin', views: 1_840_000 })]);
  });

  it.each([
    ['not JSON', '{"niche": "skincare",', /Not valid JSON/],
    ['a missing field', JSON.stringify({ ...JSON.parse(line()), text: undefined }), /text/],
    ['a wrong type', line({ likes: 'lots' }), /likes/],
    ['a fractional count', line({ video_views: 12.5 }), /video_views: Must be a whole number/],
    ['a negative count', line({ likes: -1 }), /likes: Must be 0 or more/],
    ['oversized text', line({ text: 'a'.repeat(MAX_COMMENT_CHARS + 1) }), /text: At most 2000 characters/],
    ['an unknown platform', line({ platform: 'myspace' }), /platform: Must be one of tiktok, instagram, youtube/],
    ['a plain http URL', line({ video_url: 'http://example.com/v' }), /video_url/],
    ['a date that is not a date-time', line({ posted_at: 'yesterday' }), /posted_at/],
    ['an unknown field', line({ extra: 1 }), /extra|Unrecognized/],
    ['a control character in the text', line({ text: 'hi\u0000there' }), /text/],
    ['an unknown niche', line({ niche: 'knitting' }), /not an approved niche/],
  ])('reports %s with its line number and keeps the other lines', (_, bad, message) => {
    const parsed = parseCorpus([line({ comment_id: 'a1' }), bad, line({ comment_id: 'a3' })].join('\n'), known);

    expect(parsed.comments.map((c) => c.commentId)).toEqual(['a1', 'a3']);
    expect(parsed.rejected).toHaveLength(1);
    expect(parsed.rejected[0]!.line).toBe(2);
    expect(parsed.rejected[0]!.errors.join(' ')).toMatch(message);
  });

  it('keeps one comment per platform and comment id, the later line winning', () => {
    const parsed = parseCorpus(
      [
        line({ likes: 1 }),
        line({ likes: 99 }),
        line({ platform: 'youtube', video_url: 'https://www.youtube.com/shorts/abcDEF12345' }),
      ].join('\n'),
      known,
    );

    expect(parsed.comments).toHaveLength(2);
    expect(parsed.comments.find((c) => c.platform === 'tiktok')!.likes).toBe(99);
    expect(parsed.duplicates).toEqual([2]);
  });

  it('ignores blank lines and Windows line endings', () => {
    const parsed = parseCorpus(`${line({ comment_id: 'b1' })}\r\n\r\n   \r\n${line({ comment_id: 'b2' })}\r\n`, known);

    expect(parsed.comments).toHaveLength(2);
    expect(parsed.rejected).toEqual([]);
  });
});

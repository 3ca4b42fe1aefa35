import { describe, expect, it } from 'vitest';
import { InvalidInput } from '#functions/platform/errors';
import {
  applyRatingChange,
  averageRating,
  ratingChange,
  ratingSummary,
  type RatingTotals,
  type StoredRating,
} from '#functions/ideas/ratings';
import {
  decodeFeedbackCursor,
  decodeRatingsCursor,
  encodeFeedbackCursor,
  encodeRatingsCursor,
  INVALID_REPORT_CURSOR_MESSAGE,
} from '#functions/platform/table/report-cursor';

describe('a rating change', () => {
  it('adds a first rating as one more rater with its stars', () => {
    expect(ratingChange(null, 4)).toEqual({ kind: 'first', sumDelta: 4, countDelta: 1 });
  });

  it('adds a changed rating as the difference, with the same number of raters', () => {
    expect(ratingChange({ rating: 2, counted: true }, 5)).toEqual({ kind: 'changed', sumDelta: 3, countDelta: 0 });
    expect(ratingChange({ rating: 5, counted: true }, 1)).toEqual({ kind: 'changed', sumDelta: -4, countDelta: 0 });
  });

  it('changes nothing when the same rating comes again', () => {
    expect(ratingChange({ rating: 3, counted: true }, 3)).toEqual({ kind: 'unchanged' });
  });

  it('counts a rating from before the aggregates (not counted) as a first rating, with the new stars', () => {
    expect(ratingChange({ rating: 2, counted: false }, 5)).toEqual({ kind: 'first', sumDelta: 5, countDelta: 1 });
    // Even the same stars: the aggregate does not hold it yet.
    expect(ratingChange({ rating: 2, counted: false }, 2)).toEqual({ kind: 'first', sumDelta: 2, countDelta: 1 });
  });

  it('keeps totals equal to the ratings stored, through any sequence of ratings by several people', () => {
    // A small model of the table: each person's stored rating, and the aggregate moved only by changes.
    const stored = new Map<string, StoredRating>();
    let totals: RatingTotals = { ratingSum: 0, ratingCount: 0 };
    const steps: Array<[string, number]> = [
      ['ann', 3],
      ['bob', 5],
      ['ann', 3],
      ['ann', 1],
      ['cy', 4],
      ['bob', 2],
      ['cy', 4],
      ['bob', 5],
    ];
    for (const [person, rating] of steps) {
      totals = applyRatingChange(totals, ratingChange(stored.get(person) ?? null, rating));
      stored.set(person, { rating, counted: true });
    }
    expect(totals).toEqual({ ratingSum: 1 + 5 + 4, ratingCount: 3 });
  });
});

describe('the average rating', () => {
  it('is null while nobody rated', () => {
    expect(averageRating(null)).toBeNull();
    expect(averageRating({ ratingSum: 0, ratingCount: 0 })).toBeNull();
    expect(ratingSummary(undefined)).toEqual({ averageRating: null, ratingCount: 0 });
  });

  it('has one decimal, rounded half up without floating-point error', () => {
    expect(averageRating({ ratingSum: 9, ratingCount: 2 })).toBe(4.5);
    expect(averageRating({ ratingSum: 10, ratingCount: 3 })).toBe(3.3);
    expect(averageRating({ ratingSum: 11, ratingCount: 3 })).toBe(3.7);
    // 4.45 exactly: half up gives 4.5 (a float division first could give 4.4).
    expect(averageRating({ ratingSum: 89, ratingCount: 20 })).toBe(4.5);
    expect(averageRating({ ratingSum: 5, ratingCount: 1 })).toBe(5);
  });

  it('goes with its count in the reports', () => {
    expect(ratingSummary({ ratingSum: 7, ratingCount: 2 })).toEqual({ averageRating: 3.5, ratingCount: 2 });
  });
});

const feedbackPosition = {
  userId: '4f1c2b9e-0c43-4e8e-9c1a-3b5d7e9f1a2b',
  ideaId: 'skincare-example-1-b',
  id: '01JD3Z6Q8X1V2B3N4M5K6J7H8G',
  createdAt: '2026-11-24T10:11:12.345Z',
};
const ratingsPosition = { lastRatedAt: '2026-11-24T10:11:12.345Z', ideaId: 'travel-day-3-b' };

/** The field error every bad cursor must carry (a 400, never a 500). */
function refusal(decode: () => unknown): InvalidInput {
  try {
    decode();
  } catch (error) {
    if (error instanceof InvalidInput) return error;
    throw error;
  }
  throw new Error('the cursor was accepted');
}

describe('report cursors', () => {
  it('give back the position they were made from', () => {
    expect(decodeFeedbackCursor(encodeFeedbackCursor(feedbackPosition))).toEqual(feedbackPosition);
    expect(decodeRatingsCursor(encodeRatingsCursor(ratingsPosition))).toEqual(ratingsPosition);
  });

  it('stay within the 400 characters the route accepts, with the longest ids', () => {
    const longest = encodeFeedbackCursor({ ...feedbackPosition, userId: 'u'.repeat(64), ideaId: 'i'.repeat(80) });
    expect(longest.length).toBeLessThanOrEqual(400);
    expect(decodeFeedbackCursor(longest).ideaId).toBe('i'.repeat(80));
  });

  const json = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url');
  const valid = encodeFeedbackCursor(feedbackPosition);

  it.each([
    ['not base64url', 'abc$def'],
    ['base64 padding', `${valid}==`],
    ['not JSON', Buffer.from('{nope').toString('base64url')],
    ['a flipped character', valid.slice(0, 10) + (valid[10] === 'A' ? 'B' : 'A') + valid.slice(11)],
    ['another version', json({ v: 2, r: 'feedback', u: 'abc', i: 'x-1', f: feedbackPosition.id, t: feedbackPosition.createdAt })],
    ['an extra field', json({ v: 1, r: 'feedback', u: 'abc', i: 'x-1', f: feedbackPosition.id, t: feedbackPosition.createdAt, x: 1 })],
    [
      'a key character DynamoDB would misread',
      json({ v: 1, r: 'feedback', u: 'a#b', i: 'x-1', f: feedbackPosition.id, t: feedbackPosition.createdAt }),
    ],
    ['a time that is not an ISO instant', json({ v: 1, r: 'feedback', u: 'abc', i: 'x-1', f: feedbackPosition.id, t: 'yesterday' })],
    ['not a ULID', json({ v: 1, r: 'feedback', u: 'abc', i: 'x-1', f: 'not-a-ulid', t: feedbackPosition.createdAt })],
    ['reordered JSON', json({ r: 'feedback', v: 1, u: 'abc', i: 'x-1', f: feedbackPosition.id, t: feedbackPosition.createdAt })],
    ['the ratings report cursor', encodeRatingsCursor(ratingsPosition)],
    ['a JSON array', json([1, 2])],
  ])('refuse %s as a feedback cursor with a field error', (_name, cursor) => {
    const error = refusal(() => decodeFeedbackCursor(cursor));
    expect(error.code).toBe('invalid_cursor');
    expect(error.message).toBe(INVALID_REPORT_CURSOR_MESSAGE);
    expect(error.fieldErrors).toEqual({ cursor: ['Not a cursor from a previous page'] });
  });

  it.each([
    ['the feedback report cursor', valid],
    ['an idea id with a #', json({ v: 1, r: 'ratings', t: ratingsPosition.lastRatedAt, i: 'a#b' })],
    ['a missing time', json({ v: 1, r: 'ratings', i: 'travel-day-3-b' })],
    ['an empty string', ''],
  ])('refuse %s as a ratings cursor with a field error', (_name, cursor) => {
    expect(refusal(() => decodeRatingsCursor(cursor)).fieldErrors).toEqual({ cursor: ['Not a cursor from a previous page'] });
  });
});

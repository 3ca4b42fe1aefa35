/**
 * The arithmetic of an idea's rating aggregate (functions/ideas/ratings-store.ts keeps it): the sum
 * and count of the ratings that are counted in it, so the average is exact at any size and needs
 * no read of the ratings themselves.
 */

/** A subscriber's rating of an idea as read before a change; `counted` when it is in the aggregate. */
export interface StoredRating {
  readonly rating: number;
  readonly counted: boolean;
}

/** What one rating write does to the aggregate. */
export type RatingChange =
  /** The same stars again: nothing to write. */
  | { readonly kind: 'unchanged' }
  /** A rating the aggregate does not hold yet (new, or written before aggregates existed): one more rater. */
  | { readonly kind: 'first'; readonly sumDelta: number; readonly countDelta: 1 }
  /** A counted rating changed: the same raters, the sum moves by the difference. */
  | { readonly kind: 'changed'; readonly sumDelta: number; readonly countDelta: 0 };

export function ratingChange(previous: StoredRating | null, rating: number): RatingChange {
  if (previous?.counted && previous.rating === rating) return { kind: 'unchanged' };
  if (!previous || !previous.counted) return { kind: 'first', sumDelta: rating, countDelta: 1 };
  return { kind: 'changed', sumDelta: rating - previous.rating, countDelta: 0 };
}

export interface RatingTotals {
  readonly ratingSum: number;
  readonly ratingCount: number;
}

export function applyRatingChange(totals: RatingTotals, change: RatingChange): RatingTotals {
  if (change.kind === 'unchanged') return totals;
  return { ratingSum: totals.ratingSum + change.sumDelta, ratingCount: totals.ratingCount + change.countDelta };
}

/** The mean of the stars to one decimal (half up), null while nobody rated. Integer arithmetic: 89/20 is 4.5, not 4.4. */
export function averageRating(totals: RatingTotals | null | undefined): number | null {
  if (!totals || totals.ratingCount <= 0) return null;
  return Math.round((totals.ratingSum * 10) / totals.ratingCount) / 10;
}

/** An aggregate as the reports show it. */
export function ratingSummary(totals: RatingTotals | null | undefined): { averageRating: number | null; ratingCount: number } {
  return { averageRating: averageRating(totals), ratingCount: totals && totals.ratingCount > 0 ? totals.ratingCount : 0 };
}

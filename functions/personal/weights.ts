import type { FeedbackAction, IdeaTraits, TasteWeights } from './model';

/**
 * How what a subscriber does with ideas moves their taste (TasteWeights), as pure rules.
 *
 * Every trait of an idea (each of its topics, its format, its kind of ask) keeps a tally: the sum
 * of the signals it received and how many. Its weight is that sum over the count plus a prior of
 * TASTE_PRIOR neutral observations. So:
 * - the weight never leaves [-1, 1] (every signal is within it, and the prior only pulls to 0),
 *   however many clicks come: 1,000 "Filmed it" on one topic give 0.998, not a runaway;
 * - the learning rate shrinks: the n-th signal moves the weight by about 1/(n + prior) of its
 *   distance, so early clicks teach fast and a long history is not overturned by one click;
 * - a change of mind is undone exactly: replacing "Filmed it" by "Not for me" (or 5 stars by 2)
 *   moves the sum by the difference and leaves the count alone, as if the first never happened;
 * - the tallies only ever add, so the table keeps them with DynamoDB ADD and two ideas' feedback
 *   arriving at once cannot lose either.
 */

/** Neutral observations every trait starts with: one "Filmed it" gives 1/3, two give 1/2, ten 10/12. */
export const TASTE_PRIOR = 2;

/**
 * Signals are whole tenths (10 = the strongest), so sums stay exact through any number of
 * replacements, in memory and in the table's ADD: 0.6 + 0.3 - 0.6 is not 0.3 in floating point.
 */
export const SIGNAL_SCALE = 10;

/** One signal per source, in [-10, 10]: an explicit "Filmed it" or "Not for me" counts most. */
const ACTION_SIGNAL: Record<FeedbackAction, number> = { filmed: 10, not_for_me: -10 };

/** Stars say less than filming it: 1-2 stars lean away, 3 is neutral (but still an observation), 4-5 lean towards. */
const STAR_SIGNAL: Record<number, number> = { 1: -6, 2: -3, 3: 0, 4: 3, 5: 6 };

export type TasteDimension = keyof TasteWeights;
export const TASTE_DIMENSIONS: readonly TasteDimension[] = ['topics', 'formats', 'askKinds'];

/** What a trait has received so far: the sum of its signals (in tenths) and how many. */
export interface TraitTally {
  readonly sum: number;
  readonly count: number;
}

export type TasteTallies = Record<TasteDimension, Record<string, TraitTally>>;

/** One trait's tally moving: add `sum` and `count` (either may be negative when a signal is replaced). */
export interface TallyDelta {
  readonly dimension: TasteDimension;
  readonly trait: string;
  readonly sum: number;
  readonly count: number;
}

export function actionSignal(action: FeedbackAction | null): number | null {
  return action === null ? null : ACTION_SIGNAL[action];
}

export function starSignal(rating: number | null): number | null {
  if (rating === null) return null;
  const signal = STAR_SIGNAL[rating];
  if (signal === undefined) throw new RangeError(`Not a star rating: ${rating}`);
  return signal;
}

/** The traits a signal on an idea reaches, each once (an idea listing a topic twice teaches it once). */
export function traitKeys(traits: IdeaTraits): { dimension: TasteDimension; trait: string }[] {
  return [
    ...[...new Set(traits.topics)].map((trait) => ({ dimension: 'topics' as const, trait })),
    ...(traits.format ? [{ dimension: 'formats' as const, trait: traits.format }] : []),
    { dimension: 'askKinds' as const, trait: traits.askKind },
  ];
}

/**
 * What replacing one source's signal on an idea (`before`, null when there was none) by `after`
 * (null: withdrawn) does to the tallies. The same signal again changes nothing.
 */
export function tallyChange(traits: IdeaTraits, before: number | null, after: number | null): TallyDelta[] {
  const sum = (after ?? 0) - (before ?? 0);
  const count = (after === null ? 0 : 1) - (before === null ? 0 : 1);
  if (sum === 0 && count === 0) return [];
  return traitKeys(traits).map(({ dimension, trait }) => ({ dimension, trait, sum, count }));
}

/** A trait's weight: its mean signal shrunk towards 0 by the prior, within [-1, 1] even with rounding. */
export function weightOf(tally: TraitTally): number {
  const count = Math.max(0, tally.count);
  const weight = tally.sum / SIGNAL_SCALE / (count + TASTE_PRIOR);
  return Math.min(1, Math.max(-1, weight));
}

export function emptyTallies(): TasteTallies {
  return { topics: {}, formats: {}, askKinds: {} };
}

/** Adds deltas to tallies (a model of what the table's ADD does; the tests and the bench use it). */
export function applyTallyChange(tallies: TasteTallies, deltas: readonly TallyDelta[]): TasteTallies {
  const next: TasteTallies = { topics: { ...tallies.topics }, formats: { ...tallies.formats }, askKinds: { ...tallies.askKinds } };
  for (const { dimension, trait, sum, count } of deltas) {
    const old = next[dimension][trait] ?? { sum: 0, count: 0 };
    next[dimension][trait] = { sum: old.sum + sum, count: old.count + count };
  }
  return next;
}

/** The weights the ranking reads; a trait with nothing left on it (every signal withdrawn) is left out. */
export function tasteWeights(tallies: TasteTallies): TasteWeights {
  const weights: TasteWeights = { topics: {}, formats: {}, askKinds: {} };
  for (const dimension of TASTE_DIMENSIONS) {
    for (const [trait, tally] of Object.entries(tallies[dimension])) {
      if (tally.count > 0) weights[dimension][trait] = weightOf(tally);
    }
  }
  return weights;
}

/**
 * How a posted video's performance moves the taste, beside the clicks and stars above. Each
 * posted video with an uplift (its views a week after posting over the creator's usual,
 * functions/analytics/rules.ts) gives its traits a signal of 10 × log2(uplift) tenths, capped at
 * ±10 (twice the usual views is the strongest "yes", half of it the strongest "no"), counted as
 * PERFORMANCE_OBSERVATIONS observations where a star rating is one and tops out at ±6: what the
 * audience did weighs more than what the creator thought of an idea. The performance tallies are
 * recomputed from every posted video on each run of the performance job and stored whole (SET,
 * not ADD), so a rerun cannot drift; they are added to the feedback tallies only when weights are
 * read, which keeps every weight within [-1, 1] as before.
 */
export const PERFORMANCE_OBSERVATIONS = 2;

/** A posted video's signal in tenths, from its uplift; null without one. */
export function performanceSignal(uplift: number | null): number | null {
  if (uplift === null || !Number.isFinite(uplift) || uplift <= 0) return uplift === 0 ? -SIGNAL_SCALE : null;
  const signal = Math.round(SIGNAL_SCALE * Math.log2(uplift));
  return Math.min(SIGNAL_SCALE, Math.max(-SIGNAL_SCALE, signal));
}

/** The performance tallies of a creator's posted videos (each with the traits of the idea it filmed). */
export function performanceTallies(videos: ReadonlyArray<{ traits: IdeaTraits; uplift: number | null }>): TasteTallies {
  let tallies = emptyTallies();
  for (const video of videos) {
    const signal = performanceSignal(video.uplift);
    if (signal === null) continue;
    tallies = applyTallyChange(
      tallies,
      traitKeys(video.traits).map(({ dimension, trait }) => ({
        dimension,
        trait,
        sum: signal * PERFORMANCE_OBSERVATIONS,
        count: PERFORMANCE_OBSERVATIONS,
      })),
    );
  }
  return tallies;
}

/** The feedback tallies with the performance tallies added: what the weights are read from. */
export function blendTallies(feedback: TasteTallies, performance: TasteTallies): TasteTallies {
  const deltas: TallyDelta[] = [];
  for (const dimension of TASTE_DIMENSIONS)
    for (const [trait, tally] of Object.entries(performance[dimension])) deltas.push({ dimension, trait, ...tally });
  return applyTallyChange(feedback, deltas);
}

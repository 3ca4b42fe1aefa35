import { choosingData } from './personal-files';

/**
 * The spread rule (pure): on one day, no insight goes to more than a share of a niche's
 * subscribers (content/personal/choosing.json `spread.share`, 25 %), and at least
 * `minimumPerInsight` (1), so a thousand skincare creators do not post the same video that morning.
 *
 * The cap is max(minimum, floor(subscribers × share)). N subscribers then need ceil(N / cap)
 * distinct insights on a day (4 at 25 % once a niche has 4 subscribers or more; with 2 or 3
 * subscribers the cap is 1, so each gets a different insight). While the niche has that many
 * insights a subscriber may take, each gets the best-ranked one for them that is under the cap.
 * When every insight they may take is at the cap (a niche short of fresh asks, or a creator whose
 * avoided topics leave few), the rule gives way rather than leave the day empty: the best-ranked
 * among the least-given ones, so the share stays as low as the asks allow. Such a choice is
 * reported as `relaxed`.
 */

export function spreadCap(subscribers: number, rule = choosingData().spread): number {
  return Math.max(rule.minimumPerInsight, Math.floor(Math.max(0, subscribers) * rule.share));
}

export interface SpreadChoice<T> {
  choice: T;
  /** Its position in the creator's ranking (0 = their best). */
  position: number;
  /** Every candidate was at the cap: the rule gave way. */
  relaxed: boolean;
}

/**
 * The candidate this subscriber gets, from their ranking (best first), given how many subscribers
 * each insight went to that day (`given`, by key). null only for an empty ranking.
 */
export function spread<T>(
  ranked: readonly T[],
  given: ReadonlyMap<string, number>,
  cap: number,
  keyOf: (candidate: T) => string,
): SpreadChoice<T> | null {
  if (ranked.length === 0) return null;
  const count = (candidate: T) => given.get(keyOf(candidate)) ?? 0;
  const open = ranked.findIndex((candidate) => count(candidate) < cap);
  if (open >= 0) return { choice: ranked[open]!, position: open, relaxed: false };
  const least = Math.min(...ranked.map(count));
  const position = ranked.findIndex((candidate) => count(candidate) === least);
  return { choice: ranked[position]!, position, relaxed: true };
}

/** The largest share of one day's subscribers any one insight went to (the bench's figure): 0 for no subscribers. */
export function largestShare(given: ReadonlyMap<string, number>, subscribers: number): number {
  if (subscribers <= 0) return 0;
  return Math.max(0, ...given.values()) / subscribers;
}

import type { QuotaBucket, QuotaConfig } from './ingestion-files';
import type { IngestCheckpoint } from './run-store';

/**
 * How a day's YouTube quota is spent: what is left of each bucket after the reserve and what was
 * already used today, split across the niches that need comments most (the fewest distinct asks
 * left first, and more units the fewer they have), and what a niche does next given where its
 * last run stopped.
 */

export type Units = Record<QuotaBucket, number>;

/** What may still be planned today: each bucket's daily limit less the reserve less what was used (never below 0). */
export function plannable(config: Pick<QuotaConfig, 'buckets' | 'reserveShare'>, used: Units): Units {
  const left = (bucket: QuotaBucket) =>
    Math.max(0, Math.floor(config.buckets[bucket].dailyLimit * (1 - config.reserveShare)) - used[bucket]);
  return { search: left('search'), reads: left('reads') };
}

export interface NicheNeed {
  niche: string;
  asksLeft: number;
  /** search.list calls its next pass still wants (its queries not yet searched). */
  searchesWanted: number;
}

export interface NichePlan {
  niche: string;
  asksLeft: number;
  /** The niche's share of today's budget: it stops before spending more. */
  budget: Units;
}

export interface PlanRules {
  targetAsksLeft: number;
  minReadsPerNiche: number;
}

/**
 * Today's plan: the niches under the target, fewest asks first, each with a share of the reads in
 * proportion to how far under the target it is. When the reads cannot give every needy niche a
 * worthwhile share, the best-supplied ones wait for another day rather than every niche getting
 * too little to finish anything. Search calls go in the same order until they run out.
 */
export function planDay(needs: readonly NicheNeed[], budget: Units, rules: PlanRules): NichePlan[] {
  let needy = needs
    .filter((need) => need.asksLeft < rules.targetAsksLeft)
    .sort((a, b) => a.asksLeft - b.asksLeft || a.niche.localeCompare(b.niche));
  const weight = (need: NicheNeed) => rules.targetAsksLeft - need.asksLeft;
  let shares: number[] = [];
  for (;;) {
    if (needy.length === 0) return [];
    const total = needy.reduce((sum, need) => sum + weight(need), 0);
    shares = needy.map((need) => Math.floor((budget.reads * weight(need)) / total));
    // The last niche has the most asks, so the smallest share: if it is worth starting, all are.
    if (shares[shares.length - 1]! >= rules.minReadsPerNiche) break;
    needy = needy.slice(0, -1);
  }
  // Units lost to rounding go to the neediest niches, one each.
  let spare = budget.reads - shares.reduce((sum, share) => sum + share, 0);
  for (let i = 0; spare > 0; i = (i + 1) % shares.length, spare -= 1) shares[i]! += 1;
  let searches = budget.search;
  return needy.map((need, i) => {
    const search = Math.min(need.searchesWanted, searches);
    searches -= search;
    return { niche: need.niche, asksLeft: need.asksLeft, budget: { search, reads: shares[i]! } };
  });
}

/** Whether a call of `units` from `bucket` fits what is left: the run stops before the budget, never after. */
export function fits(left: Units, bucket: QuotaBucket, units: number): boolean {
  return left[bucket] >= units;
}

/** What is left after a call. */
export function spend(left: Units, bucket: QuotaBucket, units: number): Units {
  return { ...left, [bucket]: Math.max(0, left[bucket] - units) };
}

export type NextStep =
  | { kind: 'search'; queryIndex: number }
  | { kind: 'choose' }
  | { kind: 'comments'; videoIndex: number; pageToken: string | null; pagesRead: number }
  | { kind: 'done' };

/**
 * Where a niche's work resumes. A pass started on an earlier day and stopped (quota, a crash)
 * continues where it stopped, so nothing is read twice and nothing is skipped; a pass completed
 * today means nothing more today; one completed earlier, or none, starts a new pass.
 */
export function nextStep(
  checkpoint: IngestCheckpoint | null,
  today: string,
  limits: { queries: number; commentPagesPerVideo: number },
): NextStep {
  if (!checkpoint || checkpoint.phase === 'done') {
    if (checkpoint?.phase === 'done' && checkpoint.startedDay === today) return { kind: 'done' };
    return limits.queries > 0 ? { kind: 'search', queryIndex: 0 } : { kind: 'choose' };
  }
  if (checkpoint.phase === 'search')
    return checkpoint.queryIndex < limits.queries ? { kind: 'search', queryIndex: checkpoint.queryIndex } : { kind: 'choose' };
  let { videoIndex, pageToken, pagesRead } = checkpoint;
  // A video whose last page was read, or whose page allowance is used, hands over to the next.
  if (pagesRead > 0 && (pageToken === null || pagesRead >= limits.commentPagesPerVideo)) {
    videoIndex += 1;
    pageToken = null;
    pagesRead = 0;
  }
  if (videoIndex >= checkpoint.videos.length) return { kind: 'done' };
  return { kind: 'comments', videoIndex, pageToken, pagesRead };
}

/** search.list calls a niche's next pass still wants, given its checkpoint. */
export function searchesWanted(checkpoint: IngestCheckpoint | null, today: string, queries: number): number {
  const step = nextStep(checkpoint, today, { queries, commentPagesPerVideo: 1 });
  return step.kind === 'search' ? queries - step.queryIndex : 0;
}

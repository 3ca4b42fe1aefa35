import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { nicheAsksLeft } from '#functions/content-engine/supply';
import { getAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';

/**
 * How long each niche's supply of fresh asks lasts, for the admin Sources screen.
 *
 * Counting a niche's asks (content-engine/supply.ts nicheAsksLeft: its corpus mined offline, less
 * the asks ideas were built on) takes about a second a niche, too slow to do for thirteen niches on every page load. So the
 * count is kept, one small item per niche, and taken again when it is older than
 * COUNT_MAX_AGE_HOURS or than the niche's last ingest run. A page load recounts as many stale
 * niches as fit in COUNT_BUDGET_MS (the stalest first); the others show their last count, and a
 * niche never counted shows none until a later load counts it.
 *
 * Access pattern: the counts are one partition, `INGEST_SUPPLY`, one item per niche, read with one
 * BatchGet; each item expires a week after it was taken (TTL), so a deleted niche leaves nothing.
 */

/** Under this many days of fresh asks, the screen warns. */
export const SUPPLY_WARNING_DAYS = 14;
export const COUNT_MAX_AGE_HOURS = 6;
/** Time a page load may spend counting; the route's function has 29 s. */
export const COUNT_BUDGET_MS = 12_000;
const COUNT_TTL_DAYS = 7;
const HOUR_MS = 3_600_000;

export const supplyKeys = {
  count: (niche: string) => ({ PK: 'INGEST_SUPPLY', SK: `NICHE#${niche}` }),
};

/**
 * Days of fresh asks: a day's two variants (A and B) are both built on one insight, so each ask
 * left is one more day a niche's subscribers get an idea on a question nobody was answered yet.
 */
export function daysOfSupply(asksLeft: number): number {
  return Math.max(0, Math.floor(asksLeft));
}

/** What the admin should know and do when a niche's fresh asks run out within two weeks. */
export function supplyWarning(days: number | null): string | null {
  if (days === null) return null;
  if (days >= SUPPLY_WARNING_DAYS) return null;
  const fix = 'Add search queries, or a video or channel, for this niche.';
  if (days === 0) return `No fresh asks left: every new day reuses an old ask from a new angle. ${fix}`;
  return `Only ${days} ${days === 1 ? 'day' : 'days'} of fresh asks left; after that, ideas reuse old asks from a new angle. ${fix}`;
}

export interface AskCount {
  niche: string;
  asksLeft: number;
  countedAt: string;
}

/** Whether a kept count must be taken again: too old, or older than the niche's last finished run. */
export function isStale(count: AskCount | undefined, lastRunFinishedAt: string | null, now: Date): boolean {
  if (!count) return true;
  const countedAt = Date.parse(count.countedAt);
  if (!Number.isFinite(countedAt)) return true;
  if (now.getTime() - countedAt >= COUNT_MAX_AGE_HOURS * HOUR_MS) return true;
  return lastRunFinishedAt !== null && Date.parse(lastRunFinishedAt) > countedAt;
}

async function readCounts(niches: readonly string[]): Promise<Map<string, AskCount>> {
  const counts = new Map<string, AskCount>();
  for (const item of await getAll(niches.map((niche) => supplyKeys.count(niche)))) {
    if (typeof item.niche === 'string' && typeof item.asksLeft === 'number' && typeof item.countedAt === 'string')
      counts.set(item.niche, { niche: item.niche, asksLeft: item.asksLeft, countedAt: item.countedAt });
  }
  return counts;
}

/** Keeps a niche's count (also how a test or an operator states one). */
export async function keepCount(count: AskCount, now: Date): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...supplyKeys.count(count.niche),
        entity: 'ingest_supply',
        ...count,
        expiresAt: Math.floor(now.getTime() / 1000) + COUNT_TTL_DAYS * 86_400,
      },
    }),
  );
}

/**
 * Each niche's asks left: the kept count, recounted where stale while the time budget lasts.
 * `null` for a niche never counted that did not fit in this call's budget.
 */
export async function asksLeftOf(
  niches: ReadonlyArray<{ niche: string; lastRunFinishedAt: string | null }>,
  now: Date,
  options: { budgetMs?: number; clock?: () => number } = {},
): Promise<Map<string, AskCount | null>> {
  const clock = options.clock ?? Date.now;
  const started = clock();
  const kept = await readCounts(niches.map((n) => n.niche));
  const result = new Map<string, AskCount | null>(niches.map((n) => [n.niche, kept.get(n.niche) ?? null]));
  const stale = niches
    .filter((n) => isStale(kept.get(n.niche), n.lastRunFinishedAt, now))
    // Never counted first, then the oldest count.
    .sort((a, b) => (kept.get(a.niche)?.countedAt ?? '').localeCompare(kept.get(b.niche)?.countedAt ?? ''));
  for (const { niche } of stale) {
    if (clock() - started >= (options.budgetMs ?? COUNT_BUDGET_MS)) break;
    const count: AskCount = { niche, asksLeft: await nicheAsksLeft(niche, now), countedAt: now.toISOString() };
    await keepCount(count, now);
    result.set(niche, count);
  }
  return result;
}

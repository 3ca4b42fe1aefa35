import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Niche } from '#functions/shared/schemas';
import { db, tableName } from '#functions/platform/table/client';

/** Approved niches live in one small partition: listing them is one Query. */
export const nicheKeys = {
  partition: () => 'NICHES',
  item: (niche: string) => ({ PK: 'NICHES', SK: `NICHE#${niche}` }),
};

export interface ApprovedNiche extends Niche {
  isActive: boolean;
}

interface NicheItem extends ApprovedNiche {
  PK: string;
  SK: string;
  entity: 'niche';
}

export async function putNiche(niche: ApprovedNiche): Promise<void> {
  const item: NicheItem = { ...nicheKeys.item(niche.niche), entity: 'niche', ...niche };
  await db.send(new PutCommand({ TableName: tableName(), Item: item }));
}

/** Every niche, active or not, in sort order. */
export async function listNiches(): Promise<ApprovedNiche[]> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': nicheKeys.partition() },
    }),
  );
  return ((out.Items ?? []) as NicheItem[])
    .map(({ niche, displayName, sortOrder, isActive }) => ({ niche, displayName, sortOrder, isActive }))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.niche.localeCompare(b.niche));
}

/** How long a container keeps the niche list for the dashboard (`cachedNiches`). */
export const NICHE_CACHE_MS = 60_000;

let cache: { readAt: number; niches: Promise<ApprovedNiche[]> } | null = null;

/**
 * `listNiches`, kept for a minute in the Lambda container, for the dashboard list, which would
 * otherwise spend one of its few reads per page on 13 rows that change a few times a year. Safe
 * because the list uses them only to order niche sections and to recognise a filter: the caller's
 * own progress decides what they may read, and a niche they have progress in is accepted whatever
 * the cache says. A niche added or reordered shows within a minute; a reader paging across that
 * moment might see one niche section repeated or skipped, never another user's data. The promise
 * is kept, so concurrent cold requests share one Query, and a failed read is not kept.
 */
export function cachedNiches(now = Date.now()): Promise<ApprovedNiche[]> {
  if (!cache || now - cache.readAt >= NICHE_CACHE_MS) {
    const entry = { readAt: now, niches: listNiches() };
    cache = entry;
    entry.niches.catch(() => {
      if (cache === entry) cache = null;
    });
  }
  return cache.niches;
}

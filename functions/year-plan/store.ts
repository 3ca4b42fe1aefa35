import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '#functions/platform/table/conditions';
import { db, tableName } from '#functions/platform/table/client';
import { yearPlanKeys } from './keys';
import type { SeasonalMoment } from './moments';
import { shippedMoments } from './seasons-files';

/**
 * A niche's live seasonal moments: one item per niche, the whole list with a version. Until an
 * admin saves one, the list is the shipped file (content/seasons/<niche>.json) at version 0, and
 * the seed keeps an unedited niche's item equal to the file, so a deploy with new moments reaches
 * every niche nobody edited.
 */

export interface NicheSeasons {
  niche: string;
  moments: SeasonalMoment[];
  /** 0 while the list is the shipped one; each admin save adds one (the editor sends back the version it read). */
  version: number;
  /** When and by whom an admin last saved the list; null while shipped. */
  updatedAt: string | null;
  updatedBy: string | null;
}

function shipped(niche: string): NicheSeasons {
  return { niche, moments: [...shippedMoments(niche)], version: 0, updatedAt: null, updatedBy: null };
}

/** A niche's live list; the shipped one (version 0) while no admin has saved any. */
export async function getNicheSeasons(niche: string): Promise<NicheSeasons> {
  // The editor saves and reads back: it must see its own write.
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: yearPlanKeys.seasons(niche), ConsistentRead: true }));
  const item = out.Item;
  if (!item) return shipped(niche);
  return {
    niche,
    moments: item.moments as SeasonalMoment[],
    version: Number(item.version),
    updatedAt: typeof item.updatedAt === 'string' && Number(item.version) > 0 ? item.updatedAt : null,
    updatedBy: typeof item.updatedBy === 'string' ? item.updatedBy : null,
  };
}

/**
 * Replaces a niche's whole list if it is still at `expectedVersion`, so two admins editing at once
 * cannot overwrite each other unseen: the later save gets 'conflict' and reloads. The list is saved
 * as given: callers check it with `momentList` (moments.ts) first.
 */
export async function putNicheSeasons(
  niche: string,
  moments: readonly SeasonalMoment[],
  expectedVersion: number,
  by: string,
  now: Date,
): Promise<'ok' | 'conflict'> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...yearPlanKeys.seasons(niche),
          entity: 'seasons',
          niche,
          moments,
          version: expectedVersion + 1,
          updatedAt: now.toISOString(),
          updatedBy: by,
        },
        // Version 0 is the shipped list, stored by the seed or not stored at all.
        ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(PK) OR version = :expected' : 'version = :expected',
        ExpressionAttributeValues: { ':expected': expectedVersion },
      }),
    );
    return 'ok';
  } catch (error) {
    if (isConditionFailure(error)) return 'conflict';
    throw error;
  }
}

/**
 * Stores the shipped list of each niche nobody edited (absent, or still version 0); an admin's
 * edit stays. Idempotent. Returns how many niches it wrote.
 */
export async function seedShippedSeasons(niches: readonly string[], now: Date): Promise<number> {
  let written = 0;
  for (const niche of niches) {
    const moments = shippedMoments(niche);
    if (moments.length === 0) continue;
    try {
      await db.send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...yearPlanKeys.seasons(niche), entity: 'seasons', niche, moments, version: 0, updatedAt: now.toISOString() },
          ConditionExpression: 'attribute_not_exists(PK) OR version = :shipped',
          ExpressionAttributeValues: { ':shipped': 0 },
        }),
      );
      written += 1;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return written;
}

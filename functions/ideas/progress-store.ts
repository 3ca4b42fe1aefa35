import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';

/**
 * user_niche_progress (docs/product-rules.md#daily-unlock): how many days of a niche's ideas a
 * subscriber has unlocked. One item per user and niche under the user's partition, so the dashboard
 * reads them in one Query.
 */
const frontierPartition = (niche: string) => `NICHE_FRONTIER#${niche}`;

export const progressKeys = {
  item: (userId: string, niche: string) => ({ PK: `USER#${userId}`, SK: `PROGRESS#${niche}` }),
  prefix: 'PROGRESS#',
  /**
   * GSI2, sparse: only progress that is still unlocking. The sort key is when this subscriber's
   * day 1 would have opened had they never paused (`unlockingSince` minus the days already had),
   * so the first item of a niche is the subscriber furthest ahead: the keep-ahead job reads one
   * item to know how far the niche's ideas must reach.
   */
  frontier: (niche: string, unlockingSince: Date, daysAlready: number) => ({
    GSI2PK: frontierPartition(niche),
    GSI2SK: new Date(unlockingSince.getTime() - daysAlready * 86_400_000).toISOString(),
  }),
  /** A niche's frontier partition: every subscriber whose current niche it is. */
  frontierPartition,
};

export interface NicheProgress {
  userId: string;
  email: string;
  niche: string;
  /** Days opened so far; for the current niche, as of `unlockingSince`. */
  contentDaysUnlocked: number;
  createdAt: string;
  /**
   * Set on the subscriber's current niche only: one more day opens at every 07:00 (local) after
   * it (functions/ideas/rules.ts). A niche left behind keeps its days and opens no more.
   */
  unlockingSince?: string | null;
  /**
   * How many of the niche's ideas the subscriber has opened at least once: moved by 1, in one
   * transaction with the view item, on a first view only (engagement.ts `recordView`). The NEW
   * count is the niche's unlocked days minus this, so the list never reads the views. Missing on
   * items written before the counter existed until `initialiseViewCounts` sets it.
   */
  viewedCount?: number;
}

export function progressItem(progress: NicheProgress): Record<string, unknown> {
  const since = progress.unlockingSince ? new Date(progress.unlockingSince) : null;
  return {
    ...progressKeys.item(progress.userId, progress.niche),
    ...(since ? progressKeys.frontier(progress.niche, since, progress.contentDaysUnlocked) : {}),
    entity: 'progress',
    ...progress,
    // A new niche has no views yet: starting the counter here is what marks it as kept.
    viewedCount: progress.viewedCount ?? 0,
  };
}

function fromItem(item: Record<string, unknown>): NicheProgress {
  const { userId, email, niche, contentDaysUnlocked, createdAt, unlockingSince, viewedCount } = item as unknown as NicheProgress;
  return {
    userId,
    email,
    niche,
    contentDaysUnlocked,
    createdAt,
    unlockingSince,
    ...(viewedCount === undefined ? {} : { viewedCount: Number(viewedCount) }),
  };
}

/**
 * The caller's progress items, one per niche they have had: one Query on the `PROGRESS#` prefix
 * of their partition, so its cost is the number of niches, never the ratings or views beside it.
 */
/**
 * Every subscriber with a niche still unlocking: each has exactly one such progress item (their
 * current niche; activation and every niche change set one), on the niches' frontier index. How
 * the one-off migrations find subscribers without a Scan.
 */
export async function subscribersUnlocking(niches: readonly string[]): Promise<Set<string>> {
  const userIds = new Set<string>();
  for (const niche of niches) {
    const items = await queryAll({
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': progressKeys.frontierPartition(niche) },
      ProjectionExpression: 'userId',
    });
    for (const item of items) userIds.add(String(item.userId));
  }
  return userIds;
}

export async function listProgress(userId: string, options: { consistent?: boolean } = {}): Promise<NicheProgress[]> {
  const key = progressKeys.item(userId, '');
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': key.PK, ':prefix': progressKeys.prefix },
      ConsistentRead: options.consistent ?? false,
    }),
  );
  return (out.Items ?? []).map(fromItem);
}

/** Sets a counter that is missing, and only then: a counter already kept is never overwritten. */
export async function setMissingViewedCount(userId: string, niche: string, viewedCount: number): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: progressKeys.item(userId, niche),
        UpdateExpression: 'SET viewedCount = :count',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(viewedCount)',
        ExpressionAttributeValues: { ':count': viewedCount },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

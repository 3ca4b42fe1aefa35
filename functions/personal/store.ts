import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getAll, queryAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';
import { progressKeys } from '#functions/ideas/progress-store';
import { personalIdeaKeys } from '#functions/ideas/personal-store';
import { ideaKeys } from '#functions/ideas/store';
import { creatorProfile, type CreatorProfile } from '#functions/profiles/schema';
import { creatorProfileKeys } from '#functions/profiles/store';
import { subscriberKeys } from '#functions/subscribers/store';

/**
 * What the personal-ideas job reads and writes besides the ideas themselves (those are
 * ideas/personal-store.ts's):
 *
 * | access pattern                                   | key                                                              |
 * | ------------------------------------------------ | ---------------------------------------------------------------- |
 * | how many subscribers an insight went to, a day   | PK PERSONAL_SPREAD#<niche>#<day>, SK INSIGHT#<insightKey> (ADD)  |
 * | a claim on a niche-day while the job fills it    | PK PERSONAL_CLAIM#<niche>#<day>, SK CLAIM (a lease)              |
 * | a niche's subscribers and how far each has got   | GSI2 NICHE_FRONTIER#<niche> (the progress items, ideas/)         |
 * | a subscriber's recent personal ideas' insights   | GSI1 PERSONAL_IDEAS#<userId>#<niche>, by day (ideas/)            |
 * | a subscriber's learned weights                   | PK USER#<userId>, SK TASTE (feedback-store.ts owns it)           |
 */
export const personalJobKeys = {
  spread: (niche: string, day: number, insightKey: string) => ({ PK: `PERSONAL_SPREAD#${niche}#${day}`, SK: `INSIGHT#${insightKey}` }),
  spreadPrefix: 'INSIGHT#',
  claim: (niche: string, day: number) => ({ PK: `PERSONAL_CLAIM#${niche}#${day}`, SK: 'CLAIM' }),
  /** The feedback's taste item (functions/personal/weights.ts writes it). */
};

/** Spread counts outlive the week a day is made ahead and a little more; then the table's TTL removes them. */
const SPREAD_KEEP_DAYS = 30;

/** How many subscribers each insight went to on a niche's day, by insight key: one Query. */
export async function listGiven(niche: string, day: number): Promise<Map<string, number>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': personalJobKeys.spread(niche, day, '').PK, ':prefix': personalJobKeys.spreadPrefix },
    ConsistentRead: true,
  });
  return new Map(items.map((item) => [String(item.insightKey), Number(item.given ?? 0)]));
}

/**
 * Counts one more subscriber for an insight on a day, only while it is under `cap` (null: the
 * rule gave way, count anyway). False when another run took the last place first: the caller
 * moves to the next insight. A conditional ADD, so two runs at once never pass the cap together.
 */
export async function reserveGiven(niche: string, day: number, insightKey: string, cap: number | null, now: Date): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: personalJobKeys.spread(niche, day, insightKey),
        UpdateExpression: 'SET entity = :entity, insightKey = :key, expiresAt = :expires ADD given :one',
        ...(cap === null ? {} : { ConditionExpression: 'attribute_not_exists(given) OR given < :cap' }),
        ExpressionAttributeValues: {
          ':entity': 'personal_spread',
          ':key': insightKey,
          ':expires': Math.floor(now.getTime() / 1000) + SPREAD_KEEP_DAYS * 86_400,
          ':one': 1,
          ...(cap === null ? {} : { ':cap': cap }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Gives a place back: the draft failed, or the idea was already written by another run. A run
 * that dies between reserve and write leaves one place counted: the share can only come out
 * lower than the rule's, never higher.
 */
export async function releaseGiven(niche: string, day: number, insightKey: string): Promise<void> {
  await db
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: personalJobKeys.spread(niche, day, insightKey),
        UpdateExpression: 'ADD given :minus',
        ConditionExpression: 'given > :zero',
        ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}

/** A lease on filling one niche-day, so two runs at once do not both pay for the same subscribers' drafts. */
export async function claimPersonalDay(niche: string, day: number, now: Date, holdSeconds: number): Promise<boolean> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...personalJobKeys.claim(niche, day),
          entity: 'personal_claim',
          claimedAt: now.toISOString(),
          expiresAt: nowSeconds + holdSeconds,
        },
        ConditionExpression: 'attribute_not_exists(PK) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': nowSeconds },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Gives a niche-day back when the run stops before its end (bounded, out of time), so the next run goes on at once. */
export async function releasePersonalDay(niche: string, day: number): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: personalJobKeys.claim(niche, day) }));
}

export interface NicheSubscriber {
  userId: string;
  /** When their day 1 would have opened had they never paused (the frontier's sort key). */
  startedAt: Date;
}

/**
 * The subscribers unlocking a niche now, with how far each has got: the niche's frontier (the
 * sparse GSI2 keys on progress items, ideas/progress-store.ts), no Scan. Only those still
 * subscribed: the subscriber items are read in batches of 100.
 */
export async function listNicheSubscribers(niche: string): Promise<NicheSubscriber[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': progressKeys.frontierPartition(niche) },
    ProjectionExpression: 'userId, GSI2SK',
  });
  const found = items.flatMap((item) => {
    const startedAt = new Date(String(item.GSI2SK));
    return typeof item.userId === 'string' && !Number.isNaN(startedAt.getTime()) ? [{ userId: item.userId, startedAt }] : [];
  });
  const records = await getAll(
    found.map(({ userId }) => subscriberKeys.item(userId)),
    { projection: ['userId', 'subscribed'] },
  );
  const subscribed = new Set(records.filter((record) => record.subscribed === true).map((record) => String(record.userId)));
  return found.filter(({ userId }) => subscribed.has(userId)).sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
}

/** Saved creator profiles of these subscribers, by user id (a profile that no longer reads is left out). */
export async function getProfiles(userIds: readonly string[]): Promise<Map<string, CreatorProfile>> {
  const items = await getAll(userIds.map((userId) => creatorProfileKeys.item(userId)));
  const profiles = new Map<string, CreatorProfile>();
  for (const item of items) {
    const checked = creatorProfile.safeParse(item);
    if (checked.success) profiles.set(checked.data.userId, checked.data);
  }
  return profiles;
}

/**
 * The insight each of a subscriber's daily personal ideas of one niche was built on, by day, from
 * day `first` to `last`: one Query of their list, only the day and the insight key returned.
 */
export async function listPersonalInsights(userId: string, niche: string, first: number, last: number): Promise<Map<number, string>> {
  if (last < first) return new Map();
  const pk = personalIdeaKeys.daily(userId, niche, 0).GSI1PK;
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :first AND :last',
    ExpressionAttributeValues: {
      ':pk': pk,
      ':first': personalIdeaKeys.daily(userId, niche, Math.max(0, first)).GSI1SK,
      ':last': personalIdeaKeys.daily(userId, niche, last).GSI1SK,
    },
    ProjectionExpression: 'dayNumber, insightKey',
  });
  return new Map(items.map((item) => [Number(item.dayNumber), String(item.insightKey)]));
}

/** The comment each shared idea (variant B, what subscribers see) of a niche was built on, with its day. */
export async function listSharedComments(niche: string): Promise<Array<{ day: number; comment: string }>> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': ideaKeys.byNicheDay(niche, 'B', 0, 0).GSI1PK },
    ProjectionExpression: 'dayNumber, #source.#comment',
    ExpressionAttributeNames: { '#source': 'source', '#comment': 'comment' },
  });
  return items.flatMap((item) => {
    const comment = (item.source as { comment?: unknown } | undefined)?.comment;
    return typeof comment === 'string' ? [{ day: Number(item.dayNumber), comment }] : [];
  });
}

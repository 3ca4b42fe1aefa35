import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { NotFound } from '../domain/errors';
import { DASHBOARD_VARIANT } from '../domain/ideas';
import { getAll, queryAll } from './batch';
import { db, tableName } from './client';
import { getIdeaPositions } from './ideas';
import { listProgress, progressKeys, setMissingViewedCount, subscribersUnlocking, type NicheProgress } from './progress';
import { markMigrationDone, migrationDone } from './settings';

/**
 * What a subscriber does with ideas, kept in the subscriber's own partition (`USER#<id>`): one
 * rating and one view item per idea (the key is the upsert key of spec 3), and feedback entries.
 * Nothing here takes another user's id from a request: the handlers pass the caller's.
 *
 * Nothing on a request path reads these items by prefix: they grow with the subscriber's history.
 * A page reads the ratings and views of its own ideas by key, and the NEW count comes from a
 * counter on each progress item (progress.ts `viewedCount`), moved with the first view.
 */
export const engagementKeys = {
  rating: (userId: string, ideaId: string) => ({ PK: `USER#${userId}`, SK: `RATING#${ideaId}` }),
  view: (userId: string, ideaId: string) => ({ PK: `USER#${userId}`, SK: `VIEW#${ideaId}` }),
  ratingPrefix: 'RATING#',
  viewPrefix: 'VIEW#',
  feedback: (userId: string, ideaId: string, id: string) => ({ PK: `USER#${userId}`, SK: `FEEDBACK#${ideaId}#${id}` }),
  /** Sparse: every feedback entry, newest last, for the admin side. */
  allFeedback: (createdAt: string) => ({ GSI2PK: 'FEEDBACK', GSI2SK: createdAt }),
};

export interface IdeaEngagement {
  ratings: Map<string, number>;
  viewed: Set<string>;
}

/**
 * The caller's rating and view of each of these ideas, by key: one BatchGetItem for a page of
 * 20 ideas (40 keys), whatever else the partition holds. No ideas, no call.
 */
export async function engagementOf(userId: string, ideaIds: readonly string[]): Promise<IdeaEngagement> {
  const engagement: IdeaEngagement = { ratings: new Map(), viewed: new Set() };
  if (ideaIds.length === 0) return engagement;
  const items = await getAll(
    ideaIds.flatMap((id) => [engagementKeys.rating(userId, id), engagementKeys.view(userId, id)]),
    { projection: ['SK', 'rating'] },
  );
  for (const item of items) {
    const sk = String(item.SK);
    if (sk.startsWith(engagementKeys.ratingPrefix)) engagement.ratings.set(sk.slice(engagementKeys.ratingPrefix.length), Number(item.rating));
    else if (sk.startsWith(engagementKeys.viewPrefix)) engagement.viewed.add(sk.slice(engagementKeys.viewPrefix.length));
  }
  return engagement;
}

export async function putRating(userId: string, ideaId: string, rating: number, now = new Date()): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...engagementKeys.rating(userId, ideaId), entity: 'rating', userId, ideaId, rating, updatedAt: now.toISOString() },
    }),
  );
}

/** A TransactionConflict with a concurrent view of the same idea is retried; the retry sees the winner's item. */
const VIEW_ATTEMPTS = 4;

/**
 * Records that the caller opened an idea they may see (the handler checked: variant B, an
 * unlocked day). The first view creates the view item and adds 1 to the niche's `viewedCount` in
 * one transaction, the item only if it does not exist: a repeat view, or the loser of two
 * concurrent first views, fails the condition, counts nothing and only moves `lastViewedAt`.
 *
 * The counter must already be kept (`attribute_exists`): adding 1 to a counter that was never
 * initialised would start it at 1 and lose the views made before it existed. Such a niche is
 * initialised from its views first, then the view is recorded.
 */
export async function recordView(userId: string, idea: { id: string; niche: string }, now = new Date()): Promise<{ firstView: boolean }> {
  const at = now.toISOString();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: { ...engagementKeys.view(userId, idea.id), entity: 'view', userId, ideaId: idea.id, niche: idea.niche, firstViewedAt: at, lastViewedAt: at },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Update: {
                TableName: tableName(),
                Key: progressKeys.item(userId, idea.niche),
                UpdateExpression: 'ADD viewedCount :one',
                ConditionExpression: 'attribute_exists(viewedCount)',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      );
      return { firstView: true };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const [view, counter] = error.CancellationReasons ?? [];
      if (view?.Code === 'ConditionalCheckFailed') {
        await touchView(userId, idea.id, at);
        return { firstView: false };
      }
      if (attempt >= VIEW_ATTEMPTS) throw error;
      if (counter?.Code === 'ConditionalCheckFailed') {
        const progress = await listProgress(userId, { consistent: true });
        // Without a progress item there is nothing to count in: the idea is not the caller's.
        if (!progress.some((p) => p.niche === idea.niche)) throw new NotFound('Content idea not found', 'idea_not_found');
        await initialiseViewCounts(userId, progress);
      } else await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/** Spec 3 `last_viewed_at`: a repeat view moves it, and nothing else. */
async function touchView(userId: string, ideaId: string, at: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: engagementKeys.view(userId, ideaId),
      UpdateExpression: 'SET lastViewedAt = :at',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}

/**
 * Sets the counter of every progress item of the user that has none (written before the counter
 * existed): the number of their view items whose idea is a dashboard idea of that niche. Reads the
 * user's views whole, once per user. Returns how many counters were missing.
 *
 * Race-free without a transaction: while a niche's counter is missing, `recordView` cannot create
 * a view item in it (its transaction needs the counter), so the views counted here are all there
 * will be until the counter is set; the set is conditional, so a concurrent initialiser that got
 * there first (from the same views, so the same number) is left alone.
 */
export async function initialiseViewCounts(userId: string, progress?: readonly NicheProgress[]): Promise<number> {
  const missing = (progress ?? (await listProgress(userId, { consistent: true }))).filter((p) => p.viewedCount === undefined);
  if (missing.length === 0) return 0;
  const { PK } = engagementKeys.view(userId, '');
  const views = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': PK, ':prefix': engagementKeys.viewPrefix },
    ProjectionExpression: 'SK',
    ConsistentRead: true,
  });
  const positions = await getIdeaPositions(views.map((view) => String(view.SK).slice(engagementKeys.viewPrefix.length)));
  const perNiche = new Map<string, number>();
  for (const idea of positions.values()) {
    if (idea.variant === DASHBOARD_VARIANT) perNiche.set(idea.niche, (perNiche.get(idea.niche) ?? 0) + 1);
  }
  for (const progress of missing) await setMissingViewedCount(userId, progress.niche, perNiche.get(progress.niche) ?? 0);
  return missing.length;
}

const VIEW_COUNTS_SETTING = 'view_counts_initialised';

/**
 * One-off migration, run by the seed (every deploy that changes the seed job, and every local
 * start) until it has completed once: initialises the view counters of every subscriber with
 * progress. Finds them without a Scan: each such subscriber has exactly one progress item still
 * unlocking (their current niche: activation and every niche change set one), and those sit on
 * the niches' frontier index. A subscriber it misses, or one who views before it runs, is
 * initialised by their own first view (`recordView`); until then their list counts every
 * unlocked idea of a legacy niche as new (never fewer than the truth, never negative).
 */
export async function initialiseAllViewCounts(niches: readonly string[], now = new Date()): Promise<{ subscribers: number; skipped: boolean }> {
  if (await migrationDone(VIEW_COUNTS_SETTING)) return { subscribers: 0, skipped: true };
  const userIds = await subscribersUnlocking(niches);
  for (const userId of userIds) await initialiseViewCounts(userId);
  await markMigrationDone(VIEW_COUNTS_SETTING, now);
  return { subscribers: userIds.size, skipped: false };
}

export async function addFeedback(userId: string, email: string, ideaId: string, text: string, now = new Date()): Promise<void> {
  const createdAt = now.toISOString();
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...engagementKeys.feedback(userId, ideaId, ulid(now.getTime())), ...engagementKeys.allFeedback(createdAt), entity: 'feedback', userId, email, ideaId, text, createdAt },
    }),
  );
}

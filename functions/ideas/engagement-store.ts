import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { ContentIdea } from '#functions/shared/schemas';
import { NotFound } from '#functions/platform/errors';
import { ratingChange, ratingSummary, type RatingChange } from './ratings';
import { DASHBOARD_VARIANT } from './rules';
import { decodeFeedbackCursor, encodeFeedbackCursor } from '#functions/platform/table/report-cursor';
import { getAll, queryAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';
import { ideaStatsKeys, ratedIdeas, ratingTotalsOf, statsUpdate, type RatedIdea } from './ratings-store';
import { getIdea, getIdeaPositions } from './store';
import { listProgress, progressKeys, setMissingViewedCount, subscribersUnlocking, type NicheProgress } from './progress-store';
import { markMigrationDone, migrationDone } from '#functions/shared/settings';

/**
 * What a subscriber does with ideas, kept in the subscriber's own partition (`USER#<id>`): one
 * rating and one view item per idea (keyed by user and idea, so a new one replaces the old), and
 * feedback entries. Nothing here takes another user's id from a request: the handlers pass the
 * caller's.
 *
 * Nothing on a request path reads these items by prefix: they grow with the subscriber's history.
 * A page reads the ratings and views of its own ideas by key, and the NEW count comes from a
 * counter on each progress item (progress.ts `viewedCount`), moved with the first view.
 */
export const engagementKeys = {
  rating: (userId: string, ideaId: string) => ({ PK: `USER#${userId}`, SK: `RATING#${ideaId}` }),
  view: (userId: string, ideaId: string) => ({ PK: `USER#${userId}`, SK: `VIEW#${ideaId}` }),
  /**
   * "Filmed it" or "Not for me" (functions/personal/feedback-store.ts writes it with the taste it
   * teaches). Not under `FEEDBACK#`: the written feedback entries are, and a prefix read of them
   * must not meet one.
   */
  feedbackAction: (userId: string, ideaId: string) => ({ PK: `USER#${userId}`, SK: `FEEDBACK_ACTION#${ideaId}` }),
  ratingPrefix: 'RATING#',
  viewPrefix: 'VIEW#',
  feedbackActionPrefix: 'FEEDBACK_ACTION#',
  feedback: (userId: string, ideaId: string, id: string) => ({ PK: `USER#${userId}`, SK: `FEEDBACK#${ideaId}#${id}` }),
  /** Sparse: every feedback entry, newest last, for the admin side. */
  allFeedback: (createdAt: string) => ({ GSI2PK: 'FEEDBACK', GSI2SK: createdAt }),
  /** Sparse: one niche's feedback entries (new entries get it when written; older ones by `backfillFeedbackNiches`). */
  feedbackInNiche: (niche: string, createdAt: string) => ({ GSI3PK: `FEEDBACK#${niche}`, GSI3SK: createdAt }),
};

/** What a subscriber did with an idea: "Filmed it" or "Not for me" (functions/personal/model.ts FEEDBACK_ACTIONS). */
export type IdeaAction = 'filmed' | 'not_for_me';

export interface IdeaEngagement {
  ratings: Map<string, number>;
  viewed: Set<string>;
  actions: Map<string, IdeaAction>;
}

/**
 * The caller's rating, view and "Filmed it" / "Not for me" of each of these ideas, by key: one
 * BatchGetItem for a page of 20 ideas (60 keys), whatever else the partition holds. No ideas, no call.
 */
export async function engagementOf(userId: string, ideaIds: readonly string[]): Promise<IdeaEngagement> {
  const engagement: IdeaEngagement = { ratings: new Map(), viewed: new Set(), actions: new Map() };
  if (ideaIds.length === 0) return engagement;
  const items = await getAll(
    ideaIds.flatMap((id) => [
      engagementKeys.rating(userId, id),
      engagementKeys.view(userId, id),
      engagementKeys.feedbackAction(userId, id),
    ]),
    { projection: ['SK', 'rating', 'action'] },
  );
  for (const item of items) {
    const sk = String(item.SK);
    if (sk.startsWith(engagementKeys.ratingPrefix))
      engagement.ratings.set(sk.slice(engagementKeys.ratingPrefix.length), Number(item.rating));
    else if (sk.startsWith(engagementKeys.viewPrefix)) engagement.viewed.add(sk.slice(engagementKeys.viewPrefix.length));
    else if (sk.startsWith(engagementKeys.feedbackActionPrefix) && (item.action === 'filmed' || item.action === 'not_for_me'))
      engagement.actions.set(sk.slice(engagementKeys.feedbackActionPrefix.length), item.action);
  }
  return engagement;
}

/**
 * What else moves with a rating: the subscriber's learned taste (functions/personal, which this
 * feature may not import, hands the items in). Given the stars the taste holds for this idea
 * (null: none yet, or a rating from before taste) and the new stars, the transaction's extra items.
 */
export type RatingTaste = (previousInTaste: number | null, rating: number) => NonNullable<TransactWriteCommandInput['TransactItems']>;

/** A conflict with a concurrent rating of the same idea (or the migration) is retried; the retry reads the winner's state. */
const RATING_ATTEMPTS = 8;

/**
 * Rates an idea (one rating per user and idea, docs/product-rules.md#ratings-and-feedback) and
 * keeps the idea's aggregate (idea-ratings.ts) exact, in one transaction.
 *
 * The rule that makes the aggregate exact, for putRating and the migration alike
 * (`countLegacyRatings`): an idea's `ratingSum`/`ratingCount` are the sum and number of its
 * rating items that carry `counted = true`, and nothing else.
 * - An item becomes counted only in a transaction that adds it (sum + rating, count + 1),
 *   conditioned on the item being as read: absent (`attribute_not_exists`), or present without
 *   `counted` and with the rating read. A rating written before the aggregates existed (no
 *   `counted`) is added by whichever of putRating and the migration gets there first; the
 *   other's condition fails, and it re-reads (putRating) or skips it (the migration).
 * - A counted item's rating changes only in a transaction that adds the difference (sum + new -
 *   old), conditioned on the item still being counted with the rating read.
 * - The same rating again writes nothing.
 * So every commit keeps the rule, whatever runs concurrently: two users' first ratings both
 * count (ADD commutes; a TransactionConflict is retried), one user's concurrent first ratings
 * count once (the loser's `attribute_not_exists` fails, and it re-reads and applies a change).
 *
 * Takes the idea the caller already read (handlers check it exists and may be rated), or its id.
 * Returns what the write did to the aggregate.
 */
export async function putRating(
  userId: string,
  idea: RatedIdea | string,
  rating: number,
  now = new Date(),
  taste?: RatingTaste,
): Promise<RatingChange['kind']> {
  const rated = typeof idea === 'string' ? await getIdea(idea) : idea;
  if (!rated) throw new NotFound('Content idea not found', 'idea_not_found');
  const key = engagementKeys.rating(userId, rated.id);
  const at = now.toISOString();
  for (let attempt = 1; ; attempt += 1) {
    const out = await db.send(
      new GetCommand({
        TableName: tableName(),
        Key: key,
        ConsistentRead: true,
        ProjectionExpression: '#rating, #counted, #inTaste',
        ExpressionAttributeNames: { '#rating': 'rating', '#counted': 'counted', '#inTaste': 'inTaste' },
      }),
    );
    const previous = out.Item
      ? { rating: Number(out.Item.rating), counted: out.Item.counted === true, inTaste: out.Item.inTaste === true }
      : null;
    const change = ratingChange(previous, rating);
    if (change.kind === 'unchanged') return change.kind;
    // Whether the stars read are in the taste is part of what was read: a rating that entered it
    // meanwhile must not be added twice.
    const tasteCondition = taste && previous ? (previous.inTaste ? ' AND #inTaste = :true' : ' AND attribute_not_exists(#inTaste)') : '';
    const asRead = !previous
      ? { ConditionExpression: 'attribute_not_exists(PK)' }
      : {
          ConditionExpression:
            (previous.counted ? '#rating = :old AND #counted = :true' : '#rating = :old AND attribute_not_exists(#counted)') +
            tasteCondition,
          ExpressionAttributeNames: {
            '#rating': 'rating',
            '#counted': 'counted',
            ...(tasteCondition ? { '#inTaste': 'inTaste' } : {}),
          },
          ExpressionAttributeValues: {
            ':old': previous.rating,
            ...(previous.counted || (tasteCondition && previous.inTaste) ? { ':true': true } : {}),
          },
        };
    const tasteItems = taste ? taste(previous?.inTaste ? previous.rating : null, rating) : [];
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...key,
                  entity: 'rating',
                  userId,
                  ideaId: rated.id,
                  rating,
                  counted: true,
                  ...(taste || previous?.inTaste ? { inTaste: true } : {}),
                  updatedAt: at,
                },
                ...asRead,
              },
            },
            { Update: { TableName: tableName(), ...statsUpdate(rated, { sum: change.sumDelta, count: change.countDelta }, at, 'set') } },
            ...tasteItems,
          ],
        }),
      );
      return change.kind;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException) || attempt >= RATING_ATTEMPTS) throw error;
      // The rating changed under us (condition) or another transaction held an item (conflict): read again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
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
export async function recordView(
  userId: string,
  idea: { id: string; niche: string },
  now = new Date(),
  options: { counted: boolean } = { counted: true },
): Promise<{ firstView: boolean }> {
  const at = now.toISOString();
  if (!options.counted) return recordUncountedView(userId, idea, at);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...engagementKeys.view(userId, idea.id),
                  entity: 'view',
                  userId,
                  ideaId: idea.id,
                  niche: idea.niche,
                  firstViewedAt: at,
                  lastViewedAt: at,
                },
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

/**
 * A view of an idea that is not one of the dashboard's days (an idea from a video, or a day's
 * shared idea when the subscriber has their own for that day): it clears that idea's NEW flag but
 * must not lower the count, which counts the days' ideas the list shows.
 */
async function recordUncountedView(userId: string, idea: { id: string; niche: string }, at: string): Promise<{ firstView: boolean }> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...engagementKeys.view(userId, idea.id),
          entity: 'view',
          userId,
          ideaId: idea.id,
          niche: idea.niche,
          firstViewedAt: at,
          lastViewedAt: at,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return { firstView: true };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    await touchView(userId, idea.id, at);
    return { firstView: false };
  }
}

/** `last_viewed_at`: a repeat view moves it, and nothing else. */
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
export async function initialiseAllViewCounts(
  niches: readonly string[],
  now = new Date(),
): Promise<{ subscribers: number; skipped: boolean }> {
  if (await migrationDone(VIEW_COUNTS_SETTING)) return { subscribers: 0, skipped: true };
  const userIds = await subscribersUnlocking(niches);
  for (const userId of userIds) await initialiseViewCounts(userId);
  await markMigrationDone(VIEW_COUNTS_SETTING, now);
  return { subscribers: userIds.size, skipped: false };
}

const RATING_STATS_SETTING = 'idea_rating_stats_initialised';
const FEEDBACK_NICHES_SETTING = 'feedback_niche_keys_initialised';

/**
 * One-off migrations for the admin reports, run by the seed until each has completed once:
 * counts the ratings written before the aggregates existed (`countLegacyRatings`), and gives
 * the feedback written before the niche index existed its niche keys (`backfillFeedbackNiches`).
 */
export async function initialiseAdminReports(
  niches: readonly string[],
  now = new Date(),
): Promise<{ ratingsCounted: number; feedbackBackfilled: number }> {
  let ratingsCounted = 0;
  let feedbackBackfilled = 0;
  if (!(await migrationDone(RATING_STATS_SETTING))) {
    ratingsCounted = await countLegacyRatings(niches);
    await markMigrationDone(RATING_STATS_SETTING, now);
  }
  if (!(await migrationDone(FEEDBACK_NICHES_SETTING))) {
    feedbackBackfilled = await backfillFeedbackNiches();
    await markMigrationDone(FEEDBACK_NICHES_SETTING, now);
  }
  return { ratingsCounted, feedbackBackfilled };
}

/**
 * Adds every rating that is not yet counted (no `counted`: written before the aggregates
 * existed) to its idea's aggregate, under the rule on `putRating`: one transaction per rating
 * that marks it counted, if it still is uncounted with the rating read, and adds it. Idempotent
 * (a counted rating is never added again) and safe beside live ratings (a rating putRating
 * counted or changed meanwhile fails the condition and is skipped: putRating added it).
 *
 * Finds the raters without a Scan: every subscriber with progress has one progress item still
 * unlocking (progress.ts `subscribersUnlocking`); their ratings are one Query each. A rating it
 * cannot reach (its rater has no unlocking progress, or its idea no longer exists) stays
 * uncounted until its rater rates that idea again, when putRating counts it as a first rating.
 * Returns how many ratings it counted.
 */
export async function countLegacyRatings(niches: readonly string[]): Promise<number> {
  let counted = 0;
  for (const userId of await subscribersUnlocking(niches)) {
    const { PK } = engagementKeys.rating(userId, '');
    const items = await queryAll({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': PK, ':prefix': engagementKeys.ratingPrefix },
      ProjectionExpression: 'SK, #rating, #counted, updatedAt',
      ExpressionAttributeNames: { '#rating': 'rating', '#counted': 'counted' },
      ConsistentRead: true,
    });
    const legacy = items.filter((item) => item.counted !== true);
    if (legacy.length === 0) continue;
    const ideas = await ratedIdeas(legacy.map((item) => String(item.SK).slice(engagementKeys.ratingPrefix.length)));
    for (const item of legacy) {
      const idea = ideas.get(String(item.SK).slice(engagementKeys.ratingPrefix.length));
      if (!idea) continue;
      if (await countLegacyRating(userId, idea, Number(item.rating), String(item.updatedAt ?? new Date(0).toISOString()))) counted += 1;
    }
  }
  return counted;
}

async function countLegacyRating(userId: string, idea: RatedIdea, rating: number, ratedAt: string): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: engagementKeys.rating(userId, idea.id),
                UpdateExpression: 'SET #counted = :true',
                ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#counted) AND #rating = :rating',
                ExpressionAttributeNames: { '#counted': 'counted', '#rating': 'rating' },
                ExpressionAttributeValues: { ':true': true, ':rating': rating },
              },
            },
            // An older rating must not move `lastRatedAt` back: only fill it here, then advance it.
            { Update: { TableName: tableName(), ...statsUpdate(idea, { sum: rating, count: 1 }, ratedAt, 'ifAbsent') } },
          ],
        }),
      );
      break;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      // Counted or changed meanwhile: putRating has added it.
      if (error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
      if (attempt >= RATING_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
  await advanceLastRatedAt(idea.id, ratedAt);
  return true;
}

/** Moves an aggregate's `lastRatedAt` (and its index position) forward to `ratedAt`, never back. */
async function advanceLastRatedAt(ideaId: string, ratedAt: string): Promise<void> {
  const sortKey = ideaStatsKeys.sortKey(ratedAt, ideaId);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ideaStatsKeys.item(ideaId),
        UpdateExpression: 'SET lastRatedAt = :at, GSI1SK = :sk, GSI2SK = :sk',
        ConditionExpression: 'lastRatedAt < :at',
        ExpressionAttributeValues: { ':at': ratedAt, ':sk': sortKey },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * Gives feedback written before the niche index existed its idea's niche, title and day and its
 * niche keys. Every feedback entry is on the sparse FEEDBACK index, so this is a Query, not a
 * Scan. Entries are never changed after they are written, and the update is conditioned on the
 * keys being absent: idempotent, and a new entry (written with them) is never touched. An entry
 * whose idea no longer exists keeps no niche: it shows in the unfiltered report only.
 */
export async function backfillFeedbackNiches(): Promise<number> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': engagementKeys.allFeedback('').GSI2PK },
    ProjectionExpression: 'PK, SK, ideaId, createdAt, GSI3PK',
  });
  const legacy = items.filter((item) => item.GSI3PK === undefined);
  if (legacy.length === 0) return 0;
  const ideas = await ratedIdeas([...new Set(legacy.map((item) => String(item.ideaId)))]);
  let backfilled = 0;
  for (const item of legacy) {
    const idea = ideas.get(String(item.ideaId));
    if (!idea) continue;
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { PK: item.PK, SK: item.SK },
          UpdateExpression: 'SET #niche = :niche, ideaTitle = :title, dayNumber = :day, GSI3PK = :pk, GSI3SK = :sk',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI3PK)',
          ExpressionAttributeNames: { '#niche': 'niche' },
          ExpressionAttributeValues: {
            ':niche': idea.niche,
            ':title': idea.title,
            ':day': idea.dayNumber,
            ...prefixed(engagementKeys.feedbackInNiche(idea.niche, String(item.createdAt))),
          },
        }),
      );
      backfilled += 1;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  return backfilled;
}

const prefixed = (keys: { GSI3PK: string; GSI3SK: string }) => ({ ':pk': keys.GSI3PK, ':sk': keys.GSI3SK });

/** What a feedback entry copies from its idea, so the report reads no idea for it. */
export type FeedbackIdea = Pick<ContentIdea, 'id' | 'niche' | 'title' | 'dayNumber'>;

/** Stores a feedback entry; takes the idea the caller already read, or its id (then reads it). */
export async function addFeedback(
  userId: string,
  email: string,
  idea: FeedbackIdea | string,
  text: string,
  now = new Date(),
): Promise<void> {
  const about = typeof idea === 'string' ? await getIdea(idea) : idea;
  if (!about) throw new NotFound('Content idea not found', 'idea_not_found');
  const createdAt = now.toISOString();
  const id = ulid(now.getTime());
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...engagementKeys.feedback(userId, about.id, id),
        ...engagementKeys.allFeedback(createdAt),
        ...engagementKeys.feedbackInNiche(about.niche, createdAt),
        entity: 'feedback',
        id,
        userId,
        email,
        ideaId: about.id,
        niche: about.niche,
        ideaTitle: about.title,
        dayNumber: about.dayNumber,
        text,
        createdAt,
      },
    }),
  );
}

export interface FeedbackRow {
  id: string;
  ideaId: string;
  ideaTitle: string | null;
  niche: string | null;
  dayNumber: number | null;
  email: string;
  text: string;
  createdAt: string;
  averageRating: number | null;
  ratingCount: number;
}

/**
 * Stored feedback, newest first, all niches (the FEEDBACK index) or one (the niche index), with
 * each idea's average rating and count. One Query of `pageSize + 1` entries from the cursor's
 * entry (ExclusiveStartKey, rebuilt in the partition this request's filter chose), then one
 * BatchGetItem for the ideas' aggregates, and for the ideas of entries written before entries
 * copied them (only those the migration could not reach).
 */
export async function listFeedback(query: {
  niche?: string;
  cursor?: string;
  pageSize: number;
}): Promise<{ feedback: FeedbackRow[]; next: string | null }> {
  const after = query.cursor === undefined ? undefined : decodeFeedbackCursor(query.cursor);
  const [index, pk, sk, partition] =
    query.niche === undefined
      ? (['GSI2', 'GSI2PK', 'GSI2SK', engagementKeys.allFeedback('').GSI2PK] as const)
      : (['GSI3', 'GSI3PK', 'GSI3SK', engagementKeys.feedbackInNiche(query.niche, '').GSI3PK] as const);
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${pk} = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ...(after
        ? {
            ExclusiveStartKey: { ...engagementKeys.feedback(after.userId, after.ideaId, after.id), [pk]: partition, [sk]: after.createdAt },
          }
        : {}),
      ScanIndexForward: false,
      Limit: query.pageSize + 1,
    }),
  );
  const items = out.Items ?? [];
  const page = items.slice(0, query.pageSize);
  const ideaIds = [...new Set(page.map((item) => String(item.ideaId)))];
  const uncopied = [...new Set(page.filter((item) => item.ideaTitle === undefined).map((item) => String(item.ideaId)))];
  const [totals, ideas] = await Promise.all([
    ratingTotalsOf(ideaIds),
    uncopied.length > 0 ? ratedIdeas(uncopied) : new Map<string, RatedIdea>(),
  ]);
  const feedback = page.map((item): FeedbackRow => {
    const ideaId = String(item.ideaId);
    const idea = ideas.get(ideaId);
    return {
      id: String(item.SK).split('#').pop()!,
      ideaId,
      ideaTitle: item.ideaTitle === undefined ? (idea?.title ?? null) : String(item.ideaTitle),
      niche: item.niche === undefined ? (idea?.niche ?? null) : String(item.niche),
      dayNumber: item.dayNumber === undefined ? (idea?.dayNumber ?? null) : Number(item.dayNumber),
      email: String(item.email ?? ''),
      text: String(item.text),
      createdAt: String(item.createdAt),
      ...ratingSummary(totals.get(ideaId)),
    };
  });
  const last = page[page.length - 1];
  const next =
    items.length > query.pageSize && last
      ? encodeFeedbackCursor({
          userId: String(last.userId),
          ideaId: String(last.ideaId),
          id: String(last.SK).split('#').pop()!,
          createdAt: String(last[sk]),
        })
      : null;
  return { feedback, next };
}

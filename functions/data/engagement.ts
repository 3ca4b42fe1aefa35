import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from './client';
import { progressKeys, type NicheProgress } from './progress';

/**
 * What a subscriber does with ideas, kept in the subscriber's own partition (`USER#<id>`): one
 * rating and one view item per idea (the key is the upsert key of spec 3), and feedback entries.
 * Nothing here takes another user's id from a request: the handlers pass the caller's.
 */
export const engagementKeys = {
  rating: (userId: string, ideaId: string) => ({ PK: `USER#${userId}`, SK: `RATING#${ideaId}` }),
  view: (userId: string, ideaId: string) => ({ PK: `USER#${userId}`, SK: `VIEW#${ideaId}` }),
  feedback: (userId: string, ideaId: string, id: string) => ({ PK: `USER#${userId}`, SK: `FEEDBACK#${ideaId}#${id}` }),
  /** Sparse: every feedback entry, newest last, for the admin side. */
  allFeedback: (createdAt: string) => ({ GSI2PK: 'FEEDBACK', GSI2SK: createdAt }),
};

export interface UserIdeaState {
  progress: NicheProgress[];
  ratings: Map<string, number>;
  viewed: Set<string>;
}

/** Progress, ratings and views of one user: one Query over their partition. */
export async function userIdeaState(userId: string): Promise<UserIdeaState> {
  const state: UserIdeaState = { progress: [], ratings: new Map(), viewed: new Set() };
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${userId}` },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? []) {
      const sk = String(item.SK);
      if (sk.startsWith(progressKeys.prefix)) state.progress.push(item as unknown as NicheProgress);
      else if (sk.startsWith('RATING#')) state.ratings.set(sk.slice('RATING#'.length), Number(item.rating));
      else if (sk.startsWith('VIEW#')) state.viewed.add(sk.slice('VIEW#'.length));
    }
    start = out.LastEvaluatedKey;
  } while (start);
  return state;
}

export async function putRating(userId: string, ideaId: string, rating: number, now = new Date()): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...engagementKeys.rating(userId, ideaId), entity: 'rating', userId, ideaId, rating, updatedAt: now.toISOString() },
    }),
  );
}

export async function putView(userId: string, ideaId: string, now = new Date()): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: engagementKeys.view(userId, ideaId),
      UpdateExpression: 'SET entity = :entity, userId = :user, ideaId = :idea, lastViewedAt = :now, firstViewedAt = if_not_exists(firstViewedAt, :now)',
      ExpressionAttributeValues: { ':entity': 'view', ':user': userId, ':idea': ideaId, ':now': now.toISOString() },
    }),
  );
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

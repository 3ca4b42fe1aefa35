import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { Subscriber } from '../contract/schemas';
import { Conflict } from '../domain/errors';
import { db, tableName } from './client';

/** A subscriber is keyed by the Cognito user id; GSI1 finds one by (lower-cased) email. */
export const subscriberKeys = {
  item: (userId: string) => ({ PK: `USER#${userId}`, SK: 'SUBSCRIBER' }),
  byEmail: (email: string) => ({ GSI1PK: `EMAIL#${email.toLowerCase()}`, GSI1SK: 'SUBSCRIBER' }),
};

type SubscriberItem = Subscriber & { PK: string; SK: string; GSI1PK: string; GSI1SK: string; entity: 'subscriber' };

function fromItem(item: Record<string, unknown> | undefined): Subscriber | null {
  if (!item) return null;
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g1s, entity: _e, ...subscriber } = item as SubscriberItem;
  return subscriber;
}

function toItem(subscriber: Subscriber): SubscriberItem {
  return {
    ...subscriberKeys.item(subscriber.userId),
    ...subscriberKeys.byEmail(subscriber.email),
    entity: 'subscriber',
    ...subscriber,
    email: subscriber.email.toLowerCase(),
  };
}

export async function getSubscriber(userId: string): Promise<Subscriber | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: subscriberKeys.item(userId) }));
  return fromItem(out.Item);
}

export async function findSubscriberByEmail(email: string): Promise<Subscriber | null> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
      ExpressionAttributeValues: { ':pk': subscriberKeys.byEmail(email).GSI1PK, ':sk': 'SUBSCRIBER' },
      Limit: 1,
    }),
  );
  return fromItem(out.Items?.[0]);
}

/** One record per user: a second create is a Conflict, never an overwrite. */
export async function createSubscriber(subscriber: Subscriber): Promise<void> {
  const item = toItem(subscriber);
  try {
    await db.send(
      new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new Conflict('A subscriber record already exists for this account.');
    throw error;
  }
}

/** Seeding and admin tools only: writes the record whatever is there. */
export async function putSubscriber(subscriber: Subscriber): Promise<void> {
  const item = toItem(subscriber);
  await db.send(new PutCommand({ TableName: tableName(), Item: item }));
}

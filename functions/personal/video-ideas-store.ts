import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ideaKeys } from '#functions/ideas/store';
import { isConditionFailure } from '#functions/platform/table/conditions';
import { db, tableName } from '#functions/platform/table/client';

/**
 * "Ideas from a video" requests, in the subscriber's own partition (so only they can list them):
 * - a request: `PK = USER#<userId>, SK = VIDEO_REQUEST#<ULID>`, newest first by Query;
 * - the day's count: `PK = USER#<userId>, SK = VIDEO_REQUESTS_DAY#<Pacific day>`, moved in the
 *   same transaction as the request is written, conditioned on staying within the day's limit, so
 *   two requests at once cannot both take the last place.
 * Both expire (TTL) 32 days on: a request's ideas quote YouTube comments, which are ours 30 days.
 */

export const VIDEO_REQUEST_STATUSES = ['queued', 'working', 'done', 'failed'] as const;
export type VideoRequestStatus = (typeof VIDEO_REQUEST_STATUSES)[number];

export interface VideoRequestIdea {
  id: string;
  title: string;
  hook: string;
}

export interface VideoRequest {
  id: string;
  userId: string;
  niche: string;
  url: string;
  videoId: string;
  videoTitle: string;
  status: VideoRequestStatus;
  /** Why it has no ideas (failed), as the subscriber reads it. */
  message: string | null;
  ideas: VideoRequestIdea[];
  createdAt: string;
  finishedAt: string | null;
}

const KEEP_SECONDS = 32 * 86_400;

export const videoRequestKeys = {
  request: (userId: string, requestId: string) => ({ PK: `USER#${userId}`, SK: `VIDEO_REQUEST#${requestId}` }),
  prefix: 'VIDEO_REQUEST#',
  day: (userId: string, day: string) => ({ PK: `USER#${userId}`, SK: `VIDEO_REQUESTS_DAY#${day}` }),
};

const FIELDS = ['id', 'userId', 'niche', 'url', 'videoId', 'videoTitle', 'status', 'message', 'ideas', 'createdAt', 'finishedAt'] as const;

function fromItem(item: Record<string, unknown> | undefined): VideoRequest | null {
  if (!item || item.entity !== 'video_request') return null;
  return Object.fromEntries(FIELDS.map((name) => [name, item[name] ?? null])) as unknown as VideoRequest;
}

const expiresAt = (now: Date) => Math.floor(now.getTime() / 1000) + KEEP_SECONDS;

/** Requests counted on a Pacific day (0 before the first). */
export async function requestsMadeOn(userId: string, day: string): Promise<number> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: videoRequestKeys.day(userId, day), ConsistentRead: true }));
  return Number(out.Item?.made ?? 0);
}

/**
 * Writes a queued request and counts it, or returns 'limit' (nothing written) when the day's
 * `perDay` requests are made already.
 */
export async function createVideoRequest(request: VideoRequest, day: string, perDay: number, now: Date): Promise<'created' | 'limit'> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: videoRequestKeys.day(request.userId, day),
              UpdateExpression: 'ADD made :one SET entity = :entity, expiresAt = if_not_exists(expiresAt, :expires)',
              ConditionExpression: 'attribute_not_exists(made) OR made < :limit',
              ExpressionAttributeValues: { ':one': 1, ':limit': perDay, ':entity': 'video_request_day', ':expires': expiresAt(now) },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...videoRequestKeys.request(request.userId, request.id),
                entity: 'video_request',
                ...request,
                expiresAt: expiresAt(now),
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
    return 'created';
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return 'limit';
    throw error;
  }
}

/** Gives back a request's place in the day (it was never answered: YouTube was out of quota, or the queue refused it). */
export async function uncountVideoRequest(userId: string, day: string): Promise<void> {
  await db
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: videoRequestKeys.day(userId, day),
        UpdateExpression: 'ADD made :minus',
        ConditionExpression: 'made > :zero',
        ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

export async function getVideoRequest(userId: string, requestId: string): Promise<VideoRequest | null> {
  const out = await db.send(
    new GetCommand({ TableName: tableName(), Key: videoRequestKeys.request(userId, requestId), ConsistentRead: true }),
  );
  return fromItem(out.Item);
}

/** The subscriber's requests, newest first (at most `limit`): one Query of their partition. */
export async function listVideoRequests(userId: string, limit = 30): Promise<VideoRequest[]> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': videoRequestKeys.prefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).flatMap((item) => fromItem(item) ?? []);
}

/**
 * Takes a request to answer it: a queued one, or one whose worker stopped (its lease passed).
 * Null when it is answered already or another worker holds it: an SQS redelivery does nothing.
 */
export async function claimVideoRequest(userId: string, requestId: string, now: Date, leaseSeconds: number): Promise<VideoRequest | null> {
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: videoRequestKeys.request(userId, requestId),
        UpdateExpression: 'SET #status = :working, leaseUntil = :until',
        ConditionExpression: 'entity = :entity AND (#status = :queued OR (#status = :working AND leaseUntil < :now))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':working': 'working',
          ':queued': 'queued',
          ':entity': 'video_request',
          ':until': new Date(now.getTime() + leaseSeconds * 1000).toISOString(),
          ':now': now.toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem(out.Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** The request answered: its ideas, or why there are none. */
export async function finishVideoRequest(
  userId: string,
  requestId: string,
  outcome: { status: 'done'; ideas: VideoRequestIdea[] } | { status: 'failed'; message: string },
  now: Date,
): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: videoRequestKeys.request(userId, requestId),
      UpdateExpression: 'SET #status = :status, ideas = :ideas, message = :message, finishedAt = :at REMOVE leaseUntil',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': outcome.status,
        ':ideas': outcome.status === 'done' ? outcome.ideas : [],
        ':message': outcome.status === 'failed' ? outcome.message : null,
        ':at': now.toISOString(),
      },
    }),
  );
}

/** A video idea expires with the request it answers: it quotes comments we may keep 30 days. */
export async function expireVideoIdea(ideaId: string, now: Date): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: ideaKeys.item(ideaId),
      UpdateExpression: 'SET expiresAt = if_not_exists(expiresAt, :expires)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':expires': expiresAt(now) },
    }),
  );
}

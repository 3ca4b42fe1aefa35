import { QueryCommand, TransactWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { NotFound } from '#functions/platform/errors';
import { queryAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';
import { isConditionFailure } from '#functions/platform/table/conditions';
import { inboxOrderKey, isPriority, type AccountFacts, type SupportCategory, type SupportStatus } from './rules';

/**
 * Support requests and their replies (docs/data-model.md#support). A request and its replies share
 * a partition, so a request's page is one Query. The sender's own list and the admin inbox are
 * index Queries, never a Scan:
 *
 * | access pattern                                  | key condition                                                          |
 * | ----------------------------------------------- | ---------------------------------------------------------------------- |
 * | a request and its thread                        | `PK = SUPPORT#<id>` (SK `REQUEST`, `REPLY#<ULID>`)                     |
 * | the sender's requests and replies, newest first | GSI1 `GSI1PK = SUPPORT_USER#<userId>`, `GSI1SK = <createdAt>#<id>[#R#<ULID>]` |
 * | open requests, priority first, then oldest      | GSI2 (sparse) `GSI2PK = SUPPORT#open`, `GSI2SK = <0 priority / 1>#<createdAt>#<id>` |
 * | answered requests, last answered first          | GSI2 (sparse) `GSI2PK = SUPPORT#answered`, `GSI2SK = <answeredAt>#<id>` |
 */
export const supportKeys = {
  request: (id: string) => ({ PK: `SUPPORT#${id}`, SK: 'REQUEST' }),
  reply: (requestId: string, replyId: string) => ({ PK: `SUPPORT#${requestId}`, SK: `REPLY#${replyId}` }),
  bySender: (userId: string, sortKey: string) => ({ GSI1PK: `SUPPORT_USER#${userId}`, GSI1SK: sortKey }),
  open: (request: { priority: boolean; createdAt: string; id: string }) => ({ GSI2PK: 'SUPPORT#open', GSI2SK: inboxOrderKey(request) }),
  answered: (answeredAt: string, id: string) => ({ GSI2PK: 'SUPPORT#answered', GSI2SK: `${answeredAt}#${id}` }),
};

export interface SupportRequest {
  id: string;
  subject: string;
  category: SupportCategory | null;
  message: string;
  priority: boolean;
  status: SupportStatus;
  createdAt: string;
  answeredAt: string | null;
  replyCount: number;
  facts: AccountFacts;
}

export interface SupportReply {
  id: string;
  requestId: string;
  message: string;
  createdAt: string;
  /** The admin who wrote it (their email): shown to admins, never to the subscriber. */
  by: string;
}

export interface SupportThread {
  request: SupportRequest;
  replies: SupportReply[];
}

const REQUEST_FIELDS = [
  'id',
  'subject',
  'category',
  'message',
  'priority',
  'status',
  'createdAt',
  'answeredAt',
  'replyCount',
  'facts',
] as const;

function requestOf(item: Record<string, unknown>): SupportRequest {
  const request = {} as Record<string, unknown>;
  for (const field of REQUEST_FIELDS) request[field] = item[field] ?? null;
  request.replyCount = typeof item.replyCount === 'number' ? item.replyCount : 0;
  return request as unknown as SupportRequest;
}

function replyOf(item: Record<string, unknown>): SupportReply {
  return {
    id: String(item.id),
    requestId: String(item.requestId),
    message: String(item.message),
    createdAt: String(item.createdAt),
    by: String(item.by ?? ''),
  };
}

export interface NewSupportRequest {
  subject: string;
  category?: SupportCategory;
  message: string;
  facts: AccountFacts;
}

/** Stores a new open request, priority by the sender's plan as it is now. */
export async function createSupportRequest(input: NewSupportRequest, now: Date): Promise<SupportRequest> {
  const createdAt = now.toISOString();
  const request: SupportRequest = {
    id: ulid(now.getTime()),
    subject: input.subject,
    category: input.category ?? null,
    message: input.message,
    priority: isPriority(input.facts),
    status: 'open',
    createdAt,
    answeredAt: null,
    replyCount: 0,
    facts: input.facts,
  };
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...supportKeys.request(request.id),
        ...supportKeys.bySender(input.facts.userId, `${createdAt}#${request.id}`),
        ...supportKeys.open(request),
        entity: 'support-request',
        userId: input.facts.userId,
        ...request,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return request;
}

/** A request and its replies, oldest reply first; null when there is no such request. */
export async function getSupportThread(id: string): Promise<SupportThread | null> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': supportKeys.request(id).PK },
      ConsistentRead: true,
    }),
  );
  const items = out.Items ?? [];
  const requestItem = items.find((item) => item.SK === 'REQUEST');
  if (!requestItem) return null;
  const replies = items
    .filter((item) => String(item.SK).startsWith('REPLY#'))
    .map(replyOf)
    .sort((a, b) => a.id.localeCompare(b.id));
  return { request: requestOf(requestItem), replies };
}

/** How many items (requests and replies) the sender's list reads at most: years of normal use. */
export const MY_LIST_ITEMS = 300;

/** The sender's requests, newest first, each with its replies oldest first. */
export async function listSenderThreads(userId: string): Promise<SupportThread[]> {
  const items = await queryAll(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': supportKeys.bySender(userId, '').GSI1PK },
      ScanIndexForward: false,
    },
    MY_LIST_ITEMS,
  );
  const threads = new Map<string, SupportThread>();
  const replies = new Map<string, SupportReply[]>();
  for (const item of items) {
    if (item.entity === 'support-request') threads.set(String(item.id), { request: requestOf(item), replies: [] });
    else if (item.entity === 'support-reply') {
      const reply = replyOf(item);
      replies.set(reply.requestId, [...(replies.get(reply.requestId) ?? []), reply]);
    }
  }
  // A thread cut by the limit lacks its request (sorted after its replies): it is left out whole.
  return [...threads.values()].map((thread) => ({
    request: thread.request,
    replies: (replies.get(thread.request.id) ?? []).sort((a, b) => a.id.localeCompare(b.id)),
  }));
}

/** The answered list is shown newest first and cut here; the open queue is shown whole. */
export const ANSWERED_LIST_LIMIT = 100;

export async function listInbox(status: SupportStatus): Promise<SupportRequest[]> {
  const items = await queryAll(
    {
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': status === 'open' ? 'SUPPORT#open' : 'SUPPORT#answered' },
      // Open: priority first, then oldest first (the sort key says so); answered: the latest answer first.
      ScanIndexForward: status === 'open',
    },
    status === 'open' ? Infinity : ANSWERED_LIST_LIMIT,
  );
  return items.map(requestOf);
}

/**
 * Adds an admin's reply and marks the request answered, in one transaction: the request moves from
 * the open list to the answered one (or up that list, when it was answered before) as the reply is
 * stored, never one without the other.
 */
export async function addSupportReply(requestId: string, message: string, by: string, now: Date): Promise<SupportReply> {
  const thread = await getSupportThread(requestId);
  if (!thread) throw new NotFound('No support request has that id.');
  const createdAt = now.toISOString();
  const reply: SupportReply = { id: ulid(now.getTime()), requestId, message, createdAt, by };
  const answered = supportKeys.answered(createdAt, requestId);
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...supportKeys.reply(requestId, reply.id),
                ...supportKeys.bySender(thread.request.facts.userId, `${thread.request.createdAt}#${requestId}#R#${reply.id}`),
                entity: 'support-reply',
                ...reply,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: supportKeys.request(requestId),
              UpdateExpression: 'SET #status = :answered, answeredAt = :now, GSI2PK = :gsi2pk, GSI2SK = :gsi2sk ADD replyCount :one',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':answered': 'answered',
                ':now': createdAt,
                ':gsi2pk': answered.GSI2PK,
                ':gsi2sk': answered.GSI2SK,
                ':one': 1,
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('No support request has that id.');
    throw error;
  }
  return reply;
}

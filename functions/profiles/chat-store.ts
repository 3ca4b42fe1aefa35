import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CreatorProfile } from './schema';
import type { ProfileDraft } from './rules';
import { Conflict } from '#functions/platform/errors';
import { queryAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';
import { creatorProfilePut } from './store';

/**
 * The profile chat (docs/product-rules.md#profile-chat). Sessions live in their owner's partition
 * (an admin's, or a creator's own, apart), so a caller lists and reads only their own (a ULID sort
 * key: newest first in one Query); messages live in the session's partition, ordered by `order_in_session`. Each turn writes
 * its messages and the session's new `messageCount` in one transaction, conditioned on the count it
 * read: two sends to one session at once cannot both take the same order (the second is a
 * Conflict), and the count always equals the messages stored.
 */
/** Whose sessions: an admin's interviews about subscribers, or a creator's about their own channel. */
export interface ChatOwner {
  kind: 'admin' | 'creator';
  userId: string;
}

const OWNER_PREFIX = { admin: 'ADMIN_CHAT#', creator: 'USER_CHAT#' } as const;

export const chatKeys = {
  session: (owner: ChatOwner, sessionId: string) => ({ PK: `${OWNER_PREFIX[owner.kind]}${owner.userId}`, SK: `SESSION#${sessionId}` }),
  sessionPrefix: 'SESSION#',
  message: (sessionId: string, order: number) => ({ PK: `CHAT_SESSION#${sessionId}`, SK: `MSG#${String(order).padStart(6, '0')}` }),
  messagePrefix: 'MSG#',
};

export type ChatRole = 'system' | 'user' | 'assistant';

export interface ChatSessionRecord {
  id: string;
  /** The owner's user id (the name predates creators' own chats). */
  adminUserId: string;
  /** Absent on an admin's session. */
  ownerKind?: 'creator';
  purpose: 'content_profile_creation';
  startedAt: string;
  updatedAt: string;
  /** The subscriber's email once the interview named one. */
  title: string;
  messageCount: number;
  /** What the interview has learnt so far. */
  draft: ProfileDraft;
  /** The profile this session saved, kept as saved (a later interview may replace the subscriber's). */
  profile: CreatorProfile | null;
}

export interface ChatMessageRecord {
  id: string;
  sessionId: string;
  role: ChatRole;
  text: string;
  createdAt: string;
  order: number;
}

const SESSION_FIELDS = [
  'id',
  'adminUserId',
  'ownerKind',
  'purpose',
  'startedAt',
  'updatedAt',
  'title',
  'messageCount',
  'draft',
  'profile',
] as const;

function sessionOf(item: Record<string, unknown>): ChatSessionRecord {
  const record = Object.fromEntries(
    SESSION_FIELDS.filter((name) => item[name] !== undefined).map((name) => [name, item[name]]),
  ) as unknown as ChatSessionRecord;
  return { ...record, draft: record.draft ?? {}, profile: record.profile ?? null };
}

/** The partition a session record lives in. */
export function ownerOf(session: ChatSessionRecord): ChatOwner {
  return { kind: session.ownerKind ?? 'admin', userId: session.adminUserId };
}

function messageOf(item: Record<string, unknown>): ChatMessageRecord {
  return {
    id: String(item.id),
    sessionId: String(item.sessionId),
    role: item.role as ChatRole,
    text: String(item.text),
    createdAt: String(item.createdAt),
    order: Number(item.order),
  };
}

/** The owner's sessions, newest first. One Query. */
export async function listChatSessions(owner: ChatOwner, limit: number): Promise<ChatSessionRecord[]> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': chatKeys.session(owner, '').PK, ':prefix': chatKeys.sessionPrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(sessionOf);
}

/** One of the owner's sessions; anyone else's id is simply not in this partition. */
export async function getChatSession(
  owner: ChatOwner,
  sessionId: string,
  options: { consistent?: boolean } = {},
): Promise<ChatSessionRecord | null> {
  const out = await db.send(
    new GetCommand({ TableName: tableName(), Key: chatKeys.session(owner, sessionId), ConsistentRead: options.consistent ?? false }),
  );
  return out.Item ? sessionOf(out.Item) : null;
}

/** Every message of a session in order_in_session (bounded by MAX_SESSION_MESSAGES). */
export async function listChatMessages(sessionId: string, options: { consistent?: boolean } = {}): Promise<ChatMessageRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': chatKeys.message(sessionId, 0).PK, ':prefix': chatKeys.messagePrefix },
    ConsistentRead: options.consistent ?? false,
  });
  return items.map(messageOf);
}

export interface ChatTurnWrite {
  /** The session as it is after the turn (its messageCount counts the new messages). */
  session: ChatSessionRecord;
  /** The count read before the turn; null for a new session. */
  previousCount: number | null;
  messages: ChatMessageRecord[];
  /** Saved on the subscriber in the same transaction when the interview completed. */
  profile: CreatorProfile | null;
}

export const CHAT_CHANGED = 'This chat changed while your message was being answered. Reload the session and send your message again.';

/** Writes one turn atomically (see the module comment). */
export async function saveChatTurn({ session, previousCount, messages, profile }: ChatTurnWrite): Promise<void> {
  const sessionPut =
    previousCount === null
      ? { ConditionExpression: 'attribute_not_exists(PK)' }
      : { ConditionExpression: 'messageCount = :expected', ExpressionAttributeValues: { ':expected': previousCount } };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...chatKeys.session(ownerOf(session), session.id), entity: 'chat_session', ...session },
              ...sessionPut,
            },
          },
          ...messages.map((message) => ({
            Put: {
              TableName: tableName(),
              Item: { ...chatKeys.message(message.sessionId, message.order), entity: 'chat_message', ...message },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          })),
          ...(profile ? [creatorProfilePut(profile)] : []),
        ],
      }),
    );
  } catch (error) {
    // A condition failed (another send took these orders) or a concurrent transaction held an item.
    if (error instanceof TransactionCanceledException) throw new Conflict(CHAT_CHANGED, 'chat_changed');
    throw error;
  }
}

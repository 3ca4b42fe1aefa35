import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { eventExpiresAt, type EventType } from './rules';
import { ServiceUnavailable } from '#functions/platform/errors';
import { db, tableName } from '#functions/platform/table/client';

/**
 * The event log (`user_events`), one partition per user. Not under `USER#<id>`: that
 * partition holds what the dashboard reads by key and prefix, and a log would only grow it.
 * The sort key is the browser's time plus a ULID, so a user's events read back in time order and
 * two events of the same millisecond never collide. Items expire 180 days after they are written.
 */
export const eventKeys = {
  event: (userId: string, at: string, id: string) => ({ PK: `EVENTS#${userId}`, SK: `${at}#${id}` }),
  /** For a Query over one user's events. */
  partition: (userId: string) => `EVENTS#${userId}`,
};

export interface UserEvent {
  userId: string;
  email: string | null;
  sessionId: string;
  type: EventType;
  /** ISO timestamp (UTC) from the browser. */
  at: string;
  pageUrl: string;
  data: Record<string, string | number | boolean | null> | null;
  userAgent: string | null;
}

/** BatchWriteItem's limit per call. */
const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes the events, 25 per call, retrying what DynamoDB leaves unprocessed (throttling) with backoff. */
export async function putUserEvents(events: readonly UserEvent[], now = new Date()): Promise<void> {
  const createdAt = now.toISOString();
  const expiresAt = eventExpiresAt(now);
  const requests = events.map((event) => ({
    PutRequest: {
      Item: {
        ...eventKeys.event(event.userId, event.at, ulid(now.getTime())),
        entity: 'event',
        userId: event.userId,
        email: event.email,
        sessionId: event.sessionId,
        eventType: event.type,
        eventData: event.data,
        pageUrl: event.pageUrl,
        userAgent: event.userAgent,
        at: event.at,
        createdAt,
        expiresAt,
      },
    },
  }));
  const chunks: Array<typeof requests> = [];
  for (let i = 0; i < requests.length; i += BATCH_SIZE) chunks.push(requests.slice(i, i + BATCH_SIZE));
  await Promise.all(chunks.map(writeChunk));
}

async function writeChunk(chunk: ReadonlyArray<{ PutRequest: { Item: Record<string, unknown> } }>): Promise<void> {
  const table = tableName();
  let pending = [...chunk];
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    if (attempt > MAX_ATTEMPTS)
      throw new ServiceUnavailable('Events could not be recorded right now. Please try again later.', 'events_unavailable');
    if (attempt > 1) await pause(Math.random() * 50 * 2 ** attempt);
    const out = await db.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
    pending = (out.UnprocessedItems?.[table] ?? []) as typeof pending;
  }
}

import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';
import { isConditionFailure } from '#functions/platform/table/conditions';
import { Conflict, InvalidInput } from '#functions/platform/errors';
import { CALENDAR_MESSAGES, type EntryKind, type EntryStatus, type LocalDate } from './rules';

/**
 * The content calendar's items (docs/data-model.md#content-calendar). One entry per subscriber and
 * idea, so an idea is on a calendar at most once and moving it is one UpdateItem on its key.
 *
 * | item                                   | PK                          | SK             | read by                                   |
 * | -------------------------------------- | --------------------------- | -------------- | ----------------------------------------- |
 * | an idea on a subscriber's calendar     | `CALENDAR#<userId>`         | `IDEA#<ideaId>`| Query `begins_with(SK, IDEA#)`, GetItem   |
 * | the same, once posted with its video   | GSI3 `POSTED_VIDEOS`        | `<postOn>#<userId>#<ideaId>` | the analytics job (sparse) |
 * | which feed secret a subscriber has     | `CALENDAR#<userId>`         | `FEED`         | create, rotate, revoke (GetItem)          |
 * | a feed secret's owner, by its hash     | `CALENDAR_FEED#<sha256>`    | `FEED`         | the public feed (GetItem)                 |
 *
 * The daily ideas are not stored here: the listing shows them by the day they unlocked, from the
 * ideas and the subscriber's progress, until the creator schedules or marks one.
 */

const ENTRY_PREFIX = 'IDEA#';
const POSTED_VIDEOS = 'POSTED_VIDEOS';

export const calendarKeys = {
  partition: (userId: string) => `CALENDAR#${userId}`,
  entry: (userId: string, ideaId: string) => ({ PK: `CALENDAR#${userId}`, SK: `${ENTRY_PREFIX}${ideaId}` }),
  entryPrefix: ENTRY_PREFIX,
  /** GSI3, sparse: only posted entries with a video, by posting day, for the analytics job. */
  posted: (postOn: LocalDate, userId: string, ideaId: string) => ({ GSI3PK: POSTED_VIDEOS, GSI3SK: `${postOn}#${userId}#${ideaId}` }),
  postedPartition: POSTED_VIDEOS,
  feedOwner: (userId: string) => ({ PK: `CALENDAR#${userId}`, SK: 'FEED' }),
  feedLookup: (secretHash: string) => ({ PK: `CALENDAR_FEED#${secretHash}`, SK: 'FEED' }),
};

/** What the calendar shows of an idea, copied when it is scheduled so a month reads one partition only. */
export interface EntryIdea {
  title: string;
  /** The idea's first hook, or null when it has none. */
  hook: string | null;
  niche: string;
  kind: EntryKind;
}

export interface CalendarEntry {
  userId: string;
  ideaId: string;
  filmOn: LocalDate | null;
  postOn: LocalDate | null;
  status: EntryStatus;
  /** YouTube's watch address of the posted video (set with `videoId` and `channelId` when posted). */
  postedUrl: string | null;
  videoId: string | null;
  channelId: string | null;
  /** When it was marked posted (ISO), null until then. */
  postedAt: string | null;
  idea: EntryIdea;
  createdAt: string;
  updatedAt: string;
}

export function fromItem(item: Record<string, unknown>): CalendarEntry {
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : null);
  const idea = (item.idea ?? {}) as Partial<EntryIdea>;
  return {
    userId: String(item.userId),
    ideaId: String(item.ideaId),
    filmOn: text('filmOn'),
    postOn: text('postOn'),
    status: (text('status') as EntryStatus | null) ?? 'planned',
    postedUrl: text('postedUrl'),
    videoId: text('videoId'),
    channelId: text('channelId'),
    postedAt: text('postedAt'),
    idea: {
      title: String(idea.title ?? ''),
      hook: typeof idea.hook === 'string' ? idea.hook : null,
      niche: String(idea.niche ?? ''),
      kind: idea.kind ?? 'library',
    },
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
  };
}

/** One entry, read consistently: every write decides on what it read and is conditioned on it. */
export async function getEntry(userId: string, ideaId: string): Promise<CalendarEntry | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: calendarKeys.entry(userId, ideaId), ConsistentRead: true }));
  return out.Item ? fromItem(out.Item) : null;
}

/**
 * Every entry of a subscriber, in idea-id order: one Query on their partition, paged. Its size is
 * what they scheduled (an idea at most once), which the ±2-year window keeps to hundreds.
 */
export async function listAllEntries(userId: string): Promise<CalendarEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': calendarKeys.partition(userId), ':prefix': ENTRY_PREFIX },
  });
  return items.map(fromItem);
}

/**
 * The entries with a filming or posting day from `from` to `to` (both included, `YYYY-MM-DD`): one
 * Query on the subscriber's partition, filtered on the days, paged. The year plan reads a year.
 */
export async function listEntries(userId: string, range: { from: LocalDate; to: LocalDate }): Promise<CalendarEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    FilterExpression: 'filmOn BETWEEN :from AND :to OR postOn BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': calendarKeys.partition(userId), ':prefix': ENTRY_PREFIX, ':from': range.from, ':to': range.to },
  });
  return items.map(fromItem);
}

/** A page of posted videos and where the next starts (null on the last). */
export interface PostedPage {
  entries: CalendarEntry[];
  next: string | null;
}

const POSTED_PAGE = 100;

function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

function decodeCursor(cursor: string): Record<string, unknown> {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (key && typeof key === 'object' && key.GSI3PK === POSTED_VIDEOS) return key;
  } catch {
    // Falls through to the refusal below.
  }
  throw new InvalidInput('Not a cursor from a previous page', { cursor: ['Not a cursor from a previous page'] }, 'invalid_cursor');
}

/**
 * Every posted entry with a video whose posting day is `day` or later (`YYYY-MM-DD`), oldest posting
 * day first, 100 a page: one Query on the sparse GSI3. For the analytics job, which passes `next`
 * back as `cursor` until it is null.
 */
export async function listPostedSince(day: LocalDate, cursor?: string): Promise<PostedPage> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK >= :day',
      ExpressionAttributeValues: { ':pk': POSTED_VIDEOS, ':day': day },
      Limit: POSTED_PAGE,
      ...(cursor ? { ExclusiveStartKey: decodeCursor(cursor) } : {}),
    }),
  );
  return { entries: (out.Items ?? []).map(fromItem), next: encodeCursor(out.LastEvaluatedKey) };
}

/** Another write got there between our read and our write: the caller reloads. */
function changedElsewhere(error: unknown): never {
  if (isConditionFailure(error)) throw new Conflict(CALENDAR_MESSAGES.changed, 'calendar_changed');
  throw error;
}

/** The condition that the entry is still as read: absent, or last written at `updatedAt`. */
function asRead(current: CalendarEntry | null) {
  return current
    ? { ConditionExpression: 'updatedAt = :read', values: { ':read': current.updatedAt } }
    : { ConditionExpression: 'attribute_not_exists(PK)', values: {} };
}

/**
 * Puts an idea on the calendar or moves it: one UpdateItem that sets the days, keeps the status
 * (planned when new) and refreshes the idea's snapshot; conditioned on the entry being as read.
 * A posted entry moved to another posting day moves in the analytics index with it.
 */
export async function writeDays(
  userId: string,
  idea: { id: string } & EntryIdea,
  days: { filmOn: LocalDate | null; postOn: LocalDate | null },
  current: CalendarEntry | null,
  now: Date,
): Promise<CalendarEntry> {
  const { ConditionExpression, values } = asRead(current);
  const reindex = current?.status === 'posted' && current.videoId !== null && days.postOn !== null;
  const { id, ...snapshot } = idea;
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: calendarKeys.entry(userId, id),
        UpdateExpression: [
          'SET entity = :entity, userId = :userId, ideaId = :ideaId, filmOn = :filmOn, postOn = :postOn, idea = :idea',
          '#status = if_not_exists(#status, :planned), createdAt = if_not_exists(createdAt, :now), updatedAt = :now',
          ...(reindex ? ['GSI3SK = :gsi3sk'] : []),
        ].join(', '),
        ConditionExpression,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ...values,
          ':entity': 'calendar_entry',
          ':userId': userId,
          ':ideaId': id,
          ':filmOn': days.filmOn,
          ':postOn': days.postOn,
          ':idea': snapshot,
          ':planned': 'planned',
          ':now': now.toISOString(),
          ...(reindex ? { ':gsi3sk': calendarKeys.posted(days.postOn!, userId, id).GSI3SK } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem(out.Attributes!);
  } catch (error) {
    changedElsewhere(error);
  }
}

/** Planned or filmed; from posted, the video and its index keys go with it. */
export async function writeStatus(
  current: CalendarEntry,
  status: 'planned' | 'filmed',
  unpost: boolean,
  now: Date,
): Promise<CalendarEntry> {
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: calendarKeys.entry(current.userId, current.ideaId),
        UpdateExpression: `SET #status = :status, updatedAt = :now${unpost ? ' REMOVE postedUrl, videoId, channelId, postedAt, GSI3PK, GSI3SK' : ''}`,
        ConditionExpression: 'updatedAt = :read',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':now': now.toISOString(), ':read': current.updatedAt },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem(out.Attributes!);
  } catch (error) {
    changedElsewhere(error);
  }
}

/** Posted with its video: the analytics index keys are set in the same write. */
export async function writePosted(
  current: CalendarEntry,
  video: { url: string; videoId: string; channelId: string; postOn: LocalDate },
  now: Date,
): Promise<CalendarEntry> {
  const index = calendarKeys.posted(video.postOn, current.userId, current.ideaId);
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: calendarKeys.entry(current.userId, current.ideaId),
        UpdateExpression:
          'SET #status = :posted, postedUrl = :url, videoId = :videoId, channelId = :channelId, postOn = :postOn, postedAt = :now, updatedAt = :now, GSI3PK = :gsi3pk, GSI3SK = :gsi3sk',
        ConditionExpression: 'updatedAt = :read',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':posted': 'posted',
          ':url': video.url,
          ':videoId': video.videoId,
          ':channelId': video.channelId,
          ':postOn': video.postOn,
          ':now': now.toISOString(),
          ':read': current.updatedAt,
          ':gsi3pk': index.GSI3PK,
          ':gsi3sk': index.GSI3SK,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem(out.Attributes!);
  } catch (error) {
    changedElsewhere(error);
  }
}

/**
 * "Filmed it": the idea on today as filmed, written only when the entry is as read (absent or
 * still planned). A concurrent click that got there first wins and this one writes nothing.
 * Returns whether this call wrote.
 */
export async function writeFilmedToday(
  userId: string,
  idea: { id: string } & EntryIdea,
  filmOn: LocalDate,
  current: CalendarEntry | null,
  now: Date,
): Promise<boolean> {
  const { ConditionExpression, values } = asRead(current);
  const { id, ...snapshot } = idea;
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: calendarKeys.entry(userId, id),
        UpdateExpression:
          'SET entity = :entity, userId = :userId, ideaId = :ideaId, filmOn = :filmOn, postOn = if_not_exists(postOn, :none), idea = :idea, #status = :filmed, createdAt = if_not_exists(createdAt, :now), updatedAt = :now',
        ConditionExpression,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ...values,
          ':entity': 'calendar_entry',
          ':userId': userId,
          ':ideaId': id,
          ':filmOn': filmOn,
          ':none': null,
          ':idea': snapshot,
          ':filmed': 'filmed',
          ':now': now.toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Takes an idea off the calendar; false when it was not on it. */
export async function deleteEntry(userId: string, ideaId: string): Promise<boolean> {
  try {
    await db.send(
      new DeleteCommand({ TableName: tableName(), Key: calendarKeys.entry(userId, ideaId), ConditionExpression: 'attribute_exists(PK)' }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The subscriber's feed secret (its hash) and when it was made, or null when they have none. */
export async function getFeedOwner(userId: string): Promise<{ secretHash: string; createdAt: string } | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: calendarKeys.feedOwner(userId), ConsistentRead: true }));
  return out.Item ? { secretHash: String(out.Item.secretHash), createdAt: String(out.Item.createdAt) } : null;
}

/** Whose feed a secret's hash opens, or null (unknown or revoked). */
export async function feedUserOf(secretHash: string): Promise<string | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: calendarKeys.feedLookup(secretHash) }));
  return typeof out.Item?.userId === 'string' ? out.Item.userId : null;
}

/**
 * A new feed secret, revoking the one before in the same transaction: the new lookup item is put
 * once (`attribute_not_exists`), the owner item moves from the old hash to the new (conditioned on
 * the one read) and the old lookup item goes. Two rotations at once: one wins, the other is 409.
 */
export async function replaceFeedSecret(
  userId: string,
  secretHash: string,
  previous: { secretHash: string } | null,
  now: Date,
): Promise<void> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...calendarKeys.feedLookup(secretHash), entity: 'calendar_feed', userId, createdAt: now.toISOString() },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...calendarKeys.feedOwner(userId), entity: 'calendar_feed_owner', userId, secretHash, createdAt: now.toISOString() },
              ...(previous
                ? { ConditionExpression: 'secretHash = :old', ExpressionAttributeValues: { ':old': previous.secretHash } }
                : { ConditionExpression: 'attribute_not_exists(PK)' }),
            },
          },
          ...(previous ? [{ Delete: { TableName: tableName(), Key: calendarKeys.feedLookup(previous.secretHash) } }] : []),
        ],
      }),
    );
  } catch (error) {
    changedElsewhere(error);
  }
}

/** Revokes the feed: its lookup item and the owner's item go together. False when there was none. */
export async function revokeFeedSecret(userId: string): Promise<boolean> {
  const current = await getFeedOwner(userId);
  if (!current) return false;
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: calendarKeys.feedOwner(userId),
              ConditionExpression: 'secretHash = :hash',
              ExpressionAttributeValues: { ':hash': current.secretHash },
            },
          },
          { Delete: { TableName: tableName(), Key: calendarKeys.feedLookup(current.secretHash) } },
        ],
      }),
    );
    return true;
  } catch (error) {
    changedElsewhere(error);
  }
}

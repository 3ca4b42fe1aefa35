import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, ScanCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  classKey,
  classOf,
  eventCounter,
  eventsOf,
  isMismatched,
  parseClassKey,
  statsDay,
  summaryWindow,
  type CountedRecord,
  type StatsClass,
} from './stats';
import { billingKeys } from '#functions/billing/store';
import { db, tableName } from '#functions/platform/table/client';
import { markMigrationDone, migrationDone } from '#functions/shared/settings';

/**
 * The admin dashboard's counters, kept exact by moving them in the same transaction as
 * the subscriber write that changes what they count:
 * - `PK = STATS, SK = SUBSCRIBERS`: one counter per class (domain/subscriber-stats.ts), named by
 *   the class key; the subscriber item stores the key of the class it is counted in (`statsClass`),
 *   and every write that changes the class is conditioned on the class it read, so two writers
 *   cannot both move the same subscriber;
 * - `PK = STATS, SK = DAY#<yyyy-mm-dd>`: the day's trial and cancellation events, per mode;
 * - GSI3 `SYNC_ISSUE`: only the subscribers out of sync
 *   (docs/product-rules.md#subscription-sync-mismatch), oldest change first.
 * A record with no `statsClass` (written before the counters existed) is counted by nobody: the
 * first write that gives it one adds it, so the migration below and a live write cannot both.
 */
export const statsKeys = {
  counters: () => ({ PK: 'STATS', SK: 'SUBSCRIBERS' }),
  day: (day: string) => ({ PK: 'STATS', SK: `DAY#${day}` }),
  syncIssue: (updatedAt: string, userId: string) => ({ GSI3PK: 'SYNC_ISSUE', GSI3SK: `${updatedAt}#${userId}` }),
};

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** The class a stored item is counted in, or null when it is not counted yet. */
export function countedClass(item: { statsClass?: unknown } | null | undefined): StatsClass | null {
  return typeof item?.statsClass === 'string' ? parseClassKey(item.statsClass) : null;
}

/** The condition that the item is still counted as it was read (`before`, or not at all). */
export function classCondition(before: StatsClass | null): { expression: string; values: Record<string, unknown> } {
  return before
    ? { expression: 'statsClass = :beforeClass', values: { ':beforeClass': classKey(before) } }
    : { expression: 'attribute_not_exists(statsClass)', values: {} };
}

/**
 * The writes that move the counters from `before` to `after` (null: not counted / removed), for the
 * transaction of the subscriber write. `events`: only Stripe's changes are trials and cancellations.
 */
export function statsWrites(before: StatsClass | null, after: StatsClass | null, options: { events: boolean; at?: Date }): TransactItem[] {
  const from = before ? classKey(before) : null;
  const to = after ? classKey(after) : null;
  if (from === to) return [];
  const delta = new Map<string, number>();
  if (from) delta.set(from, -1);
  if (to) delta.set(to, (delta.get(to) ?? 0) + 1);
  const writes: TransactItem[] = [addCounters(statsKeys.counters(), delta)];
  if (options.events && after) {
    const events = eventsOf(before, after);
    if (events.length > 0) {
      writes.push(
        addCounters(
          statsKeys.day(statsDay(options.at ?? new Date())),
          new Map(events.map((event) => [eventCounter(after.mode, event), 1])),
        ),
      );
    }
  }
  return writes;
}

function addCounters(key: { PK: string; SK: string }, delta: ReadonlyMap<string, number>): TransactItem {
  const entries = [...delta.entries()];
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :d${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, n], i) => [`:d${i}`, n])),
    },
  };
}

/** The counting attributes a full subscriber item carries (put by toItem). */
export function countingAttributes(record: CountedRecord & { userId: string; updatedAt: string }): Record<string, string> {
  return {
    statsClass: classKey(classOf(record)),
    ...(isMismatched(record) ? statsKeys.syncIssue(record.updatedAt, record.userId) : {}),
  };
}

/** The class counters and the daily events from the window's first day: one Query of the STATS partition. */
export async function readStats(now: Date): Promise<{ counters: Record<string, number>; days: Record<string, Record<string, number>> }> {
  const { from } = summaryWindow(now);
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      // `SUBSCRIBERS` sorts after every `DAY#…`, so one range holds both.
      KeyConditionExpression: 'PK = :pk AND SK >= :from',
      ExpressionAttributeValues: { ':pk': 'STATS', ':from': statsKeys.day(from).SK },
      ConsistentRead: true,
    }),
  );
  let counters: Record<string, number> = {};
  const days: Record<string, Record<string, number>> = {};
  for (const item of out.Items ?? []) {
    const { PK: _pk, SK, ...values } = item as Record<string, unknown> & { SK: string };
    const numbers = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
    if (SK === statsKeys.counters().SK) counters = numbers;
    else if (SK.startsWith('DAY#')) days[SK.slice(4)] = numbers;
  }
  return { counters, days };
}

export interface SyncIssueRow {
  userId: string;
  email: string;
  subscribed: boolean;
  subscriptionStatus: string | null;
  subscriptionTier: CountedRecord['subscriptionTier'];
  testMode: boolean;
  stripeCustomerId: string | null;
  updatedAt: string;
}

/** The dashboard lists this many mismatched subscribers; the Sync Issues card counts them all. */
export const MISMATCH_LIST_LIMIT = 100;

export async function listSyncIssues(limit = MISMATCH_LIST_LIMIT): Promise<SyncIssueRow[]> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': 'SYNC_ISSUE' },
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((item) => ({
    userId: String(item.userId),
    email: String(item.email),
    subscribed: item.subscribed === true,
    subscriptionStatus: typeof item.subscriptionStatus === 'string' ? item.subscriptionStatus : null,
    subscriptionTier: (item.subscriptionTier ?? null) as SyncIssueRow['subscriptionTier'],
    testMode: item.testMode === true,
    stripeCustomerId: typeof item.stripeCustomerId === 'string' ? item.stripeCustomerId : null,
    updatedAt: String(item.updatedAt),
  }));
}

const ADMIN_INDEXES_MIGRATION = 'admin_indexes_initialised';

/**
 * One-off migration, run by the seed until it has completed once: counts the subscribers written
 * before the counters existed (and files the out-of-sync ones in GSI3), and gives the Stripe
 * customer mappings their GSI3 keys for the reconciliation. It has to find items no index holds,
 * so it Scans: deploy time only (the seed's function is the one granted Scan, lib/stack.ts), never
 * a request. Each item is claimed with a condition, so a live write racing it counts it once.
 */
export async function initialiseAdminIndexes(now = new Date()): Promise<{ subscribers: number; customers: number; skipped: boolean }> {
  if (await migrationDone(ADMIN_INDEXES_MIGRATION)) return { subscribers: 0, customers: 0, skipped: true };
  let subscribers = 0;
  let customers = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression:
          '(entity = :subscriber AND attribute_not_exists(statsClass)) OR (entity = :customer AND attribute_not_exists(GSI3PK))',
        ExpressionAttributeValues: { ':subscriber': 'subscriber', ':customer': 'stripe-customer' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.entity === 'subscriber') subscribers += (await countSubscriber(item)) ? 1 : 0;
      else customers += (await indexCustomer(item)) ? 1 : 0;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  await markMigrationDone(ADMIN_INDEXES_MIGRATION, now);
  return { subscribers, customers, skipped: false };
}

async function countSubscriber(item: Record<string, unknown>): Promise<boolean> {
  const record = {
    userId: String(item.userId),
    updatedAt: String(item.updatedAt),
    subscribed: item.subscribed === true,
    subscriptionStatus: typeof item.subscriptionStatus === 'string' ? item.subscriptionStatus : null,
    subscriptionTier: (item.subscriptionTier ?? null) as CountedRecord['subscriptionTier'],
    testMode: item.testMode === true,
  };
  const attributes = countingAttributes(record);
  const names = Object.keys(attributes);
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: { PK: item.PK, SK: item.SK },
              UpdateExpression: `SET ${names.map((name) => `${name} = :${name}`).join(', ')}`,
              // Unchanged since the Scan read it: a write in between counted it (or will re-read).
              ConditionExpression: 'attribute_not_exists(statsClass) AND updatedAt = :read',
              ExpressionAttributeValues: {
                ...Object.fromEntries(names.map((name) => [`:${name}`, attributes[name]])),
                ':read': record.updatedAt,
              },
            },
          },
          ...statsWrites(null, classOf(record), { events: false }),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

async function indexCustomer(item: Record<string, unknown>): Promise<boolean> {
  const environment = item.environment === 'production' ? 'production' : 'sandbox';
  const index = billingKeys.customerIndex(environment, String(item.customerId));
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: 'SET GSI3PK = :pk, GSI3SK = :sk',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':pk': index.GSI3PK, ':sk': index.GSI3SK },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

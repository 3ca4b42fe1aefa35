import { BatchGetCommand, BatchWriteCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/** DynamoDB's limit of items in one BatchWriteItem call. */
export const BATCH_SIZE = 25;

/** DynamoDB's limit of keys in one BatchGetItem call. */
export const BATCH_GET_SIZE = 100;

/**
 * Puts items in batches of 25, sending again what DynamoDB returns as unprocessed, with a short
 * back-off. Every put is a full item, so a repeat run writes the same values (idempotent).
 */
export async function putAll(items: readonly Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH_SIZE) {
    let requests = items.slice(i, i + BATCH_SIZE).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      if (attempt > 8) throw new Error(`Could not write ${requests.length} items after ${attempt} attempts`);
      const out = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
}

/**
 * Every item a Query matches, following LastEvaluatedKey page by page; with `max`, the first `max`
 * of them (each page asks for no more than are still wanted).
 */
export async function queryAll(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'>,
  max = Infinity,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const wanted = max - items.length;
    const out = await db.send(
      new QueryCommand({
        ...input,
        TableName: tableName(),
        ExclusiveStartKey: start,
        ...(Number.isFinite(wanted) ? { Limit: wanted } : {}),
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && items.length < max);
  return items;
}

/**
 * The items of these keys that exist, in no particular order: one BatchGetItem per 100 keys,
 * sending again what DynamoDB returns as unprocessed, with the same back-off as `putAll`.
 */
export async function getAll(
  keys: readonly Record<string, unknown>[],
  options: { consistent?: boolean; projection?: readonly string[] } = {},
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const projection = options.projection
    ? {
        // Aliased: several attribute names we use are DynamoDB reserved words.
        ProjectionExpression: options.projection.map((name) => `#${name}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(options.projection.map((name) => [`#${name}`, name])),
      }
    : {};
  // BatchGetItem refuses a request that names a key twice.
  const unique = [...new Map(keys.map((key) => [JSON.stringify(key), key])).values()];
  for (let i = 0; i < unique.length; i += BATCH_GET_SIZE) {
    let pending = unique.slice(i, i + BATCH_GET_SIZE);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      if (attempt > 8) throw new Error(`Could not read ${pending.length} items after ${attempt} attempts`);
      const out = await db.send(
        new BatchGetCommand({
          RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: options.consistent ?? false, ...projection } },
        }),
      );
      items.push(...(out.Responses?.[tableName()] ?? []));
      pending = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as typeof pending;
    }
  }
  return items;
}

import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getAll, queryAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';
import { isConditionFailure } from '#functions/platform/table/conditions';

/**
 * What the table knows of OpenAI batches of idea drafts, so a run can stop anywhere and the next
 * one carries on without sending or returning a draft twice:
 * - one item per batch, `OPENAI_BATCH#<batchId>` / `BATCH`, listed on the sparse GSI1 partition
 *   `OPENAI_BATCHES#pending` until its results are collected;
 * - one item per request (its custom id), `OPENAI_BATCH_ITEM#<customId>` / `ITEM`, whose state says
 *   whether it may be sent: `submitting` (claimed by a run that has not yet created its batch),
 *   `submitted` (in a pending batch), `collected` (its draft was handed back), `failed` (send again).
 * Both expire (TTL) a while after the horizon they serve.
 */

export const BATCH_ITEM_STATES = ['submitting', 'submitted', 'collected', 'failed'] as const;
export type BatchItemState = (typeof BATCH_ITEM_STATES)[number];

/** Longer than the 7-day horizon plus the 24-hour completion window: a request is never sent twice while its day can come. */
export const BATCH_RECORD_DAYS = 14;
/** A claim older than this whose batch was never recorded (the run stopped between the two) may be taken again. */
export const STALE_CLAIM_MS = 60 * 60 * 1000;
/** After this many sends without a usable answer a request is given up on: the day falls back to the shared idea. */
export const MAX_SENDS = 3;

const PENDING = 'OPENAI_BATCHES#pending';

export const batchKeys = {
  batch: (batchId: string) => ({ PK: `OPENAI_BATCH#${batchId}`, SK: 'BATCH' }),
  pending: (createdAt: string, batchId: string) => ({ GSI1PK: PENDING, GSI1SK: `${createdAt}#${batchId}` }),
  item: (customId: string) => ({ PK: `OPENAI_BATCH_ITEM#${customId}`, SK: 'ITEM' }),
};

export interface BatchItem {
  customId: string;
  state: BatchItemState;
  /** The batch it was last sent in. */
  batchId: string | null;
  /** How many times it was sent. */
  sends: number;
  claimedAt: string;
}

export interface BatchRecord {
  batchId: string;
  /** OpenAI's status when last looked at. */
  status: string;
  customIds: string[];
  inputFileId: string;
  createdAt: string;
  collectedAt: string | null;
}

const expiresAt = (now: Date) => Math.floor(now.getTime() / 1000) + BATCH_RECORD_DAYS * 86_400;

/** The stored state of these requests; a request never sent is absent. */
export async function getBatchItems(customIds: readonly string[]): Promise<Map<string, BatchItem>> {
  const items = await getAll(customIds.map(batchKeys.item), {
    consistent: true,
    projection: ['customId', 'state', 'batchId', 'sends', 'claimedAt'],
  });
  return new Map(
    items.map((item) => [
      item.customId as string,
      {
        customId: item.customId as string,
        state: item.state as BatchItemState,
        batchId: (item.batchId as string | undefined) ?? null,
        sends: (item.sends as number | undefined) ?? 0,
        claimedAt: item.claimedAt as string,
      },
    ]),
  );
}

/**
 * Takes a request for this run: true when it was never sent, failed last time, or was claimed by
 * a run that stopped before recording its batch; false when another run has it or it is done.
 */
export async function claimBatchItem(customId: string, now: Date): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: batchKeys.item(customId),
        UpdateExpression: 'SET customId = :id, #state = :submitting, claimedAt = :now, expiresAt = :expires REMOVE batchId',
        ConditionExpression:
          'attribute_not_exists(PK) OR (#state = :failed AND (attribute_not_exists(sends) OR sends < :max)) OR (#state = :submitting AND claimedAt < :stale)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':id': customId,
          ':submitting': 'submitting',
          ':failed': 'failed',
          ':max': MAX_SENDS,
          ':now': now.toISOString(),
          ':stale': new Date(now.getTime() - STALE_CLAIM_MS).toISOString(),
          ':expires': expiresAt(now),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives back a claim whose batch could not be created, so the next run sends it. */
export async function releaseBatchItem(customId: string, now: Date): Promise<void> {
  await setItemState(customId, 'failed', now, { from: 'submitting' });
}

/** Records a created batch and moves its requests from claimed to submitted. */
export async function recordBatch(record: Omit<BatchRecord, 'collectedAt'>, now: Date): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...batchKeys.batch(record.batchId),
        ...batchKeys.pending(record.createdAt, record.batchId),
        entity: 'openai_batch',
        ...record,
        collectedAt: null,
        expiresAt: expiresAt(now),
      },
    }),
  );
  await inParallel(record.customIds, (customId) =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: batchKeys.item(customId),
        UpdateExpression: 'SET #state = :submitted, batchId = :batch ADD sends :one',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':submitted': 'submitted', ':batch': record.batchId, ':one': 1 },
      }),
    ),
  );
}

/** Batches not yet collected, oldest first. */
export async function pendingBatches(): Promise<BatchRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pending',
    ExpressionAttributeValues: { ':pending': PENDING },
  });
  return items.map((item) => ({
    batchId: item.batchId as string,
    status: item.status as string,
    customIds: item.customIds as string[],
    inputFileId: item.inputFileId as string,
    createdAt: item.createdAt as string,
    collectedAt: null,
  }));
}

/**
 * Marks a batch's requests as the run found them: collected (their drafts were handed back) or
 * failed (to send again). Only a request still in this batch moves, so a late answer from an
 * older batch never overrides a newer send.
 */
export async function settleBatchItems(
  batchId: string,
  outcome: { collected: readonly string[]; failed: readonly string[] },
  now: Date,
): Promise<void> {
  await inParallel(
    [...outcome.collected.map((id) => [id, 'collected'] as const), ...outcome.failed.map((id) => [id, 'failed'] as const)],
    ([customId, state]) => setItemState(customId, state, now, { batchId }),
  );
}

/** Takes a batch off the pending list once its results are settled. */
export async function closeBatch(batchId: string, status: string, now: Date): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: batchKeys.batch(batchId),
      UpdateExpression: 'SET #status = :status, collectedAt = :now REMOVE GSI1PK, GSI1SK',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':now': now.toISOString() },
    }),
  );
}

async function setItemState(
  customId: string,
  state: BatchItemState,
  now: Date,
  only: { batchId: string } | { from: BatchItemState },
): Promise<void> {
  const condition = 'batchId' in only ? 'batchId = :only' : '#state = :only';
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: batchKeys.item(customId),
        UpdateExpression: 'SET #state = :state, settledAt = :now',
        ConditionExpression: `attribute_exists(PK) AND ${condition}`,
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':state': state, ':now': now.toISOString(), ':only': 'batchId' in only ? only.batchId : only.from },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** DynamoDB takes many small writes at once; a few at a time keeps a Lambda's sockets and the table's burst in bounds. */
const PARALLEL_WRITES = 16;

async function inParallel<T>(items: readonly T[], write: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += PARALLEL_WRITES) await Promise.all(items.slice(i, i + PARALLEL_WRITES).map(write));
}

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod/mini';
import type { reconcileRun } from './admin-routes';
import { db, tableName } from '#functions/platform/table/client';

/**
 * The nightly reconciliation's bookkeeping (functions/billing/reconcile.ts): one item per run, newest
 * last in one partition (the dashboard reads the newest), and one claim with a lease so two runs
 * at once (a retry beside a late run, `npm run job` beside the clock) never both work.
 */
export type ReconcileRun = z.infer<typeof reconcileRun>;

export const reconcileKeys = {
  run: (startedAt: string, id: string) => ({ PK: 'RECONCILE_RUN', SK: `${startedAt}#${id}` }),
  claim: () => ({ PK: 'RECONCILE_CLAIM', SK: 'CLAIM' }),
};

/** Runs are history for the dashboard, not an audit: a year is plenty. */
const RUN_KEEP_SECONDS = 365 * 24 * 60 * 60;
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export type ClaimResult = { claimed: true } | { claimed: false; heldBy: string | null; since: string | null };

/** Takes the one reconciliation claim for `leaseSeconds`, unless another run holds an unexpired one. */
export async function claimReconcile(runId: string, now: Date, leaseSeconds: number): Promise<ClaimResult> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...reconcileKeys.claim(),
          entity: 'reconcile-claim',
          runId,
          claimedAt: now.toISOString(),
          expiresAt: seconds(now) + leaseSeconds,
        },
        // A run that crashed leaves its claim behind: it lapses with the lease.
        ConditionExpression: 'attribute_not_exists(PK) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': seconds(now) },
      }),
    );
    return { claimed: true };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const holder = (await db.send(new GetCommand({ TableName: tableName(), Key: reconcileKeys.claim(), ConsistentRead: true }))).Item;
    return {
      claimed: false,
      heldBy: typeof holder?.runId === 'string' ? holder.runId : null,
      since: typeof holder?.claimedAt === 'string' ? holder.claimedAt : null,
    };
  }
}

/** Gives the claim back; only the run holding it can. */
export async function releaseReconcile(runId: string): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: reconcileKeys.claim(),
        ConditionExpression: 'runId = :run',
        ExpressionAttributeValues: { ':run': runId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * Writes the run as it stands: at its start (so a run that dies shows as unfinished, `finishedAt`
 * null) and again when it ends.
 */
export async function putReconcileRun(run: ReconcileRun): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...reconcileKeys.run(run.startedAt, run.id),
        entity: 'reconcile-run',
        ...run,
        expiresAt: seconds(new Date(run.startedAt)) + RUN_KEEP_SECONDS,
      },
    }),
  );
}

/** The newest run (finished or not), or null before the first. One Query, newest first, Limit 1. */
export async function lastReconcileRun(): Promise<ReconcileRun | null> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': reconcileKeys.run('', '').PK },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  const item = out.Items?.[0];
  if (!item) return null;
  return {
    id: String(item.id),
    startedAt: String(item.startedAt),
    finishedAt: typeof item.finishedAt === 'string' ? item.finishedAt : null,
    trigger: item.trigger === 'manual' ? 'manual' : 'schedule',
    checked: Number(item.checked ?? 0),
    changed: Number(item.changed ?? 0),
    failed: Number(item.failed ?? 0),
    changes: Array.isArray(item.changes) ? (item.changes as ReconcileRun['changes']) : [],
  };
}

import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '#functions/platform/table/conditions';
import { db, tableName } from '#functions/platform/table/client';
import type { QuotaBucket } from './ingestion-files';
import { ingestionKeys, type LeaseJob } from './keys';

/**
 * The ingest job's bookkeeping: one summary per niche per run (the admin Sources screen shows the
 * latest), the units spent per Pacific day (the quota ledger, counted with an atomic ADD per call,
 * so two processes never lose each other's units), each niche's checkpoint (where a run that
 * stopped resumes), and the lease that keeps two runs from working at once.
 */

export interface IngestRunSummary {
  runId: string;
  niche: string;
  startedAt: string;
  finishedAt: string | null;
  /**
   * stopped-quota: the day's budget (or YouTube's own quota) ran out; the next Pacific day resumes
   * from the checkpoint. stopped-time: the job's time ran out (Lambda's 15 minutes); its next run resumes.
   */
  status: 'running' | 'done' | 'stopped-quota' | 'stopped-time' | 'failed';
  videosFound: number;
  commentsAdded: number;
  /** Items skipped and why: a video with comments disabled, one gone, a comment that could not be kept. */
  errors: Array<{ videoId?: string; reason: string; message: string }>;
}

/** Runs are history for the Sources screen: 90 days of them is plenty. */
const RUN_KEEP_SECONDS = 90 * 24 * 60 * 60;
/** A day's ledger is read on that day (and by the bench the day after). */
const QUOTA_KEEP_SECONDS = 8 * 24 * 60 * 60;
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** Most errors a run summary keeps per niche: the count of the rest is added as one line. */
export const MAX_RUN_ERRORS = 50;

/** Writes a niche's run summary as it stands: at its start (finishedAt null) and when it ends. */
export async function putRunSummary(summary: IngestRunSummary): Promise<void> {
  const errors =
    summary.errors.length > MAX_RUN_ERRORS
      ? [
          ...summary.errors.slice(0, MAX_RUN_ERRORS),
          { reason: 'more', message: `${summary.errors.length - MAX_RUN_ERRORS} more items skipped` },
        ]
      : summary.errors;
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...ingestionKeys.run(summary.niche, summary.startedAt, summary.runId),
        entity: 'ingest_run',
        ...summary,
        errors,
        expiresAt: seconds(new Date(summary.startedAt)) + RUN_KEEP_SECONDS,
      },
    }),
  );
}

function summaryOf(item: Record<string, unknown>): IngestRunSummary {
  const status = item.status as IngestRunSummary['status'];
  return {
    runId: String(item.runId),
    niche: String(item.niche),
    startedAt: String(item.startedAt),
    finishedAt: typeof item.finishedAt === 'string' ? item.finishedAt : null,
    status: ['running', 'done', 'stopped-quota', 'stopped-time', 'failed'].includes(status) ? status : 'failed',
    videosFound: Number(item.videosFound ?? 0),
    commentsAdded: Number(item.commentsAdded ?? 0),
    errors: Array.isArray(item.errors) ? (item.errors as IngestRunSummary['errors']) : [],
  };
}

/** Each niche's newest run (finished or not); a niche never run is absent. One Query per niche, Limit 1. */
export async function latestRuns(niches: readonly string[]): Promise<Map<string, IngestRunSummary>> {
  const found = await Promise.all(
    niches.map(async (niche) => {
      const out = await db.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': ingestionKeys.runsPartition(niche) },
          ScanIndexForward: false,
          Limit: 1,
        }),
      );
      const item = out.Items?.[0];
      return item ? ([niche, summaryOf(item)] as const) : null;
    }),
  );
  return new Map(found.filter((entry) => entry !== null));
}

/** The zone YouTube resets its daily quota in (quota.json `resetTimeZone` holds the same). */
const QUOTA_TIME_ZONE = 'America/Los_Angeles';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: QUOTA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The quota day `now` falls in: YYYY-MM-DD in America/Los_Angeles (daylight saving included). */
export function pacificDay(now: Date): string {
  return dayFormat.format(now);
}

/** Units spent on a Pacific day, per bucket (0 before the first call). */
export async function quotaUsed(day: string): Promise<{ search: number; reads: number }> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: ingestionKeys.quota(day), ConsistentRead: true }));
  return { search: Number(out.Item?.search ?? 0), reads: Number(out.Item?.reads ?? 0) };
}

/** Counts units spent, atomically, and returns the day's new total in that bucket. */
export async function recordQuota(day: string, bucket: QuotaBucket, units: number, now: Date): Promise<number> {
  const out = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: ingestionKeys.quota(day),
      UpdateExpression: 'ADD #bucket :units SET entity = :entity, #day = :day, expiresAt = if_not_exists(expiresAt, :expires)',
      ExpressionAttributeNames: { '#bucket': bucket, '#day': 'day' },
      ExpressionAttributeValues: { ':units': units, ':entity': 'ingest_quota', ':day': day, ':expires': seconds(now) + QUOTA_KEEP_SECONDS },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.[bucket] ?? units);
}

/** A video chosen for its comments, with the figures the corpus keeps. */
export interface PlannedVideo {
  videoId: string;
  title: string;
  channelId: string;
  channelTitle: string;
  views: number;
  seconds: number;
  /** Views over the channel's median of recent uploads. */
  outlierScore: number;
}

/**
 * Where a niche's ingest stands, written after each API page so a run killed or stopped by quota
 * resumes at the next page instead of reading (and paying for) the same pages again.
 */
export interface IngestCheckpoint {
  niche: string;
  /** The run that started this pass; a later run resuming it keeps the pass's day of start in `startedDay`. */
  runId: string;
  startedDay: string;
  /** search: finding candidates; comments: reading the chosen videos' comments; done: this pass is complete. */
  phase: 'search' | 'comments' | 'done';
  /** The next query to search (phase search). */
  queryIndex: number;
  /** Video ids found so far (phase search). */
  candidates: string[];
  /** The chosen videos, best outlier first (phase comments). */
  videos: PlannedVideo[];
  /** The video being read and the page to read next (null: its first page). */
  videoIndex: number;
  pageToken: string | null;
  pagesRead: number;
  updatedAt: string;
}

export async function getCheckpoint(niche: string): Promise<IngestCheckpoint | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: ingestionKeys.checkpoint(niche), ConsistentRead: true }));
  if (!out.Item) return null;
  const { PK: _pk, SK: _sk, entity: _entity, ...checkpoint } = out.Item;
  return checkpoint as IngestCheckpoint;
}

export async function putCheckpoint(checkpoint: IngestCheckpoint): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...ingestionKeys.checkpoint(checkpoint.niche), entity: 'ingest_checkpoint', ...checkpoint },
    }),
  );
}

export type LeaseResult = { claimed: true } | { claimed: false; heldBy: string | null; since: string | null };

/**
 * Takes the job's one lease for `leaseSeconds`, unless another run holds an unexpired one: the
 * clock's daily run and `npm run job` (or a retry) at once would otherwise read and pay twice.
 */
export async function claimLease(job: LeaseJob, runId: string, now: Date, leaseSeconds: number): Promise<LeaseResult> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...ingestionKeys.lease(job),
          entity: 'ingest_lease',
          runId,
          claimedAt: now.toISOString(),
          expiresAt: seconds(now) + leaseSeconds,
        },
        // A run that crashed leaves its lease behind: it lapses.
        ConditionExpression: 'attribute_not_exists(PK) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': seconds(now) },
      }),
    );
    return { claimed: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const holder = (await db.send(new GetCommand({ TableName: tableName(), Key: ingestionKeys.lease(job), ConsistentRead: true }))).Item;
    return {
      claimed: false,
      heldBy: typeof holder?.runId === 'string' ? holder.runId : null,
      since: typeof holder?.claimedAt === 'string' ? holder.claimedAt : null,
    };
  }
}

/** Gives the lease back; only the run holding it can. */
export async function releaseLease(job: LeaseJob, runId: string): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: ingestionKeys.lease(job),
        ConditionExpression: 'runId = :run',
        ExpressionAttributeValues: { ':run': runId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

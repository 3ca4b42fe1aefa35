import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AskKind } from '#functions/personal/model';
import { getAll, queryAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';
import { isConditionFailure } from '#functions/platform/table/conditions';
import type { HookStyle } from './analytics-files';
import { addDays, CHECKPOINTS, type Checkpoint } from './rules';

/**
 * The performance analytics' items. Access patterns (docs/data-model.md, "Analytics"):
 *
 * | Item                                   | PK             | SK                               | Kept                              |
 * | -------------------------------------- | -------------- | -------------------------------- | --------------------------------- |
 * | a tracked posted video (idea's facts, its uplift: derived) | `USER#<id>` | `PERF#<videoId>`      | a year after posting (TTL)        |
 * | one checkpoint's record (status, day read; no figures)     | `USER#<id>` | `PERF#<videoId>#D07`  | a year after posting (TTL)        |
 * | one checkpoint's figures (views, likes, comments: API data) | `USER#<id>` | `PERF_RAW#<videoId>#D07` | 30 days after the read (job + TTL) |
 * | the job's lease                          | `PERF_LEASE`   | `JOB`                            | until released or lapsed          |
 *
 * A subscriber's analytics are one Query of their partition, `begins_with(SK, 'PERF')`. A
 * checkpoint is recorded once: its record is written on the condition that it does not exist, in
 * the same transaction as its figures, so two runs (or a run and its retry) never count it twice.
 * The record outlives the figures, so a checkpoint whose figures expired is not read again.
 */

const DAY_SECONDS = 86_400;
/** How long a tracked video and its records are kept: the groupings and the ranking read a year of posts. */
const KEEP_DAYS = 400;
/** API statistics are kept no longer than this after they are read (YouTube API Services Developer Policies, III.E.4.b). */
export const FIGURES_KEEP_DAYS = 30;

const pad = (checkpoint: number) => String(checkpoint).padStart(2, '0');
export const analyticsKeys = {
  partition: (userId: string) => `USER#${userId}`,
  video: (userId: string, videoId: string) => ({ PK: `USER#${userId}`, SK: `PERF#${videoId}` }),
  check: (userId: string, videoId: string, checkpoint: number) => ({ PK: `USER#${userId}`, SK: `PERF#${videoId}#D${pad(checkpoint)}` }),
  figures: (userId: string, videoId: string, checkpoint: number) => ({
    PK: `USER#${userId}`,
    SK: `PERF_RAW#${videoId}#D${pad(checkpoint)}`,
  }),
  lease: () => ({ PK: 'PERF_LEASE', SK: 'JOB' }),
};

const epoch = (at: Date) => Math.floor(at.getTime() / 1000);
const dayEpoch = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000);

/** What the analytics know of the idea a posted video filmed. */
export interface TrackedVideo {
  userId: string;
  videoId: string;
  ideaId: string;
  title: string;
  postOn: string;
  url: string | null;
  askKind: AskKind;
  format: string | null;
  topics: string[];
  hookStyle: HookStyle;
  /** Views a week after posting over the creator's usual (derived; kept when the figures go). */
  uplift: number | null;
}

export type CheckStatus = 'on-time' | 'late' | 'missed' | 'gone';

export interface CheckRecord {
  userId: string;
  videoId: string;
  checkpoint: Checkpoint;
  dueOn: string;
  status: CheckStatus;
  /** The day it was read (null for missed); with `ageDays`, how old the video was then. */
  readOn: string | null;
  ageDays: number | null;
}

export interface CheckFigures {
  userId: string;
  videoId: string;
  checkpoint: Checkpoint;
  views: number;
  likes: number | null;
  comments: number | null;
  fetchedAt: string;
  refreshBy: string;
}

/** Starts tracking a posted video (its idea's facts); one already tracked is left as it is. */
export async function trackVideo(video: TrackedVideo): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...analyticsKeys.video(video.userId, video.videoId),
          entity: 'perf_video',
          ...video,
          expiresAt: dayEpoch(video.postOn) + KEEP_DAYS * DAY_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Which of these (user, video) pairs are tracked already, as `<userId>#<videoId>`: one BatchGetItem per 100. */
export async function trackedVideos(videos: ReadonlyArray<{ userId: string; videoId: string }>): Promise<Set<string>> {
  const items = await getAll(
    videos.map(({ userId, videoId }) => analyticsKeys.video(userId, videoId)),
    { projection: ['userId', 'videoId'] },
  );
  return new Set(items.map((item) => `${String(item.userId)}#${String(item.videoId)}`));
}

/** Which checkpoints of these (user, video) pairs are recorded: one BatchGetItem per 100 keys. */
export async function recordedChecks(videos: ReadonlyArray<{ userId: string; videoId: string }>): Promise<Map<string, Set<number>>> {
  const keys = videos.flatMap(({ userId, videoId }) => CHECKPOINTS.map((c) => analyticsKeys.check(userId, videoId, c)));
  const items = await getAll(keys, { consistent: true, projection: ['userId', 'videoId', 'checkpoint'] });
  const found = new Map<string, Set<number>>();
  for (const item of items) {
    const id = `${String(item.userId)}#${String(item.videoId)}`;
    found.set(id, (found.get(id) ?? new Set()).add(Number(item.checkpoint)));
  }
  return found;
}

/**
 * Records a checkpoint (and its figures, when read) once: false when it was recorded already (by
 * an earlier run, or another run at the same moment), in which case nothing is written.
 */
export async function recordCheck(record: CheckRecord, figures: CheckFigures | null, postOn: string): Promise<boolean> {
  const keep = dayEpoch(postOn) + KEEP_DAYS * DAY_SECONDS;
  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...analyticsKeys.check(record.userId, record.videoId, record.checkpoint),
          entity: 'perf_check',
          ...record,
          expiresAt: keep,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
  if (figures)
    items.push({
      Put: {
        TableName: tableName(),
        Item: {
          ...analyticsKeys.figures(figures.userId, figures.videoId, figures.checkpoint),
          entity: 'perf_figures',
          source: 'youtube',
          ...figures,
          expiresAt: epoch(new Date(figures.refreshBy)),
        },
      },
    });
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

export interface SubscriberAnalytics {
  videos: TrackedVideo[];
  checks: CheckRecord[];
  /** Figures still within their 30 days at `now` (older ones are neither shown nor used, even before the TTL removes them). */
  figures: CheckFigures[];
  /** Figures past their 30 days that are still stored: the job deletes them. */
  expired: Array<{ PK: string; SK: string }>;
}

/** Everything the analytics hold for one subscriber: one Query of their partition. */
export async function subscriberAnalytics(userId: string, now: Date): Promise<SubscriberAnalytics> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :perf)',
    ExpressionAttributeValues: { ':pk': analyticsKeys.partition(userId), ':perf': 'PERF' },
  });
  const out: SubscriberAnalytics = { videos: [], checks: [], figures: [], expired: [] };
  for (const item of items) {
    if (item.entity === 'perf_video') out.videos.push(videoOf(item));
    else if (item.entity === 'perf_check') out.checks.push(checkOf(item));
    else if (item.entity === 'perf_figures') {
      if (Date.parse(String(item.refreshBy)) > now.getTime()) out.figures.push(figuresOf(item));
      else out.expired.push({ PK: String(item.PK), SK: String(item.SK) });
    }
  }
  return out;
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function videoOf(item: Record<string, unknown>): TrackedVideo {
  return {
    userId: String(item.userId),
    videoId: String(item.videoId),
    ideaId: String(item.ideaId ?? ''),
    title: String(item.title ?? ''),
    postOn: String(item.postOn),
    url: typeof item.url === 'string' ? item.url : null,
    askKind: (item.askKind as AskKind) ?? 'other',
    format: typeof item.format === 'string' ? item.format : null,
    topics: Array.isArray(item.topics) ? item.topics.map(String) : [],
    hookStyle: (item.hookStyle as HookStyle) ?? 'other',
    uplift: numberOrNull(item.uplift),
  };
}

function checkOf(item: Record<string, unknown>): CheckRecord {
  return {
    userId: String(item.userId),
    videoId: String(item.videoId),
    checkpoint: Number(item.checkpoint) as Checkpoint,
    dueOn: String(item.dueOn),
    status: item.status as CheckStatus,
    readOn: typeof item.readOn === 'string' ? item.readOn : null,
    ageDays: numberOrNull(item.ageDays),
  };
}

function figuresOf(item: Record<string, unknown>): CheckFigures {
  return {
    userId: String(item.userId),
    videoId: String(item.videoId),
    checkpoint: Number(item.checkpoint) as Checkpoint,
    views: Number(item.views ?? 0),
    likes: numberOrNull(item.likes),
    comments: numberOrNull(item.comments),
    fetchedAt: String(item.fetchedAt),
    refreshBy: String(item.refreshBy),
  };
}

/** Sets a tracked video's uplift (recomputed while its figures are held; kept as it was after). */
export async function setUplift(userId: string, videoId: string, uplift: number | null): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: analyticsKeys.video(userId, videoId),
      UpdateExpression: 'SET uplift = :uplift',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':uplift': uplift },
    }),
  );
}

/** Deletes figures past their 30 days (the TTL is the backstop; it may lag by a day or two). */
export async function deleteFigures(keys: ReadonlyArray<{ PK: string; SK: string }>): Promise<void> {
  for (let i = 0; i < keys.length; i += 25) {
    let requests = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length > 0 && attempt < 8; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const out = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
}

export type LeaseResult = { claimed: true } | { claimed: false; heldBy: string | null; since: string | null };

/**
 * The job's one lease for `seconds`: a scheduled run and `npm run job -- performance` at once
 * would otherwise both pay for the same reads (the conditional records keep the counts right
 * either way). A crashed run's lease lapses.
 */
export async function claimPerformanceLease(runId: string, now: Date, seconds: number): Promise<LeaseResult> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...analyticsKeys.lease(), entity: 'perf_lease', runId, claimedAt: now.toISOString(), expiresAt: epoch(now) + seconds },
        ConditionExpression: 'attribute_not_exists(PK) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': epoch(now) },
      }),
    );
    return { claimed: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const holder = (await db.send(new GetCommand({ TableName: tableName(), Key: analyticsKeys.lease(), ConsistentRead: true }))).Item;
    return {
      claimed: false,
      heldBy: typeof holder?.runId === 'string' ? holder.runId : null,
      since: typeof holder?.claimedAt === 'string' ? holder.claimedAt : null,
    };
  }
}

export async function releasePerformanceLease(runId: string): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: analyticsKeys.lease(),
        ConditionExpression: 'runId = :run',
        ExpressionAttributeValues: { ':run': runId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The day a video's figures read on `readOn` must be gone by. */
export const figuresKeptUntil = (readOn: string) => addDays(readOn, FIGURES_KEEP_DAYS);

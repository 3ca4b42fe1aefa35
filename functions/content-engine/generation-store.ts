import { DeleteCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { ContentIdea } from '#functions/shared/schemas';
import { queryAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';
import { isExpired } from '#functions/platform/table/table';
import { ideaItem } from '#functions/ideas/store';
import { progressKeys } from '#functions/ideas/progress-store';

/**
 * What the keep-ahead job and the generation tester write besides the AI logs: which insights a
 * niche has used, which insights failed the gates, a claim on a niche-day while it is being
 * generated, and the tester's drafts.
 *
 * | access pattern                          | key                                                   |
 * | --------------------------------------- | ----------------------------------------------------- |
 * | a niche's used insights                 | PK NICHE_INSIGHTS#<niche>, SK begins_with USED#       |
 * | a niche's insights that failed the gates | PK NICHE_INSIGHTS#<niche>, SK begins_with FAILED#    |
 * | a claim on a niche-day                  | PK GENERATION_CLAIM#<niche>#<day>, SK CLAIM           |
 * | a tester draft                          | PK DRAFT_IDEA#<id>, SK IDEA                           |
 */
export const generationKeys = {
  usedInsight: (niche: string, insightKey: string) => ({ PK: `NICHE_INSIGHTS#${niche}`, SK: `USED#${insightKey}` }),
  usedPrefix: 'USED#',
  failedInsight: (niche: string, insightKey: string) => ({ PK: `NICHE_INSIGHTS#${niche}`, SK: `FAILED#${insightKey}` }),
  failedPrefix: 'FAILED#',
  dayClaim: (niche: string, day: number) => ({ PK: `GENERATION_CLAIM#${niche}#${day}`, SK: 'CLAIM' }),
  draft: (id: string) => ({ PK: `DRAFT_IDEA#${id}`, SK: 'IDEA' }),
};

export interface InsightUse {
  usedAt: string;
  /** Days built on it. */
  uses: number;
  titles: string[];
}

/** The insights a niche has built ideas on, by insight key. One Query of the niche's partition. */
export async function listUsedInsights(niche: string): Promise<Map<string, InsightUse>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': generationKeys.usedInsight(niche, '').PK, ':prefix': generationKeys.usedPrefix },
  });
  return new Map(
    items.map((item) => [
      String(item.insightKey),
      {
        usedAt: String(item.usedAt),
        uses: item.days instanceof Set ? item.days.size : 0,
        titles: (item.titles as string[] | undefined) ?? [],
      },
    ]),
  );
}

/**
 * A claim on generating one niche-day, so two runs at once do not both pay for the same idea.
 * It expires (a run that crashed does not block the day for good).
 */
export async function claimDay(niche: string, day: number, now: Date, holdSeconds: number): Promise<boolean> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...generationKeys.dayClaim(niche, day),
          entity: 'generation_claim',
          claimedAt: now.toISOString(),
          expiresAt: nowSeconds + holdSeconds,
        },
        ConditionExpression: 'attribute_not_exists(PK) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': nowSeconds },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * How long a gate failure counts against an insight: long enough that the job stops paying for an
 * insight no draft passes, short enough that a better generator or prompt gets to try it again.
 */
export const INSIGHT_FAILURE_DAYS = 30;

export interface InsightFailure {
  /** Times a variant's every attempt failed the gates on it, within INSIGHT_FAILURE_DAYS of the last. */
  failures: number;
  failedAt: string;
  /** The last failure's gate reasons. */
  reasons: string[];
}

/** An insight whose drafts failed the gates on every attempt: counted, with the reasons, kept INSIGHT_FAILURE_DAYS. */
export async function recordInsightFailure(niche: string, insightKey: string, reasons: readonly string[], now: Date): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: generationKeys.failedInsight(niche, insightKey),
      UpdateExpression:
        'SET entity = :entity, insightKey = :key, failedAt = :now, reasons = :reasons, expiresAt = :expires ADD failures :one',
      ExpressionAttributeValues: {
        ':entity': 'failed_insight',
        ':key': insightKey,
        ':now': now.toISOString(),
        ':reasons': reasons.slice(0, 10),
        ':expires': Math.floor(now.getTime() / 1000) + INSIGHT_FAILURE_DAYS * 86_400,
        ':one': 1,
      },
    }),
  );
}

/** The insights of a niche that failed the gates lately, by insight key. One Query of the niche's partition. */
export async function listFailedInsights(niche: string): Promise<Map<string, InsightFailure>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': generationKeys.failedInsight(niche, '').PK, ':prefix': generationKeys.failedPrefix },
  });
  return new Map(
    items
      .filter((item) => !isExpired(item as { expiresAt?: number }))
      .map((item) => [
        String(item.insightKey),
        { failures: Number(item.failures ?? 0), failedAt: String(item.failedAt), reasons: (item.reasons as string[] | undefined) ?? [] },
      ]),
  );
}

/** Gives a day back early when its generation failed, so the next run can try again at once. */
export async function releaseDay(niche: string, day: number): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: generationKeys.dayClaim(niche, day) }));
}

/**
 * Stores a generated idea and records its insight as used, together: an idea exists only with its
 * insight marked, and the idea's slot (niche, day, variant: its id) is written once.
 */
export async function putGeneratedIdea(idea: ContentIdea, insightKey: string, now: Date): Promise<'written' | 'exists'> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: ideaItem(idea, { public: false }), ConditionExpression: 'attribute_not_exists(PK)' } },
          {
            Update: {
              TableName: tableName(),
              Key: generationKeys.usedInsight(idea.niche, insightKey),
              UpdateExpression:
                'SET entity = :entity, insightKey = :key, usedAt = :now, titles = list_append(if_not_exists(titles, :none), :title) ADD days :day',
              ExpressionAttributeValues: {
                ':entity': 'used_insight',
                ':key': insightKey,
                ':now': now.toISOString(),
                ':none': [],
                ':title': [idea.title],
                ':day': new Set([String(idea.dayNumber)]),
              },
            },
          },
        ],
      }),
    );
    return 'written';
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return 'exists';
    throw error;
  }
}

/**
 * Stores a day's variants and records their insight as used, all in one transaction: a day is
 * published whole or not at all, and each slot is written once.
 */
export async function putGeneratedDay(ideas: readonly ContentIdea[], insightKey: string, now: Date): Promise<'written' | 'exists'> {
  const [first] = ideas;
  if (!first) return 'exists';
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          ...ideas.map((idea) => ({
            Put: { TableName: tableName(), Item: ideaItem(idea, { public: false }), ConditionExpression: 'attribute_not_exists(PK)' },
          })),
          {
            Update: {
              TableName: tableName(),
              Key: generationKeys.usedInsight(first.niche, insightKey),
              UpdateExpression:
                'SET entity = :entity, insightKey = :key, usedAt = :now, titles = list_append(if_not_exists(titles, :none), :titles) ADD days :day',
              ExpressionAttributeValues: {
                ':entity': 'used_insight',
                ':key': insightKey,
                ':now': now.toISOString(),
                ':none': [],
                ':titles': ideas.map((idea) => idea.title),
                ':day': new Set([String(first.dayNumber)]),
              },
            },
          },
        ],
      }),
    );
    return 'written';
  } catch (error) {
    if (
      error instanceof TransactionCanceledException &&
      error.CancellationReasons?.some((reason) => reason.Code === 'ConditionalCheckFailed')
    )
      return 'exists';
    throw error;
  }
}

/** The generation tester's ideas: kept apart from the library (no niche-day keys), so no subscriber can ever see one. */
export const DRAFT_RETENTION_DAYS = 90;

/**
 * When DynamoDB deletes a draft (epoch seconds): after DRAFT_RETENTION_DAYS, or sooner when it
 * quotes comments read from the YouTube API, when the first of those quotes' dates passes, so the draft keeps
 * API data no longer than the corpus does (docs/youtube-data.md). The refresh job renews and
 * scrubs only the niches' published ideas.
 */
export function draftExpiresAt(idea: Pick<ContentIdea, 'source'>, now: Date): number {
  const retention = Math.floor(now.getTime() / 1000) + DRAFT_RETENTION_DAYS * 86_400;
  const quotedUntil = [idea.source, ...(idea.source.supportingComments ?? [])]
    .map((quote) => (quote.quotedUntil ? Date.parse(quote.quotedUntil) : Number.NaN))
    .filter(Number.isFinite);
  return quotedUntil.length > 0 ? Math.min(retention, Math.floor(Math.min(...quotedUntil) / 1000)) : retention;
}

export async function putDraftIdea(idea: ContentIdea, createdBy: string, now: Date): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...generationKeys.draft(idea.id),
        entity: 'draft_idea',
        createdBy,
        createdAt: now.toISOString(),
        expiresAt: draftExpiresAt(idea, now),
        ...idea,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/**
 * When the subscriber furthest ahead in a niche started (as if they had never paused): the first
 * item of the niche's frontier (progress.ts). null when nobody is unlocking the niche.
 */
export async function nicheFrontierStart(niche: string): Promise<Date | null> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': progressKeys.frontier(niche, new Date(0), 0).GSI2PK },
      ProjectionExpression: 'GSI2SK',
      Limit: 1,
    }),
  );
  const start = out.Items?.[0]?.GSI2SK;
  return typeof start === 'string' ? new Date(start) : null;
}

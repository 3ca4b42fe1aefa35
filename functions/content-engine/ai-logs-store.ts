import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from '#functions/platform/table/client';
import { isExpired } from '#functions/platform/table/table';

/** openai_logs (docs/product-rules.md#ai-logs): one record per generation attempt, model or offline. */
export interface AiLog {
  id: string;
  created_at: string;
  niche: string;
  attempt_number: number;
  parsing_successful: boolean;
  parsing_error: string | null;
  processing_time_ms: number;
  request_model: string;
  /** The max output tokens sent (labelled "Max Tokens", docs/product-rules.md#ai-logs). */
  request_tokens: number;
  content_idea_id: string | null;
  hook_validation_results: { total_hooks: number; valid_hooks: number; invalid_hooks: number } | null;
  response_raw: string;
  input_tokens: number;
  output_tokens: number;
  estimated_cost_usd: number;
  generator: 'openai' | 'offline';
  /** Why the attempt's draft was not kept: every gate failure (functions/content-engine/gates.ts). Absent on older logs. */
  gate_failures?: Array<{ rule: string; reason: string }>;
  /**
   * The judge's verdict: one entry per candidate in written order, its rubric scores (null when the
   * judge gave none usable) and whether it became the idea; `error` when the judge's answer was not used.
   * Absent without a judge.
   */
  judge?: {
    candidates: Array<{ index?: number; scores: Record<string, number> | null; kept?: boolean }>;
    error?: string | null;
  } | null;
  /** What asked for it: the keep-ahead job or the admin generation tester. */
  purpose: 'keep-ahead' | 'tester' | 'video-ideas';
}

/** Kept 180 days, then DynamoDB's TTL removes them. */
export const AI_LOG_RETENTION_DAYS = 180;

/**
 * Every log sits in three partitions, one per filter the viewer offers, all sorted by the ULID
 * id (time order): by parsing outcome (the base key), by niche (GSI1), by niche and outcome
 * (GSI2). Unfiltered reads merge the two outcome partitions. Every page is one or two Queries
 * with `id < cursor`, never a filter over items read and thrown away.
 */
export const aiLogKeys = {
  byOutcome: (parsed: boolean, id: string) => ({ PK: `AI_LOGS#P#${parsed}`, SK: id }),
  byNiche: (niche: string, id: string) => ({ GSI1PK: `AI_LOGS#N#${niche}`, GSI1SK: id }),
  byNicheOutcome: (niche: string, parsed: boolean, id: string) => ({ GSI2PK: `AI_LOGS#N#${niche}#P#${parsed}`, GSI2SK: id }),
};

export async function putAiLog(log: Omit<AiLog, 'id' | 'created_at'>, now = new Date()): Promise<AiLog> {
  const record: AiLog = { id: ulid(now.getTime()), created_at: now.toISOString(), ...log };
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...aiLogKeys.byOutcome(record.parsing_successful, record.id),
        ...aiLogKeys.byNiche(record.niche, record.id),
        ...aiLogKeys.byNicheOutcome(record.niche, record.parsing_successful, record.id),
        entity: 'ai_log',
        expiresAt: Math.floor(now.getTime() / 1000) + AI_LOG_RETENTION_DAYS * 86_400,
        ...record,
      },
    }),
  );
  return record;
}

export interface AiLogQuery {
  niche?: string;
  parsingSuccessful?: boolean;
  limit: number;
  /** The id of the last log of the previous page. */
  cursor?: string;
}

/** A partition as its key pair: attribute names (first the partition key's) and the partition value. */
type Partition = Record<string, string>;

async function newestIn(index: 'GSI1' | 'GSI2' | null, partition: Partition, limit: number, cursor: string | undefined): Promise<AiLog[]> {
  const [[pkName, pk], [skName]] = Object.entries(partition) as [[string, string], [string, string]];
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      ...(index ? { IndexName: index } : {}),
      KeyConditionExpression: cursor ? '#pk = :pk AND #sk < :cursor' : '#pk = :pk',
      ExpressionAttributeNames: cursor ? { '#pk': pkName, '#sk': skName } : { '#pk': pkName },
      ExpressionAttributeValues: { ':pk': pk, ...(cursor ? { ':cursor': cursor } : {}) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).filter((item) => !isExpired(item as { expiresAt?: number })).map(toLog);
}

function toLog(item: Record<string, unknown>): AiLog {
  const { PK, SK, GSI1PK, GSI1SK, GSI2PK, GSI2SK, entity, expiresAt, ...log } = item;
  void [PK, SK, GSI1PK, GSI1SK, GSI2PK, GSI2SK, entity, expiresAt];
  return log as unknown as AiLog;
}

/** Newest first; `next` is the cursor for the following page, null on the last one. */
export async function listAiLogs(query: AiLogQuery): Promise<{ logs: AiLog[]; next: string | null }> {
  const { niche, parsingSuccessful: parsed, limit, cursor } = query;
  // One more than asked tells whether another page exists.
  const take = limit + 1;
  let logs: AiLog[];
  if (niche !== undefined && parsed !== undefined) logs = await newestIn('GSI2', aiLogKeys.byNicheOutcome(niche, parsed, ''), take, cursor);
  else if (niche !== undefined) logs = await newestIn('GSI1', aiLogKeys.byNiche(niche, ''), take, cursor);
  else if (parsed !== undefined) logs = await newestIn(null, aiLogKeys.byOutcome(parsed, ''), take, cursor);
  else {
    const [ok, failed] = await Promise.all([
      newestIn(null, aiLogKeys.byOutcome(true, ''), take, cursor),
      newestIn(null, aiLogKeys.byOutcome(false, ''), take, cursor),
    ]);
    logs = [...ok, ...failed].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).slice(0, take);
  }
  const page = logs.slice(0, limit);
  return { logs: page, next: logs.length > limit ? page[page.length - 1]!.id : null };
}

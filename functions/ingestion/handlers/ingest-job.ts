import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from '#functions/platform/logger';
import { ingestLine, ingestNow } from '../jobs';

/** Left of Lambda's time when a run stops and keeps its checkpoint: the last page and its writes fit in it. */
const STOP_MARGIN_MS = 60_000;

/**
 * The daily ingest (functions/ingestion/ingest.ts), run by EventBridge Scheduler in the new YouTube
 * quota day. Skipped videos are counted on the run; the job fails (retries, dead-letter queue,
 * alarm) only when the table does.
 */
export const handler = middy(async (_event: unknown, context: Context) => {
  const result = await ingestNow(new Date(), { deadline: Date.now() + context.getRemainingTimeInMillis() - STOP_MARGIN_MS });
  logger.info(ingestLine(result));
  return { status: result.status };
}).use(injectLambdaContext(logger, { resetKeys: true }));

import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from '#functions/platform/logger';
import { performanceLine } from '../job';
import { performanceNow } from '../jobs';

/** Left of Lambda's time when the run stops reading: the recompute of each subscriber fits in it. */
const STOP_MARGIN_MS = 120_000;

/** The daily read of posted videos' figures at 1, 7 and 30 days (functions/analytics/job.ts). */
export const handler = middy(async (_event: unknown, context: Context) => {
  const result = await performanceNow(new Date(), { deadline: Date.now() + context.getRemainingTimeInMillis() - STOP_MARGIN_MS });
  logger.info(performanceLine(result));
  return { status: result.status };
}).use(injectLambdaContext(logger, { resetKeys: true }));

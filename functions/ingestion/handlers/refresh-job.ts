import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '#functions/platform/logger';
import { refreshLine, refreshNow } from '../jobs';

/**
 * The daily refresh of kept YouTube data (functions/ingestion/refresh.ts): what the API policies
 * require before the 30 days are up. Runs before the ingest in the new quota day.
 */
export const handler = middy(async () => {
  const result = await refreshNow(new Date());
  logger.info(refreshLine(result));
  return { status: result.status };
}).use(injectLambdaContext(logger, { resetKeys: true }));

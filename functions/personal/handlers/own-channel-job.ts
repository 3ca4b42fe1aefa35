import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from '#functions/platform/logger';
import { ownChannelsLine, ownChannelsNow } from '../own-channels';

/** Left of Lambda's time when the run stops: the channel being read and its writes fit in it. */
const STOP_MARGIN_MS = 60_000;

/** The daily read of subscribers' own channels into their private corpora (functions/ingestion/own-channel.ts). */
export const handler = middy(async (_event: unknown, context: Context) => {
  const result = await ownChannelsNow(new Date(), { deadline: Date.now() + context.getRemainingTimeInMillis() - STOP_MARGIN_MS });
  logger.info(ownChannelsLine(result));
  return { status: result.status };
}).use(injectLambdaContext(logger, { resetKeys: true }));

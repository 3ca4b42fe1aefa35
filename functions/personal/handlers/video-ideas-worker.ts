import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import sqsPartialBatchFailure from '@middy/sqs-partial-batch-failure';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { chooseGenerator } from '#functions/content-engine/generator';
import { youtubeApi, youtubeKey } from '#functions/ingestion/youtube-client';
import { logger } from '#functions/platform/logger';
import { answerVideoRequest } from '../video-ideas';
import { videoIdeasJob } from '../video-queue';

/** Left of Lambda's time when no new generation attempt starts: the last one and its writes fit in it. */
const STOP_MARGIN_MS = 90_000;
/** OpenAI's calls from the worker: more than a request's seconds, less than a job's minutes. */
const WORKER_CALL_OPTIONS = { timeoutMs: 45_000, maxRetries: 2 };

/**
 * The "Ideas from a video" queue's consumer, one request per message. A record that throws is
 * reported back (partial batch response) and redelivered after the visibility timeout; the claim
 * on the request and the derived idea ids make a redelivery write nothing twice.
 */
async function answer(record: SQSRecord, context: Context): Promise<string> {
  const parsed = videoIdeasJob.safeParse(JSON.parse(record.body));
  if (!parsed.success) throw new Error(`Not a video-ideas job: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  const key = await youtubeKey();
  const outcome = await answerVideoRequest({
    ...parsed.data,
    now: new Date(),
    youtube: key ? { api: youtubeApi(key), key } : null,
    generator: await chooseGenerator(WORKER_CALL_OPTIONS),
    deadline: Date.now() + context.getRemainingTimeInMillis() - STOP_MARGIN_MS,
  });
  logger.info('Video request answered', { requestId: parsed.data.requestId, ...outcome });
  return outcome.status;
}

export function handleVideoIdeasBatch(event: SQSEvent, context: Context): Promise<PromiseSettledResult<string>[]> {
  return Promise.allSettled(event.Records.map((record) => answer(record, context)));
}

export const handler = middy(handleVideoIdeasBatch)
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(
    sqsPartialBatchFailure({
      logger: (reason: unknown) =>
        logger.error('Video request failed; SQS will deliver it again', {
          error: reason instanceof Error ? reason.message : String(reason),
        }),
    }),
  );

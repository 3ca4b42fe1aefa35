import { VIDEO_IDEAS_QUEUE_ENV } from '#functions/personal/video-queue';
import { startQueueConsumer, type QueueConsumer, type SqsBatchHandler } from './queue-consumer';
import type { SqsEmulator } from './sqs';

/** The local "Ideas from a video" queue's names, as the cloud's (lib/constructs/video-ideas.ts). */
export const LOCAL_VIDEO_IDEAS_QUEUE = 'commentspark-video-ideas';
export const LOCAL_VIDEO_IDEAS_DLQ = 'commentspark-video-ideas-dlq';
const MAX_RECEIVE_COUNT = 3;
/** Longer than a request takes to answer (a few comment pages and up to three generations). */
const VISIBILITY_TIMEOUT_SECONDS = 300;

export interface LocalVideoIdeas {
  queueUrl: string;
  /** Resolves when every queued request has been answered. */
  idle(options?: { timeoutMs?: number }): Promise<void>;
  close(): Promise<void>;
}

/**
 * The cloud's "Ideas from a video" path, locally: a queue (with its dead-letter queue) on the
 * stack's SQS emulator, and a poller handing its messages to the worker's handler as Lambda's
 * event source mapping would. The worker is loaded by the first message (mining and generation
 * take a while to load), as a cold start would.
 */
export async function startLocalVideoIdeas(options: { sqs: SqsEmulator; log?: (line: string) => void }): Promise<LocalVideoIdeas> {
  const { sqs } = options;
  const queueUrl = await sqs.createQueue(LOCAL_VIDEO_IDEAS_QUEUE, {
    visibilityTimeoutSeconds: VISIBILITY_TIMEOUT_SECONDS,
    deadLetter: { queueName: LOCAL_VIDEO_IDEAS_DLQ, maxReceiveCount: MAX_RECEIVE_COUNT },
  });
  await sqs.createQueue(LOCAL_VIDEO_IDEAS_DLQ);
  process.env[VIDEO_IDEAS_QUEUE_ENV] = queueUrl;
  let worker: Promise<SqsBatchHandler> | undefined;
  const handler: SqsBatchHandler = async (event, context) => {
    worker ??= import('#functions/personal/handlers/video-ideas-worker').then((module) => module.handler as unknown as SqsBatchHandler);
    return (await worker)(event, context);
  };
  const consumer: QueueConsumer = startQueueConsumer({
    endpoint: sqs.endpoint,
    queueUrl,
    queueArn: sqs.queueArn(queueUrl),
    handler,
    batchSize: 1,
    concurrency: 2,
    waitTimeSeconds: 1,
    functionName: 'video-ideas-worker',
    timeoutSeconds: VISIBILITY_TIMEOUT_SECONDS - 60,
    ...(options.log ? { log: options.log } : {}),
  });
  return { queueUrl, idle: (idleOptions) => consumer.idle(idleOptions), close: () => consumer.stop() };
}

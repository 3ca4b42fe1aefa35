import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_NAME } from '#functions/shared/product';
import { LOCAL_SENDER } from './config';
import { startQueueConsumer, type SqsBatchHandler } from './queue-consumer';
import { startSqs, type SqsEmulator } from './sqs';

/** The local email queue's names; `npm run job -- daily` finds the queue by them. */
export const LOCAL_EMAIL_QUEUE = 'commentspark-email';
export const LOCAL_EMAIL_DLQ = 'commentspark-email-dlq';
/** As in the cloud (lib/constructs): a message that failed this many times goes to the dead-letter queue. */
const MAX_RECEIVE_COUNT = 5;
/** Long enough for a send; a claim held by a crashed sender (120 s lease) is retried after it. */
const VISIBILITY_TIMEOUT_SECONDS = 30;

export interface LocalEmail {
  /** The SQS emulator's page: the queues and their counts. */
  url: string;
  endpoint: string;
  queueUrl: string;
  deadLetterQueueUrl: string;
  /** The key signing this stack's email links (unsubscribe, settings, rating). */
  linkKey: string;
  /** Resolves when every queued email has been handled. */
  idle(options?: { timeoutMs?: number }): Promise<void>;
  /** The SQS emulator itself, for the stack's other queues (lib/local/video-ideas.ts). */
  sqs: SqsEmulator;
  close(): Promise<void>;
}

/**
 * Keeps the link key across restarts when the stack keeps its data, so the links in emails already
 * in the mail viewer keep working; a throw-away stack gets a fresh one.
 */
function linkKey(dataDir: string, persist: boolean): string {
  const file = join(dataDir, 'email-link-key');
  if (persist && existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64url');
  if (persist) writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/**
 * The cloud's email pipeline, locally: an SQS emulator with the email queue and its dead-letter
 * queue, and a poller that hands batches to the sender function's handler as Lambda's event source
 * mapping does (partial batch failures, redelivery after the visibility timeout). The handler
 * sends through the SES emulator, so every email shows in the mail viewer.
 */
export async function startLocalEmail(options: {
  port: number;
  dataDir: string;
  persist: boolean;
  log?: (line: string) => void;
}): Promise<LocalEmail> {
  const sqs = await startSqs({ port: options.port });
  try {
    const queueUrl = await sqs.createQueue(LOCAL_EMAIL_QUEUE, {
      visibilityTimeoutSeconds: VISIBILITY_TIMEOUT_SECONDS,
      deadLetter: { queueName: LOCAL_EMAIL_DLQ, maxReceiveCount: MAX_RECEIVE_COUNT },
    });
    const deadLetterQueueUrl = await sqs.createQueue(LOCAL_EMAIL_DLQ);
    const key = linkKey(options.dataDir, options.persist);
    // What the sender and the routes read; the cloud sets the same names (lib/constructs).
    Object.assign(process.env, {
      SQS_ENDPOINT: sqs.endpoint,
      EMAIL_QUEUE_URL: queueUrl,
      MAIL_FROM: `${PRODUCT_NAME} <${LOCAL_SENDER}>`,
      EMAIL_LINK_KEY: key,
      // The sender's metrics are CloudWatch's; locally they would only be noise on the console.
      POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
    });
    // The sender (React and the templates, over a second to load) is loaded by its first batch, as
    // a Lambda's cold start would, so it does not hold up `ready`.
    let sender: Promise<SqsBatchHandler> | undefined;
    const handler: SqsBatchHandler = async (event, context) => {
      sender ??= import('#functions/delivery/handlers/sender-job').then((module) => module.handler as unknown as SqsBatchHandler);
      return (await sender)(event, context);
    };
    const consumer = startQueueConsumer({
      endpoint: sqs.endpoint,
      queueUrl,
      queueArn: sqs.queueArn(queueUrl),
      handler,
      batchSize: 10,
      concurrency: 4,
      waitTimeSeconds: 1,
      functionName: 'send-email',
      ...(options.log ? { log: options.log } : {}),
    });
    return {
      url: sqs.url,
      endpoint: sqs.endpoint,
      queueUrl,
      deadLetterQueueUrl,
      linkKey: key,
      idle: (idleOptions) => consumer.idle(idleOptions),
      sqs,
      close: async () => {
        await consumer.stop();
        await sqs.close();
      },
    };
  } catch (error) {
    await sqs.close();
    throw error;
  }
}

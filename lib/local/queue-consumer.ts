import { DeleteMessageBatchCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SQSClient, type Message } from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { randomUUID } from 'node:crypto';

/**
 * The local stand-in for Lambda's SQS event source mapping with ReportBatchItemFailures: polls a
 * queue, hands the handler real SQS-shaped events, deletes the messages it did not report as
 * failed, and leaves the rest to come back after their visibility timeout (and, past the queue's
 * maxReceiveCount, to be moved to its dead-letter queue by SQS itself).
 */

export type SqsBatchHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;

export type QueueConsumerOptions = ({ client: SQSClient; endpoint?: never } | { endpoint: string; client?: never }) & {
  queueUrl: string;
  queueArn: string;
  handler: SqsBatchHandler;
  /** Messages per event, 1-10 (Lambda allows more with a batching window; not emulated). @default 10 */
  batchSize?: number;
  /** Pollers running at once, each with at most one batch in its handler. @default 1 */
  concurrency?: number;
  /** Long-poll wait of each receive, 0-20 s. `stop()` does not wait for it. @default 20 */
  waitTimeSeconds?: number;
  /** The name in the handler's context and in log lines. @default the queue's name */
  functionName?: string;
  /** What `context.getRemainingTimeInMillis()` counts down from; not enforced. @default 60 */
  timeoutSeconds?: number;
  log?: (line: string) => void;
};

export interface QueueConsumer {
  /** Stops polling; batches already in their handler finish first. */
  stop(): Promise<void>;
  /**
   * Resolves once the queue has no visible, in-flight or delayed message and no batch is running;
   * rejects after `timeoutMs` (default 60 s) naming what is left.
   */
  idle(options?: { timeoutMs?: number }): Promise<void>;
}

const RETRY_AFTER_ERROR_MS = 1000;
const IDLE_POLL_MS = 50;

function shortMessage(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const firstLine = text.split('\n', 1)[0] ?? '';
  return firstLine.length > 200 ? `${firstLine.slice(0, 197)}...` : firstLine;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

export function toSqsRecord(message: Message, queueArn: string, awsRegion: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? '',
      SenderId: attributes.SenderId ?? '',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? '',
      ...(attributes.DeadLetterQueueSourceArn ? { DeadLetterQueueSourceArn: attributes.DeadLetterQueueSourceArn } : {}),
    },
    messageAttributes: {},
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion,
  };
}

/**
 * The message ids to keep on the queue, per Lambda's rules for partial batch responses: no
 * response or an empty list keeps none; an identifier that is empty, not a string or not in the
 * batch fails the whole batch.
 */
export function failedIds(response: unknown, batchIds: readonly string[]): Set<string> | 'all' {
  if (response === undefined || response === null) return new Set();
  if (typeof response !== 'object') return 'all';
  const failures = (response as { batchItemFailures?: unknown }).batchItemFailures;
  if (failures === undefined || failures === null) return new Set();
  if (!Array.isArray(failures)) return 'all';
  const ids = new Set<string>();
  for (const failure of failures) {
    const id = (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    if (typeof id !== 'string' || !batchIds.includes(id)) return 'all';
    ids.add(id);
  }
  return ids;
}

export function startQueueConsumer(options: QueueConsumerOptions): QueueConsumer {
  const { queueUrl, queueArn, handler } = options;
  const batchSize = options.batchSize ?? 10;
  const concurrency = options.concurrency ?? 1;
  const waitTimeSeconds = options.waitTimeSeconds ?? 20;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10) throw new Error(`batchSize must be 1-10, got ${batchSize}.`);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`concurrency must be a positive integer, got ${concurrency}.`);
  if (!Number.isInteger(waitTimeSeconds) || waitTimeSeconds < 0 || waitTimeSeconds > 20)
    throw new Error(`waitTimeSeconds must be 0-20, got ${waitTimeSeconds}.`);
  const [, , service, awsRegion = '', , queueName = ''] = queueArn.split(':');
  if (service !== 'sqs' || !queueName) throw new Error(`queueArn is not an SQS queue ARN: ${queueArn}`);
  const functionName = options.functionName ?? queueName;
  const timeoutMs = (options.timeoutSeconds ?? 60) * 1000;
  const log = options.log ?? ((line: string) => console.warn(line));
  const client =
    options.client ??
    new SQSClient({ endpoint: options.endpoint, region: awsRegion, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

  const stopping = new AbortController();
  let running = 0;

  const context = (): Context => {
    const startedAt = Date.now();
    return {
      callbackWaitsForEmptyEventLoop: false,
      functionName,
      functionVersion: '$LATEST',
      invokedFunctionArn: `arn:aws:lambda:${awsRegion}:000000000000:function:${functionName}`,
      memoryLimitInMB: '512',
      awsRequestId: randomUUID(),
      logGroupName: `/aws/lambda/${functionName}`,
      logStreamName: 'local',
      getRemainingTimeInMillis: () => Math.max(0, startedAt + timeoutMs - Date.now()),
      done: () => undefined,
      fail: () => undefined,
      succeed: () => undefined,
    };
  };

  const processBatch = async (messages: Message[]) => {
    const records = messages.map((message) => toSqsRecord(message, queueArn, awsRegion));
    let failed: Set<string> | 'all';
    try {
      const response: unknown = await handler({ Records: records }, context());
      failed = failedIds(
        response,
        records.map((record) => record.messageId),
      );
      if (failed === 'all')
        log(`[${functionName}] batch of ${records.length}: invalid batchItemFailures, every message stays on the queue`);
    } catch (error) {
      log(`[${functionName}] batch of ${records.length} failed, every message stays on the queue: ${shortMessage(error)}`);
      return;
    }
    if (failed === 'all') return;
    const done = records.filter((record) => !failed.has(record.messageId));
    if (done.length === 0) return;
    try {
      const result = await client.send(
        new DeleteMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: done.map((record, index) => ({ Id: String(index), ReceiptHandle: record.receiptHandle })),
        }),
      );
      if (result.Failed?.length)
        log(`[${functionName}] ${result.Failed.length} processed message(s) could not be deleted and will be delivered again`);
    } catch (error) {
      log(`[${functionName}] deleting ${done.length} processed message(s) failed, they will be delivered again: ${shortMessage(error)}`);
    }
  };

  const poll = async () => {
    while (!stopping.signal.aborted) {
      let messages: Message[];
      try {
        const result = await client.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: batchSize,
            WaitTimeSeconds: waitTimeSeconds,
            MessageSystemAttributeNames: ['All'],
          }),
          { abortSignal: stopping.signal },
        );
        messages = result.Messages ?? [];
      } catch (error) {
        if (stopping.signal.aborted) break;
        log(`[${functionName}] receiving from the queue failed, retrying: ${shortMessage(error)}`);
        await sleep(RETRY_AFTER_ERROR_MS, stopping.signal);
        continue;
      }
      if (messages.length === 0) continue;
      running += 1;
      try {
        await processBatch(messages);
      } finally {
        running -= 1;
      }
    }
  };

  const pollers = Array.from({ length: concurrency }, () => poll());

  return {
    async stop() {
      stopping.abort();
      await Promise.all(pollers);
      if (!options.client) client.destroy();
    },
    async idle({ timeoutMs: idleTimeoutMs = 60_000 } = {}) {
      const deadline = Date.now() + idleTimeoutMs;
      for (;;) {
        const { Attributes: attributes = {} } = await client.send(
          new GetQueueAttributesCommand({
            QueueUrl: queueUrl,
            AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible', 'ApproximateNumberOfMessagesDelayed'],
          }),
        );
        const visible = Number(attributes.ApproximateNumberOfMessages ?? 0);
        const inFlight = Number(attributes.ApproximateNumberOfMessagesNotVisible ?? 0);
        const delayed = Number(attributes.ApproximateNumberOfMessagesDelayed ?? 0);
        // Read after the counts: a batch still running keeps its messages in flight until it ends.
        if (visible + inFlight + delayed === 0 && running === 0) return;
        if (Date.now() >= deadline) {
          throw new Error(
            `${queueName} is not idle after ${idleTimeoutMs} ms: ${visible} visible, ${inFlight} in flight, ${delayed} delayed, ${running} batch(es) running.`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
      }
    },
  };
}

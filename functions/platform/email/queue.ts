import { SendMessageBatchCommand, SQSClient, type SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';

/**
 * Puts email jobs on the email queue (EMAIL_QUEUE_URL) as JSON messages. SQS_ENDPOINT points the
 * client at the local SQS; in the cloud it is unset and the SDK uses the regional endpoint.
 */

const BATCH_SIZE = 10;
const BATCHES_IN_FLIGHT = 8;
const ATTEMPTS = 3;
const BACKOFF_MS = [100, 400];

// Created on first use, so a function that never queues an email pays nothing at cold start.
let client: SQSClient | undefined;

function sqs(): SQSClient {
  if (!client) {
    const endpoint = process.env.SQS_ENDPOINT;
    client = new SQSClient(
      endpoint
        ? { endpoint, region: process.env.AWS_REGION ?? 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {},
    );
  }
  return client;
}

function queueUrl(): string {
  const url = process.env.EMAIL_QUEUE_URL;
  if (!url) throw new Error('EMAIL_QUEUE_URL is not set: the function must be bound to the email queue (route `sendsEmail: true`).');
  return url;
}

interface Rejection {
  readonly code: string;
  readonly message: string;
}

/**
 * Sends one batch, retrying the entries SQS failed on its side (SenderFault false) up to
 * ATTEMPTS times; returns the entries that were not queued, with why.
 */
async function sendBatch(url: string, entries: SendMessageBatchRequestEntry[]): Promise<Rejection[]> {
  let pending = entries;
  let rejected: Rejection[] = [];
  for (let attempt = 1; pending.length > 0; attempt++) {
    let failed: { Id?: string; SenderFault?: boolean; Code?: string; Message?: string }[];
    try {
      // The SDK retries throttling, 5xx and network errors itself before this throws.
      failed = (await sqs().send(new SendMessageBatchCommand({ QueueUrl: url, Entries: pending }))).Failed ?? [];
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return [...rejected, ...pending.map(() => ({ code: error instanceof Error ? error.name : 'Error', message }))];
    }
    const retry = failed.filter((entry) => !entry.SenderFault);
    rejected = [
      ...rejected,
      ...failed.filter((entry) => entry.SenderFault).map((entry) => ({ code: entry.Code ?? 'Unknown', message: entry.Message ?? '' })),
    ];
    if (attempt >= ATTEMPTS)
      return [...rejected, ...retry.map((entry) => ({ code: entry.Code ?? 'Unknown', message: entry.Message ?? '' }))];
    const retryIds = new Set(retry.map((entry) => entry.Id));
    pending = pending.filter((entry) => retryIds.has(entry.Id));
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS[attempt - 1] ?? 1000));
  }
  return rejected;
}

/**
 * Queues each job as one message (its JSON). Resolves when every job is on the queue; otherwise
 * throws, after all batches were tried, naming how many could not be queued. Jobs that were
 * queued stay queued, so a caller that retries may queue some jobs twice.
 */
export async function queueEmails<T>(jobs: readonly T[]): Promise<void> {
  if (jobs.length === 0) return;
  const url = queueUrl();
  const batches: SendMessageBatchRequestEntry[][] = [];
  for (let start = 0; start < jobs.length; start += BATCH_SIZE) {
    batches.push(jobs.slice(start, start + BATCH_SIZE).map((job, index) => ({ Id: String(index), MessageBody: JSON.stringify(job) })));
  }
  const rejected: Rejection[] = [];
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++] as SendMessageBatchRequestEntry[];
      rejected.push(...(await sendBatch(url, batch)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(BATCHES_IN_FLIGHT, batches.length) }, worker));
  if (rejected.length > 0) {
    const first = rejected[0] as Rejection;
    throw new Error(`${rejected.length} of ${jobs.length} email job(s) could not be queued (first: ${first.code}: ${first.message})`);
  }
}

import { ReceiveMessageCommand, SQSClient, type Message } from '@aws-sdk/client-sqs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queueEmails } from '#functions/platform/email/queue';
import { startSqs, type SqsEmulator } from '#lib/local/sqs';

let sqs: SqsEmulator;
let client: SQSClient;
let queueCount = 0;
const savedEnv = { SQS_ENDPOINT: process.env.SQS_ENDPOINT, EMAIL_QUEUE_URL: process.env.EMAIL_QUEUE_URL };

beforeAll(async () => {
  sqs = await startSqs({ port: 0 });
  // Read when queueEmails first builds its client, so it must be set before the first call.
  process.env.SQS_ENDPOINT = sqs.endpoint;
  client = new SQSClient({ endpoint: sqs.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
});

afterEach(() => {
  delete process.env.EMAIL_QUEUE_URL;
});

afterAll(async () => {
  client.destroy();
  await sqs.close();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function useFreshQueue(): Promise<string> {
  queueCount += 1;
  const queueUrl = await sqs.createQueue(`email-queue-${queueCount}`);
  process.env.EMAIL_QUEUE_URL = queueUrl;
  return queueUrl;
}

async function drain(queueUrl: string): Promise<Message[]> {
  const all: Message[] = [];
  for (;;) {
    const { Messages = [] } = await client.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10 }));
    if (Messages.length === 0) return all;
    all.push(...Messages);
  }
}

const jobs = (count: number) => Array.from({ length: count }, (_, index) => ({ kind: 'welcome' as const, userId: `user-${index}` }));

describe('queueEmails', () => {
  it('puts 25 jobs on the queue as 25 JSON messages', async () => {
    const queueUrl = await useFreshQueue();

    await queueEmails(jobs(25));

    const bodies = (await drain(queueUrl)).map((message) => JSON.parse(message.Body ?? '') as unknown);
    expect(bodies).toHaveLength(25);
    expect(bodies).toEqual(expect.arrayContaining(jobs(25)));
  });

  it('retries entries SQS failed on its side, queuing each job once', async () => {
    const queueUrl = await useFreshQueue();
    sqs.failNextBatchEntries(4);

    await queueEmails(jobs(12));

    const userIds = (await drain(queueUrl)).map((message) => (JSON.parse(message.Body ?? '') as { userId: string }).userId);
    expect(userIds.sort()).toEqual(
      jobs(12)
        .map((job) => job.userId)
        .sort(),
    );
  });

  it('throws naming how many jobs could not be queued, after queuing the rest', async () => {
    const queueUrl = await useFreshQueue();
    const oversized = { kind: 'welcome', userId: 'x'.repeat(300 * 1024) };

    await expect(queueEmails([...jobs(4), oversized])).rejects.toThrow(
      /^1 of 5 email job\(s\) could not be queued \(first: InvalidParameterValue: /,
    );

    expect(await drain(queueUrl)).toHaveLength(4);
  });

  it('gives up on entries that keep failing after three attempts', async () => {
    const queueUrl = await useFreshQueue();
    sqs.failNextBatchEntries(3);

    await expect(queueEmails(jobs(1))).rejects.toThrow(/^1 of 1 email job\(s\) could not be queued \(first: InternalError: /);

    expect(await drain(queueUrl)).toEqual([]);
  });

  it('says which variable is missing when no queue is bound', async () => {
    await expect(queueEmails(jobs(1))).rejects.toThrow(/EMAIL_QUEUE_URL is not set/);
  });

  it('sends nothing for no jobs', async () => {
    await expect(queueEmails([])).resolves.toBeUndefined();
  });
});

import {
  BatchEntryIdsNotDistinct,
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ListQueuesCommand,
  QueueDoesNotExist,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
  TooManyEntriesInBatchRequest,
  type Message,
} from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startQueueConsumer, type QueueConsumer, type SqsBatchHandler } from '#lib/local/queue-consumer';
import { startSqs, type SqsEmulator } from '#lib/local/sqs';

let sqs: SqsEmulator;
let client: SQSClient;
let queueCount = 0;

beforeAll(async () => {
  sqs = await startSqs({ port: 0 });
  client = new SQSClient({
    endpoint: sqs.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'AKIDLOCALTEST', secretAccessKey: 'local' },
  });
});

afterAll(async () => {
  client.destroy();
  await sqs.close();
});

/** A fresh queue per test, so no test sees another's messages. */
function queueName(): string {
  queueCount += 1;
  return `test-queue-${queueCount}`;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function receive(queueUrl: string, extra: Partial<ConstructorParameters<typeof ReceiveMessageCommand>[0]> = {}): Promise<Message[]> {
  const result = await client.send(
    new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, MessageSystemAttributeNames: ['All'], ...extra }),
  );
  return result.Messages ?? [];
}

describe('local SQS with the real client', () => {
  it('delivers a sent message with its attributes and forgets it once deleted', async () => {
    const queueUrl = await sqs.createQueue(queueName());
    const body = JSON.stringify({ kind: 'welcome', userId: 'u-1', note: 'héllo 🌍' });
    const before = Date.now();

    const sent = await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body }));
    const [message, ...others] = await receive(queueUrl);

    expect(others).toEqual([]);
    expect(message?.MessageId).toBe(sent.MessageId);
    expect(message?.Body).toBe(body);
    expect(message?.MD5OfBody).toBe(md5(body));
    expect(message?.Attributes?.ApproximateReceiveCount).toBe('1');
    expect(message?.Attributes?.SenderId).toBe('AKIDLOCALTEST');
    expect(Number(message?.Attributes?.SentTimestamp)).toBeGreaterThanOrEqual(before);
    expect(Number(message?.Attributes?.ApproximateFirstReceiveTimestamp)).toBeGreaterThanOrEqual(
      Number(message?.Attributes?.SentTimestamp),
    );
    expect(sqs.stats(queueUrl)).toEqual({ visible: 0, inFlight: 1, delayed: 0 });

    await client.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: message?.ReceiptHandle }));
    expect(sqs.stats(queueUrl)).toEqual({ visible: 0, inFlight: 0, delayed: 0 });
  });

  it('returns only the system attributes asked for', async () => {
    const queueUrl = await sqs.createQueue(queueName());
    await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'x' }));

    const [message] = await receive(queueUrl, { MessageSystemAttributeNames: ['ApproximateReceiveCount'] });

    expect(message?.Attributes).toEqual({ ApproximateReceiveCount: '1' });
  });

  it('answers with body checksums the client verifies', async () => {
    const queueUrl = await sqs.createQueue(queueName());
    sqs.corruptNextChecksum();

    await expect(client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'checked' }))).rejects.toThrow(
      'InvalidChecksumError',
    );

    sqs.corruptNextChecksum();
    await expect(receive(queueUrl)).rejects.toThrow(/Invalid MD5 checksum on messages/);
  });

  it('fails only the oversized entry of a batch', async () => {
    const queueUrl = await sqs.createQueue(queueName());

    const result = await client.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: [
          { Id: 'small-1', MessageBody: 'a' },
          { Id: 'too-big', MessageBody: 'x'.repeat(256 * 1024 + 1) },
          { Id: 'small-2', MessageBody: 'b' },
        ],
      }),
    );

    expect(result.Successful?.map((entry) => entry.Id)).toEqual(['small-1', 'small-2']);
    expect(result.Failed).toEqual([expect.objectContaining({ Id: 'too-big', SenderFault: true, Code: 'InvalidParameterValue' })]);
    expect(sqs.stats(queueUrl).visible).toBe(2);
  });

  it('refuses a batch of more than ten entries or with repeated ids as a whole', async () => {
    const queueUrl = await sqs.createQueue(queueName());
    const entries = Array.from({ length: 11 }, (_, index) => ({ Id: `e${index}`, MessageBody: 'x' }));

    await expect(client.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }))).rejects.toBeInstanceOf(
      TooManyEntriesInBatchRequest,
    );
    await expect(
      client.send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: [
            { Id: 'same', MessageBody: 'a' },
            { Id: 'same', MessageBody: 'b' },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(BatchEntryIdsNotDistinct);
    expect(sqs.stats(queueUrl).visible).toBe(0);
  });

  it('delivers a message again after its visibility timeout, with a new receipt handle', async () => {
    const queueUrl = await sqs.createQueue(queueName(), { visibilityTimeoutSeconds: 1 });
    await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'again' }));
    const [first] = await receive(queueUrl);

    expect(await receive(queueUrl)).toEqual([]);
    await sleep(1100);
    const [second] = await receive(queueUrl);

    expect(second?.MessageId).toBe(first?.MessageId);
    expect(second?.Attributes?.ApproximateReceiveCount).toBe('2');
    expect(second?.Attributes?.ApproximateFirstReceiveTimestamp).toBe(first?.Attributes?.ApproximateFirstReceiveTimestamp);
    expect(second?.ReceiptHandle).not.toBe(first?.ReceiptHandle);
  });

  it('ignores a delete with the receipt handle of an earlier receive', async () => {
    const queueUrl = await sqs.createQueue(queueName());
    await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'stale' }));
    const [first] = await receive(queueUrl, { VisibilityTimeout: 0 });
    const [second] = await receive(queueUrl);

    await client.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: first?.ReceiptHandle }));
    expect(sqs.stats(queueUrl).inFlight).toBe(1);

    await client.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: second?.ReceiptHandle }));
    expect(sqs.stats(queueUrl).inFlight).toBe(0);
  });

  it('makes a message visible at once when its visibility is changed to zero', async () => {
    const queueUrl = await sqs.createQueue(queueName());
    await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'back' }));
    const [message] = await receive(queueUrl);

    await client.send(
      new ChangeMessageVisibilityCommand({ QueueUrl: queueUrl, ReceiptHandle: message?.ReceiptHandle, VisibilityTimeout: 0 }),
    );

    expect((await receive(queueUrl)).map((again) => again.MessageId)).toEqual([message?.MessageId]);
  });

  it('moves a message received more than maxReceiveCount times to the dead-letter queue', async () => {
    const deadLetterName = queueName();
    const queueUrl = await sqs.createQueue(queueName(), { deadLetter: { queueName: deadLetterName, maxReceiveCount: 2 } });
    const deadLetterUrl = (await client.send(new GetQueueUrlCommand({ QueueName: deadLetterName }))).QueueUrl as string;
    const sent = await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'poison' }));

    expect(await receive(queueUrl, { VisibilityTimeout: 0 })).toHaveLength(1);
    expect(await receive(queueUrl, { VisibilityTimeout: 0 })).toHaveLength(1);
    expect(await receive(queueUrl, { VisibilityTimeout: 0 })).toEqual([]);

    const [dead] = await receive(deadLetterUrl);
    expect(dead?.MessageId).toBe(sent.MessageId);
    expect(dead?.Body).toBe('poison');
    expect(dead?.Attributes?.DeadLetterQueueSourceArn).toBe(sqs.queueArn(queueUrl));
    expect(sqs.stats(queueUrl)).toEqual({ visible: 0, inFlight: 0, delayed: 0 });
  });

  it('reports the queue counts and ARN through GetQueueAttributes', async () => {
    const name = queueName();
    const queueUrl = await sqs.createQueue(name);
    await client.send(
      new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: ['a', 'b', 'c'].map((id) => ({ Id: id, MessageBody: id })) }),
    );
    await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'later', DelaySeconds: 60 }));
    await receive(queueUrl, { MaxNumberOfMessages: 1 });

    const { Attributes } = await client.send(
      new GetQueueAttributesCommand({
        QueueUrl: queueUrl,
        AttributeNames: [
          'ApproximateNumberOfMessages',
          'ApproximateNumberOfMessagesNotVisible',
          'ApproximateNumberOfMessagesDelayed',
          'QueueArn',
        ],
      }),
    );

    expect(Attributes).toEqual({
      ApproximateNumberOfMessages: '2',
      ApproximateNumberOfMessagesNotVisible: '1',
      ApproximateNumberOfMessagesDelayed: '1',
      QueueArn: `arn:aws:sqs:local:000000000000:${name}`,
    });
  });

  it('answers a long poll as soon as a message arrives', async () => {
    const queueUrl = await sqs.createQueue(queueName());
    const started = Date.now();
    const polling = receive(queueUrl, { WaitTimeSeconds: 10 });

    await sleep(200);
    await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'wake up' }));
    const messages = await polling;

    expect(messages.map((message) => message.Body)).toEqual(['wake up']);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers an empty long poll after its wait time', async () => {
    const queueUrl = await sqs.createQueue(queueName());
    const started = Date.now();

    expect(await receive(queueUrl, { WaitTimeSeconds: 1 })).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('gives no message to a long poll its client abandoned', async () => {
    const queueUrl = await sqs.createQueue(queueName());
    const abandoned = new AbortController();
    const polling = client.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 10 }), { abortSignal: abandoned.signal });
    await sleep(100);

    abandoned.abort();
    await expect(polling).rejects.toThrow();
    await sleep(50);
    await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'kept' }));
    await sleep(50);

    expect(sqs.stats(queueUrl)).toEqual({ visible: 1, inFlight: 0, delayed: 0 });
  });

  it('raises QueueDoesNotExist for an unknown queue', async () => {
    await expect(client.send(new GetQueueUrlCommand({ QueueName: 'no-such-queue' }))).rejects.toBeInstanceOf(QueueDoesNotExist);
    await expect(
      client.send(new SendMessageCommand({ QueueUrl: `${sqs.endpoint}/000000000000/no-such-queue`, MessageBody: 'x' })),
    ).rejects.toBeInstanceOf(QueueDoesNotExist);
  });

  it('refuses an action it does not emulate with an error the client surfaces', async () => {
    const error: unknown = await client.send(new ListQueuesCommand({})).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ name: 'InvalidAction', $metadata: { httpStatusCode: 400 } });
    expect((error as Error).message).toContain('ListQueues');
  });

  it('refuses unsigned requests and the old query protocol', async () => {
    const unsigned = await fetch(sqs.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AmazonSQS.GetQueueUrl' },
      body: '{}',
    });
    const query = await fetch(sqs.endpoint, {
      method: 'POST',
      headers: { authorization: 'AWS4-HMAC-SHA256 x', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'Action=ListQueues',
    });

    expect(unsigned.status).toBe(403);
    expect(query.status).toBe(415);
  });
});

describe('local SQS event source (queue consumer)', () => {
  let consumer: QueueConsumer | undefined;

  afterEach(async () => {
    await consumer?.stop();
    consumer = undefined;
  });

  async function sendBodies(queueUrl: string, bodies: string[]): Promise<void> {
    await client.send(
      new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: bodies.map((body, index) => ({ Id: String(index), MessageBody: body })) }),
    );
  }

  function consume(queueUrl: string, handler: SqsBatchHandler, log: (line: string) => void = () => undefined): QueueConsumer {
    consumer = startQueueConsumer({ client, queueUrl, queueArn: sqs.queueArn(queueUrl), handler, waitTimeSeconds: 1, log });
    return consumer;
  }

  it('hands the handler SQS-shaped records', async () => {
    const queueUrl = await sqs.createQueue(queueName());
    const events: SQSEvent[] = [];
    const running = consume(queueUrl, async (event) => {
      events.push(event);
    });

    await sendBodies(queueUrl, ['{"kind":"welcome","userId":"u-1"}']);
    await running.idle({ timeoutMs: 5000 });

    const record = events[0]?.Records[0];
    expect(record).toMatchObject({
      body: '{"kind":"welcome","userId":"u-1"}',
      md5OfBody: md5('{"kind":"welcome","userId":"u-1"}'),
      messageAttributes: {},
      eventSource: 'aws:sqs',
      eventSourceARN: sqs.queueArn(queueUrl),
      awsRegion: 'local',
      attributes: { ApproximateReceiveCount: '1', SenderId: 'AKIDLOCALTEST' },
    });
    expect(record?.messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(record?.attributes.SentTimestamp)).toBeGreaterThan(0);
    expect(Number(record?.attributes.ApproximateFirstReceiveTimestamp)).toBeGreaterThan(0);
  });

  it('deletes the successes and delivers only the reported failure again', async () => {
    const queueUrl = await sqs.createQueue(queueName(), { visibilityTimeoutSeconds: 1 });
    const deliveries: { body: string; receiveCount: string }[][] = [];
    const running = consume(queueUrl, async (event) => {
      deliveries.push(event.Records.map((record) => ({ body: record.body, receiveCount: record.attributes.ApproximateReceiveCount })));
      const failing = event.Records.filter((record) => record.body === 'fails-once' && record.attributes.ApproximateReceiveCount === '1');
      return { batchItemFailures: failing.map((record) => ({ itemIdentifier: record.messageId })) };
    });

    await sendBodies(queueUrl, ['ok-1', 'fails-once', 'ok-2']);
    await running.idle({ timeoutMs: 5000 });

    expect(
      deliveries
        .flat()
        .filter((delivery) => delivery.receiveCount === '1')
        .map((delivery) => delivery.body)
        .sort(),
    ).toEqual(['fails-once', 'ok-1', 'ok-2']);
    expect(deliveries.flat().filter((delivery) => delivery.receiveCount !== '1')).toEqual([{ body: 'fails-once', receiveCount: '2' }]);
  });

  it('keeps the whole batch when the handler throws, logging one short line', async () => {
    const queueUrl = await sqs.createQueue(queueName(), { visibilityTimeoutSeconds: 1 });
    const lines: string[] = [];
    let calls = 0;
    const running = consume(
      queueUrl,
      async (event) => {
        calls += 1;
        if (calls === 1) throw new Error(`mail service down\n    at a stack line (${event.Records.length} records)`);
      },
      (line) => lines.push(line),
    );

    await sendBodies(queueUrl, ['a', 'b']);
    await running.idle({ timeoutMs: 5000 });

    expect(calls).toBe(2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('mail service down');
    expect(lines[0]).not.toContain('\n');
  });

  it('keeps the whole batch when a reported failure has an empty identifier', async () => {
    const queueUrl = await sqs.createQueue(queueName(), { visibilityTimeoutSeconds: 1 });
    const receiveCounts: string[] = [];
    const running = consume(queueUrl, async (event) => {
      receiveCounts.push(...event.Records.map((record) => record.attributes.ApproximateReceiveCount));
      return receiveCounts.length === 1 ? { batchItemFailures: [{ itemIdentifier: '' }] } : { batchItemFailures: [] };
    });

    await sendBodies(queueUrl, ['only']);
    await running.idle({ timeoutMs: 5000 });

    expect(receiveCounts).toEqual(['1', '2']);
  });

  it('leaves a message that always fails to the dead-letter queue', async () => {
    const deadLetterName = queueName();
    const queueUrl = await sqs.createQueue(queueName(), {
      visibilityTimeoutSeconds: 1,
      deadLetter: { queueName: deadLetterName, maxReceiveCount: 2 },
    });
    let calls = 0;
    const running = consume(queueUrl, async (event) => {
      calls += 1;
      return { batchItemFailures: event.Records.map((record) => ({ itemIdentifier: record.messageId })) };
    });

    await sendBodies(queueUrl, ['poison']);
    await running.idle({ timeoutMs: 8000 });

    expect(calls).toBe(2);
    const deadLetterUrl = (await client.send(new GetQueueUrlCommand({ QueueName: deadLetterName }))).QueueUrl as string;
    expect(sqs.stats(deadLetterUrl).visible).toBe(1);
  });

  it('stops without waiting for its long poll to end', async () => {
    const queueUrl = await sqs.createQueue(queueName());
    const running = startQueueConsumer({
      client,
      queueUrl,
      queueArn: sqs.queueArn(queueUrl),
      handler: async () => undefined,
      waitTimeSeconds: 20,
    });
    await sleep(100);
    const started = Date.now();

    await running.stop();

    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('processes batches with several pollers at once', async () => {
    const queueUrl = await sqs.createQueue(queueName());
    const seen: string[] = [];
    let inHandler = 0;
    let mostAtOnce = 0;
    consumer = startQueueConsumer({
      client,
      queueUrl,
      queueArn: sqs.queueArn(queueUrl),
      batchSize: 2,
      concurrency: 3,
      waitTimeSeconds: 1,
      handler: async (event) => {
        inHandler += 1;
        mostAtOnce = Math.max(mostAtOnce, inHandler);
        await sleep(100);
        seen.push(...event.Records.map((record) => record.body));
        inHandler -= 1;
      },
    });

    await sendBodies(queueUrl, ['1', '2', '3', '4', '5', '6']);
    await consumer.idle({ timeoutMs: 5000 });

    expect(seen.sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(mostAtOnce).toBeGreaterThan(1);
  });
});

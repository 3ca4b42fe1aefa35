import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BodyTooLarge, readBody } from './http-body';

/**
 * A local SQS that the real `@aws-sdk/client-sqs` (3.11xx, AWS JSON 1.0 protocol) talks to:
 * standard queues in memory, with visibility timeouts, delays, long polling, batches and redrive
 * to a dead-letter queue. Errors carry `__type` and the `x-amzn-query-error` header as SQS sends
 * them, so the client raises its own exception classes (QueueDoesNotExist, ...). It covers what
 * CommentSpark's email queue uses; see `ACTIONS` for the list. Not covered: FIFO queues, message
 * attributes, SetQueueAttributes, DeleteQueue, ListQueues, tags, policies and encryption.
 */

export interface SqsEmulatorOptions {
  /** 0 picks a free port. */
  port: number;
  /** Interface to listen on; 127.0.0.1 unless told. */
  host?: string;
  /** Region in the queue ARNs. @default 'local' */
  region?: string;
}

export interface CreateQueueOptions {
  visibilityTimeoutSeconds?: number;
  /** Created first when it does not exist yet. */
  deadLetter?: { queueName: string; maxReceiveCount: number };
}

export interface QueueStats {
  /** Ready to be received. */
  visible: number;
  /** Received and not yet deleted or back to visible. */
  inFlight: number;
  /** Sent with a delay that has not passed yet. */
  delayed: number;
}

export interface SqsEmulator {
  /** A page listing the queues with their counts (GET). */
  url: string;
  /** The endpoint for SQS clients (SQS_ENDPOINT). */
  endpoint: string;
  region: string;
  close(): Promise<void>;
  /** Creates the queue (and its dead-letter queue) as CreateQueue does, returning its URL. */
  createQueue(name: string, options?: CreateQueueOptions): Promise<string>;
  queueArn(queueUrl: string): string;
  stats(queueUrl: string): QueueStats;
  /**
   * The next answer that carries an MD5 of a body (SendMessage, SendMessageBatch, ReceiveMessage)
   * carries a wrong one: proves the client checks them.
   */
  corruptNextChecksum(): void;
  /** The next `count` SendMessageBatch entries fail as SQS's own fault (SenderFault false), for retry tests. */
  failNextBatchEntries(count: number): void;
}

export const ACCOUNT_ID = '000000000000';

const ACTIONS = [
  'CreateQueue',
  'GetQueueUrl',
  'GetQueueAttributes',
  'SendMessage',
  'SendMessageBatch',
  'ReceiveMessage',
  'DeleteMessage',
  'DeleteMessageBatch',
  'ChangeMessageVisibility',
  'PurgeQueue',
] as const;
type Action = (typeof ACTIONS)[number];

const MAX_BATCH_ENTRIES = 10;
/** The whole SendMessageBatch payload; SQS's ceiling since 2026 (each message is also held to its queue's MaximumMessageSize). */
const MAX_BATCH_BYTES = 1024 * 1024;
const MAX_REQUEST_BYTES = 8 * 1024 * 1024;
const MAX_WAIT_SECONDS = 20;
const MAX_VISIBILITY_SECONDS = 12 * 60 * 60;

interface AttributeRule {
  default?: string;
  min: number;
  max: number;
}

/** The settable queue attributes the emulator honours; any other name is refused. */
const SETTABLE: Record<string, AttributeRule> = {
  VisibilityTimeout: { default: '30', min: 0, max: MAX_VISIBILITY_SECONDS },
  DelaySeconds: { default: '0', min: 0, max: 900 },
  // SQS's default until 2026; the app keeps to it (EmailJob bodies are a few hundred bytes).
  MaximumMessageSize: { default: '262144', min: 1024, max: 1024 * 1024 },
  MessageRetentionPeriod: { default: '345600', min: 60, max: 1_209_600 },
  ReceiveMessageWaitTimeSeconds: { default: '0', min: 0, max: MAX_WAIT_SECONDS },
};
const READ_ONLY = [
  'QueueArn',
  'ApproximateNumberOfMessages',
  'ApproximateNumberOfMessagesNotVisible',
  'ApproximateNumberOfMessagesDelayed',
  'CreatedTimestamp',
  'LastModifiedTimestamp',
] as const;
const SYSTEM_ATTRIBUTES = [
  'ApproximateReceiveCount',
  'ApproximateFirstReceiveTimestamp',
  'SentTimestamp',
  'SenderId',
  'DeadLetterQueueSourceArn',
] as const;
/** Accepted in ReceiveMessage requests but never present on a standard queue's messages. */
const ABSENT_SYSTEM_ATTRIBUTES = ['AWSTraceHeader', 'MessageDeduplicationId', 'MessageGroupId', 'SequenceNumber'];

// The characters SQS allows in a message body (the XML 1.0 character set).
const INVALID_BODY_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const QUEUE_NAME = /^[A-Za-z0-9_-]{1,80}$/;
const BATCH_ENTRY_ID = /^[A-Za-z0-9_-]{1,80}$/;

interface StoredMessage {
  readonly id: string;
  readonly body: string;
  readonly md5: string;
  /** Epoch ms; kept when the message moves to a dead-letter queue, as SQS does. */
  readonly sentAt: number;
  readonly senderId: string;
  receiveCount: number;
  firstReceiveAt: number | null;
  /** Epoch ms before which the message cannot be received (delay or visibility timeout). */
  visibleAt: number;
  /** Only the latest handle deletes or changes the message. */
  receiptHandle: string | null;
  deadLetterSourceArn: string | null;
}

interface RedrivePolicy {
  deadLetterTargetArn: string;
  maxReceiveCount: number;
}

interface Queue {
  readonly name: string;
  readonly arn: string;
  readonly createdAt: number;
  readonly attributes: Record<string, string>;
  readonly redrive: RedrivePolicy | null;
  /** Insertion order stands in for SQS's best-effort ordering. */
  readonly messages: Map<string, StoredMessage>;
  readonly waiters: Set<() => void>;
}

/** An error the client maps to its own exception: `type` is the shape name, `queryCode` the x-amzn-query-error code. */
class SqsError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly queryCode: string = type,
    readonly status = 400,
    readonly fault: 'Sender' | 'Receiver' = 'Sender',
    /** Namespace of the shape: SQS's own, or the service framework's for protocol-level errors. */
    readonly namespace = 'com.amazonaws.sqs',
  ) {
    super(message);
  }
}

const errors = {
  queueDoesNotExist: () =>
    new SqsError('QueueDoesNotExist', 'The specified queue does not exist.', 'AWS.SimpleQueueService.NonExistentQueue'),
  invalidParameter: (message: string) => new SqsError('InvalidParameterValue', message),
  missingParameter: (name: string) => new SqsError('MissingParameter', `The request must contain the parameter ${name}.`),
  receiptHandleIsInvalid: (handle: string) =>
    new SqsError(
      'ReceiptHandleIsInvalid',
      `The input receipt handle "${handle}" is not a valid receipt handle.`,
      'ReceiptHandleIsInvalid',
      404,
    ),
};

type Input = Record<string, unknown>;

function requireString(input: Input, name: string): string {
  const value = input[name];
  if (value === undefined || value === null || value === '') throw errors.missingParameter(name);
  if (typeof value !== 'string') throw errors.invalidParameter(`Value for parameter ${name} must be a string.`);
  return value;
}

function optionalInt(input: Input, name: string, min: number, max: number): number | undefined {
  const value = input[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw errors.invalidParameter(
      `Value ${String(value)} for parameter ${name} is invalid. Reason: Must be an integer from ${min} to ${max}.`,
    );
  }
  return value;
}

function stringList(input: Input, name: string): string[] {
  const value = input[name];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    throw errors.invalidParameter(`Value for parameter ${name} must be a list of strings.`);
  return value as string[];
}

function entryList(input: Input): Input[] {
  const value = input.Entries;
  if (value === undefined || value === null) throw errors.missingParameter('Entries');
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'object' || entry === null))
    throw errors.invalidParameter('Entries must be a list of objects.');
  if (value.length === 0)
    throw new SqsError(
      'EmptyBatchRequest',
      'There should be at least one entry in the request.',
      'AWS.SimpleQueueService.EmptyBatchRequest',
    );
  if (value.length > MAX_BATCH_ENTRIES) {
    throw new SqsError(
      'TooManyEntriesInBatchRequest',
      `Maximum number of entries per request are ${MAX_BATCH_ENTRIES}. You have sent ${value.length}.`,
      'AWS.SimpleQueueService.TooManyEntriesInBatchRequest',
    );
  }
  const entries = value as Input[];
  const seen = new Set<string>();
  for (const entry of entries) {
    const id = entry.Id;
    if (typeof id !== 'string' || !BATCH_ENTRY_ID.test(id)) {
      throw new SqsError(
        'InvalidBatchEntryId',
        'A batch entry id can only contain alphanumeric characters, hyphens and underscores. It can be at most 80 letters long.',
        'AWS.SimpleQueueService.InvalidBatchEntryId',
      );
    }
    if (seen.has(id))
      throw new SqsError('BatchEntryIdsNotDistinct', `Id ${id} repeated.`, 'AWS.SimpleQueueService.BatchEntryIdsNotDistinct');
    seen.add(id);
  }
  return entries;
}

function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

function parseRedrivePolicy(value: string): RedrivePolicy {
  const invalid = (reason: string) => errors.invalidParameter(`Value ${value} for parameter RedrivePolicy is invalid. Reason: ${reason}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw invalid('Redrive policy is not a valid JSON map.');
  }
  const policy = parsed as { deadLetterTargetArn?: unknown; maxReceiveCount?: unknown };
  if (typeof policy !== 'object' || policy === null || typeof policy.deadLetterTargetArn !== 'string')
    throw invalid('Redrive policy does not contain a deadLetterTargetArn.');
  const count = Number(policy.maxReceiveCount);
  if (!Number.isInteger(count) || count < 1 || count > 1000)
    throw invalid('Invalid value for maxReceiveCount: must be an integer from 1 to 1000.');
  return { deadLetterTargetArn: policy.deadLetterTargetArn, maxReceiveCount: count };
}

/** The access key of the request's SigV4 credential: SQS reports the sender's identity as SenderId. */
function senderOf(authorization: string): string {
  return /Credential=([^/,\s]+)\//.exec(authorization)?.[1] ?? 'AIDALOCALSENDER';
}

export async function startSqs(options: SqsEmulatorOptions): Promise<SqsEmulator> {
  const host = options.host ?? '127.0.0.1';
  const region = options.region ?? 'local';
  const queues = new Map<string, Queue>();
  let endpoint = '';
  let corruptChecksums = 0;
  let failingEntries = 0;
  let closed = false;

  const queueUrlOf = (queue: Queue) => `${endpoint}/${ACCOUNT_ID}/${queue.name}`;
  const checksum = (body: string) => {
    if (corruptChecksums === 0) return md5(body);
    corruptChecksums -= 1;
    return md5(`${body}#corrupted`);
  };

  // Clients may reach us under another host name (localhost, a container name): only the path counts.
  const queueFromUrl = (queueUrl: string): Queue => {
    let path: string;
    try {
      path = new URL(queueUrl).pathname;
    } catch {
      throw errors.queueDoesNotExist();
    }
    const [, account, name, ...rest] = path.split('/');
    const queue = account === ACCOUNT_ID && rest.length === 0 && name ? queues.get(name) : undefined;
    if (!queue) throw errors.queueDoesNotExist();
    return queue;
  };
  const queueFromInput = (input: Input) => queueFromUrl(requireString(input, 'QueueUrl'));

  const wake = (queue: Queue) => {
    for (const resolve of [...queue.waiters]) resolve();
  };

  /** Drops messages past the queue's retention period. */
  const expire = (queue: Queue, now: number) => {
    const retentionMs = Number(queue.attributes.MessageRetentionPeriod) * 1000;
    for (const message of queue.messages.values()) {
      if (message.sentAt + retentionMs <= now) queue.messages.delete(message.id);
    }
  };

  const countsOf = (queue: Queue): QueueStats => {
    const now = Date.now();
    expire(queue, now);
    const counts = { visible: 0, inFlight: 0, delayed: 0 };
    for (const message of queue.messages.values()) {
      if (message.visibleAt <= now) counts.visible += 1;
      else if (message.receiveCount > 0) counts.inFlight += 1;
      else counts.delayed += 1;
    }
    return counts;
  };

  const createQueue = (name: string, requested: Record<string, string>): Queue => {
    if (name.endsWith('.fifo') || 'FifoQueue' in requested) {
      throw new SqsError('UnsupportedOperation', 'FIFO queues are not emulated locally.', 'AWS.SimpleQueueService.UnsupportedOperation');
    }
    if (!QUEUE_NAME.test(name)) {
      throw errors.invalidParameter('Can only include alphanumeric characters, hyphens, or underscores. 1 to 80 in length');
    }
    const attributes: Record<string, string> = {};
    for (const [key, rule] of Object.entries(SETTABLE)) if (rule.default !== undefined) attributes[key] = rule.default;
    let redrive: RedrivePolicy | null = null;
    for (const [key, value] of Object.entries(requested)) {
      if (typeof value !== 'string') throw new SqsError('InvalidAttributeValue', `Value for attribute ${key} must be a string.`);
      if (key === 'RedrivePolicy') {
        redrive = parseRedrivePolicy(value);
        const target = [...queues.values()].find((queue) => queue.arn === redrive?.deadLetterTargetArn);
        if (!target)
          throw errors.invalidParameter(
            `Value ${value} for parameter RedrivePolicy is invalid. Reason: Dead letter target does not exist.`,
          );
        attributes[key] = JSON.stringify(redrive);
        continue;
      }
      const rule = SETTABLE[key];
      if (!rule) throw new SqsError('InvalidAttributeName', `Unknown Attribute ${key}.`);
      const number = Number(value);
      if (!/^\d+$/.test(value) || number < rule.min || number > rule.max) {
        throw new SqsError(
          'InvalidAttributeValue',
          `Invalid value for the parameter ${key}. Must be an integer from ${rule.min} to ${rule.max}.`,
        );
      }
      attributes[key] = String(number);
    }
    const existing = queues.get(name);
    if (existing) {
      const differs = Object.keys(requested).some((key) => existing.attributes[key] !== attributes[key]);
      if (differs)
        throw new SqsError(
          'QueueNameExists',
          `A queue already exists with the same name and a different value for attribute(s) ${Object.keys(requested).join(', ')}`,
          'QueueAlreadyExists',
        );
      return existing;
    }
    const queue: Queue = {
      name,
      arn: `arn:aws:sqs:${region}:${ACCOUNT_ID}:${name}`,
      createdAt: Date.now(),
      attributes,
      redrive,
      messages: new Map(),
      waiters: new Set(),
    };
    queues.set(name, queue);
    return queue;
  };

  /** Validates one message for `queue`; the error, or null when it can be sent. */
  const messageProblem = (queue: Queue, body: unknown, delaySeconds: unknown): SqsError | null => {
    if (body === undefined || body === null || body === '') return errors.missingParameter('MessageBody');
    if (typeof body !== 'string') return errors.invalidParameter('Value for parameter MessageBody must be a string.');
    const limit = Number(queue.attributes.MaximumMessageSize);
    if (Buffer.byteLength(body, 'utf8') > limit)
      return errors.invalidParameter(`One or more parameters are invalid. Reason: Message must be shorter than ${limit} bytes.`);
    if (INVALID_BODY_CHAR.test(body))
      return new SqsError(
        'InvalidMessageContents',
        'Invalid binary character in the message body: only the XML 1.0 character set is allowed.',
      );
    if (
      delaySeconds !== undefined &&
      delaySeconds !== null &&
      (typeof delaySeconds !== 'number' || !Number.isInteger(delaySeconds) || delaySeconds < 0 || delaySeconds > 900)
    ) {
      return errors.invalidParameter(
        `Value ${String(delaySeconds)} for parameter DelaySeconds is invalid. Reason: Must be an integer from 0 to 900.`,
      );
    }
    return null;
  };

  const refuseMessageAttributes = (input: Input) => {
    for (const name of ['MessageAttributes', 'MessageSystemAttributes', 'MessageGroupId', 'MessageDeduplicationId']) {
      const value = input[name];
      if (value !== undefined && value !== null && !(typeof value === 'object' && Object.keys(value).length === 0)) {
        throw new SqsError('UnsupportedOperation', `${name} is not emulated locally.`, 'AWS.SimpleQueueService.UnsupportedOperation');
      }
    }
  };

  const enqueue = (queue: Queue, body: string, delaySeconds: number | undefined, senderId: string): StoredMessage => {
    const now = Date.now();
    const delay = delaySeconds ?? Number(queue.attributes.DelaySeconds);
    const message: StoredMessage = {
      id: randomUUID(),
      body,
      md5: md5(body),
      sentAt: now,
      senderId,
      receiveCount: 0,
      firstReceiveAt: null,
      visibleAt: now + delay * 1000,
      receiptHandle: null,
      deadLetterSourceArn: null,
    };
    queue.messages.set(message.id, message);
    wake(queue);
    return message;
  };

  const moveToDeadLetter = (queue: Queue, message: StoredMessage, target: Queue, now: number) => {
    queue.messages.delete(message.id);
    target.messages.set(message.id, {
      ...message,
      receiveCount: 0,
      firstReceiveAt: null,
      visibleAt: now,
      receiptHandle: null,
      deadLetterSourceArn: queue.arn,
    });
    wake(target);
  };

  /** Takes up to `max` visible messages, redriving those already received maxReceiveCount times. */
  const take = (queue: Queue, max: number, visibilitySeconds: number): StoredMessage[] => {
    const now = Date.now();
    expire(queue, now);
    const target = queue.redrive
      ? [...queues.values()].find((candidate) => candidate.arn === queue.redrive?.deadLetterTargetArn)
      : undefined;
    const taken: StoredMessage[] = [];
    for (const message of queue.messages.values()) {
      if (taken.length >= max) break;
      if (message.visibleAt > now) continue;
      if (queue.redrive && target && message.receiveCount >= queue.redrive.maxReceiveCount) {
        moveToDeadLetter(queue, message, target, now);
        continue;
      }
      message.receiveCount += 1;
      message.firstReceiveAt ??= now;
      message.visibleAt = now + visibilitySeconds * 1000;
      message.receiptHandle = Buffer.from(JSON.stringify([queue.name, message.id, randomBytes(12).toString('base64url')])).toString(
        'base64url',
      );
      taken.push(message);
    }
    return taken;
  };

  /** When the next delayed or in-flight message becomes visible, if any. */
  const nextVisibleAt = (queue: Queue): number => {
    let next = Infinity;
    for (const message of queue.messages.values()) next = Math.min(next, message.visibleAt);
    return next;
  };

  const waitForChange = (queue: Queue, ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        queue.waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      queue.waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });

  /** The message a receipt handle names, or null when it no longer exists or was received again since. */
  const messageForHandle = (queue: Queue, handle: string): StoredMessage | null => {
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(handle, 'base64url').toString('utf8'));
    } catch {
      throw errors.receiptHandleIsInvalid(handle);
    }
    if (!Array.isArray(decoded) || decoded.length !== 3 || decoded[0] !== queue.name || typeof decoded[1] !== 'string')
      throw errors.receiptHandleIsInvalid(handle);
    const message = queue.messages.get(decoded[1]);
    return message && message.receiptHandle === handle ? message : null;
  };

  const changeVisibility = (queue: Queue, handle: string, seconds: number) => {
    const message = messageForHandle(queue, handle);
    const now = Date.now();
    if (!message || message.visibleAt <= now) {
      throw new SqsError('MessageNotInflight', 'The message referred to is not in flight.', 'AWS.SimpleQueueService.MessageNotInflight');
    }
    message.visibleAt = now + seconds * 1000;
    if (seconds === 0) wake(queue);
  };

  const queueAttributes = (queue: Queue, names: string[]): Record<string, string> => {
    const all = names.includes('All');
    const wanted = all ? [...Object.keys(queue.attributes), ...READ_ONLY] : names;
    const counts = countsOf(queue);
    const result: Record<string, string> = {};
    for (const name of wanted) {
      if (name === 'All') continue;
      if (Object.hasOwn(queue.attributes, name)) {
        result[name] = queue.attributes[name] as string;
        continue;
      }
      switch (name) {
        case 'QueueArn':
          result[name] = queue.arn;
          break;
        case 'ApproximateNumberOfMessages':
          result[name] = String(counts.visible);
          break;
        case 'ApproximateNumberOfMessagesNotVisible':
          result[name] = String(counts.inFlight);
          break;
        case 'ApproximateNumberOfMessagesDelayed':
          result[name] = String(counts.delayed);
          break;
        case 'CreatedTimestamp':
        case 'LastModifiedTimestamp':
          result[name] = String(Math.floor(queue.createdAt / 1000));
          break;
        case 'RedrivePolicy':
          break;
        default:
          throw new SqsError('InvalidAttributeName', `Unknown Attribute ${name}.`);
      }
    }
    return result;
  };

  const messageAttributes = (message: StoredMessage, names: Set<string>): Record<string, string> | undefined => {
    const all = names.has('All');
    const values: Record<(typeof SYSTEM_ATTRIBUTES)[number], string | null> = {
      ApproximateReceiveCount: String(message.receiveCount),
      ApproximateFirstReceiveTimestamp: String(message.firstReceiveAt ?? Date.now()),
      SentTimestamp: String(message.sentAt),
      SenderId: message.senderId,
      DeadLetterQueueSourceArn: message.deadLetterSourceArn,
    };
    const result: Record<string, string> = {};
    for (const name of SYSTEM_ATTRIBUTES) {
      const value = values[name];
      if ((all || names.has(name)) && value !== null) result[name] = value;
    }
    return Object.keys(result).length > 0 ? result : undefined;
  };

  const handlers: Record<Action, (input: Input, context: { senderId: string; signal: AbortSignal }) => Promise<object> | object> = {
    CreateQueue: (input) => {
      const name = requireString(input, 'QueueName');
      const requested = (input.Attributes ?? {}) as Record<string, string>;
      if (typeof requested !== 'object') throw errors.invalidParameter('Attributes must be a map.');
      return { QueueUrl: queueUrlOf(createQueue(name, requested)) };
    },
    GetQueueUrl: (input) => {
      const queue = queues.get(requireString(input, 'QueueName'));
      if (!queue) throw errors.queueDoesNotExist();
      return { QueueUrl: queueUrlOf(queue) };
    },
    GetQueueAttributes: (input) => {
      const queue = queueFromInput(input);
      const attributes = queueAttributes(queue, stringList(input, 'AttributeNames'));
      return Object.keys(attributes).length > 0 ? { Attributes: attributes } : {};
    },
    SendMessage: (input, { senderId }) => {
      const queue = queueFromInput(input);
      refuseMessageAttributes(input);
      const problem = messageProblem(queue, input.MessageBody, input.DelaySeconds);
      if (problem) throw problem;
      const message = enqueue(queue, input.MessageBody as string, input.DelaySeconds as number | undefined, senderId);
      return { MessageId: message.id, MD5OfMessageBody: checksum(message.body) };
    },
    SendMessageBatch: (input, { senderId }) => {
      const queue = queueFromInput(input);
      const entries = entryList(input);
      const total = entries.reduce(
        (sum, entry) => sum + (typeof entry.MessageBody === 'string' ? Buffer.byteLength(entry.MessageBody, 'utf8') : 0),
        0,
      );
      if (total > MAX_BATCH_BYTES) {
        throw new SqsError(
          'BatchRequestTooLong',
          `Batch requests cannot be longer than ${MAX_BATCH_BYTES} bytes. You have sent ${total} bytes.`,
          'AWS.SimpleQueueService.BatchRequestTooLong',
        );
      }
      entries.forEach(refuseMessageAttributes);
      const Successful: object[] = [];
      const Failed: object[] = [];
      for (const entry of entries) {
        if (failingEntries > 0) {
          failingEntries -= 1;
          Failed.push({ Id: entry.Id, SenderFault: false, Code: 'InternalError', Message: 'Injected failure of the local SQS.' });
          continue;
        }
        const problem = messageProblem(queue, entry.MessageBody, entry.DelaySeconds);
        if (problem) {
          Failed.push({ Id: entry.Id, SenderFault: true, Code: problem.queryCode, Message: problem.message });
          continue;
        }
        const message = enqueue(queue, entry.MessageBody as string, entry.DelaySeconds as number | undefined, senderId);
        Successful.push({ Id: entry.Id, MessageId: message.id, MD5OfMessageBody: checksum(message.body) });
      }
      return { Successful, Failed };
    },
    ReceiveMessage: async (input, { signal }) => {
      const queue = queueFromInput(input);
      const max = optionalInt(input, 'MaxNumberOfMessages', 1, MAX_BATCH_ENTRIES) ?? 1;
      const visibility = optionalInt(input, 'VisibilityTimeout', 0, MAX_VISIBILITY_SECONDS) ?? Number(queue.attributes.VisibilityTimeout);
      const wait = optionalInt(input, 'WaitTimeSeconds', 0, MAX_WAIT_SECONDS) ?? Number(queue.attributes.ReceiveMessageWaitTimeSeconds);
      const names = new Set([...stringList(input, 'AttributeNames'), ...stringList(input, 'MessageSystemAttributeNames')]);
      for (const name of names) {
        if (name !== 'All' && !(SYSTEM_ATTRIBUTES as readonly string[]).includes(name) && !ABSENT_SYSTEM_ATTRIBUTES.includes(name)) {
          throw new SqsError('InvalidAttributeName', `Unknown Attribute ${name}.`);
        }
      }
      const deadline = Date.now() + wait * 1000;
      let messages = take(queue, max, visibility);
      // Long polling: wait for a send, a delay ending or a visibility timeout running out.
      while (messages.length === 0 && !signal.aborted && !closed && Date.now() < deadline) {
        await waitForChange(queue, Math.min(deadline, nextVisibleAt(queue)) - Date.now(), signal);
        if (signal.aborted || closed) break;
        messages = take(queue, max, visibility);
      }
      if (messages.length === 0) return {};
      return {
        Messages: messages.map((message) => {
          const attributes = messageAttributes(message, names);
          return {
            MessageId: message.id,
            ReceiptHandle: message.receiptHandle,
            MD5OfBody: checksum(message.body),
            Body: message.body,
            ...(attributes ? { Attributes: attributes } : {}),
          };
        }),
      };
    },
    DeleteMessage: (input) => {
      const queue = queueFromInput(input);
      const message = messageForHandle(queue, requireString(input, 'ReceiptHandle'));
      // A stale handle (the message was received again since) succeeds without deleting, as SQS documents.
      if (message) queue.messages.delete(message.id);
      return {};
    },
    DeleteMessageBatch: (input) => {
      const queue = queueFromInput(input);
      const Successful: object[] = [];
      const Failed: object[] = [];
      for (const entry of entryList(input)) {
        try {
          if (typeof entry.ReceiptHandle !== 'string' || entry.ReceiptHandle === '') throw errors.missingParameter('ReceiptHandle');
          const message = messageForHandle(queue, entry.ReceiptHandle);
          if (message) queue.messages.delete(message.id);
          Successful.push({ Id: entry.Id });
        } catch (error) {
          if (!(error instanceof SqsError)) throw error;
          Failed.push({ Id: entry.Id, SenderFault: true, Code: error.queryCode, Message: error.message });
        }
      }
      return { Successful, Failed };
    },
    ChangeMessageVisibility: (input) => {
      const queue = queueFromInput(input);
      const handle = requireString(input, 'ReceiptHandle');
      const seconds = optionalInt(input, 'VisibilityTimeout', 0, MAX_VISIBILITY_SECONDS);
      if (seconds === undefined) throw errors.missingParameter('VisibilityTimeout');
      changeVisibility(queue, handle, seconds);
      return {};
    },
    PurgeQueue: (input) => {
      // SQS allows one purge a minute; locally tests purge as often as they like.
      queueFromInput(input).messages.clear();
      return {};
    },
  };

  const reply = (res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID(), ...headers });
    res.end(JSON.stringify(body));
  };
  const replyError = (res: ServerResponse, error: SqsError) =>
    reply(
      res,
      error.status,
      { __type: `${error.namespace}#${error.type}`, message: error.message },
      { 'x-amzn-query-error': `${error.queryCode};${error.fault}` },
    );

  const statusPage = (res: ServerResponse) => {
    const list = [...queues.values()].map((queue) => ({ name: queue.name, url: queueUrlOf(queue), arn: queue.arn, ...countsOf(queue) }));
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ queues: list }, null, 2));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET') return statusPage(res);
    if (req.method !== 'POST')
      return replyError(res, new SqsError('InvalidAction', `Method ${req.method ?? ''} is not allowed.`, 'InvalidAction', 405));
    if (!req.headers.authorization) {
      return replyError(
        res,
        new SqsError(
          'MissingAuthenticationTokenException',
          'Request is missing Authentication Token',
          'MissingAuthenticationToken',
          403,
          'Sender',
          'com.amazon.coral.service',
        ),
      );
    }
    const contentType = String(req.headers['content-type'] ?? '');
    if (!contentType.startsWith('application/x-amz-json-1.0')) {
      return replyError(
        res,
        new SqsError(
          'UnsupportedMediaType',
          `This local SQS speaks only the AWS JSON 1.0 protocol (content-type application/x-amz-json-1.0), not ${contentType || 'no content type'}.`,
          'UnsupportedMediaType',
          415,
          'Sender',
          'com.amazon.coral.service',
        ),
      );
    }
    const target = String(req.headers['x-amz-target'] ?? '');
    const action = target.startsWith('AmazonSQS.') ? target.slice('AmazonSQS.'.length) : '';
    if (!(ACTIONS as readonly string[]).includes(action)) {
      return replyError(
        res,
        new SqsError(
          'UnknownOperationException',
          `The action ${action || target || '(none)'} is not valid for this endpoint (the local SQS supports ${ACTIONS.join(', ')}).`,
          'InvalidAction',
          400,
          'Sender',
          'com.amazon.coral.service',
        ),
      );
    }
    let text: string;
    try {
      text = await readBody(req, MAX_REQUEST_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return replyError(
          res,
          new SqsError(
            'RequestEntityTooLarge',
            'The request body is too large.',
            'RequestEntityTooLarge',
            413,
            'Sender',
            'com.amazon.coral.service',
          ),
        );
      throw error;
    }
    let input: Input;
    try {
      const parsed: unknown = JSON.parse(text === '' ? '{}' : text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      input = parsed as Input;
    } catch {
      return replyError(
        res,
        new SqsError(
          'SerializationException',
          'The request body is not a JSON object.',
          'SerializationException',
          400,
          'Sender',
          'com.amazon.coral.service',
        ),
      );
    }
    // A long poll whose client has gone (timeout, abort) must not take messages it cannot deliver.
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    try {
      const output = await handlers[action as Action](input, { senderId: senderOf(req.headers.authorization), signal: abort.signal });
      reply(res, 200, output);
    } catch (error) {
      if (error instanceof SqsError) return replyError(res, error);
      console.error(`[sqs] ${action} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      replyError(
        res,
        new SqsError(
          'InternalFailure',
          'The request processing has failed because of an unknown error.',
          'InternalFailure',
          500,
          'Receiver',
          'com.amazon.coral.service',
        ),
      );
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`[sqs] ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  endpoint = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: `${endpoint}/`,
    endpoint,
    region,
    close: () =>
      new Promise((resolve) => {
        closed = true;
        for (const queue of queues.values()) wake(queue);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    createQueue: async (name, queueOptions = {}) => {
      const attributes: Record<string, string> = {};
      if (queueOptions.visibilityTimeoutSeconds !== undefined) attributes.VisibilityTimeout = String(queueOptions.visibilityTimeoutSeconds);
      if (queueOptions.deadLetter) {
        const deadLetter = queues.get(queueOptions.deadLetter.queueName) ?? createQueue(queueOptions.deadLetter.queueName, {});
        attributes.RedrivePolicy = JSON.stringify({
          deadLetterTargetArn: deadLetter.arn,
          maxReceiveCount: queueOptions.deadLetter.maxReceiveCount,
        });
      }
      return queueUrlOf(createQueue(name, attributes));
    },
    queueArn: (queueUrl) => queueFromUrl(queueUrl).arn,
    stats: (queueUrl) => countsOf(queueFromUrl(queueUrl)),
    corruptNextChecksum: () => {
      corruptChecksums += 1;
    },
    failNextBatchEntries: (count) => {
      failingEntries += count;
    },
  };
}

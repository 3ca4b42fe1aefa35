import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { Email as StoredEmail } from 'aws-ses-v2-local/dist/store.js';
import type { SubscriberRecord } from '#functions/subscribers/store';
import { useStackTable } from '#tests/support/data';
import type { StackInfo } from '#tests/support/local-stack';

/**
 * `npm run bench delivery`: one dispatcher run for a 15-minute window in which 10,000
 * subscribers are due, and the sending of their emails, on the local stack: DynamoDB Local, the
 * SQS emulator with the stack's consumer (4 pollers x 10 messages, calling the sender's handler),
 * and the SES emulator. The emulator's raw rate is measured in the same run: SESv2 SendEmail of one
 * real daily email, straight to it, as many at once as the consumer can have in flight.
 *
 * Everyone is due in the one window measured, the worst case for a window: 22 zones from UTC-11 to
 * UTC+13, each with the send hour its clock shows at 08:00 UTC (07:00 is not used, so the demo
 * subscriber's slot, London 07:00, stays out). Two local dates (Pago Pago is still on the day
 * before) and two zones in summer time (Sydney, Auckland).
 *
 * The mail viewer's `GET /store` serializes every email (~28 KB each, ~280 MB at 10,000), so the
 * emails are counted in the emulator's store itself: the stack runs the emulator in this process
 * (lib/local/ses.ts). The raw-rate phase checks that the store read here is the one the emulator
 * answers from.
 */

const SUBSCRIBERS = 10_000;
/** 08:00 UTC on Tuesday 12 January 2027: no daylight-saving change near it anywhere. */
const WINDOW = new Date('2027-01-12T08:00:00Z');
const ZONES = [
  'Pacific/Pago_Pago', // UTC-11: 21:00 on the 11th
  'Europe/London',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Berlin',
  'Africa/Lagos',
  'Europe/Athens',
  'Africa/Johannesburg',
  'Europe/Istanbul',
  'Africa/Nairobi',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Jakarta',
  'Asia/Singapore',
  'Australia/Perth',
  'Asia/Tokyo',
  'Australia/Brisbane',
  'Australia/Sydney', // summer time: UTC+11
  'Pacific/Fiji',
  'Pacific/Auckland', // summer time: UTC+13, 21:00
];
const NICHE = 'skincare';
/** Subscribers started 0-12 days before the window, so the emails carry library days 1-13, not one idea 10,000 times. */
const DAYS_SPREAD = 13;
const DAY_MS = 86_400_000;
/** A local date no subscriber is due on: the one real email rendered for the raw-rate phase is claimed under it. */
const RAW_EMAIL_DATE = '2027-01-05';
const RAW_SENDS = 2_000;
const RAW_WARM_UP = 100;
/** What the stack's consumer can have in its handler at once (lib/local/email.ts): 4 pollers x 10 messages. */
const LOCAL_SEND_CONCURRENCY = 4 * 10;
/** putAll calls at once while seeding (each is one BatchWriteItem of 25 at a time). */
const SEED_LANES = 8;
const POLL_MS = 100;
/** Sending counts as stuck when no email arrives for this long. */
const STALL_MS = 60_000;
const DRAIN_TIMEOUT_MS = 600_000;
/** V8's sampling profiler, on during the sending phase: every 2 ms costs little next to emails that take several ms each. */
const PROFILE_INTERVAL_US = 2_000;

export interface DeliveryRun {
  subscribers: number;
  zones: number;
  window: string;
  seedSeconds: number;
  dispatch: { seconds: number; zonesInUse: number; slots: number; queued: number };
  /** From the dispatcher's start to the last email in the SES emulator's store. */
  send: { emails: number; seconds: number; perSecond: number; meanEmailKb: number };
  raw: { sends: number; concurrency: number; seconds: number; perSecond: number; emailKb: number };
  rerun: { seconds: number; queued: number; newEmails: number };
  checks: Check[];
  /** This process (the consumer, the sender, both emulators) and the machine, during the sending phase. */
  load: { processCores: number; eventLoopBusy: number; machineBusy: number | null; cores: number; loadAverage: number[] };
  /** CPU milliseconds per email in this process, by who spent them (V8 profile of the sending phase). */
  cpuPerEmail: Array<{ label: string; ms: number }>;
  dynamodb: { callsPerEmail: number; calls: Record<string, number>; meanMs: number };
}

export interface Check {
  label: string;
  ok: boolean;
}

async function loadModules() {
  return {
    subscribers: await import('#functions/subscribers/store'),
    stats: await import('#functions/subscribers/stats-store'),
    delivery: await import('#functions/delivery/store'),
    progress: await import('#functions/ideas/progress-store'),
    batch: await import('#functions/platform/table/batch'),
    client: await import('#functions/platform/table/client'),
    lib: await import('@aws-sdk/lib-dynamodb'),
    domain: await import('#functions/delivery/rules'),
    dispatch: await import('#functions/delivery/dispatch'),
    sender: await import('#functions/delivery/sender'),
    ses: await import('#functions/platform/email/ses'),
  };
}
type Modules = Awaited<ReturnType<typeof loadModules>>;

/** `subscribers` and `rawSends` are smaller only for trying the bench out; `npm run bench delivery` uses the defaults. */
export async function deliveryBench(stack: StackInfo, subscribers = SUBSCRIBERS, rawSends = RAW_SENDS): Promise<DeliveryRun> {
  useStackTable(stack);
  const m = await loadModules();
  const store = await mailStore(stack.mail);
  const sqs = new SQSClient({
    endpoint: stack.email.sqsEndpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const seedStarted = performance.now();
    const seeded = await seed(m, subscribers);
    const seedSeconds = seconds(seedStarted);

    const sample = await oneRealEmail(m, store, seeded[0]!);
    const raw = await rawRate(m, store, sample, rawSends);

    await store.clear();
    const probes = await startProbes(m);
    const started = performance.now();
    const report = await m.dispatch.dispatchDaily(WINDOW);
    const dispatchSeconds = seconds(started);
    const sent = await storeReaches(store, subscribers, started);
    const measured = await probes.stop(sent.count);
    await queueDrained(sqs, stack.email.queueUrl);

    const emails = store.emails();
    const addresses = new Set(seeded.map((s) => s.email));
    const recipients = emails.map((email) => email.destination.to.join(','));
    const distinct = new Set(recipients).size;

    const rerunStarted = performance.now();
    const again = await m.dispatch.dispatchDaily(WINDOW);
    await queueDrained(sqs, stack.email.queueUrl);
    const rerun = { seconds: seconds(rerunStarted), queued: again.queued, newEmails: store.emails().length - emails.length };
    const deadLetters = await queueDepth(sqs, stack.email.deadLetterQueueUrl);

    return {
      subscribers,
      zones: ZONES.length,
      window: WINDOW.toISOString(),
      seedSeconds,
      dispatch: { seconds: dispatchSeconds, zonesInUse: report.zones, slots: report.slots, queued: report.queued },
      send: {
        emails: sent.count,
        seconds: sent.seconds,
        perSecond: sent.count / sent.seconds,
        meanEmailKb: emails.reduce((sum, email) => sum + emailBytes(email), 0) / Math.max(1, emails.length) / 1024,
      },
      raw,
      rerun,
      checks: [
        { label: `the dispatcher queued exactly ${subscribers} (${report.queued})`, ok: report.queued === subscribers },
        { label: `${subscribers} emails in the store (${emails.length})`, ok: emails.length === subscribers },
        {
          label: `to ${subscribers} distinct addresses, none twice (${distinct} distinct)`,
          ok: distinct === subscribers && distinct === emails.length,
        },
        { label: 'every one to a seeded subscriber', ok: recipients.every((to) => addresses.has(to)) },
        {
          label: `the dispatcher again for the window: 0 new emails (${rerun.newEmails}, ${rerun.queued} queued and settled)`,
          ok: rerun.newEmails === 0,
        },
        { label: `dead-letter queue empty (${deadLetters})`, ok: deadLetters === 0 },
      ],
      ...measured,
    };
  } finally {
    sqs.destroy();
  }
}

const seconds = (since: number) => (performance.now() - since) / 1000;

function emailBytes(email: StoredEmail): number {
  return Buffer.byteLength(email.body.html ?? '') + Buffer.byteLength(email.body.text ?? '');
}

// --- Seeding -----------------------------------------------------------------------------------

interface Seeded {
  userId: string;
  email: string;
}

/** The hour a zone's clock shows at the window's start: its subscribers choose it, so all are due. */
function sendHourAt(m: Modules, zone: string): number {
  const { minute } = m.domain.wallClock(WINDOW, zone);
  const hour = minute / 60;
  if (!m.domain.SEND_HOURS.includes(hour))
    throw new Error(`${zone} shows ${minute} minutes past midnight at ${WINDOW.toISOString()}: not a send hour`);
  return hour;
}

/**
 * The item `putSubscriber` writes (functions/subscribers/store.ts toItem), built here so 10,000
 * can go in batch writes; `seed` checks it against the real thing.
 */
function subscriberItem(m: Modules, record: SubscriberRecord): Record<string, unknown> {
  const slot = m.delivery.slotOf({ ...record, timeZone: m.delivery.storedZone(record.timeZone) });
  return {
    ...m.subscribers.subscriberKeys.item(record.userId),
    ...m.subscribers.subscriberKeys.byEmail(record.email),
    ...(slot ? { GSI2PK: slot } : {}),
    ...(record.subscribed ? { GSI2SK: m.delivery.deliveryKeys.subscriberMember(record.userId) } : {}),
    // Batch-written, so the admin counters do not count these (the bench's table never shows them).
    ...m.stats.countingAttributes(record),
    entity: 'subscriber',
    ...record,
    email: record.email.toLowerCase(),
  };
}

/**
 * Paying skincare subscribers spread evenly over the zones, each with their progress item. The
 * first of each zone goes through `putSubscriber`, which also registers the zone; the rest are
 * batch-written with the same item.
 */
async function seed(m: Modules, count: number): Promise<Seeded[]> {
  const hours = new Map(ZONES.map((zone) => [zone, sendHourAt(m, zone)]));
  const createdAt = new Date(WINDOW.getTime() - 30 * DAY_MS).toISOString();
  const records = Array.from({ length: count }, (_, i): SubscriberRecord => {
    const zone = ZONES[i % ZONES.length]!;
    return {
      userId: randomUUID(),
      email: `delivery-bench-${String(i).padStart(5, '0')}@example.com`,
      firstName: 'Bench',
      lastName: `Reader ${i}`,
      niche: NICHE,
      subscribed: true,
      onboardingCompleted: true,
      subscriptionTier: 'monthly',
      subscriptionStatus: 'active',
      subscriptionEnd: null,
      referredBy: null,
      timeZone: zone,
      stripeCustomerId: null,
      testMode: false,
      dailyEmail: true,
      sendHour: hours.get(zone)!,
      emailStatus: 'deliverable',
      createdAt,
      updatedAt: createdAt,
    };
  });
  const progress = records.map((record, i) => {
    // An hour before the window, (i mod 13) days back: day 1 plus one per 07:00 since.
    const since = new Date(WINDOW.getTime() - (i % DAYS_SPREAD) * DAY_MS - 3_600_000).toISOString();
    return m.progress.progressItem({
      userId: record.userId,
      email: record.email,
      niche: NICHE,
      contentDaysUnlocked: 1,
      createdAt: since,
      unlockingSince: since,
    });
  });

  const firsts = records.slice(0, ZONES.length);
  for (const record of firsts) await m.subscribers.putSubscriber(record);
  for (const record of firsts) {
    const key = m.subscribers.subscriberKeys.item(record.userId);
    const { Item } = await m.client.db.send(new m.lib.GetCommand({ TableName: m.client.tableName(), Key: key, ConsistentRead: true }));
    assert.deepStrictEqual(
      Item,
      subscriberItem(m, record),
      'bench/delivery.ts builds a subscriber item unlike putSubscriber (functions/subscribers/store.ts toItem)',
    );
  }
  await putInLanes(m, [...records.slice(ZONES.length).map((record) => subscriberItem(m, record)), ...progress]);
  return records.map(({ userId, email }) => ({ userId, email }));
}

async function putInLanes(m: Modules, items: Record<string, unknown>[]): Promise<void> {
  const lanes = Array.from({ length: SEED_LANES }, (_, lane) => items.filter((_, i) => i % SEED_LANES === lane));
  await Promise.all(lanes.map((lane) => m.batch.putAll(lane)));
}

// --- The SES emulator ------------------------------------------------------------------------------

interface MailStore {
  /** What the emulator holds now (clearing replaces the array: read it again each time). */
  emails(): StoredEmail[];
  clear(): Promise<void>;
}

async function mailStore(mailUrl: string): Promise<MailStore> {
  const module = (await import('aws-ses-v2-local/dist/store.js')) as typeof import('aws-ses-v2-local/dist/store.js') & {
    default?: typeof import('aws-ses-v2-local/dist/store.js');
  };
  const getStore = module.getStoreReadonly ?? module.default?.getStoreReadonly;
  if (!getStore) throw new Error('aws-ses-v2-local/dist/store.js has no getStoreReadonly: the emulator changed');
  return {
    emails: () => getStore().emails,
    clear: async () => {
      const res = await fetch(`${mailUrl}/clear-store`, { method: 'POST' });
      if (!res.ok) throw new Error(`POST ${mailUrl}/clear-store answered ${res.status}`);
    },
  };
}

/** The first subscriber's real daily email, through the real sender, for the raw-rate phase to send again. */
async function oneRealEmail(m: Modules, store: MailStore, subscriber: Seeded): Promise<StoredEmail> {
  await store.clear();
  const result = await m.sender.sendEmailJob({
    kind: 'daily',
    recipient: { type: 'subscriber', userId: subscriber.userId },
    localDate: RAW_EMAIL_DATE,
    sendAt: WINDOW.toISOString(),
  });
  const email = store.emails().find((e) => e.destination.to.includes(subscriber.email));
  if (result.outcome !== 'sent' || !email) throw new Error(`The sample daily email was not sent: ${JSON.stringify(result)}`);
  return email;
}

/** Runs `task(0..count-1)`, `concurrency` at a time. */
async function inParallel<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) results[i] = await task(i);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/** SESv2 SendEmail of the same email to `sends` addresses through the sender's own client (functions/platform/email/ses.ts), as many at once as the consumer sends. */
async function rawRate(m: Modules, store: MailStore, email: StoredEmail, sends: number): Promise<DeliveryRun['raw']> {
  const message = {
    subject: email.subject,
    html: email.body.html ?? '',
    text: email.body.text ?? '',
    headers: Object.fromEntries((email.headers ?? []).map((h) => [h.name, h.value])),
  };
  const send = (i: number) => m.ses.sendEmail({ to: `raw-${i}@example.com`, ...message });
  await inParallel(RAW_WARM_UP, LOCAL_SEND_CONCURRENCY, send);
  await store.clear();
  const started = performance.now();
  const ids = await inParallel(sends, LOCAL_SEND_CONCURRENCY, send);
  const elapsed = seconds(started);
  // Every id the emulator answered is in the store read here: it is the emulator's own.
  const stored = new Set(store.emails().map((e) => e.messageId));
  if (stored.size !== sends || !ids.every((id) => stored.has(id))) {
    throw new Error(
      `The SES emulator's store as read here holds ${stored.size} emails, not the ${sends} it accepted: it is not the stack's emulator`,
    );
  }
  return { sends, concurrency: LOCAL_SEND_CONCURRENCY, seconds: elapsed, perSecond: sends / elapsed, emailKb: emailBytes(email) / 1024 };
}

/** Waits until the store holds `target` emails, or nothing new came for STALL_MS; when the last one came, in seconds from `started`. */
async function storeReaches(store: MailStore, target: number, started: number): Promise<{ count: number; seconds: number }> {
  let count = store.emails().length;
  let lastAt = performance.now();
  while (count < target && performance.now() - lastAt < STALL_MS) {
    await sleep(POLL_MS);
    const now = store.emails().length;
    if (now > count) lastAt = performance.now();
    count = now;
  }
  return { count, seconds: (lastAt - started) / 1000 };
}

// --- The queue -----------------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function queueDepth(sqs: SQSClient, queueUrl: string): Promise<number> {
  const out = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl: queueUrl,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return Number(out.Attributes?.ApproximateNumberOfMessages ?? 0) + Number(out.Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
}

/** Until every message is handled and deleted (a message stays in flight while its batch runs). */
async function queueDrained(sqs: SQSClient, queueUrl: string): Promise<void> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  for (let left = await queueDepth(sqs, queueUrl); left > 0; left = await queueDepth(sqs, queueUrl)) {
    if (Date.now() > deadline) throw new Error(`${left} messages still on the email queue after ${DRAIN_TIMEOUT_MS / 1000} s`);
    await sleep(POLL_MS);
  }
}

// --- Where the time goes -----------------------------------------------------------------------------

/** /proc/stat's CPU ticks of the whole machine, where there is one. */
function machineTicks(): { busy: number; total: number } | null {
  try {
    const [line = ''] = readFileSync('/proc/stat', 'utf8').split('\n', 1);
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    const total = ticks.reduce((a, b) => a + b, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * Who spent the samples, by the nearest frame (the sample's own, then its callers) in code we can
 * name. Node's own frames count for the library that called them when one did.
 */
const CPU_OWNERS: Array<[label: string, path: RegExp]> = [
  ['React Email render (react-dom/server)', /node_modules\/(react|react-dom|@react-email|prettier)\//],
  [
    'plain-text part (html-to-text)',
    /node_modules\/(html-to-text|htmlparser2|domhandler|domutils|dom-serializer|entities|selderee|parseley|@selderee|leac|peberminta|deepmerge)\//,
  ],
  [
    'SES emulator (aws-ses-v2-local, express)',
    /node_modules\/(aws-ses-v2-local|express|body-parser|router|raw-body|iconv-lite|finalhandler|on-finished|type-is|mime-types|content-type|qs|send|http-errors|mailparser|nodemailer)\//,
  ],
  ['zod (emulator and handler validation)', /node_modules\/zod\//],
  ['AWS SDK clients (DynamoDB, SQS, SES)', /node_modules\/(@aws-sdk|@smithy|@aws-crypto|fast-xml-parser|tslib|bowser)\//],
  ['link signing (jose)', /node_modules\/jose\//],
  ['handler middleware (middy, powertools)', /node_modules\/(@middy|@aws-lambda-powertools)\//],
  ['SQS emulator and consumer (lib/local)', /\/lib\/local\//],
  ['sender, dispatcher and data code (functions/)', /\/functions\//],
];

function cpuByOwner(profile: {
  nodes: Array<{ id: number; callFrame: { url: string; functionName: string }; children?: number[] }>;
  samples?: number[];
  timeDeltas?: number[];
}): Map<string, number> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const ownerOf = new Map<number, string>();
  const owner = (id: number): string => {
    const known = ownerOf.get(id);
    if (known) return known;
    const frame = byId.get(id)!.callFrame;
    let label: string;
    if (frame.functionName === '(garbage collector)') label = 'garbage collection';
    else if (frame.functionName === '(idle)') label = 'idle';
    else if (frame.functionName === '(program)') label = 'V8 outside any JavaScript frame (program)';
    else {
      const url = frame.url.replace(/\\/g, '/');
      const named = CPU_OWNERS.find(([, path]) => path.test(url));
      const up = parent.get(id);
      label = named ? named[0] : up !== undefined ? owner(up) : 'Node.js core (HTTP both sides of every local call, streams, timers)';
    }
    ownerOf.set(id, label);
    return label;
  };
  const microseconds = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => {
    const label = owner(id);
    microseconds.set(label, (microseconds.get(label) ?? 0) + (deltas[i] ?? 0));
  });
  return microseconds;
}

/**
 * Starts what watches the sending phase: DynamoDB commands (a middleware on the client the sender
 * uses: it runs in this process), this process's CPU and event loop, the machine's CPU, and V8's
 * sampling profiler. `stop(emails)` turns them into per-email figures.
 */
async function startProbes(m: Modules) {
  const calls: Record<string, { count: number; ms: number }> = {};
  const middleware = `bench-delivery-${randomUUID()}`;
  m.client.db.middlewareStack.add(
    (next, context) => async (args) => {
      const started = performance.now();
      try {
        return await next(args);
      } finally {
        const entry = (calls[(context.commandName ?? 'unknown').replace('Command', '')] ??= { count: 0, ms: 0 });
        entry.count += 1;
        entry.ms += performance.now() - started;
      }
    },
    { step: 'initialize', name: middleware },
  );
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: PROFILE_INTERVAL_US });
  await session.post('Profiler.start');
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  const machine = machineTicks();
  const started = performance.now();

  return {
    async stop(emails: number): Promise<Pick<DeliveryRun, 'load' | 'cpuPerEmail' | 'dynamodb'>> {
      const wallSeconds = seconds(started);
      const used = process.cpuUsage(cpu);
      const loopBusy = performance.eventLoopUtilization(loop).utilization;
      const machineNow = machineTicks();
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      m.client.db.middlewareStack.remove(middleware);

      const perEmail = Math.max(1, emails);
      const cpuPerEmail = [...cpuByOwner(profile)]
        .filter(([label]) => label !== 'idle')
        .map(([label, us]) => ({ label, ms: us / 1000 / perEmail }))
        .sort((a, b) => b.ms - a.ms);
      const totalCalls = Object.values(calls).reduce((sum, c) => sum + c.count, 0);
      return {
        load: {
          processCores: (used.user + used.system) / 1e6 / wallSeconds,
          eventLoopBusy: loopBusy,
          machineBusy: machine && machineNow ? (machineNow.busy - machine.busy) / (machineNow.total - machine.total) : null,
          cores: availableParallelism(),
          loadAverage: loadavg(),
        },
        cpuPerEmail,
        dynamodb: {
          callsPerEmail: totalCalls / perEmail,
          calls: Object.fromEntries(Object.entries(calls).map(([name, c]) => [name, c.count])),
          meanMs: Object.values(calls).reduce((sum, c) => sum + c.ms, 0) / Math.max(1, totalCalls),
        },
      };
    },
  };
}

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { DraftAttempt } from '#functions/content-engine/openai';
import { REPO_ROOT } from '#lib/local/config';
import type { StackInfo } from '#tests/support/local-stack';

/**
 * `npm run bench personal`: the personal ideas job a week ahead, measured on a sample of
 * subscribers on the local stack (DynamoDB Local, the OpenAI emulator through the real client),
 * then carried to 10,000 subscribers in 13 niches by arithmetic that says what it assumes.
 *
 * Measured: the job's time, its DynamoDB commands and consumed capacity, the writer's calls and
 * tokens per idea (the emulator counts four characters a token and writes offline-generator drafts,
 * so token figures are the emulator's, not a model's), and the largest share of a niche's
 * subscribers that got one insight on a day. Computed: the same per subscriber-day figures times
 * 10,000 subscribers, and the dollars at the default model's Batch API price (half the live price,
 * writer call only: the batch round has no judge).
 */

export const TARGET_SUBSCRIBERS = 10_000;
export const NICHE_COUNT = 13;
/** Subscribers per niche in the measured sample (13 x 23 = 299). */
const SAMPLE_PER_NICHE = 23;
const FORMATS = ['talking head', 'voiceover b-roll', 'green-screen reply', 'tutorial', 'POV'];
const TONES = ['warm and practical', 'blunt, no fluff', 'funny and fast', 'calm and expert'];

export interface PersonalBench {
  sampleSubscribers: number;
  niches: number;
  subscriberDays: number;
  ideasMade: number;
  leftToShared: number;
  seconds: number;
  /** Writer attempts (each one call in the batch round), and their tokens. */
  writerCalls: number;
  inputTokens: number;
  outputTokens: number;
  /** Live judge calls the interactive path made; the batch round makes none. */
  judgeCalls: number;
  /** DynamoDB commands by name, and capacity units as DynamoDB Local reports them. */
  commands: Record<string, number>;
  readUnits: number;
  writeUnits: number;
  /** Per niche-day, the largest share of the niche's subscribers one insight went to. */
  shares: number[];
  model: string;
}

interface KnowledgeTopic {
  id: string;
  name: string;
}

function topicsOf(niche: string): KnowledgeTopic[] {
  try {
    const file = JSON.parse(readFileSync(`${REPO_ROOT}/content/knowledge/${niche}.json`, 'utf8')) as { topics?: KnowledgeTopic[] };
    return file.topics ?? [];
  } catch {
    return [];
  }
}

/** A deterministic pick, so two bench runs seed the same profiles. */
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

export async function personalBench(stack: StackInfo): Promise<PersonalBench> {
  const { useStackTable } = await import('#tests/support/data');
  useStackTable(stack);
  const { db, dynamo, tableName } = await import('#functions/platform/table/client');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { progressItem } = await import('#functions/ideas/progress-store');
  const { subscriberKeys } = await import('#functions/subscribers/store');
  const { creatorProfileKeys } = await import('#functions/profiles/store');
  const { listNiches } = await import('#functions/niches/store');
  const { latestIdeaDay } = await import('#functions/ideas/store');
  const { DAYS_AHEAD } = await import('#functions/content-engine/keep-ahead');
  const { chooseGenerator } = await import('#functions/content-engine/generator');
  const { keepPersonalAhead } = await import('#functions/personal/personal-job');

  const niches = (await listNiches()).filter((n) => n.isActive);
  const now = new Date();
  const put = (Item: Record<string, unknown>) => db.send(new PutCommand({ TableName: tableName(), Item }));
  let seeded = 0;
  for (const { niche } of niches) {
    const latest = await latestIdeaDay(niche, 'B');
    // Each reaches the day a week before the last shared one: the job fills that week for each.
    const firstDay = Math.max(1, latest - DAYS_AHEAD + 1);
    const topics = topicsOf(niche);
    for (let i = 0; i < SAMPLE_PER_NICHE; i += 1) {
      const userId = `bench-personal-${randomUUID()}`;
      const email = `${userId}@example.com`;
      await put({ ...subscriberKeys.item(userId), entity: 'subscriber', userId, email, niche, subscribed: true });
      await put(
        progressItem({
          userId,
          email,
          niche,
          contentDaysUnlocked: firstDay - 1,
          createdAt: now.toISOString(),
          unlockingSince: now.toISOString(),
        }),
      );
      // Most creators fill a profile; a few leave it empty and are ranked on the niche alone.
      if (i % 5 === 4 || topics.length === 0) continue;
      await put({
        ...creatorProfileKeys.item(userId),
        entity: 'creator_profile',
        userId,
        subscriberEmail: email,
        niche,
        subNiches: [pick(topics, i).id, pick(topics, i * 7 + 3).id],
        audience: 'people starting out who want simple steps',
        tone: pick(TONES, i),
        formats: [pick(FORMATS, i), pick(FORMATS, i + 2)],
        avoidTopics: i % 3 === 0 ? [pick(topics, i + 5).name] : [],
        goals: ['grow followers'],
        youtubeChannel: null,
        source: 'settings',
        sessionId: null,
        updatedAt: now.toISOString(),
      });
      seeded += 1;
    }
  }
  void seeded;

  Object.assign(process.env, { OPENAI_API_KEY: 'sk-bench-local', OPENAI_BASE_URL: stack.openai });
  const live = await chooseGenerator({ timeoutMs: 20_000, maxRetries: 2 });
  const attempts: DraftAttempt[] = [];
  const generator = {
    ...live,
    draft: async (request: Parameters<typeof live.draft>[0]) => {
      const attempt = await live.draft(request);
      attempts.push(attempt);
      return attempt;
    },
    costUsd: (attempt: DraftAttempt) => live.costUsd(attempt),
    accepts: (insight: Parameters<typeof live.accepts>[0]) => live.accepts(insight),
  };

  const commands: Record<string, number> = {};
  let readUnits = 0;
  let writeUnits = 0;
  const counter = 'bench-personal';
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      const name = context.commandName ?? 'unknown';
      commands[name] = (commands[name] ?? 0) + 1;
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity ??= 'TOTAL';
      const out = await next(args);
      const consumed = (out.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
      for (const entry of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
        const { ReadCapacityUnits, WriteCapacityUnits, CapacityUnits } = entry as Record<string, number | undefined>;
        if (ReadCapacityUnits !== undefined || WriteCapacityUnits !== undefined) {
          readUnits += ReadCapacityUnits ?? 0;
          writeUnits += WriteCapacityUnits ?? 0;
        } else if (/Get|Query|Scan/.test(name)) readUnits += CapacityUnits ?? 0;
        else writeUnits += CapacityUnits ?? 0;
      }
      return out;
    },
    { step: 'initialize', name: counter },
  );
  const started = performance.now();
  let reports: Awaited<ReturnType<typeof keepPersonalAhead>>;
  try {
    reports = await keepPersonalAhead(now, { generator, maxIdeas: 100_000 });
  } finally {
    dynamo.middlewareStack.remove(counter);
    delete process.env.OPENAI_API_KEY;
  }
  const seconds = (performance.now() - started) / 1000;

  const ideasMade = reports.reduce((sum, r) => sum + r.made.length, 0);
  const leftToShared = reports.reduce((sum, r) => sum + r.leftToShared, 0);
  const writer = attempts.map((attempt) => attempt.calls?.[0] ?? attempt);
  return {
    sampleSubscribers: reports.reduce((sum, r) => sum + r.subscribers, 0),
    niches: reports.length,
    subscriberDays: ideasMade + leftToShared + reports.reduce((sum, r) => sum + r.existing, 0),
    ideasMade,
    leftToShared,
    seconds,
    writerCalls: attempts.length,
    inputTokens: writer.reduce((sum, call) => sum + call.inputTokens, 0),
    outputTokens: writer.reduce((sum, call) => sum + call.outputTokens, 0),
    judgeCalls: attempts.filter((attempt) => (attempt.calls?.length ?? 0) > 1).length,
    commands,
    readUnits,
    writeUnits,
    shares: reports.flatMap((r) => Object.values(r.largestShare)),
    model: live.model,
  };
}

/** The sample's figures per subscriber-day, carried to TARGET_SUBSCRIBERS, with the Batch API's price. */
export function extrapolate(run: PersonalBench, batchCost: (model: string, input: number, output: number) => number) {
  const perDay = (value: number) => (run.subscriberDays === 0 ? 0 : value / run.subscriberDays);
  const callsPerDay = perDay(run.writerCalls);
  const inputPerDay = perDay(run.inputTokens);
  const outputPerDay = perDay(run.outputTokens);
  const monthDays = 30;
  const dollarsPerSubscriberMonth = batchCost(run.model, inputPerDay * monthDays, outputPerDay * monthDays);
  const targetDays = TARGET_SUBSCRIBERS * 7;
  const totalCommands = Object.values(run.commands).reduce((a, b) => a + b, 0);
  return {
    callsPerSubscriberDay: callsPerDay,
    inputTokensPerSubscriberDay: inputPerDay,
    outputTokensPerSubscriberDay: outputPerDay,
    callsPerSubscriberMonth: callsPerDay * monthDays,
    tokensPerSubscriberMonth: (inputPerDay + outputPerDay) * monthDays,
    dollarsPerSubscriberMonth,
    dollarsPerMonthAtTarget: dollarsPerSubscriberMonth * TARGET_SUBSCRIBERS,
    commandsPerSubscriberDay: perDay(totalCommands),
    readUnitsPerSubscriberDay: perDay(run.readUnits),
    writeUnitsPerSubscriberDay: perDay(run.writeUnits),
    secondsPerSubscriberDay: perDay(run.seconds),
    /** A first week for everyone at once: the sample's local time per subscriber-day times 70,000. */
    weekAtTargetSeconds: perDay(run.seconds) * targetDays,
    /** The batch round's HTTP calls for a week at the target: upload + create per 5,000 requests, then polls and two downloads. */
    batchesForWeekAtTarget: Math.ceil((callsPerDay * targetDays) / 5_000),
    maxShare: Math.max(0, ...run.shares),
    meanShare: run.shares.length === 0 ? 0 : run.shares.reduce((a, b) => a + b, 0) / run.shares.length,
  };
}

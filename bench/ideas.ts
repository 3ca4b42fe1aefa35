import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { createAccount, signIn } from '#tests/support/cognito';
import { useStackTable } from '#tests/support/data';
import type { StackInfo } from '#tests/support/local-stack';
import { completeCheckout, settled } from '#tests/support/stripe';

export interface IdeasLoad {
  /** What the subscriber has: ideas unlocked, niches with progress, ratings and views. */
  shape: { ideas: number; niches: number; ratings: number; views: number };
  /** DynamoDB commands of the very first request of the process (the niche cache still cold). */
  coldCalls: Record<string, number>;
  pages: PageLoad[];
}

export interface PageLoad {
  label: string;
  cards: number;
  responseBytes: number;
  /** DynamoDB commands one request sends, by command name (warm container). */
  calls: Record<string, number>;
  runs: LoadRun[];
}

export interface LoadRun {
  connections: number;
  requests: number;
  errors: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  rps: number;
}

const DAY_MS = 86_400_000;
/** A year of daily ideas in each of two niches. */
const DAYS = 365;
const NICHES = ['skincare', 'travel'] as const;
/** Follow `next` this many times for the "later page". */
const PAGES_IN = 5;

/**
 * GET /api/ideas for a subscriber with a year of history: 365 days unlocked in their current
 * niche (skincare) and 365 in a niche they left (travel), so 730 ideas listed, most of them viewed
 * and many rated. The library holds 14 days per niche; the bench adds days 15-365 of both niches
 * (variants A and B, as the keep-ahead job would have) from the library's text.
 *
 * For the first page and for a page five cursors in: counts the DynamoDB commands of one request
 * (handlers run in this process, so a middleware on the shared client sees them), the response
 * size, then loads that URL with autocannon through the local gateway, once per number of
 * concurrent connections.
 */
export async function ideasLoad(stack: StackInfo, concurrency: readonly number[] = [1, 50], durationSeconds = 10): Promise<IdeasLoad> {
  useStackTable(stack);
  const { db, tableName } = await import('#functions/platform/table/client');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { progressItem } = await import('#functions/ideas/progress-store');
  const { putIdeas } = await import('#functions/ideas/store');
  const { putRating, recordView } = await import('#functions/ideas/engagement-store');
  const { ideaLibrary } = await import('#functions/content-engine/content-files');
  const { ideaOfDayId } = await import('#functions/content-engine/daily-ideas');

  const email = `bench-ideas-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'bench-pass-1');
  const { idToken } = await signIn(stack, email, 'bench-pass-1');
  const headers = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
  await fetch(`${stack.api}/api/me/subscriber`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Ideas', niche: 'skincare' }),
  });
  const checkout = (await (
    await fetch(`${stack.api}/api/billing/checkout`, { method: 'POST', headers, body: JSON.stringify({ tier: 'monthly' }) })
  ).json()) as { url: string };
  await completeCheckout(checkout.url);
  await settled(stack);

  // Days 15-365 of both niches, both variants, each a library idea of the same weekday-ish slot.
  const extra = NICHES.flatMap((niche) => {
    const library = ideaLibrary()[niche]!;
    return Array.from({ length: DAYS - 14 }, (_, i) => i + 15).flatMap((day) =>
      (['A', 'B'] as const).map((variant) => {
        const model = library.find((idea) => idea.variant === variant && idea.dayNumber === ((day - 1) % 14) + 1)!;
        return { ...model, id: ideaOfDayId(niche, day, variant), dayNumber: day, ideaNumber: day };
      }),
    );
  });
  await putIdeas(extra, () => false);

  const now = Date.now();
  const progress = [
    { niche: 'skincare', days: DAYS, unlockingSince: new Date(now).toISOString() },
    { niche: 'travel', days: DAYS, unlockingSince: null },
  ];
  for (const p of progress) {
    const item = progressItem({
      userId,
      email,
      niche: p.niche,
      contentDaysUnlocked: p.days,
      createdAt: new Date(now - DAYS * DAY_MS).toISOString(),
      unlockingSince: p.unlockingSince,
    });
    await db.send(new PutCommand({ TableName: tableName(), Item: item }));
  }

  // A year of use: most ideas opened (through the real first-view transaction), many rated, in both niches.
  const ideaIds = NICHES.flatMap((niche) => Array.from({ length: DAYS }, (_, i) => ({ id: ideaOfDayId(niche, i + 1, 'B'), niche })));
  const viewed = ideaIds.filter((_, i) => i % 5 !== 0);
  const rated = ideaIds.filter((_, i) => i % 2 === 0);
  for (const idea of viewed) await recordView(userId, idea);
  for (const [i, idea] of rated.entries()) await putRating(userId, idea.id, (i % 5) + 1);

  const calls: Record<string, number> = {};
  const counter = 'bench-command-counter';
  db.middlewareStack.add(
    (next, context) => async (args) => {
      calls[context.commandName ?? 'unknown'] = (calls[context.commandName ?? 'unknown'] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name: counter },
  );
  const counted = async (url: string) => {
    for (const name of Object.keys(calls)) delete calls[name];
    const res = await fetch(url, { headers });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body}`);
    return { body, bytes: Buffer.byteLength(body), calls: { ...calls } };
  };

  const firstUrl = `${stack.api}/api/ideas`;
  // The first request of this process: the niche order is not cached yet.
  const cold = await counted(firstUrl);
  const first = await counted(firstUrl);
  let later = first;
  let laterUrl = firstUrl;
  for (let page = 0; page < PAGES_IN; page += 1) {
    const next = (JSON.parse(later.body) as { next: string | null }).next;
    if (!next) throw new Error(`No page ${page + 2}`);
    laterUrl = `${stack.api}/api/ideas?cursor=${next}`;
    later = await counted(laterUrl);
  }
  db.middlewareStack.remove(counter);

  const pages: PageLoad[] = [];
  for (const [label, url, measured] of [
    ['first page', firstUrl, first],
    [`page ${PAGES_IN + 1} (${PAGES_IN} cursors in)`, laterUrl, later],
  ] as const) {
    const runs: LoadRun[] = [];
    for (const connections of concurrency) {
      const result = await autocannon({ url, connections, duration: durationSeconds, headers: { authorization: `Bearer ${idToken}` } });
      runs.push({
        connections,
        requests: result.requests.total,
        errors: result.errors + result.non2xx,
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
        rps: result.requests.average,
      });
    }
    const cards = (JSON.parse(measured.body) as { ideas: unknown[] }).ideas.length;
    pages.push({ label, cards, responseBytes: measured.bytes, calls: measured.calls, runs });
  }
  // autocannon stops at the deadline with requests still in the gateway; let them finish before
  // the stack goes away, or their DynamoDB calls fail and log.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return {
    shape: { ideas: ideaIds.length, niches: progress.length, ratings: rated.length, views: viewed.length },
    coldCalls: cold.calls,
    pages,
  };
}

import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { createAccount, signIn } from '../tests/support/cognito';
import { useStackTable } from '../tests/support/data';
import type { StackInfo } from '../tests/support/local-stack';
import { completeCheckout, settled } from '../tests/support/stripe';

export interface IdeasLoad {
  /** What the subscriber has: ideas listed, niches with progress, ratings and views. */
  shape: { ideas: number; niches: number; ratings: number; views: number; responseBytes: number };
  /** DynamoDB commands one request sends, by command name. */
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

/**
 * GET /api/ideas for a subscriber with a long history: two weeks of their current niche, two
 * weeks of a niche they left, a week of a third, 20 ideas viewed and 10 rated. Counts the
 * DynamoDB commands of one request (handlers run in this process, so a middleware on the shared
 * client sees them), then loads the endpoint with autocannon through the local gateway, once per
 * number of concurrent connections.
 */
export async function ideasLoad(stack: StackInfo, concurrency: readonly number[] = [1, 50], durationSeconds = 10): Promise<IdeasLoad> {
  useStackTable(stack);
  const { db, tableName } = await import('../functions/data/client');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { progressItem } = await import('../functions/data/progress');
  const { putRating, putView } = await import('../functions/data/engagement');

  const email = `bench-ideas-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'bench-pass-1');
  const { idToken } = await signIn(stack, email, 'bench-pass-1');
  const headers = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
  await fetch(`${stack.api}/api/me/subscriber`, { method: 'POST', headers, body: JSON.stringify({ firstName: 'Bench', lastName: 'Ideas', niche: 'skincare' }) });
  const checkout = (await (await fetch(`${stack.api}/api/billing/checkout`, { method: 'POST', headers, body: JSON.stringify({ tier: 'monthly' }) })).json()) as { url: string };
  await completeCheckout(checkout.url);
  await settled(stack);

  const now = Date.now();
  const progress = [
    { niche: 'skincare', days: 1, unlockingSince: new Date(now - 13 * DAY_MS).toISOString() },
    { niche: 'travel', days: 14, unlockingSince: null },
    { niche: 'food', days: 7, unlockingSince: null },
  ];
  for (const p of progress) {
    const item = progressItem({ userId, email, niche: p.niche, contentDaysUnlocked: p.days, createdAt: new Date(now - 30 * DAY_MS).toISOString(), unlockingSince: p.unlockingSince });
    await db.send(new PutCommand({ TableName: tableName(), Item: item }));
  }
  const url = `${stack.api}/api/ideas`;
  const first = (await (await fetch(url, { headers })).json()) as { ideas: Array<{ id: string }> };
  const ids = first.ideas.map((idea) => idea.id);
  for (const id of ids.slice(0, 20)) await putView(userId, id);
  for (const [i, id] of ids.slice(0, 10).entries()) await putRating(userId, id, (i % 5) + 1);

  // One request, its DynamoDB commands counted.
  const calls: Record<string, number> = {};
  const counter = 'bench-command-counter';
  db.middlewareStack.add(
    (next, context) => async (args) => {
      calls[context.commandName ?? 'unknown'] = (calls[context.commandName ?? 'unknown'] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name: counter },
  );
  const res = await fetch(url, { headers });
  const body = await res.text();
  db.middlewareStack.remove(counter);
  if (res.status !== 200) throw new Error(`GET /api/ideas answered ${res.status}`);
  const listed = JSON.parse(body) as { ideas: unknown[] };

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
  // autocannon stops at the deadline with requests still in the gateway; let them finish before
  // the stack goes away, or their DynamoDB calls fail and log.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return { shape: { ideas: listed.ideas.length, niches: progress.length, ratings: 10, views: 20, responseBytes: Buffer.byteLength(body) }, calls, runs };
}

import { randomUUID } from 'node:crypto';
import type { StackInfo } from '#tests/support/local-stack';

export interface GenerateRun {
  generator: string;
  model: string;
  ideas: number;
  failed: number;
  seconds: number;
  ideasPerSecond: number;
  msPerIdea: number;
  /** DynamoDB commands by name for the whole run, and per idea made. */
  calls: Record<string, number>;
  callsPerIdea: number;
  aiLogs: number;
}

/**
 * The keep-ahead job as it runs daily, on the local stack: 13 niches, 7 new days each, variants A
 * and B (182 ideas), once with the offline generator and once through the real `openai` client
 * against the local OpenAI emulator. Each run starts from a fresh frontier (a subscriber 7 days
 * further on in every niche), so both make the same number of ideas.
 */
export async function generateBench(stack: StackInfo): Promise<GenerateRun[]> {
  const { useStackTable } = await import('#tests/support/data');
  useStackTable(stack);
  const { db, tableName } = await import('#functions/platform/table/client');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { progressItem } = await import('#functions/ideas/progress-store');
  const { listNiches } = await import('#functions/niches/store');
  const { latestIdeaDay } = await import('#functions/ideas/store');
  const { keepAhead, DAYS_AHEAD } = await import('#functions/content-engine/keep-ahead');
  const { chooseGenerator, offlineGenerator } = await import('#functions/content-engine/generator');

  const niches = (await listNiches()).filter((n) => n.isActive);
  const runs: GenerateRun[] = [];
  for (const kind of ['offline', 'openai'] as const) {
    // Someone in each niche has reached the last day made so far: the job must add DAYS_AHEAD days.
    const now = new Date();
    for (const { niche } of niches) {
      const reached = await latestIdeaDay(niche, 'B');
      const userId = `bench-${randomUUID()}`;
      await db.send(
        new PutCommand({
          TableName: tableName(),
          Item: progressItem({
            userId,
            email: `${userId}@example.com`,
            niche,
            contentDaysUnlocked: reached - 1,
            createdAt: now.toISOString(),
            unlockingSince: now.toISOString(),
          }),
        }),
      );
    }
    if (kind === 'openai') Object.assign(process.env, { OPENAI_API_KEY: 'sk-bench-local', OPENAI_BASE_URL: stack.openai });
    else delete process.env.OPENAI_API_KEY;
    const generator = kind === 'offline' ? offlineGenerator : await chooseGenerator({ timeoutMs: 20_000, maxRetries: 2 });

    const calls: Record<string, number> = {};
    const counter = `bench-generate-${kind}`;
    db.middlewareStack.add(
      (next, context) => async (args) => {
        calls[context.commandName ?? 'unknown'] = (calls[context.commandName ?? 'unknown'] ?? 0) + 1;
        return next(args);
      },
      { step: 'initialize', name: counter },
    );
    const started = performance.now();
    const reports = await keepAhead(now, { generator });
    const seconds = (performance.now() - started) / 1000;
    db.middlewareStack.remove(counter);

    const ideas = reports.reduce((sum, r) => sum + r.created.length, 0);
    const expected = niches.length * DAYS_AHEAD * 2;
    if (ideas !== expected)
      throw new Error(
        `${kind}: made ${ideas} ideas, expected ${expected}: ${JSON.stringify(reports.map((r) => [r.niche, r.created.length, r.failed]))}`,
      );
    const total = Object.values(calls).reduce((a, b) => a + b, 0);
    runs.push({
      generator: kind,
      model: generator.model,
      ideas,
      failed: reports.reduce((sum, r) => sum + r.failed.length, 0),
      seconds,
      ideasPerSecond: ideas / seconds,
      msPerIdea: (seconds * 1000) / ideas,
      calls,
      callsPerIdea: total / ideas,
      aiLogs: calls.PutCommand ?? 0,
    });
  }
  delete process.env.OPENAI_API_KEY;
  return runs;
}

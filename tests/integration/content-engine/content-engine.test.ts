import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';

const stack = inject('stack');

interface HookValidation {
  validHooks: string[];
  invalidHooks: string[];
  validationDetails: Array<{ hook: string; isValid: boolean; errors: string[] }>;
}
interface GenerationResult {
  success: boolean;
  error: string | null;
  summary: { requested_quantity: number; generated_quantity: number; total_processing_time_ms: number; niche: string; generator: string };
  results: Array<{
    success: boolean;
    error: string | null;
    attempts: number;
    hookValidation: HookValidation | null;
    content: { id: string; title: string; niche: string; source: { askedCount?: number } } | null;
  }>;
}
interface AiLog {
  id: string;
  niche: string;
  attempt_number: number;
  parsing_successful: boolean;
  parsing_error: string | null;
  content_idea_id: string | null;
  input_tokens: number;
  output_tokens: number;
  estimated_cost_usd: number;
  request_model: string;
  request_tokens: number;
  generator: string;
  purpose: string;
  hook_validation_results: { total_hooks: number; valid_hooks: number; invalid_hooks: number } | null;
}
type Logs = { logs: AiLog[]; next: string | null };

let adminToken: string;
let data: {
  getItem: (pk: string, sk: string) => Promise<Record<string, unknown> | undefined>;
  ideasOf: (
    niche: string,
    variant: string,
  ) => Promise<Array<{ id: string; dayNumber: number; generator?: string; source: { comment: string } }>>;
};

async function failNext(mode: string, count = 1): Promise<void> {
  const res = await fetch(`${stack.openai}/__emulator/fail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, count }),
  });
  expect(res.status).toBe(200);
}

const generate = (body: unknown) => api<GenerationResult>(stack, 'POST', '/api/admin/generate', { token: adminToken, body });
const aiLogs = (query: string) => api<Logs>(stack, 'GET', `/api/admin/ai-logs?${query}`, { token: adminToken });

beforeAll(async () => {
  useStackTable(stack);
  const { db, tableName } = await import('#functions/platform/table/client');
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { listIdeasUpToDay } = await import('#functions/ideas/store');
  data = {
    getItem: async (PK, SK) => (await db.send(new GetCommand({ TableName: tableName(), Key: { PK, SK }, ConsistentRead: true }))).Item,
    ideasOf: async (niche, variant) => listIdeasUpToDay(niche, variant, 9999),
  };
  adminToken = (await signIn(stack, stack.accounts.admin.email, stack.accounts.admin.password)).idToken;
});

describe('the generation tester (POST /api/admin/generate) through the local OpenAI', () => {
  it('stores a good idea as a draft, with its evidence, and logs the attempt with its tokens', async () => {
    const res = await generate({ niche: 'food', quantity: 1 });

    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.summary).toMatchObject({ requested_quantity: 1, generated_quantity: 1, niche: 'food', generator: 'openai' });
    const [result] = res.body.results;
    expect(result!.attempts).toBe(1);
    expect(result!.hookValidation!.invalidHooks).toEqual([]);
    expect(result!.hookValidation!.validHooks).toHaveLength(3);
    const id = result!.content!.id;
    expect(id).toMatch(/^draft-/);
    expect(await data.getItem(`DRAFT_IDEA#${id}`, 'IDEA')).toMatchObject({ entity: 'draft_idea', niche: 'food', generator: 'openai' });
    // A draft is not in the library: no subscriber route can open it.
    expect(await data.getItem(`IDEA#${id}`, 'IDEA')).toBeUndefined();

    const logs = await aiLogs('niche=food&limit=25');
    const log = logs.body.logs.find((l) => l.content_idea_id === id);
    expect(log).toMatchObject({
      attempt_number: 1,
      parsing_successful: true,
      parsing_error: null,
      generator: 'openai',
      purpose: 'tester',
      // The writing call's output cap: 2,000 tokens for each of the three candidates it writes.
      request_tokens: 6000,
    });
    expect(log!.input_tokens).toBeGreaterThan(100);
    expect(log!.output_tokens).toBeGreaterThan(100);
    expect(log!.estimated_cost_usd).toBeGreaterThan(0);
    expect(log!.hook_validation_results).toEqual({ total_hooks: 3, valid_hooks: 3, invalid_hooks: 0 });
  });

  it('retries after a malformed answer: two logs, one idea', async () => {
    await failNext('malformed-json');

    const res = await generate({ niche: 'parenting' });

    expect(res.body.success).toBe(true);
    expect(res.body.results[0]!.attempts).toBe(2);
    const id = res.body.results[0]!.content!.id;
    const { logs } = (await aiLogs('niche=parenting&limit=25')).body;
    const [second, first] = logs;
    expect(second).toMatchObject({ attempt_number: 2, parsing_successful: true, content_idea_id: id });
    expect(first).toMatchObject({ attempt_number: 1, parsing_successful: false, content_idea_id: null });
    expect(first!.parsing_error).toMatch(/JSON/);
  });

  it('gives up after three answers that do not fit: three logs, no idea, an error result', async () => {
    await failNext('schema-mismatch', 3);
    const before = (await aiLogs('niche=relationships&parsing_successful=false&limit=100')).body.logs.length;

    const res = await generate({ niche: 'relationships', quantity: 1 });

    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.summary.generated_quantity).toBe(0);
    expect(res.body.results[0]).toMatchObject({ success: false, attempts: 3, content: null });
    expect(res.body.results[0]!.error).toMatch(/after 3 attempts/);
    const failed = (await aiLogs('niche=relationships&parsing_successful=false&limit=100')).body.logs;
    expect(failed.length - before).toBe(3);
    expect(failed.slice(0, 3).map((l) => l.attempt_number)).toEqual([3, 2, 1]);
  });

  it('logs a refusal as a failed attempt and still delivers on the next one', async () => {
    await failNext('refusal');

    const res = await generate({ niche: 'spirituality', quantity: 1 });

    expect(res.body.results[0]).toMatchObject({ success: true, attempts: 2 });
    const [, refused] = (await aiLogs('niche=spirituality&limit=25')).body.logs;
    expect(refused!.parsing_error).toMatch(/refused/);
  });

  it("rides out a 500 from OpenAI with the client's own retry", async () => {
    await failNext('server-error');

    const res = await generate({ niche: 'fashion', quantity: 1 });

    expect(res.body.results[0]).toMatchObject({ success: true, attempts: 1 });
  });

  it('makes several ideas from different insights in one call', async () => {
    const res = await generate({ niche: 'sidehustle', quantity: 3 });

    expect(res.body.summary.generated_quantity).toBe(3);
    const comments = res.body.results.map((r) => (r.content as unknown as { source: { comment: string } }).source.comment);
    expect(new Set(comments).size).toBe(3);
  });

  it.each([
    [{ quantity: 2 }, 'niche', 'Please select a niche'],
    [{ niche: '', quantity: 2 }, 'niche', 'Please select a niche'],
    [{ niche: 'knitting' }, 'niche', '"knitting" is not one of our niches'],
    [{ niche: 'travel', quantity: 'five' }, 'quantity', 'Quantity must be a number from 1 to 10'],
  ])('refuses %j with a field error', async (body, field, message) => {
    const res = await generate(body);

    expect(res.status).toBe(400);
    expect((res.body as unknown as { error: { fieldErrors: Record<string, string[]> } }).error.fieldErrors[field]).toEqual([message]);
  });

  it.each([
    [0, 1],
    [-3, 1],
    ['2', 2],
  ])('clamps quantity %j to %i', async (quantity, expected) => {
    const res = await generate({ niche: 'decor', quantity });

    expect(res.body.summary.requested_quantity).toBe(expected);
  });
});

describe('the AI logs (GET /api/admin/ai-logs)', () => {
  it('pages newest first with a cursor, and filters by niche and parsing outcome', async () => {
    await generate({ niche: 'haircare', quantity: 3 });

    const first = (await aiLogs('limit=25')).body;
    expect(first.logs.length).toBeGreaterThan(0);
    const ids = first.logs.map((l) => l.id);
    expect([...ids].sort().reverse()).toEqual(ids);

    const niche = (await aiLogs('niche=haircare&limit=25')).body;
    expect(niche.logs.every((l) => l.niche === 'haircare')).toBe(true);
    expect(niche.logs.length).toBeGreaterThanOrEqual(3);

    const ok = (await aiLogs('parsing_successful=true&limit=25')).body;
    expect(ok.logs.every((l) => l.parsing_successful)).toBe(true);

    const pageOne = (await aiLogs('niche=haircare&parsing_successful=true&limit=25')).body;
    expect(pageOne.logs.every((l) => l.niche === 'haircare' && l.parsing_successful)).toBe(true);
  });

  it('walks every page without repeating a log', async () => {
    for (let i = 0; i < 2; i += 1) await generate({ niche: 'fitness', quantity: 10 });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Logs = (await aiLogs(`limit=25${cursor ? `&cursor=${cursor}` : ''}`)).body;
      expect(page.logs.length).toBeLessThanOrEqual(25);
      seen.push(...page.logs.map((l) => l.id));
      cursor = page.next;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(25);
  });

  it.each([
    ['limit=30', 'limit'],
    ['parsing_successful=maybe', 'parsing_successful'],
    ['cursor=abc', 'cursor'],
    ['niche=Bad%20Niche', 'niche'],
  ])('refuses %s with a field error', async (query, field) => {
    const res = await api<{ error: { fieldErrors: Record<string, string[]> } }>(stack, 'GET', `/api/admin/ai-logs?${query}`, {
      token: adminToken,
    });

    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fieldErrors)).toContain(field);
  });
});

describe('the keep-ahead job', () => {
  async function runJob() {
    const { keepAhead } = await import('#functions/content-engine/keep-ahead');
    const { chooseGenerator } = await import('#functions/content-engine/generator');
    // The worker's own client, pointed at the stack's OpenAI emulator like the handlers are.
    process.env.OPENAI_API_KEY = 'sk-test-content-engine';
    process.env.OPENAI_BASE_URL = stack.openai!;
    return keepAhead(new Date(), { generator: await chooseGenerator({ timeoutMs: 10_000, maxRetries: 1 }) });
  }

  async function subscriberOnDay(niche: string, day: number): Promise<{ token: string }> {
    const email = `ahead-${randomUUID().slice(0, 8)}@example.com`;
    const userId = await createAccount(stack, email, 'ahead-pass-1');
    const { idToken } = await signIn(stack, email, 'ahead-pass-1');
    const { putSubscriber } = await import('#functions/subscribers/store');
    const { progressItem } = await import('#functions/ideas/progress-store');
    const { db, tableName } = await import('#functions/platform/table/client');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const now = new Date();
    await putSubscriber({
      userId,
      email,
      firstName: 'Ahead',
      lastName: 'Test',
      niche,
      subscribed: true,
      onboardingCompleted: true,
      subscriptionTier: 'monthly',
      subscriptionStatus: 'active',
      subscriptionEnd: null,
      referredBy: null,
      timeZone: 'UTC',
      stripeCustomerId: null,
      testMode: false,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    // Day 20 reached today (as of the last 07:00): 20 days stored, unlocking since just now.
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: progressItem({
          userId,
          email,
          niche,
          contentDaysUnlocked: day,
          createdAt: now.toISOString(),
          unlockingSince: now.toISOString(),
        }),
      }),
    );
    return { token: idToken };
  }

  it('gives a subscriber on day 20 a day-20 idea, built on an insight with its evidence', async () => {
    const { token } = await subscriberOnDay('finance', 20);
    const before = await api(stack, 'GET', '/api/ideas/finance-day-20-b', { token });
    expect(before.status).toBe(404);

    const reports = await runJob();

    const finance = reports.find((r) => r.niche === 'finance')!;
    expect(finance.horizon).toBeGreaterThanOrEqual(27);
    expect(finance.failed).toEqual([]);
    const res = await api<{
      idea: { id: string; dayNumber: number; generator: string; source: { comment: string; askedCount?: number; videos?: unknown[] } };
    }>(stack, 'GET', '/api/ideas/finance-day-20-b', { token });
    expect(res.status).toBe(200);
    expect(res.body.idea).toMatchObject({ id: 'finance-day-20-b', dayNumber: 20, generator: 'openai' });
    expect(res.body.idea.source.askedCount).toBeGreaterThanOrEqual(1);
    expect(res.body.idea.source.videos!.length).toBeGreaterThanOrEqual(1);
    const list = await api<{ ideas: Array<{ id: string }> }>(stack, 'GET', '/api/ideas', { token });
    expect(list.body.ideas.map((i) => i.id)).toContain('finance-day-20-b');
  });

  it('fills every day to the horizon in both variants, each day on an insight not used before', async () => {
    await subscriberOnDay('travel', 16);
    const reports = await runJob();
    const travel = reports.find((r) => r.niche === 'travel')!;

    for (const variant of ['A', 'B']) {
      const days = (await data.ideasOf('travel', variant)).map((i) => i.dayNumber).sort((a, b) => a - b);
      expect(days).toEqual(Array.from({ length: travel.horizon }, (_, i) => i + 1));
    }
    const generated = (await data.ideasOf('travel', 'B')).filter((i) => i.generator);
    const comments = generated.map((i) => i.source.comment);
    expect(new Set(comments).size).toBe(comments.length);
  });

  it('writes nothing the second time', async () => {
    await subscriberOnDay('selfcare', 18);
    await runJob();

    const again = await runJob();

    expect(again.flatMap((r) => r.created)).toEqual([]);
    expect(again.flatMap((r) => r.failed)).toEqual([]);
  });

  it('makes no duplicate when two runs overlap', async () => {
    await subscriberOnDay('spirituality', 19);

    const [one, two] = await Promise.all([runJob(), runJob()]);

    const made = [...one, ...two].filter((r) => r.niche === 'spirituality').flatMap((r) => r.created);
    const ideas = await data.ideasOf('spirituality', 'B');
    const horizon = one.find((r) => r.niche === 'spirituality')!.horizon;
    expect(ideas.map((i) => i.dayNumber).sort((a, b) => a - b)).toEqual(Array.from({ length: horizon }, (_, i) => i + 1));
    // Each generated slot was written once in total across both runs.
    const generatedDays = ideas.filter((i) => i.generator).length;
    expect(made.length).toBe(generatedDays * 2);
  });
});

describe('when a niche runs out of fresh insights', () => {
  it('warns, naming the niche, and reuses the insight used longest ago with a new angle rather than leave a day empty', async () => {
    const { putCorpus } = await import('#functions/content-engine/corpus-store');
    const { keepAhead } = await import('#functions/content-engine/keep-ahead');
    const { offlineGenerator } = await import('#functions/content-engine/generator');
    const niche = `tiny-${randomUUID().slice(0, 6)}`;
    const video = {
      platform: 'tiktok' as const,
      url: `https://www.tiktok.com/@tiny/video/${Date.now()}`,
      title: 'Tiny niche video',
      creator: '@tiny',
      views: 500_000,
    };
    const comments = [
      'how do you poach eggs without them falling apart in the water?',
      'can you do a video on crispy tofu? mine comes out soggy every single time',
    ].map((text, i) => ({
      niche,
      platform: 'tiktok' as const,
      commentId: `${niche}-${i}`,
      videoUrl: video.url,
      text,
      author: `@baker${i}`,
      likes: 100 + i,
      postedAt: new Date(Date.now() - i * 86_400_000).toISOString(),
    }));
    await putCorpus(comments, [video]);
    const warnings: Array<{ message: string; details: Record<string, unknown> }> = [];

    // The tiny niche borrows food's knowledge: the offline generator only answers asks a niche's knowledge covers.
    const asFood = <T extends { niche: string }>(value: T): T => ({ ...value, niche: 'food' });
    const generator: typeof offlineGenerator = {
      ...offlineGenerator,
      accepts: (insight) => offlineGenerator.accepts(asFood(insight)),
      draft: (request) => offlineGenerator.draft({ ...asFood(request), insight: asFood(request.insight) }),
    };
    const [report] = await keepAhead(new Date(), {
      generator,
      niches: [{ niche, displayName: 'Baking', sortOrder: 99, isActive: true }],
      warn: (message, details) => warnings.push({ message, details }),
    });

    expect(report!.horizon).toBe(7);
    expect(report!.failed).toEqual([]);
    expect(report!.created).toHaveLength(14);
    const days = (await data.ideasOf(niche, 'B')).map((i) => i.dayNumber).sort((a, b) => a - b);
    expect(days).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // One warning for each day built on a reused insight; a reuse whose title repeats an earlier one
    // moves the day to the other insight (the generator's choices follow the niche's random name).
    const reuses = warnings.filter((warning) => warning.message === 'Niche ran out of unused insights');
    expect(new Set(reuses.map((warning) => warning.details['day']))).toEqual(new Set([3, 4, 5, 6, 7]));
    expect(warnings[0]).toMatchObject({ message: 'Niche ran out of unused insights', details: { niche, day: 3, angle: 1 } });
    expect(report!.warnings[0]).toMatch(new RegExp(`^${niche} has no unused insight left: day 3 reuses`));
    // Each reuse took a new angle: no title repeats within the niche.
    const titles = (await data.ideasOf(niche, 'B')).map((i) => (i as unknown as { title: string }).title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('drafts and slow answers', () => {
  it('keeps tester drafts away from subscribers: the idea route answers 404', async () => {
    const res = await generate({ niche: 'skincare', quantity: 1 });
    const id = res.body.results[0]!.content!.id;
    const { subscriber } = stack.accounts;
    const { idToken } = await signIn(stack, subscriber.email, subscriber.password);

    const opened = await api(stack, 'GET', `/api/ideas/${id}`, { token: idToken });

    expect(opened.status).toBe(404);
  });

  it('gives up on an answer that does not come in time and retries, instead of hanging the request', async () => {
    await failNext('timeout');
    const started = Date.now();

    const res = await generate({ niche: 'selfcare', quantity: 1 });

    expect(res.status).toBe(200);
    expect(res.body.results[0]).toMatchObject({ success: true, attempts: 1 });
    expect(Date.now() - started).toBeLessThan(25_000);
  }, 40_000);
});

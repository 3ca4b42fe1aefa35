import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';
import { signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';

/**
 * The admin Sources routes through the local gateway, as the screen calls them: the overview, the
 * queries saved over a version, and the refusals a pasted address or a stale edit gets. Adding a
 * video or channel that YouTube knows is in admin-sources-youtube.test.ts, against the emulator.
 */
const stack = inject('stack');

interface NicheRow {
  niche: string;
  label: string;
  queries: string[];
  version: number;
  videos: unknown[];
  channels: unknown[];
  lastRun: unknown;
  asksLeft: number | null;
  daysOfSupply: number | null;
  warning: string | null;
  countedAt: string | null;
}
interface Overview {
  budget: { day: string; search: { used: number; limit: number }; reads: { used: number; limit: number } };
  niches: NicheRow[];
}
interface ErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]> };
}

let token: string;
let supply: typeof import('#functions/ingestion/admin-supply');

beforeAll(async () => {
  useStackTable(stack);
  supply = await import('#functions/ingestion/admin-supply');
  token = (await signIn(stack, stack.accounts.admin.email, stack.accounts.admin.password)).idToken;
});

const overview = async () => {
  const res = await api<Overview>(stack, 'GET', '/api/admin/sources', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const nicheOf = async (niche: string) => (await overview()).niches.find((row) => row.niche === niche)!;

describe('GET /api/admin/sources', () => {
  it("answers the day's quota in Pacific time against the configured budget, and every active niche in order", async () => {
    const { quotaConfig } = await import('#functions/ingestion/ingestion-files');
    const { pacificDay } = await import('#functions/ingestion/run-store');

    const body = await overview();

    expect(body.budget.day).toBe(pacificDay(new Date()));
    expect(body.budget.search.limit).toBe(quotaConfig().buckets.search.dailyLimit);
    expect(body.budget.reads.limit).toBe(quotaConfig().buckets.reads.dailyLimit);
    expect(body.niches.map((row) => row.niche)).toContain('skincare');
    expect(body.niches.find((row) => row.niche === 'skincare')!.label).toBe('Skincare');
  });

  it("counts a niche's distinct asks from its corpus, keeps the count, and says days of supply one ask a day", async () => {
    const { nicheAsksLeft } = await import('#functions/content-engine/supply');
    const { db, tableName } = await import('#functions/platform/table/client');
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    await db.send(new DeleteCommand({ TableName: tableName(), Key: supply.supplyKeys.count('spirituality') }));

    // A page load counts what fits in its time budget: another load counts the rest.
    let row = await nicheOf('spirituality');
    for (let attempt = 0; row.asksLeft === null && attempt < 3; attempt += 1) row = await nicheOf('spirituality');

    expect(row.asksLeft).toBe(await nicheAsksLeft('spirituality', new Date()));
    expect(row.daysOfSupply).toBe(row.asksLeft);
    expect(row.warning === null).toBe(row.daysOfSupply! >= supply.SUPPLY_WARNING_DAYS);
    expect(Date.parse(row.countedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('warns about a niche with under 14 days of fresh asks', async () => {
    await supply.keepCount({ niche: 'travel', asksLeft: 6, countedAt: new Date().toISOString() }, new Date());

    const row = await nicheOf('travel');

    expect([row.asksLeft, row.daysOfSupply]).toEqual([6, 6]);
    expect(row.warning).toBe(
      'Only 6 days of fresh asks left; after that, ideas reuse old asks from a new angle. Add search queries, or a video or channel, for this niche.',
    );
  });
});

describe('PUT /api/admin/sources/{niche}/queries', () => {
  it('saves the queries trimmed over the version read, and the next read shows them with the next version', async () => {
    const before = await nicheOf('food');

    const res = await api<{ queries: string[]; version: number }>(stack, 'PUT', '/api/admin/sources/food/queries', {
      token,
      body: { queries: ['  easy weeknight dinners ', 'meal prep for beginners'], version: before.version },
    });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ queries: ['easy weeknight dinners', 'meal prep for beginners'], version: before.version + 1 });
    const after = await nicheOf('food');
    expect([after.queries, after.version]).toEqual([['easy weeknight dinners', 'meal prep for beginners'], before.version + 1]);
  });

  it('refuses a stale version with 409 and a clear message, keeping the newer save', async () => {
    const { version } = await nicheOf('decor');
    const first = await api(stack, 'PUT', '/api/admin/sources/decor/queries', {
      token,
      body: { queries: ['small apartment decor'], version },
    });
    expect(first.status).toBe(200);

    const stale = await api<ErrorBody>(stack, 'PUT', '/api/admin/sources/decor/queries', {
      token,
      body: { queries: ['rental friendly decor'], version },
    });

    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('Someone saved these queries since you opened the page. Reload to see them, then edit again.');
    expect((await nicheOf('decor')).queries).toEqual(['small apartment decor']);
  });

  it('refuses an empty list, an empty query and a repeat with field errors, saving nothing', async () => {
    const before = await nicheOf('finance');
    const put = (queries: unknown) =>
      api<ErrorBody>(stack, 'PUT', '/api/admin/sources/finance/queries', { token, body: { queries, version: before.version } });

    const responses = await Promise.all([put([]), put(['budgeting tips', '  ']), put(['Budget app', 'budget  app'])]);

    expect(responses.map((res) => res.status)).toEqual([400, 400, 400]);
    expect(responses.map((res) => res.body.error.fieldErrors)).toEqual([
      { queries: ['Add at least one search query'] },
      { 'queries.1': ['A query is at least 2 characters'] },
      { queries: ['Each query only once'] },
    ]);
    expect(await nicheOf('finance')).toMatchObject({ queries: before.queries, version: before.version });
  });

  it('answers 404 for a niche that does not exist', async () => {
    const res = await api<ErrorBody>(stack, 'PUT', '/api/admin/sources/knitting/queries', {
      token,
      body: { queries: ['chunky knit blanket'], version: 0 },
    });

    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('There is no niche "knitting".');
  });
});

describe('POST /api/admin/sources/{niche}/videos and /channels with an address that is not one', () => {
  it.each([
    ['videos', 'https://www.tiktok.com/@glow.daily/video/7300000000000000000', 'Enter a YouTube video URL'],
    ['videos', 'https://www.youtube.com/@coachmarco', 'Enter a YouTube video URL'],
    ['channels', 'https://youtu.be/dQw4w9WgXcQ', 'Enter a YouTube channel URL'],
    ['channels', 'not a link at all', 'Enter a YouTube channel URL'],
  ])('POST %s %s: 400 "%s" on the field', async (kind, url, message) => {
    const res = await api<ErrorBody>(stack, 'POST', `/api/admin/sources/fitness/${kind}`, { token, body: { url } });

    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({ url: [message] });
  });

  it('answers 404 for a niche that does not exist', async () => {
    const res = await api<ErrorBody>(stack, 'POST', '/api/admin/sources/knitting/videos', {
      token,
      body: { url: 'https://youtu.be/dQw4w9WgXcQ' },
    });

    expect(res.status).toBe(404);
  });
});

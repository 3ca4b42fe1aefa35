import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import { completeCheckout, settled } from '../../support/stripe';

/**
 * The feedback and idea-ratings reports (docs/product-rules.md#feedback-report), and the rating
 * aggregates behind them. Other test files rate and comment on skincare ideas only; these tests use
 * other niches, so the averages they read are theirs alone (the unfiltered lists are shared, and
 * read as such).
 */
const stack = inject('stack');

type ErrorBody = { error: { code: string; message: string; fieldErrors?: Record<string, string[]> } };
type IdeaRow = {
  ideaId: string;
  title: string;
  niche: string;
  dayNumber: number;
  variant: string;
  lastRatedAt: string;
  averageRating: number | null;
  ratingCount: number;
};
type FeedbackRow = {
  id: string;
  ideaId: string;
  ideaTitle: string | null;
  niche: string | null;
  dayNumber: number | null;
  email: string;
  text: string;
  createdAt: string;
  averageRating: number | null;
  ratingCount: number;
};
type Ratings = { ideas: IdeaRow[]; next: string | null };
type Feedback = { feedback: FeedbackRow[]; next: string | null };

interface Modules {
  engagement: typeof import('#functions/ideas/engagement-store');
  ideas: typeof import('#functions/ideas/store');
  progress: typeof import('#functions/ideas/progress-store');
  links: typeof import('#functions/platform/email/links');
  db: typeof import('#functions/platform/table/client');
  lib: typeof import('@aws-sdk/lib-dynamodb');
}
let m: Modules;
let adminToken: string;

interface Creator {
  userId: string;
  email: string;
  token: string;
}

/** A subscriber through sign-up and checkout, who may also open every day of `niches` (left niches keep their days). */
async function creator(niches: readonly string[]): Promise<Creator> {
  const email = `ratings-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'ratings-pass-1');
  const { idToken } = await signIn(stack, email, 'ratings-pass-1');
  await api(stack, 'POST', '/api/me/subscriber', { token: idToken, body: { firstName: 'Rae', lastName: 'Ratings', niche: 'skincare' } });
  const checkout = await api<{ url: string }>(stack, 'POST', '/api/billing/checkout', { token: idToken, body: { tier: 'monthly' } });
  await completeCheckout(checkout.body.url);
  await settled(stack);
  for (const niche of niches) {
    await m.db.db.send(
      new m.lib.PutCommand({
        TableName: m.db.tableName(),
        Item: m.progress.progressItem({
          userId,
          email,
          niche,
          contentDaysUnlocked: 14,
          createdAt: new Date().toISOString(),
          unlockingSince: null,
        }),
      }),
    );
  }
  return { userId, email, token: idToken };
}

const rate = (c: Creator, ideaId: string, rating: number) =>
  api(stack, 'PUT', `/api/ideas/${ideaId}/rating`, { token: c.token, body: { rating } });

function report<T>(path: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return api<T & ErrorBody>(stack, 'GET', `${path}${search ? `?${search}` : ''}`, { token: adminToken });
}

/** Follows `next` to the last page; every page must be a 200. */
async function allPages<T extends { next: string | null }>(path: string, query: Record<string, string> = {}): Promise<T[]> {
  const pages: T[] = [];
  let cursor: string | null = null;
  do {
    const res: Awaited<ReturnType<typeof report<T>>> = await report<T>(path, { ...query, ...(cursor ? { cursor } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body);
    cursor = res.body.next;
  } while (cursor !== null && pages.length < 100);
  return pages;
}

async function ratingRow(ideaId: string, niche: string): Promise<IdeaRow | undefined> {
  const rows = (await allPages<Ratings>('/api/admin/idea-ratings', { niche })).flatMap((page) => page.ideas);
  return rows.find((row) => row.ideaId === ideaId);
}

/** The aggregate as stored, read consistently. */
async function stats(ideaId: string): Promise<{ ratingSum: number; ratingCount: number; lastRatedAt: string } | undefined> {
  const out = await m.db.db.send(
    new m.lib.GetCommand({ TableName: m.db.tableName(), Key: { PK: `IDEA_STATS#${ideaId}`, SK: 'RATINGS' }, ConsistentRead: true }),
  );
  return out.Item as { ratingSum: number; ratingCount: number; lastRatedAt: string } | undefined;
}

async function storedRating(userId: string, ideaId: string): Promise<number | undefined> {
  return (await m.engagement.engagementOf(userId, [ideaId])).ratings.get(ideaId);
}

async function idea(id: string) {
  const found = await m.ideas.getIdea(id);
  if (!found) throw new Error(`no idea ${id} in the library`);
  return found;
}

/** A rating as stored before the aggregates existed: no `counted`, nothing moved with it. */
async function putLegacyRating(userId: string, ideaId: string, rating: number, updatedAt: string): Promise<void> {
  await m.db.db.send(
    new m.lib.PutCommand({
      TableName: m.db.tableName(),
      Item: { PK: `USER#${userId}`, SK: `RATING#${ideaId}`, entity: 'rating', userId, ideaId, rating, updatedAt },
    }),
  );
}

let raters: Creator[];

beforeAll(async () => {
  useStackTable(stack);
  // What the stack's functions have: the test signs email links exactly as the sender does.
  process.env.EMAIL_LINK_KEY = stack.email.linkKey;
  m = {
    engagement: await import('#functions/ideas/engagement-store'),
    ideas: await import('#functions/ideas/store'),
    progress: await import('#functions/ideas/progress-store'),
    links: await import('#functions/platform/email/links'),
    db: await import('#functions/platform/table/client'),
    lib: await import('@aws-sdk/lib-dynamodb'),
  };
  adminToken = (await signIn(stack, stack.accounts.admin.email, stack.accounts.admin.password)).idToken;
  raters = await Promise.all([0, 1, 2, 3].map(() => creator(['spirituality', 'travel'])));
}, 120_000);

describe('rating aggregates', () => {
  it('averages the ratings of several subscribers, counting a changed rating once at its new value', async () => {
    const [a, b, c] = raters as [Creator, Creator, Creator];
    for (const [who, stars] of [
      [a, 5],
      [b, 4],
      [c, 2],
    ] as const)
      expect((await rate(who, 'spirituality-day-1-b', stars)).status).toBe(200);
    expect((await rate(c, 'spirituality-day-1-b', 4)).status).toBe(200);
    // The same stars again change nothing.
    expect((await rate(a, 'spirituality-day-1-b', 5)).status).toBe(200);

    const row = await ratingRow('spirituality-day-1-b', 'spirituality');
    expect(row).toMatchObject({
      title: (await idea('spirituality-day-1-b')).title,
      niche: 'spirituality',
      dayNumber: 1,
      variant: 'B',
      ratingCount: 3,
      averageRating: 4.3,
    });
    expect(await stats('spirituality-day-1-b')).toMatchObject({ ratingSum: 13, ratingCount: 3 });
  });

  it('counts concurrent first ratings by different subscribers, all of them', async () => {
    const answers = await Promise.all(raters.map((who, i) => rate(who, 'spirituality-day-2-b', i + 1)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(await stats('spirituality-day-2-b')).toMatchObject({ ratingSum: 1 + 2 + 3 + 4, ratingCount: 4 });
    expect(await ratingRow('spirituality-day-2-b', 'spirituality')).toMatchObject({ ratingCount: 4, averageRating: 2.5 });
  });

  it('counts one subscriber rating twice at once as one rating, at the value that was kept', async () => {
    const [a] = raters as [Creator];
    const answers = await Promise.all([rate(a, 'spirituality-day-3-b', 1), rate(a, 'spirituality-day-3-b', 5)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const kept = await storedRating(a.userId, 'spirituality-day-3-b');
    expect(await stats('spirituality-day-3-b')).toMatchObject({ ratingSum: kept, ratingCount: 1 });
  });

  it('stays exact under many concurrent ratings and changes of the same idea', async () => {
    const target = await idea('travel-day-9-a');
    const users = Array.from({ length: 8 }, () => `load-${randomUUID()}`);
    // Each user rates twice at once with different stars, all users together: 16 writes on one aggregate.
    const writes = await Promise.all(
      users.flatMap((userId, i) => [
        m.engagement.putRating(userId, target, (i % 5) + 1),
        m.engagement.putRating(userId, target, ((i + 2) % 5) + 1),
      ]),
    );
    expect(writes.filter((kind) => kind === 'first')).toHaveLength(users.length);
    const kept = await Promise.all(users.map((userId) => storedRating(userId, target.id)));
    expect(await stats(target.id)).toMatchObject({ ratingSum: kept.reduce((sum, r) => sum! + r!, 0), ratingCount: users.length });
  });

  it("counts a star clicked in the daily email in the idea's average", async () => {
    const [, , , d] = raters as [Creator, Creator, Creator, Creator];
    // Other files may have rated this idea already: only what d adds is checked.
    const before = ((await stats('travel-day-1-b')) ?? { ratingSum: 0, ratingCount: 0 }) as { ratingSum: number; ratingCount: number };
    expect((await rate(d, 'travel-day-1-b', 2)).status).toBe(200);
    const before2 = ((await stats('travel-day-2-b')) ?? { ratingSum: 0, ratingCount: 0 }) as { ratingSum: number; ratingCount: number };
    const token = await m.links.signLink({
      recipient: { type: 'subscriber', userId: d.userId },
      purpose: 'rate',
      ideaId: 'travel-day-2-b',
    });
    const res = await api(stack, 'POST', '/api/email/rating', { body: { token, rating: 5 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stats('travel-day-2-b')).toMatchObject({ ratingSum: before2.ratingSum + 5, ratingCount: before2.ratingCount + 1 });
    expect(await ratingRow('travel-day-2-b', 'travel')).toMatchObject({ ratingCount: before2.ratingCount + 1 });
    // And a change from the email moves the same aggregate.
    const change = await m.links.signLink({
      recipient: { type: 'subscriber', userId: d.userId },
      purpose: 'rate',
      ideaId: 'travel-day-1-b',
    });
    expect((await api(stack, 'POST', '/api/email/rating', { body: { token: change, rating: 3 } })).status).toBe(200);
    expect(await stats('travel-day-1-b')).toMatchObject({ ratingSum: before.ratingSum + 3, ratingCount: before.ratingCount + 1 });
  });
});

describe('ratings written before the aggregates', () => {
  /** A rater the migration finds: a subscriber whose current niche is still unlocking. */
  async function legacyRater(niche: string): Promise<string> {
    const userId = `legacy-${randomUUID()}`;
    const since = new Date().toISOString();
    await m.db.db.send(
      new m.lib.PutCommand({
        TableName: m.db.tableName(),
        Item: m.progress.progressItem({
          userId,
          email: `${userId}@example.com`,
          niche,
          contentDaysUnlocked: 3,
          createdAt: since,
          unlockingSince: since,
        }),
      }),
    );
    return userId;
  }

  it('are counted once by the migration, which changes nothing when it runs again', async () => {
    const [u1, u2] = [await legacyRater('food'), await legacyRater('food')];
    await putLegacyRating(u1, 'food-day-1-b', 2, '2026-01-02T00:00:00.000Z');
    await putLegacyRating(u2, 'food-day-1-b', 5, '2026-01-05T00:00:00.000Z');
    expect(await stats('food-day-1-b')).toBeUndefined();

    expect(await m.engagement.countLegacyRatings(['food'])).toBeGreaterThanOrEqual(2);
    expect(await stats('food-day-1-b')).toMatchObject({ ratingSum: 7, ratingCount: 2, lastRatedAt: '2026-01-05T00:00:00.000Z' });
    await m.engagement.countLegacyRatings(['food']);
    expect(await stats('food-day-1-b')).toMatchObject({ ratingSum: 7, ratingCount: 2 });
    expect(await ratingRow('food-day-1-b', 'food')).toMatchObject({
      ratingCount: 2,
      averageRating: 3.5,
      lastRatedAt: '2026-01-05T00:00:00.000Z',
    });
  });

  it('a legacy rating changed before the migration counts at its new value, and the migration leaves it', async () => {
    const [u1, u2] = [await legacyRater('food'), await legacyRater('food')];
    await putLegacyRating(u1, 'food-day-2-b', 1, '2026-01-02T00:00:00.000Z');
    await putLegacyRating(u2, 'food-day-2-b', 3, '2026-01-03T00:00:00.000Z');
    // The aggregate starts from this change: it holds u1's new rating only, until the migration adds u2's.
    expect(await m.engagement.putRating(u1, await idea('food-day-2-b'), 4)).toBe('first');
    expect(await stats('food-day-2-b')).toMatchObject({ ratingSum: 4, ratingCount: 1 });
    await m.engagement.countLegacyRatings(['food']);
    expect(await stats('food-day-2-b')).toMatchObject({ ratingSum: 4 + 3, ratingCount: 2 });
    // The migration must not move the time back to u2's older rating.
    expect((await stats('food-day-2-b'))!.lastRatedAt > '2026-01-03T00:00:00.000Z').toBe(true);
  });

  it('racing the migration, changes to legacy ratings are neither lost nor counted twice', async () => {
    const target = await idea('food-day-3-b');
    const users = await Promise.all(Array.from({ length: 6 }, () => legacyRater('food')));
    for (const [i, userId] of users.entries()) await putLegacyRating(userId, target.id, (i % 5) + 1, '2026-01-02T00:00:00.000Z');
    await Promise.all([
      m.engagement.countLegacyRatings(['food']),
      ...users.map((userId, i) => m.engagement.putRating(userId, target, ((i + 3) % 5) + 1)),
    ]);
    const kept = await Promise.all(users.map((userId) => storedRating(userId, target.id)));
    expect(kept).toEqual(users.map((_, i) => ((i + 3) % 5) + 1));
    expect(await stats(target.id)).toMatchObject({ ratingSum: kept.reduce((sum, r) => sum! + r!, 0), ratingCount: users.length });
  });
});

describe('GET /api/admin/idea-ratings', () => {
  it('lists rated ideas most recently rated first, 50 a page, each idea once across the pages', async () => {
    const niches = ['fashion', 'finance', 'fitness', 'parenting', 'relationships', 'selfcare'];
    const userId = `pager-${randomUUID()}`;
    const mine: string[] = [];
    // A millisecond apart, so their order is the order they were rated in.
    const start = Date.now();
    for (const niche of niches) {
      for (const day of [10, 11, 12, 13, 14]) {
        for (const variant of ['a', 'b']) {
          const target = await idea(`${niche}-day-${day}-${variant}`);
          await m.engagement.putRating(userId, target, 3, new Date(start + mine.length));
          mine.push(target.id);
        }
      }
    }
    expect(mine).toHaveLength(60);
    const pages = await allPages<Ratings>('/api/admin/idea-ratings');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]!.ideas).toHaveLength(50);
    const rows = pages.flatMap((page) => page.ideas);
    expect(new Set(rows.map((row) => row.ideaId)).size).toBe(rows.length);
    for (const id of mine) expect(rows.map((row) => row.ideaId)).toContain(id);
    const order = rows.map((row) => `${row.lastRatedAt}#${row.ideaId}`);
    expect(order).toEqual([...order].sort().reverse());
    // Mine were rated last, in this order: the newest first.
    const mineInOrder = rows.filter((row) => mine.includes(row.ideaId)).map((row) => row.ideaId);
    expect(mineInOrder).toEqual([...mine].reverse());
  });

  it('filters by niche', async () => {
    const rows = (await allPages<Ratings>('/api/admin/idea-ratings', { niche: 'spirituality' })).flatMap((page) => page.ideas);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.niche))).toEqual(new Set(['spirituality']));
    expect((await report<Ratings>('/api/admin/idea-ratings', { niche: 'decor' })).body).toEqual({ ideas: [], next: null });
  });

  it.each([
    ['a string that is no cursor', 'not-a-cursor!'],
    ['a forged position', Buffer.from(JSON.stringify({ v: 1, r: 'ratings', t: 'now', i: 'x' })).toString('base64url')],
    [
      'a feedback cursor',
      Buffer.from(
        JSON.stringify({ v: 1, r: 'feedback', u: 'abc', i: 'x', f: '01JD3Z6Q8X1V2B3N4M5K6J7H8G', t: '2026-01-01T00:00:00.000Z' }),
      ).toString('base64url'),
    ],
    ['an over-long cursor', 'A'.repeat(401)],
  ])('refuses %s with 400 and a field error', async (_name, cursor) => {
    const res = await report<Ratings>('/api/admin/idea-ratings', { cursor });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors?.cursor).toBeDefined();
  });
});

describe('GET /api/admin/feedback', () => {
  it("shows feedback with its idea and the idea's average rating and count", async () => {
    const [a, b] = raters as [Creator, Creator];
    expect((await rate(a, 'spirituality-day-7-b', 5)).status).toBe(200);
    expect((await rate(b, 'spirituality-day-7-b', 2)).status).toBe(200);
    const sent = await api(stack, 'POST', '/api/ideas/spirituality-day-7-b/feedback', {
      token: b.token,
      body: { text: 'Filmed it, the hook landed.' },
    });
    expect(sent.status).toBe(201);

    const rows = (await allPages<Feedback>('/api/admin/feedback', { niche: 'spirituality' })).flatMap((page) => page.feedback);
    const entry = rows.find((row) => row.text === 'Filmed it, the hook landed.');
    expect(entry).toMatchObject({
      ideaId: 'spirituality-day-7-b',
      ideaTitle: (await idea('spirituality-day-7-b')).title,
      niche: 'spirituality',
      dayNumber: 7,
      email: b.email,
      averageRating: 3.5,
      ratingCount: 2,
    });
    expect(entry!.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('shows feedback on an idea nobody rated with no average', async () => {
    const [, , c] = raters as [Creator, Creator, Creator];
    expect(
      (await api(stack, 'POST', '/api/ideas/travel-day-13-b/feedback', { token: c.token, body: { text: 'Not rated yet' } })).status,
    ).toBe(201);
    const rows = (await allPages<Feedback>('/api/admin/feedback', { niche: 'travel' })).flatMap((page) => page.feedback);
    expect(rows.find((row) => row.text === 'Not rated yet')).toMatchObject({
      ideaId: 'travel-day-13-b',
      averageRating: null,
      ratingCount: 0,
    });
  });

  it('pages a niche newest first, 50 a page, every entry once', async () => {
    const userId = `feedback-${randomUUID()}`;
    const target = await idea('decor-day-4-b');
    const start = Date.now();
    for (let i = 0; i < 55; i += 1) await m.engagement.addFeedback(userId, 'pager@example.com', target, `note ${i}`, new Date(start + i));

    const pages = await allPages<Feedback>('/api/admin/feedback', { niche: 'decor' });
    expect(pages.map((page) => page.feedback.length)).toEqual([50, 5]);
    expect(pages[1]!.next).toBeNull();
    expect(pages.flatMap((page) => page.feedback.map((row) => row.text))).toEqual(Array.from({ length: 55 }, (_, i) => `note ${54 - i}`));
    // The unfiltered list holds them too, with everyone else's.
    const all = (await allPages<Feedback>('/api/admin/feedback')).flatMap((page) => page.feedback);
    expect(all.filter((row) => row.ideaId === 'decor-day-4-b')).toHaveLength(55);
    expect(new Set(all.map((row) => row.id)).size).toBe(all.length);
  });

  it('shows feedback stored before entries carried their niche, and files it under its niche after the migration', async () => {
    const userId = `old-${randomUUID()}`;
    const createdAt = new Date().toISOString();
    const { ulid } = await import('ulid');
    const id = ulid();
    // The item as addFeedback wrote it before the report could filter by niche: no niche, no title,
    // no niche keys.
    await m.db.db.send(
      new m.lib.PutCommand({
        TableName: m.db.tableName(),
        Item: {
          PK: `USER#${userId}`,
          SK: `FEEDBACK#haircare-day-5-b#${id}`,
          GSI2PK: 'FEEDBACK',
          GSI2SK: createdAt,
          entity: 'feedback',
          userId,
          email: 'old@example.com',
          ideaId: 'haircare-day-5-b',
          text: 'from before',
          createdAt,
        },
      }),
    );
    const before = (await allPages<Feedback>('/api/admin/feedback'))
      .flatMap((page) => page.feedback)
      .find((row) => row.text === 'from before');
    expect(before).toMatchObject({ id, ideaTitle: (await idea('haircare-day-5-b')).title, niche: 'haircare', dayNumber: 5 });
    expect((await report<Feedback>('/api/admin/feedback', { niche: 'haircare' })).body.feedback.map((row) => row.text)).not.toContain(
      'from before',
    );

    expect(await m.engagement.backfillFeedbackNiches()).toBeGreaterThanOrEqual(1);
    expect((await report<Feedback>('/api/admin/feedback', { niche: 'haircare' })).body.feedback.map((row) => row.text)).toContain(
      'from before',
    );
    // Again: nothing left to do.
    expect(await m.engagement.backfillFeedbackNiches()).toBe(0);
  });

  it.each([
    ['a string that is no cursor', 'not-a-cursor!'],
    [
      'a forged key',
      Buffer.from(
        JSON.stringify({ v: 1, r: 'feedback', u: 'a#b', i: 'x', f: '01JD3Z6Q8X1V2B3N4M5K6J7H8G', t: '2026-01-01T00:00:00.000Z' }),
      ).toString('base64url'),
    ],
    ['a ratings cursor', Buffer.from(JSON.stringify({ v: 1, r: 'ratings', t: '2026-01-01T00:00:00.000Z', i: 'x' })).toString('base64url')],
  ])('refuses %s with 400 and a field error', async (_name, cursor) => {
    for (const query of [{ cursor }, { cursor, niche: 'decor' }] as Array<Record<string, string>>) {
      const res = await report<Feedback>('/api/admin/feedback', query);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_cursor');
      expect(res.body.error.fieldErrors?.cursor).toEqual(['Not a cursor from a previous page']);
    }
  });

  it('starts a page from a well-formed cursor of an entry that does not exist, without an error', async () => {
    const cursor = Buffer.from(
      JSON.stringify({
        v: 1,
        r: 'feedback',
        u: 'nobody',
        i: 'decor-day-4-b',
        f: '01JD3Z6Q8X1V2B3N4M5K6J7H8G',
        t: '2099-01-01T00:00:00.000Z',
      }),
    ).toString('base64url');
    const res = await report<Feedback>('/api/admin/feedback', { cursor, niche: 'decor' });
    expect(res.status).toBe(200);
    expect(res.body.feedback.length).toBeGreaterThan(0);
  });
});

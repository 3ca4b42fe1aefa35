import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import { completeCheckout, settled } from '../../support/stripe';

const stack = inject('stack');
type Card = {
  id: string;
  dayNumber: number;
  ideaNumber: number;
  variant: string;
  niche: string;
  subNiche: string;
  title: string;
  preview: Array<{ label: string; text: string }>;
  rating: number | null;
  isNew: boolean;
};
type IdeaList = { ideas: Card[]; next: string | null; newCount: number; progress: Array<{ niche: string; daysUnlocked: number }> };
type ErrorBody = { error: { code: string; message: string; fieldErrors?: Record<string, string[]> } };
type ViewAnswer = { viewedAt: string; firstView: boolean; newCount: number };

let table: {
  setDays: (userId: string, niche: string, days: number, since?: Date) => Promise<void>;
  /** A niche the subscriber left: its days stay, and it opens no more. */
  setLeftNiche: (userId: string, niche: string, days: number) => Promise<void>;
  query: (userId: string, prefix: string) => Promise<Array<Record<string, unknown>>>;
  /** Makes a progress item look as it did before view counters existed, with views written then. */
  makeLegacy: (userId: string, niche: string, viewedIdeaIds: string[]) => Promise<void>;
};

beforeAll(async () => {
  useStackTable(stack);
  const { db, tableName } = await import('#functions/platform/table/client');
  const { PutCommand, QueryCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { progressItem, progressKeys } = await import('#functions/ideas/progress-store');
  const { engagementKeys } = await import('#functions/ideas/engagement-store');
  table = {
    setDays: async (userId, niche, days, since = new Date()) => {
      await db.send(
        new PutCommand({
          TableName: tableName(),
          Item: progressItem({
            userId,
            email: 'x@example.com',
            niche,
            contentDaysUnlocked: days,
            createdAt: since.toISOString(),
            unlockingSince: since.toISOString(),
          }),
        }),
      );
    },
    setLeftNiche: async (userId, niche, days) => {
      await db.send(
        new PutCommand({
          TableName: tableName(),
          Item: progressItem({
            userId,
            email: 'x@example.com',
            niche,
            contentDaysUnlocked: days,
            createdAt: new Date().toISOString(),
            unlockingSince: null,
          }),
        }),
      );
    },
    query: async (userId, prefix) =>
      (
        await db.send(
          new QueryCommand({
            TableName: tableName(),
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :p)',
            ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':p': prefix },
            ConsistentRead: true,
          }),
        )
      ).Items ?? [],
    makeLegacy: async (userId, niche, viewedIdeaIds) => {
      await db.send(
        new UpdateCommand({ TableName: tableName(), Key: progressKeys.item(userId, niche), UpdateExpression: 'REMOVE viewedCount' }),
      );
      for (const ideaId of viewedIdeaIds) {
        // The old view item: no niche, no counter moved with it.
        await db.send(
          new PutCommand({
            TableName: tableName(),
            Item: {
              ...engagementKeys.view(userId, ideaId),
              entity: 'view',
              userId,
              ideaId,
              firstViewedAt: new Date().toISOString(),
              lastViewedAt: new Date().toISOString(),
            },
          }),
        );
      }
    },
  };
});

interface Creator {
  userId: string;
  token: string;
}

async function creator(options: { subscribe: boolean }): Promise<Creator> {
  const email = `ideas-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'ideas-pass-1');
  const { idToken } = await signIn(stack, email, 'ideas-pass-1');
  await api(stack, 'POST', '/api/me/subscriber', { token: idToken, body: { firstName: 'Ida', lastName: 'Ideas', niche: 'skincare' } });
  if (options.subscribe) {
    const checkout = await api<{ url: string }>(stack, 'POST', '/api/billing/checkout', { token: idToken, body: { tier: 'monthly' } });
    await completeCheckout(checkout.body.url);
    await settled(stack);
  }
  return { userId, token: idToken };
}

const listPage = (c: Creator, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return api<IdeaList & ErrorBody>(stack, 'GET', `/api/ideas${search ? `?${search}` : ''}`, { token: c.token });
};
const list = async (c: Creator, query: Record<string, string> = {}) => (await listPage(c, query)).body;

/** Follows `next` to the last page; every page must be a 200. */
async function allPages(c: Creator, query: Record<string, string> = {}): Promise<IdeaList[]> {
  const pages: IdeaList[] = [];
  let cursor: string | null = null;
  do {
    const res = await listPage(c, { ...query, ...(cursor ? { cursor } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body);
    cursor = res.body.next;
  } while (cursor !== null && pages.length < 50);
  return pages;
}

const view = (c: Creator, id: string) => api<ViewAnswer>(stack, 'PUT', `/api/ideas/${id}/view`, { token: c.token });
const cursorOf = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64url');

describe('GET /api/ideas', () => {
  it('lists day 1 of the niche after checkout, variant B only, as new, on one page', async () => {
    const c = await creator({ subscribe: true });
    const body = await list(c);
    expect(body.progress).toEqual([{ niche: 'skincare', daysUnlocked: 1 }]);
    expect(body.ideas.map((i) => [i.id, i.variant, i.isNew])).toEqual([['skincare-example-1-b', 'B', true]]);
    expect(body.newCount).toBe(1);
    expect(body.next).toBeNull();
  });

  it('sends what a card shows, the content already cut, and neither the whole content nor the evidence', async () => {
    const c = await creator({ subscribe: true });
    const [card] = (await list(c)).ideas;
    expect(Object.keys(card!).sort()).toEqual([
      'dayNumber',
      'feedback',
      'id',
      'ideaNumber',
      'isNew',
      'niche',
      'preview',
      'rating',
      'subNiche',
      'title',
      'variant',
    ]);
    expect(card!.preview.map((field) => field.label)).toEqual(['Hooks', 'Sections', 'Why It Works']);
    for (const field of card!.preview) expect(field.text.length).toBeLessThanOrEqual(103);
    expect(card!.preview[0]!.text.endsWith('...')).toBe(true);
  });

  it('shows up to the unlocked day, newest day first', async () => {
    const c = await creator({ subscribe: true });
    await table.setDays(c.userId, 'skincare', 3);
    expect((await list(c)).ideas.map((i) => i.dayNumber)).toEqual([3, 2, 1]);
  });

  it('opens one more day at every 07:00 since the progress began', async () => {
    const c = await creator({ subscribe: true });
    // Exactly three days ago: three 07:00s have passed in any time zone.
    await table.setDays(c.userId, 'skincare', 1, new Date(Date.now() - 3 * 86_400_000));
    const body = await list(c);
    expect(body.progress).toEqual([{ niche: 'skincare', daysUnlocked: 4 }]);
    expect(body.ideas.map((i) => i.dayNumber)).toEqual([4, 3, 2, 1]);
  });

  it('shows nothing to someone not subscribed, whatever their progress says', async () => {
    const c = await creator({ subscribe: false });
    await table.setDays(c.userId, 'skincare', 5);
    expect(await list(c)).toMatchObject({ ideas: [], next: null, newCount: 0 });
  });
});

describe('GET /api/ideas a page at a time', () => {
  // Two niches with more than a page between them: skincare (current, 14 days) and travel (left
  // with 14 days), so 28 ideas; skincare comes first in the niche order.
  let c: Creator;
  const expected = [
    ...Array.from({ length: 14 }, (_, i) => `skincare:${14 - i}`),
    ...Array.from({ length: 14 }, (_, i) => `travel:${14 - i}`),
  ];
  const positions = (cards: Card[]) => cards.map((card) => `${card.niche}:${card.dayNumber}`);

  beforeAll(async () => {
    c = await creator({ subscribe: true });
    await table.setDays(c.userId, 'skincare', 14);
    await table.setLeftNiche(c.userId, 'travel', 14);
  });

  it('gives 20 ideas on the first page with a cursor, and the rest on the last page without one', async () => {
    const pages = await allPages(c);
    expect(pages.map((page) => page.ideas.length)).toEqual([20, 8]);
    expect(typeof pages[0]!.next).toBe('string');
    expect(pages[1]!.next).toBeNull();
    expect(pages.map((page) => page.newCount)).toEqual([28, 28]);
  });

  it('orders across pages exactly as the whole list: niche order, newest day first, variant B only', async () => {
    for (const limit of ['20', '6', '1']) {
      const cards = (await allPages(c, { limit })).flatMap((page) => page.ideas);
      expect([limit, positions(cards)]).toEqual([limit, expected]);
      expect(new Set(cards.map((card) => card.id)).size).toBe(28);
      expect(cards.every((card) => card.variant === 'B')).toBe(true);
    }
  });

  it('filters by niche, from the top of that niche', async () => {
    const pages = await allPages(c, { niche: 'travel', limit: '10' });
    expect(positions(pages.flatMap((page) => page.ideas))).toEqual(expected.slice(14));
    expect(pages[0]!.newCount).toBe(28);
  });

  it('lists nothing for an approved niche the caller has no days in', async () => {
    expect(await list(c, { niche: 'fitness' })).toMatchObject({ ideas: [], next: null });
  });

  it.each(['21', '0', '100', 'ten', '-1'])('refuses limit=%s with 400 and a field error', async (limit) => {
    const res = await listPage(c, { limit });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors?.limit).toBeDefined();
  });

  it('refuses a niche that is not one of ours with 400 and a field error', async () => {
    const res = await listPage(c, { niche: 'astrology' });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors?.niche).toEqual(['"astrology" is not one of our niches']);
  });

  it.each([
    ['a changed character', (next: string) => next.slice(0, 8) + (next[8] === 'A' ? 'B' : 'A') + next.slice(9)],
    ['a cut-off cursor', (next: string) => next.slice(0, -3)],
    ['characters outside base64url', (next: string) => `${next}$`],
    ['a cursor that is not JSON', () => Buffer.from('not json at all').toString('base64url')],
    ['a forged cursor in another niche the caller has no progress in', () => cursorOf({ v: 1, n: 'fitness', a: [3, 3] })],
    ['a forged cursor past the unlocked days', () => cursorOf({ v: 1, n: 'skincare', a: [400, 400] })],
    ['a forged cursor with a field of its own', () => cursorOf({ v: 1, n: 'skincare', userId: 'someone-else' })],
  ])('refuses %s with 400 invalid_cursor, never a 500', async (_label, tamper) => {
    const next = (await list(c)).next!;
    const res = await listPage(c, { cursor: tamper(next) });
    expect([res.status, res.body.error?.code]).toEqual([400, 'invalid_cursor']);
    expect(res.body.error.message).toMatch(/Reload the list/);
  });

  it('refuses a cursor from a list under another niche filter', async () => {
    const next = (await list(c, { niche: 'travel', limit: '5' })).next!;
    const res = await listPage(c, { niche: 'skincare', cursor: next });
    expect([res.status, res.body.error?.code]).toEqual([400, 'invalid_cursor']);
  });

  it("refuses another subscriber's cursor into a niche they have no days in", async () => {
    const travelCursor = (await list(c, { niche: 'travel', limit: '5' })).next!;
    const other = await creator({ subscribe: true });
    const res = await listPage(other, { cursor: travelCursor });
    expect([res.status, res.body.error?.code]).toEqual([400, 'invalid_cursor']);
  });

  it("never shows one subscriber's ratings or views to another, on any page", async () => {
    const owner = await creator({ subscribe: true });
    await table.setDays(owner.userId, 'skincare', 14);
    await table.setLeftNiche(owner.userId, 'travel', 14);
    const ownerCards = (await allPages(owner)).flatMap((page) => page.ideas);
    for (const card of [ownerCards[0]!, ownerCards[19]!, ownerCards[27]!]) {
      expect((await api(stack, 'PUT', `/api/ideas/${card.id}/rating`, { token: owner.token, body: { rating: 5 } })).status).toBe(200);
      expect((await view(owner, card.id)).status).toBe(200);
    }
    const mine = (await allPages(owner)).flatMap((page) => page.ideas);
    expect(mine.filter((card) => card.rating === 5)).toHaveLength(3);
    expect(mine.filter((card) => !card.isNew)).toHaveLength(3);

    const others = (await allPages(c)).flatMap((page) => page.ideas);
    expect(others).toHaveLength(28);
    expect(others.every((card) => card.rating === null && card.isNew)).toBe(true);
  });
});

describe('the NEW count', () => {
  it('drops by one on the first view of an idea, and not on a repeat view', async () => {
    const c = await creator({ subscribe: true });
    await table.setDays(c.userId, 'skincare', 3);
    expect((await list(c)).newCount).toBe(3);

    const first = await view(c, 'skincare-example-2-b');
    expect([first.status, first.body.firstView, first.body.newCount]).toEqual([200, true, 2]);
    const again = await view(c, 'skincare-example-2-b');
    expect([again.status, again.body.firstView, again.body.newCount]).toEqual([200, false, 2]);

    const after = await list(c);
    expect(after.newCount).toBe(2);
    expect(after.ideas.filter((i) => !i.isNew).map((i) => i.id)).toEqual(['skincare-example-2-b']);
    expect(await table.query(c.userId, 'VIEW#')).toHaveLength(1);
    expect((await table.query(c.userId, 'PROGRESS#skincare'))[0]!.viewedCount).toBe(1);
  });

  it('counts two concurrent first views of the same idea once', async () => {
    const c = await creator({ subscribe: true });
    await table.setDays(c.userId, 'skincare', 3);
    const answers = await Promise.all([view(c, 'skincare-example-3-b'), view(c, 'skincare-example-3-b'), view(c, 'skincare-example-3-b')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.firstView)).toHaveLength(1);
    expect((await table.query(c.userId, 'PROGRESS#skincare'))[0]!.viewedCount).toBe(1);
    expect((await list(c)).newCount).toBe(2);
  });

  it('counts concurrent first views of different ideas each once', async () => {
    const c = await creator({ subscribe: true });
    await table.setDays(c.userId, 'skincare', 3);
    const ids = ['skincare-example-1-b', 'skincare-example-2-b', 'skincare-example-3-b'];
    const answers = await Promise.all(ids.map((id) => view(c, id)));
    expect(answers.map((a) => [a.status, a.body.firstView])).toEqual(ids.map(() => [200, true]));
    expect((await list(c)).newCount).toBe(0);
  });

  it('keeps the views of a niche left behind: its ideas stay listed and stay viewed', async () => {
    const c = await creator({ subscribe: true });
    await table.setDays(c.userId, 'skincare', 2);
    await view(c, 'skincare-example-1-b');
    expect((await api(stack, 'PATCH', '/api/me/niche', { token: c.token, body: { niche: 'travel' } })).status).toBe(200);
    const after = await list(c);
    // Skincare's two days, one viewed; travel waits for its first 07:00.
    expect(after.newCount).toBe(1);
    expect(after.ideas.map((i) => [i.id, i.isNew])).toEqual([
      ['skincare-example-2-b', true],
      ['skincare-example-1-b', false],
    ]);
    expect((await table.query(c.userId, 'PROGRESS#travel'))[0]!.viewedCount).toBe(0);
  });

  it('counts views written before the counter existed when the next view initialises it', async () => {
    const c = await creator({ subscribe: true });
    await table.setDays(c.userId, 'skincare', 3);
    await table.makeLegacy(c.userId, 'skincare', ['skincare-example-3-b']);
    // Before: a missing counter counts no views, so the count is high, never negative.
    expect((await list(c)).newCount).toBe(3);
    const first = await view(c, 'skincare-example-1-b');
    expect([first.status, first.body.firstView, first.body.newCount]).toEqual([200, true, 1]);
    // The old view is not counted a second time when it is viewed again.
    const old = await view(c, 'skincare-example-3-b');
    expect([old.body.firstView, old.body.newCount]).toEqual([false, 1]);
    expect((await table.query(c.userId, 'PROGRESS#skincare'))[0]!.viewedCount).toBe(2);
  });

  it('initialises every subscriber’s missing counters once, in the seed’s migration', async () => {
    const c = await creator({ subscribe: true });
    await table.setDays(c.userId, 'skincare', 3);
    await table.makeLegacy(c.userId, 'skincare', ['skincare-example-1-b', 'skincare-example-2-b']);
    const { db, tableName } = await import('#functions/platform/table/client');
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { settingKeys } = await import('#functions/shared/settings');
    const { initialiseAllViewCounts } = await import('#functions/ideas/engagement-store');
    await db.send(new DeleteCommand({ TableName: tableName(), Key: settingKeys.item('view_counts_initialised') }));

    const run = await initialiseAllViewCounts(['skincare', 'travel']);
    expect(run.skipped).toBe(false);
    expect((await table.query(c.userId, 'PROGRESS#skincare'))[0]!.viewedCount).toBe(2);
    expect((await list(c)).newCount).toBe(1);
    expect((await initialiseAllViewCounts(['skincare', 'travel'])).skipped).toBe(true);
  });
});

describe('one idea', () => {
  it('opens an unlocked idea and refuses later days and variant A with the same 404', async () => {
    const c = await creator({ subscribe: true });
    expect((await api(stack, 'GET', '/api/ideas/skincare-example-1-b', { token: c.token })).status).toBe(200);
    for (const id of ['skincare-example-2-b', 'skincare-example-1-a', 'no-such-idea']) {
      const res = await api<ErrorBody>(stack, 'GET', `/api/ideas/${id}`, { token: c.token });
      expect([id, res.status, res.body.error.code]).toEqual([id, 404, 'idea_not_found']);
    }
  });

  it('keeps one rating per person and idea, and shows it in the list', async () => {
    const c = await creator({ subscribe: true });
    expect((await api(stack, 'PUT', '/api/ideas/skincare-example-1-b/rating', { token: c.token, body: { rating: 2 } })).status).toBe(200);
    expect((await api(stack, 'PUT', '/api/ideas/skincare-example-1-b/rating', { token: c.token, body: { rating: 5 } })).status).toBe(200);
    const ratings = await table.query(c.userId, 'RATING#');
    expect(ratings.map((r) => r.rating)).toEqual([5]);
    expect((await list(c)).ideas[0]!.rating).toBe(5);
  });

  it.each([0, 6, 2.5, '5', null])('refuses the rating %s with 400 and writes nothing', async (rating) => {
    const c = await creator({ subscribe: true });
    const res = await api<ErrorBody>(stack, 'PUT', '/api/ideas/skincare-example-1-b/rating', { token: c.token, body: { rating } });
    expect(res.status).toBe(400);
    expect(await table.query(c.userId, 'RATING#')).toEqual([]);
  });

  it("lets nobody rate, view or comment on an idea they have not unlocked, nor see another's rating", async () => {
    const owner = await creator({ subscribe: true });
    await api(stack, 'PUT', '/api/ideas/skincare-example-1-b/rating', { token: owner.token, body: { rating: 1 } });
    const other = await creator({ subscribe: false });
    expect((await api(stack, 'PUT', '/api/ideas/skincare-example-1-b/rating', { token: other.token, body: { rating: 5 } })).status).toBe(
      404,
    );
    expect((await api(stack, 'PUT', '/api/ideas/skincare-example-1-b/view', { token: other.token })).status).toBe(404);
    expect(
      (await api(stack, 'POST', '/api/ideas/skincare-example-1-b/feedback', { token: other.token, body: { text: 'hi' } })).status,
    ).toBe(404);
    expect(await table.query(other.userId, 'RATING#')).toEqual([]);
    const subscribedOther = await creator({ subscribe: true });
    expect((await list(subscribedOther)).ideas[0]!.rating).toBeNull();
    expect((await table.query(owner.userId, 'RATING#'))[0]!.rating).toBe(1);
  });

  it('a view clears NEW on the list and on the idea itself', async () => {
    const c = await creator({ subscribe: true });
    await table.setDays(c.userId, 'skincare', 2);
    expect(
      (await api<{ idea: { isNew: boolean } }>(stack, 'GET', '/api/ideas/skincare-example-2-b', { token: c.token })).body.idea.isNew,
    ).toBe(true);
    expect((await view(c, 'skincare-example-2-b')).status).toBe(200);
    expect((await list(c)).ideas.find((i) => i.id === 'skincare-example-2-b')!.isNew).toBe(false);
    expect(
      (await api<{ idea: { isNew: boolean } }>(stack, 'GET', '/api/ideas/skincare-example-2-b', { token: c.token })).body.idea.isNew,
    ).toBe(false);
  });

  it('stores feedback, and refuses empty or huge feedback', async () => {
    const c = await creator({ subscribe: true });
    const url = '/api/ideas/skincare-example-1-b/feedback';
    expect((await api(stack, 'POST', url, { token: c.token, body: { text: '   ' } })).status).toBe(400);
    expect((await api(stack, 'POST', url, { token: c.token, body: { text: 'x'.repeat(2001) } })).status).toBe(400);
    expect((await api(stack, 'POST', url, { token: c.token, body: { text: 'Filmed it: 40k views.' } })).status).toBe(201);
    expect((await table.query(c.userId, 'FEEDBACK#')).map((f) => f.text)).toEqual(['Filmed it: 40k views.']);
  });
});

describe('PATCH /api/me/niche', () => {
  it('changes the niche and starts its progress at day 0; the old niche keeps its days', async () => {
    const c = await creator({ subscribe: true });
    const res = await api<{ subscriber: { niche: string }; previousNiche: string }>(stack, 'PATCH', '/api/me/niche', {
      token: c.token,
      body: { niche: 'Travel' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subscriber: { niche: 'travel' }, previousNiche: 'skincare' });
    expect((await list(c)).progress).toEqual(
      expect.arrayContaining([
        { niche: 'skincare', daysUnlocked: 1 },
        { niche: 'travel', daysUnlocked: 0 },
      ]),
    );
  });

  it('keeps the days the old niche reached and stops opening more; coming back resumes from there', async () => {
    const c = await creator({ subscribe: true });
    await table.setDays(c.userId, 'skincare', 1, new Date(Date.now() - 2 * 86_400_000));
    expect((await list(c)).progress).toEqual([{ niche: 'skincare', daysUnlocked: 3 }]);
    await api(stack, 'PATCH', '/api/me/niche', { token: c.token, body: { niche: 'travel' } });
    const [skincare] = await table.query(c.userId, 'PROGRESS#skincare');
    expect(skincare).toMatchObject({ contentDaysUnlocked: 3, unlockingSince: null });
    const [travel] = await table.query(c.userId, 'PROGRESS#travel');
    expect(travel).toMatchObject({ contentDaysUnlocked: 0, unlockingSince: expect.any(String) });
    // Skincare's three days stay listed while travel waits for its first 07:00.
    expect((await list(c)).ideas.map((i) => i.id)).toEqual(['skincare-example-3-b', 'skincare-example-2-b', 'skincare-example-1-b']);

    await api(stack, 'PATCH', '/api/me/niche', { token: c.token, body: { niche: 'skincare' } });
    const [back] = await table.query(c.userId, 'PROGRESS#skincare');
    expect(back).toMatchObject({ contentDaysUnlocked: 3, unlockingSince: expect.any(String) });
  });

  it.each([
    ['the current niche', 'skincare'],
    ['an unknown niche', 'astrology'],
    ['an empty niche', ' '],
  ])('refuses %s with 400', async (_label, niche) => {
    const c = await creator({ subscribe: false });
    const res = await api<ErrorBody>(stack, 'PATCH', '/api/me/niche', { token: c.token, body: { niche } });
    expect(res.status).toBe(400);
  });
});

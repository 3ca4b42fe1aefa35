import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { createAccount, signIn } from '../support/cognito';
import { useStackTable } from '../support/data';
import { completeCheckout, settled } from '../support/stripe';

const stack = inject('stack');
type Idea = { id: string; dayNumber: number; variant: string; niche: string; rating: number | null; isNew: boolean };
type IdeaList = { ideas: Idea[]; newCount: number; progress: Array<{ niche: string; daysUnlocked: number }> };
type ErrorBody = { error: { code: string; fieldErrors?: Record<string, string[]> } };

let table: {
  setDays: (userId: string, niche: string, days: number, since?: Date) => Promise<void>;
  query: (userId: string, prefix: string) => Promise<Array<Record<string, unknown>>>;
};

beforeAll(async () => {
  useStackTable(stack);
  const { db, tableName } = await import('../../functions/data/client');
  const { PutCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { progressItem } = await import('../../functions/data/progress');
  table = {
    setDays: async (userId, niche, days, since = new Date()) => {
      await db.send(new PutCommand({ TableName: tableName(), Item: progressItem({ userId, email: 'x@example.com', niche, contentDaysUnlocked: days, createdAt: since.toISOString(), unlockingSince: since.toISOString() }) }));
    },
    query: async (userId, prefix) =>
      (await db.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'PK = :pk AND begins_with(SK, :p)', ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':p': prefix }, ConsistentRead: true }))).Items ?? [],
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

const list = async (c: Creator) => (await api<IdeaList>(stack, 'GET', '/api/ideas', { token: c.token })).body;

describe('GET /api/ideas', () => {
  it('lists day 1 of the niche after checkout, variant B only, as new', async () => {
    const c = await creator({ subscribe: true });
    const body = await list(c);
    expect(body.progress).toEqual([{ niche: 'skincare', daysUnlocked: 1 }]);
    expect(body.ideas.map((i) => [i.id, i.variant, i.isNew])).toEqual([['skincare-example-1-b', 'B', true]]);
    expect(body.newCount).toBe(1);
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
    expect(await list(c)).toMatchObject({ ideas: [], newCount: 0 });
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
    expect((await api(stack, 'PUT', '/api/ideas/skincare-example-1-b/rating', { token: other.token, body: { rating: 5 } })).status).toBe(404);
    expect((await api(stack, 'PUT', '/api/ideas/skincare-example-1-b/view', { token: other.token })).status).toBe(404);
    expect((await api(stack, 'POST', '/api/ideas/skincare-example-1-b/feedback', { token: other.token, body: { text: 'hi' } })).status).toBe(404);
    expect(await table.query(other.userId, 'RATING#')).toEqual([]);
    const subscribedOther = await creator({ subscribe: true });
    expect((await list(subscribedOther)).ideas[0]!.rating).toBeNull();
    expect((await table.query(owner.userId, 'RATING#'))[0]!.rating).toBe(1);
  });

  it('a view clears NEW and lowers the count', async () => {
    const c = await creator({ subscribe: true });
    await table.setDays(c.userId, 'skincare', 2);
    expect((await list(c)).newCount).toBe(2);
    expect((await api(stack, 'PUT', '/api/ideas/skincare-example-2-b/view', { token: c.token })).status).toBe(200);
    await api(stack, 'PUT', '/api/ideas/skincare-example-2-b/view', { token: c.token });
    const after = await list(c);
    expect(after.newCount).toBe(1);
    expect(after.ideas.find((i) => i.id === 'skincare-example-2-b')!.isNew).toBe(false);
    expect(await table.query(c.userId, 'VIEW#')).toHaveLength(1);
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
    const res = await api<{ subscriber: { niche: string }; previousNiche: string }>(stack, 'PATCH', '/api/me/niche', { token: c.token, body: { niche: 'Travel' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subscriber: { niche: 'travel' }, previousNiche: 'skincare' });
    expect((await list(c)).progress).toEqual(expect.arrayContaining([{ niche: 'skincare', daysUnlocked: 1 }, { niche: 'travel', daysUnlocked: 0 }]));
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

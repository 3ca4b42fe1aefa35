import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ContentIdea } from '#functions/shared/schemas';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import { completeCheckout, settled } from '../../support/stripe';

/**
 * Personal ideas on the read path and "Filmed it" / "Not for me", through the local gateway
 * against the test stack: the list and the idea page prefer the subscriber's own idea of a day,
 * nobody else can open it, and feedback moves the subscriber's taste and the niche's counts once.
 */
const stack = inject('stack');

type Card = { id: string; dayNumber: number; title: string; personal?: { reasons: { text: string }[] }; feedback: string | null };
type IdeaList = { ideas: Card[]; next: string | null; newCount: number };
type PageIdea = ContentIdea & { rating: number | null; isNew: boolean; feedback: string | null };
type ErrorBody = { error: { code: string; fieldErrors?: Record<string, string[]> } };

type Modules = {
  personal: typeof import('#functions/ideas/personal-store');
  store: typeof import('#functions/ideas/store');
  progress: typeof import('#functions/ideas/progress-store');
  feedback: typeof import('#functions/personal/feedback-store');
};
let m: Modules;

beforeAll(async () => {
  useStackTable(stack);
  m = {
    personal: await import('#functions/ideas/personal-store'),
    store: await import('#functions/ideas/store'),
    progress: await import('#functions/ideas/progress-store'),
    feedback: await import('#functions/personal/feedback-store'),
  };
});

interface Creator {
  userId: string;
  token: string;
}

/** A subscribed skincare creator with `days` days unlocked. */
async function creator(days: number): Promise<Creator> {
  const email = `feedback-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'feedback-pass-1');
  const { idToken } = await signIn(stack, email, 'feedback-pass-1');
  await api(stack, 'POST', '/api/me/subscriber', { token: idToken, body: { firstName: 'Fay', lastName: 'Feedback', niche: 'skincare' } });
  const checkout = await api<{ url: string }>(stack, 'POST', '/api/billing/checkout', { token: idToken, body: { tier: 'monthly' } });
  await completeCheckout(checkout.body.url);
  await settled(stack);
  const { db, tableName } = await import('#functions/platform/table/client');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const since = new Date().toISOString();
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: m.progress.progressItem({
        userId,
        email,
        niche: 'skincare',
        contentDaysUnlocked: days,
        createdAt: since,
        unlockingSince: since,
      }),
    }),
  );
  return { userId, token: idToken };
}

/** The creator's own idea of a skincare day, built on that day's shared idea, with the reasons the engine gives. */
async function personalIdea(owner: Creator, day: number): Promise<ContentIdea> {
  const shared = (await m.store.findIdeaOfDay('skincare', 'B', day))!;
  const idea: ContentIdea = {
    ...shared,
    id: m.personal.personalIdeaId(owner.userId, 'skincare', day),
    title: `For you: ${shared.title}`,
    personal: {
      kind: 'daily',
      reasons: [
        { kind: 'own-audience', text: '6 viewers on your channel asked this' },
        { kind: 'topic-fit', text: 'Fits your budget skincare focus' },
      ],
      ownAudience: true,
    },
  };
  await m.personal.putPersonalIdea({
    idea,
    facts: {
      ownerUserId: owner.userId,
      insightKey: 'youtube#own-comment-1',
      traits: { topics: ['spf', 'budget'], format: 'talking-head', askKind: 'how-to' },
      createdAt: new Date().toISOString(),
    },
  });
  return idea;
}

const list = async (c: Creator) => (await api<IdeaList>(stack, 'GET', '/api/ideas', { token: c.token })).body;
const open = (c: Creator, id: string) => api<{ idea: PageIdea } & ErrorBody>(stack, 'GET', `/api/ideas/${id}`, { token: c.token });
const answer = (c: Creator | null, id: string, action: unknown) =>
  api<{ action: string; changed: boolean } & ErrorBody>(stack, 'PUT', `/api/ideas/${id}/feedback-action`, {
    token: c?.token,
    body: { action },
  });

describe('the subscriber’s own idea first', () => {
  let owner: Creator;
  let other: Creator;
  let mine: ContentIdea;

  beforeAll(async () => {
    [owner, other] = await Promise.all([creator(3), creator(3)]);
    mine = await personalIdea(owner, 2);
  });

  it('shows the own idea of a day in the shared idea’s place on the dashboard, with its reasons', async () => {
    const body = await list(owner);

    expect(body.ideas.map((card) => card.dayNumber)).toEqual([3, 2, 1]);
    expect(body.ideas[1]).toMatchObject({ id: mine.id, title: mine.title });
    expect(body.ideas[1]!.personal?.reasons.map((reason) => reason.text)).toEqual([
      '6 viewers on your channel asked this',
      'Fits your budget skincare focus',
    ]);
    expect(body.ideas[0]!.personal).toBeUndefined();
    expect(body.newCount).toBe(3);
  });

  it('shows another subscriber of the niche the shared idea of that day', async () => {
    const body = await list(other);

    expect(body.ideas.map((card) => card.id)).not.toContain(mine.id);
    expect(body.ideas[1]!.id).toBe((await m.store.findIdeaOfDay('skincare', 'B', 2))!.id);
  });

  it('opens the own idea on the idea page for its owner, with why it was chosen', async () => {
    const res = await open(owner, mine.id);

    expect(res.status).toBe(200);
    expect(res.body.idea).toMatchObject({ id: mine.id, dayNumber: 2, feedback: null, rating: null });
    expect(res.body.idea.personal?.reasons).toHaveLength(2);
  });

  it('answers another subscriber with the same 404 as an id that does not exist', async () => {
    const theirs = await open(other, mine.id);
    const nobodys = await open(other, 'p-doesnotexist000000000');

    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(nobodys.body);
    expect((await answer(other, mine.id, 'filmed')).status).toBe(404);
    expect((await api(stack, 'PUT', `/api/ideas/${mine.id}/rating`, { token: other.token, body: { rating: 5 } })).status).toBe(404);
    expect((await api(stack, 'PUT', `/api/ideas/${mine.id}/view`, { token: other.token })).status).toBe(404);
  });

  it('still opens the shared idea of a day the owner has their own idea for', async () => {
    const shared = (await m.store.findIdeaOfDay('skincare', 'B', 2))!;

    expect((await open(owner, shared.id)).status).toBe(200);
  });

  it('counts the first view of the own idea towards the NEW count, and a view of that day’s shared idea not again', async () => {
    const shared = (await m.store.findIdeaOfDay('skincare', 'B', 2))!;

    const first = await api<{ newCount: number }>(stack, 'PUT', `/api/ideas/${mine.id}/view`, { token: owner.token });
    const sharedView = await api<{ newCount: number; firstView: boolean }>(stack, 'PUT', `/api/ideas/${shared.id}/view`, {
      token: owner.token,
    });

    expect(first.body.newCount).toBe(2);
    expect(sharedView.body).toMatchObject({ firstView: true, newCount: 2 });
  });

  it('does not open the owner’s idea of a day not yet unlocked', async () => {
    const ahead = await personalIdea(owner, 5);

    expect((await open(owner, ahead.id)).status).toBe(404);
    expect((await list(owner)).ideas.map((card) => card.id)).not.toContain(ahead.id);
  });
});

describe('"Filmed it" and "Not for me"', () => {
  it('records "Not for me" once, however often it is pressed, and the taste moves once', async () => {
    const c = await creator(2);
    const idea = await personalIdea(c, 1);

    const first = await answer(c, idea.id, 'not_for_me');
    const again = await answer(c, idea.id, 'not_for_me');

    expect(first.body).toEqual({ action: 'not_for_me', changed: true });
    expect(again.body).toEqual({ action: 'not_for_me', changed: false });
    const taste = await m.feedback.getTaste(c.userId);
    expect(taste.topics.spf).toBeCloseTo(-1 / 3);
    expect(taste.formats['talking-head']).toBeCloseTo(-1 / 3);
    expect(taste.askKinds['how-to']).toBeCloseTo(-1 / 3);
    expect((await open(c, idea.id)).body.idea.feedback).toBe('not_for_me');
  });

  it('teaches the traits read from a shared idea’s words when it is filmed', async () => {
    const c = await creator(1);
    const shared = (await m.store.findIdeaOfDay('skincare', 'B', 1))!;
    const { traitsOf } = await import('#functions/personal/traits');
    const traits = traitsOf(shared, 'skincare');

    await answer(c, shared.id, 'filmed');

    const taste = await m.feedback.getTaste(c.userId);
    expect(taste.askKinds[traits.askKind]).toBeCloseTo(1 / 3);
    for (const topic of traits.topics) expect(taste.topics[topic]).toBeCloseTo(1 / 3);
  });

  it('counts two clicks at the same moment once', async () => {
    const c = await creator(2);
    const idea = await personalIdea(c, 1);

    const answers = await Promise.all([answer(c, idea.id, 'filmed'), answer(c, idea.id, 'filmed'), answer(c, idea.id, 'filmed')]);

    expect(answers.filter((res) => res.body.changed)).toHaveLength(1);
    expect((await m.feedback.getTaste(c.userId)).topics.budget).toBeCloseTo(1 / 3);
  });

  it('replaces "Filmed it" with "Not for me": the taste is as if only "Not for me" was pressed, and the card shows it', async () => {
    const c = await creator(2);
    const idea = await personalIdea(c, 1);

    await answer(c, idea.id, 'filmed');
    const replaced = await answer(c, idea.id, 'not_for_me');

    expect(replaced.body).toEqual({ action: 'not_for_me', changed: true });
    expect((await m.feedback.getTaste(c.userId)).topics.spf).toBeCloseTo(-1 / 3);
    expect((await list(c)).ideas.find((card) => card.id === idea.id)?.feedback).toBe('not_for_me');
  });

  it('moves the niche’s counts from filmed to rejected when a subscriber changes their answer', async () => {
    const niche = `taste${randomUUID().slice(0, 6)}`;
    const c = await creator(1);
    const shared = (await m.store.findIdeaOfDay('skincare', 'B', 1))!;
    const traits = { topics: ['retinol'], format: 'tutorial', askKind: 'is-it-ok' as const };

    await m.feedback.setFeedbackAction(c.userId, { id: shared.id, niche, title: shared.title, traits }, 'filmed');
    const filmed = await m.feedback.getNicheTaste(niche);
    await m.feedback.setFeedbackAction(c.userId, { id: shared.id, niche, title: shared.title, traits }, 'not_for_me');
    const rejected = await m.feedback.getNicheTaste(niche);

    expect(filmed).toContainEqual({ dimension: 'topics', trait: 'retinol', filmed: 1, notForMe: 0 });
    expect(rejected).toContainEqual({ dimension: 'topics', trait: 'retinol', filmed: 0, notForMe: 1 });
    expect(rejected).toContainEqual({ dimension: 'askKinds', trait: 'is-it-ok', filmed: 0, notForMe: 1 });
  });

  it('shows an admin the niche’s counts in the feedback report', async () => {
    const c = await creator(1);
    const idea = await personalIdea(c, 1);
    await answer(c, idea.id, 'filmed');
    const { admin } = stack.accounts;
    const adminToken = (await signIn(stack, admin.email, admin.password)).idToken;

    const res = await api<{ niche: string; traits: { dimension: string; trait: string; filmed: number }[] }>(
      stack,
      'GET',
      '/api/admin/niche-taste?niche=skincare',
      { token: adminToken },
    );

    expect(res.status).toBe(200);
    expect(res.body.traits.find((row) => row.dimension === 'formats' && row.trait === 'talking-head')?.filmed).toBeGreaterThanOrEqual(1);
  });

  it('lets the stars move the taste too, and a changed rating moves it by the difference', async () => {
    const c = await creator(2);
    const idea = await personalIdea(c, 1);

    await api(stack, 'PUT', `/api/ideas/${idea.id}/rating`, { token: c.token, body: { rating: 5 } });
    const loved = (await m.feedback.getTaste(c.userId)).topics.spf!;
    await api(stack, 'PUT', `/api/ideas/${idea.id}/rating`, { token: c.token, body: { rating: 1 } });
    const disliked = (await m.feedback.getTaste(c.userId)).topics.spf!;

    expect(loved).toBeCloseTo(0.6 / 3);
    expect(disliked).toBeCloseTo(-0.6 / 3);
  });

  it('answers anonymous callers with 401 and changes nothing', async () => {
    const res = await answer(null, 'skincare-example-1-b', 'filmed');

    expect(res.status).toBe(401);
  });

  it.each([['filmed_it'], ['FILMED'], [''], [null], [5]])('refuses the action %j with 400 and a field error', async (action) => {
    const c = await creator(1);

    const res = await answer(c, 'skincare-example-1-b', action);

    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors?.action).toBeDefined();
  });

  it.each([['has spaces'], ['x'.repeat(81)], ['semi;colon']])('refuses the idea id %j with 400', async (id) => {
    const c = await creator(1);

    const res = await answer(c, encodeURIComponent(id), 'filmed');

    expect(res.status).toBe(400);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PlanId } from '#functions/shared/plans';
import { buildPath, type RouteDefinition } from '#functions/platform/route';
import { routes } from '#functions/route-table';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import { completeCheckout, settled } from '../../support/stripe';
import { ROUTE_EXAMPLES, type RouteExample } from '../route-table/route-examples';

/**
 * A plan change opens and closes the plan features (docs/product-rules.md#plans-and-prices): a
 * weekly subscriber is refused the calendar, upgrades through the real plan-change route (Stripe
 * emulator, its webhooks writing the tier) and is let in; a downgrade closes it again and keeps what
 * they made. Every calendar read in the route table is called over HTTP; the plan check the chain
 * runs (requirePlanFeature on the stored record) is asserted too, so the test holds whatever
 * calendar routes exist.
 */
const stack = inject('stack');

type Subscriber = { subscribed: boolean; subscriptionTier: PlanId | null; subscriptionStatus: string | null };
type ErrorBody = { error: { code: string; message: string } };

const calendarReads = (routes as readonly RouteDefinition[]).filter((route) => route.plan === 'calendar' && route.method === 'GET');

interface Creator {
  email: string;
  userId: string;
  token: string;
}

let access: {
  requirePlanFeature: typeof import('#functions/subscribers/plan-access').requirePlanFeature;
};

beforeAll(async () => {
  useStackTable(stack);
  access = await import('#functions/subscribers/plan-access');
});

/** Sign-up step 1, then a checkout of `tier` completed on the emulator's page: a subscriber in their trial. */
async function subscriber(tier: PlanId): Promise<Creator> {
  const email = `plans-${tier}-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'plans-pass-1');
  const { idToken: token } = await signIn(stack, email, 'plans-pass-1');
  const created = await api(stack, 'POST', '/api/me/subscriber', {
    token,
    body: { firstName: 'Pia', lastName: 'Lane', niche: 'fitness', timeZone: 'Europe/Berlin' },
  });
  expect(created.status).toBe(201);
  const checkout = await api<{ url: string }>(stack, 'POST', '/api/billing/checkout', { token, body: { tier, from: 'onboarding' } });
  expect(checkout.status).toBe(200);
  await completeCheckout(checkout.body.url);
  await settled(stack);
  return { email, userId, token };
}

const me = async (who: Creator) => (await api<{ subscriber: Subscriber }>(stack, 'GET', '/api/me', { token: who.token })).body.subscriber;

/** The real plan change, then every webhook it caused answered. */
async function changePlan(who: Creator, tier: PlanId): Promise<void> {
  const res = await api<{ outcome: string }>(stack, 'POST', '/api/billing/change', { token: who.token, body: { tier } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.outcome).toBe('changed');
  await settled(stack);
}

/** What the chain's plan step answers this caller for the calendar: 402 or through. */
async function calendarCheck(who: Creator): Promise<402 | 'allowed'> {
  try {
    await access.requirePlanFeature({ userId: who.userId, email: who.email, groups: [] }, 'calendar');
    return 'allowed';
  } catch (error) {
    if ((error as { code?: string }).code === 'plan_required') return 402;
    throw error;
  }
}

/** Each calendar read of the route table, as this caller gets it. */
async function calendarAnswers(who: Creator): Promise<Array<{ route: string; status: number; code?: string }>> {
  const answers = [];
  for (const route of calendarReads) {
    const example: RouteExample = await (ROUTE_EXAMPLES[route.name as keyof typeof ROUTE_EXAMPLES] ?? (() => ({})))(stack);
    const query = example.query ? `?${new URLSearchParams(example.query)}` : '';
    const res = await api<ErrorBody>(stack, 'GET', buildPath(route.path, example.params) + query, { token: who.token });
    answers.push({ route: route.name, status: res.status, code: res.body.error?.code });
  }
  return answers;
}

const requestSupport = async (who: Creator, subject: string) =>
  (
    await api<{ request: { id: string; priority: boolean } }>(stack, 'POST', '/api/support', {
      token: who.token,
      body: { subject, message: `${subject}: asking on my current plan` },
    })
  ).body.request;

describe('a plan change through Stripe', () => {
  it('keeps a weekly subscriber out of the calendar with 402 plan_required, and their support requests are not priority', async () => {
    const wes = await subscriber('weekly');

    expect(await me(wes)).toMatchObject({ subscribed: true, subscriptionTier: 'weekly' });
    expect(await calendarCheck(wes)).toBe(402);
    for (const answer of await calendarAnswers(wes)) expect(answer, answer.route).toMatchObject({ status: 402, code: 'plan_required' });
    expect((await requestSupport(wes, 'weekly question')).priority).toBe(false);
  });

  it('opens the calendar and priority support once the weekly subscriber upgrades to monthly', async () => {
    const wes = await subscriber('weekly');

    await changePlan(wes, 'monthly');

    expect(await me(wes)).toMatchObject({ subscribed: true, subscriptionTier: 'monthly' });
    expect(await calendarCheck(wes)).toBe('allowed');
    for (const answer of await calendarAnswers(wes)) expect([401, 402, 403], answer.route).not.toContain(answer.status);
    expect((await requestSupport(wes, 'monthly question')).priority).toBe(true);
  });

  it('locks the calendar again on a downgrade to weekly, and keeps what was made on the monthly plan', async () => {
    const mia = await subscriber('monthly');
    const made = await requestSupport(mia, 'made on monthly');
    expect(await calendarCheck(mia)).toBe('allowed');
    const ideas = await api<{ ideas: Array<{ id: string }> }>(stack, 'GET', '/api/ideas', { token: mia.token });
    const ideaId = ideas.body.ideas[0]!.id;
    const filmOn = new Date().toISOString().slice(0, 10);
    const scheduled = await api(stack, 'POST', '/api/calendar/entries', { token: mia.token, body: { ideaId, filmOn } });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBeLessThan(300);

    await changePlan(mia, 'weekly');

    expect(await me(mia)).toMatchObject({ subscribed: true, subscriptionTier: 'weekly' });
    expect(await calendarCheck(mia)).toBe(402);
    for (const answer of await calendarAnswers(mia)) expect(answer, answer.route).toMatchObject({ status: 402, code: 'plan_required' });
    const mine = await api<{ requests: Array<{ id: string; priority: boolean }>; priority: boolean }>(stack, 'GET', '/api/support', {
      token: mia.token,
    });
    // The request made on the monthly plan is still there, as it was sent; new ones are not priority.
    expect(mine.body.requests).toEqual([expect.objectContaining({ id: made.id, priority: true })]);
    expect(mine.body.priority).toBe(false);

    // Back on monthly, the calendar opens on the entry scheduled before the downgrade.
    await changePlan(mia, 'monthly');
    const listed = await api<{ entries: Array<{ ideaId: string; filmOn: string | null }> }>(
      stack,
      'GET',
      `/api/calendar?${new URLSearchParams({ from: filmOn, to: filmOn })}`,
      { token: mia.token },
    );
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.entries).toEqual([expect.objectContaining({ ideaId, filmOn })]);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PLAN_FEATURES, PLAN_IDS, planHasFeature, type PlanId } from '#functions/shared/plans';
import { buildPath, type RouteDefinition } from '#functions/platform/route';
import { routes } from '#functions/route-table';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import { ROUTE_EXAMPLES, type RouteExample } from './route-examples';

/**
 * Every route of a plan feature × a subscriber on each plan, and one whose subscription ended,
 * generated from the route table: the plan a card sells reaches the feature, and no other does.
 */
const stack = inject('stack');
type Caller = PlanId | 'canceledYearly';
const CALLERS = [...PLAN_IDS, 'canceledYearly'] as const satisfies readonly Caller[];
const tokens: Partial<Record<Caller, string>> = {};

const planRoutes = (routes as readonly RouteDefinition[]).filter((route) => route.plan);

beforeAll(async () => {
  useStackTable(stack);
  const { putSubscriber } = await import('#functions/subscribers/store');
  for (const caller of CALLERS) {
    const email = `plan-${caller.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
    const userId = await createAccount(stack, email, 'plan-pass-1');
    const now = new Date().toISOString();
    const canceled = caller === 'canceledYearly';
    await putSubscriber({
      userId,
      email,
      firstName: 'Plan',
      lastName: caller,
      niche: 'skincare',
      subscribed: !canceled,
      onboardingCompleted: true,
      subscriptionTier: canceled ? 'yearly' : caller,
      subscriptionStatus: canceled ? 'canceled' : 'active',
      subscriptionEnd: canceled ? now : null,
      referredBy: null,
      timeZone: 'Europe/London',
      stripeCustomerId: null,
      testMode: false,
      createdAt: now,
      updatedAt: now,
    });
    tokens[caller] = (await signIn(stack, email, 'plan-pass-1')).idToken;
  }
});

it('the route table gates every plan feature the cards sell except priority support, which orders the inbox', () => {
  const gated = new Set(planRoutes.map((route) => route.plan));
  for (const feature of Object.keys(PLAN_FEATURES) as (keyof typeof PLAN_FEATURES)[])
    if (feature !== 'prioritySupport') expect(gated, feature).toContain(feature);
});

describe.each(planRoutes)('$method $path (plan: $plan)', (route) => {
  it.each(CALLERS)('%s', async (caller) => {
    const example: RouteExample = await (ROUTE_EXAMPLES[route.name as keyof typeof ROUTE_EXAMPLES] ?? (() => ({})))(stack);
    const query = example.query ? `?${new URLSearchParams(example.query)}` : '';
    const res = await api<{ error?: { code: string } }>(stack, route.method, buildPath(route.path, example.params) + query, {
      token: tokens[caller],
      body: example.body,
      rawBody: example.rawBody,
      headers: example.headers,
    });
    const included = caller !== 'canceledYearly' && planHasFeature(caller, route.plan!);
    if (included) {
      expect([401, 402, 403], JSON.stringify(res.body)).not.toContain(res.status);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    } else {
      expect(res.status, JSON.stringify(res.body)).toBe(402);
      expect(res.body.error?.code).toBe('plan_required');
    }
  });
});

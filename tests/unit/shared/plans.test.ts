import { describe, expect, it } from 'vitest';
import {
  cheapestPlanWith,
  PLAN_FEATURE_IDS,
  PLAN_FEATURES,
  PLAN_IDS,
  planById,
  planHasFeature,
  PLANS,
  plansWithFeature,
  type PlanFeatureId,
  type PlanId,
} from '#functions/shared/plans';
import { planRequiredMessage, subscriberHasFeature } from '#functions/subscribers/plan-access';
import type { SubscriberRecord } from '#functions/subscribers/store';

/**
 * What each plan unlocks (docs/product-rules.md#plans-and-prices), spelled out here as the cards
 * promise it, so a change to PLAN_FEATURES that moves a feature between plans fails a test.
 */
const EXPECTED: Record<PlanId, Record<PlanFeatureId, boolean>> = {
  weekly: { prioritySupport: false, calendar: false, analytics: false, yearPlan: false },
  monthly: { prioritySupport: true, calendar: true, analytics: false, yearPlan: false },
  yearly: { prioritySupport: true, calendar: true, analytics: true, yearPlan: true },
};

const gridOf = (plans: readonly PlanId[]) =>
  plans.flatMap((plan) => PLAN_FEATURE_IDS.map((feature) => [plan, feature, EXPECTED[plan][feature]] as const));

describe('planHasFeature', () => {
  it.each(gridOf(PLAN_IDS))('%s includes %s: %s', (plan, feature, included) => {
    expect(planHasFeature(plan, feature)).toBe(included);
  });

  it.each(PLAN_FEATURE_IDS)('gives no plan feature (%s) to an account without a plan', (feature) => {
    expect(planHasFeature(null, feature)).toBe(false);
    expect(planHasFeature(undefined, feature)).toBe(false);
  });
});

describe('subscriberHasFeature', () => {
  const record = (tier: PlanId | null, status: string | null, subscribed: boolean): SubscriberRecord => ({
    userId: 'u-1',
    email: 'mia@example.com',
    firstName: 'Mia',
    lastName: 'Chen',
    niche: 'skincare',
    subscribed,
    onboardingCompleted: true,
    subscriptionTier: tier,
    subscriptionStatus: status,
    subscriptionEnd: null,
    referredBy: null,
    timeZone: 'Europe/London',
    stripeCustomerId: 'cus_1',
    testMode: false,
    dailyEmail: true,
    sendHour: 7,
    emailStatus: 'deliverable',
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
  });

  it.each(gridOf(PLAN_IDS))('an active %s subscriber has %s: %s', (plan, feature, included) => {
    expect(subscriberHasFeature(record(plan, 'active', true), feature)).toBe(included);
  });

  it.each(gridOf(PLAN_IDS))('a %s subscriber in the free trial has %s: %s (the trial counts)', (plan, feature, included) => {
    expect(subscriberHasFeature(record(plan, 'trialing', true), feature)).toBe(included);
  });

  it.each(gridOf(PLAN_IDS))('a %s subscriber whose subscription ended has no %s (the data stays, the view locks)', (plan, feature) => {
    expect(subscriberHasFeature(record(plan, 'canceled', false), feature)).toBe(false);
  });

  it('gives nothing to a caller without a subscriber record', () => {
    for (const feature of PLAN_FEATURE_IDS) expect(subscriberHasFeature(null, feature)).toBe(false);
  });
});

describe('the upgrade a locked feature offers', () => {
  it('is the cheapest plan that has the feature', () => {
    expect(cheapestPlanWith('prioritySupport')).toBe('monthly');
    expect(cheapestPlanWith('calendar')).toBe('monthly');
    expect(cheapestPlanWith('analytics')).toBe('yearly');
    expect(cheapestPlanWith('yearPlan')).toBe('yearly');
  });

  it('names the plans that have it, in the 402 message too', () => {
    expect(plansWithFeature('calendar')).toBe('Monthly and Yearly');
    expect(plansWithFeature('analytics')).toBe('Yearly');
    expect(planRequiredMessage('calendar')).toBe('Content calendar comes with the Monthly and Yearly plans.');
    expect(planRequiredMessage('yearPlan')).toBe('Annual planning tools comes with the Yearly plan.');
  });
});

describe('the plan cards', () => {
  const BASE = ['One new content idea every day', '7-day free trial', 'All niches'];

  it.each(PLAN_IDS)('list for %s exactly the base features and the plan features it includes, nothing hand-written', (id) => {
    const included = PLAN_FEATURE_IDS.filter((feature) => EXPECTED[id][feature]).map((feature) => PLAN_FEATURES[feature].name);
    const support = EXPECTED[id].prioritySupport ? [] : ['Email support'];
    expect(planById(id).features).toEqual([...BASE, ...support, ...included]);
  });

  it('sell every plan feature on at least one card, and each on the cards of exactly the plans that have it', () => {
    for (const feature of PLAN_FEATURE_IDS) {
      const selling = PLANS.filter((plan) => plan.features.includes(PLAN_FEATURES[feature].name)).map((plan) => plan.id);
      expect(selling, feature).toEqual(PLAN_FEATURES[feature].plans);
    }
  });

  it('promise support on every plan: email support on weekly, priority support above it', () => {
    expect(planById('weekly').features).toContain('Email support');
    expect(planById('monthly').features).toContain('Priority support');
    expect(planById('monthly').features).not.toContain('Email support');
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLAN_FEATURE_IDS, PLAN_FEATURES, PLAN_IDS, planById, planHasFeature, type PlanId } from '#functions/shared/plans';
import { PlanChoice } from '@/features/billing/components/plan-choice';
import { PricingCards } from '@/features/marketing/components/pricing-cards';

/**
 * Every plan card lists what PLAN_FEATURES gives that plan, and nothing the app lacks
 * (docs/product-rules.md#plans-and-prices): the sign-up step's choice and the public pricing cards
 * (the pricing page and the niche pages). The Subscription tab's cards are checked in
 * subscription-management.test.tsx.
 */
const BASE = ['One new content idea every day', '7-day free trial', 'All niches'];

function expectedFeatures(plan: PlanId): string[] {
  const extras = PLAN_FEATURE_IDS.filter((feature) => planHasFeature(plan, feature)).map((feature) => PLAN_FEATURES[feature].name);
  return [...BASE, ...(planHasFeature(plan, 'prioritySupport') ? [] : ['Email support']), ...extras];
}

afterEach(cleanup);

describe('the sign-up step plan choice', () => {
  it.each(PLAN_IDS)('lists exactly the %s plan features', (plan) => {
    render(<PlanChoice label="Choose your plan" selected="monthly" onSelect={() => undefined} />);
    const card = screen.getByRole('radio', { name: new RegExp(planById(plan).name) }).closest('label')!;

    const listed = [...card.querySelectorAll('.plan-card__feature')].map((item) => item.textContent);

    expect(listed).toEqual(expectedFeatures(plan));
  });
});

describe('the public pricing cards', () => {
  it.each(PLAN_IDS)('list exactly the %s plan features', (plan) => {
    render(<PricingCards />);
    const card = screen.getByRole('heading', { name: planById(plan).name }).closest('article')!;

    const listed = within(card as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);

    expect(listed).toEqual(expectedFeatures(plan));
  });

  it('sell the calendar on Monthly and Yearly only, and analytics on Yearly only', () => {
    render(<PricingCards />);
    const features = (name: string) =>
      within(screen.getByRole('heading', { name }).closest('article') as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    expect(features('Weekly')).not.toContain('Content calendar');
    expect(features('Monthly')).toContain('Content calendar');
    expect(features('Monthly')).not.toContain('Advanced analytics');
    expect(features('Yearly')).toEqual(expect.arrayContaining(['Content calendar', 'Advanced analytics', 'Annual planning tools']));
  });
});

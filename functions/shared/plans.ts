/**
 * The one price list (docs/product-rules.md#plans-and-prices). Every page, the checkout and the
 * emails read prices from here; an older $30/$99 marketing set is not used anywhere.
 */

/** Cheapest first: a move to a later plan is an upgrade (docs/product-rules.md#plans-and-prices). PLANS lists them in this order. */
export const PLAN_IDS = ['weekly', 'monthly', 'yearly'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** For text from outside the contract, such as a Stripe subscription's metadata. */
export function isPlanId(value: unknown): value is PlanId {
  return (PLAN_IDS as readonly unknown[]).includes(value);
}

export interface Plan {
  id: PlanId;
  name: string;
  /** Whole US dollars. */
  price: number;
  period: 'week' | 'month' | 'year';
  description: string;
  features: readonly string[];
  mostPopular: boolean;
}

export const TRIAL_DAYS = 7;

export const PLANS: readonly Plan[] = [
  {
    id: 'weekly',
    name: 'Weekly',
    price: 9,
    period: 'week',
    description: 'Perfect for trying it out',
    features: ['One new content idea every day', `${TRIAL_DAYS}-day free trial`, 'All niches', 'Email support'],
    mostPopular: false,
  },
  {
    id: 'monthly',
    name: 'Monthly',
    price: 28,
    period: 'month',
    description: 'Most popular choice',
    features: ['One new content idea every day', `${TRIAL_DAYS}-day free trial`, 'All niches', 'Priority support', 'Content calendar'],
    mostPopular: true,
  },
  {
    id: 'yearly',
    name: 'Yearly',
    price: 149,
    period: 'year',
    description: 'Best value - save 50%',
    features: [
      'One new content idea every day',
      `${TRIAL_DAYS}-day free trial`,
      'All niches',
      'Priority support',
      'Content calendar',
      'Advanced analytics',
    ],
    mostPopular: false,
  },
];

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** "$28/month". */
export function formatPrice(plan: Plan): string {
  return `$${plan.price}/${plan.period}`;
}

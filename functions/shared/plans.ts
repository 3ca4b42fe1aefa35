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

/**
 * What a plan unlocks beyond the daily idea, and which plans include it. The plan cards list these
 * names, the route table gates the feature's routes with the id (`plan` on a route), and the
 * dashboard locks the view with the same id: a card can never sell a feature the app lacks, and a
 * plan that has a feature always reaches it. A downgrade keeps the data; only the views lock.
 */
export const PLAN_FEATURES = {
  prioritySupport: {
    name: 'Priority support',
    plans: ['monthly', 'yearly'],
    summary: 'Your support requests are answered first.',
  },
  calendar: {
    name: 'Content calendar',
    plans: ['monthly', 'yearly'],
    summary: 'Schedule ideas to filming and posting days, mark them filmed and posted, and follow them in your own calendar app.',
  },
  analytics: {
    name: 'Advanced analytics',
    plans: ['yearly'],
    summary: 'See how your posted ideas perform against your usual views, by kind of ask, format and hook, and get more of what works.',
  },
  yearPlan: {
    name: 'Annual planning tools',
    plans: ['yearly'],
    summary: "A 12-month plan of your niche's seasonal moments, with ideas suggested ahead for each one.",
  },
} as const satisfies Record<string, { name: string; plans: readonly PlanId[]; summary: string }>;
export type PlanFeatureId = keyof typeof PLAN_FEATURES;
export const PLAN_FEATURE_IDS = Object.keys(PLAN_FEATURES) as PlanFeatureId[];

/** Whether a subscriber on `tier` (null: no plan) may use `feature`. */
export function planHasFeature(tier: PlanId | null | undefined, feature: PlanFeatureId): boolean {
  return tier != null && (PLAN_FEATURES[feature].plans as readonly PlanId[]).includes(tier);
}

/** The cheapest plan that includes `feature`: what an upgrade prompt offers. */
export function cheapestPlanWith(feature: PlanFeatureId): PlanId {
  return PLAN_IDS.find((id) => planHasFeature(id, feature))!;
}

/** "Monthly and Yearly": the plans that include a feature, for copy. */
export function plansWithFeature(feature: PlanFeatureId): string {
  const names = PLAN_FEATURES[feature].plans.map((id) => PLAN_NAMES[id]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
}

const PLAN_NAMES: Record<PlanId, string> = { weekly: 'Weekly', monthly: 'Monthly', yearly: 'Yearly' };
const BASE_FEATURES = ['One new content idea every day', `${TRIAL_DAYS}-day free trial`, 'All niches'];

/** The card's list: what every plan has, then exactly the plan features this plan includes. */
function featuresOf(id: PlanId): string[] {
  const extras = PLAN_FEATURE_IDS.filter((feature) => planHasFeature(id, feature)).map((feature) => PLAN_FEATURES[feature].name);
  return [...BASE_FEATURES, ...(extras.includes(PLAN_FEATURES.prioritySupport.name) ? [] : ['Email support']), ...extras];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'weekly',
    name: PLAN_NAMES.weekly,
    price: 9,
    period: 'week',
    description: 'Perfect for trying it out',
    features: featuresOf('weekly'),
    mostPopular: false,
  },
  {
    id: 'monthly',
    name: PLAN_NAMES.monthly,
    price: 28,
    period: 'month',
    description: 'Most popular choice',
    features: featuresOf('monthly'),
    mostPopular: true,
  },
  {
    id: 'yearly',
    name: PLAN_NAMES.yearly,
    price: 149,
    period: 'year',
    description: 'Best value - save 50%',
    features: featuresOf('yearly'),
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

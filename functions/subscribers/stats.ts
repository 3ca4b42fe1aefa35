import { PLANS, PLAN_IDS, type PlanId } from '#functions/shared/plans';

/**
 * The admin dashboard's numbers (docs/product-rules.md#admin-overview), as pure rules. Every
 * subscriber is counted in exactly one *class* (payment mode, status, plan, subscribed flag); the
 * table keeps one counter per class, moved in the same transaction as the subscriber write that
 * changes the class (functions/subscribers/stats-store.ts). Every card is a sum over classes, so
 * the cards can never disagree with each other, and no request counts items.
 */

/** `live`: paid with live keys; `test`: a sandbox (test-mode) subscription, or none yet. */
export type StatsMode = 'live' | 'test';
const STATUSES = ['active', 'trialing', 'past_due', 'inactive', 'none', 'other'] as const;
export type StatsStatus = (typeof STATUSES)[number];

export interface StatsClass {
  readonly mode: StatsMode;
  readonly status: StatsStatus;
  readonly tier: PlanId | 'none';
  readonly subscribed: boolean;
}

export interface CountedRecord {
  readonly subscribed: boolean;
  readonly subscriptionStatus: string | null;
  readonly subscriptionTier: PlanId | null;
  readonly testMode: boolean;
}

/**
 * A record is out of sync (docs/product-rules.md#subscription-sync-mismatch) when it says
 * subscribed while its status is inactive, or not subscribed while active or trialing. Our own
 * writes never produce one (billingStateOf derives both from Stripe's status); an edited or
 * half-written record can.
 */
export function isMismatched(record: Pick<CountedRecord, 'subscribed' | 'subscriptionStatus'>): boolean {
  const status = record.subscriptionStatus;
  return record.subscribed ? status === 'inactive' : status === 'active' || status === 'trialing';
}

export function classOf(record: CountedRecord): StatsClass {
  const status = record.subscriptionStatus;
  return {
    mode: record.testMode ? 'test' : 'live',
    status: status === null ? 'none' : (STATUSES as readonly string[]).includes(status) ? (status as StatsStatus) : 'other',
    tier: record.subscriptionTier ?? 'none',
    subscribed: record.subscribed,
  };
}

/** The counter's name, also stored on the subscriber (`statsClass`) as the class it is counted in. */
export function classKey(c: StatsClass): string {
  return `${c.mode}#${c.status}#${c.tier}#${c.subscribed ? 'subscribed' : 'unsubscribed'}`;
}

export function parseClassKey(key: string): StatsClass | null {
  const [mode, status, tier, subscribed, ...rest] = key.split('#');
  if (rest.length > 0 || (mode !== 'live' && mode !== 'test')) return null;
  if (!(STATUSES as readonly string[]).includes(status ?? '')) return null;
  if (tier !== 'none' && !(PLAN_IDS as readonly string[]).includes(tier ?? '')) return null;
  if (subscribed !== 'subscribed' && subscribed !== 'unsubscribed') return null;
  return { mode, status: status as StatsStatus, tier: tier as PlanId | 'none', subscribed: subscribed === 'subscribed' };
}

/** What a class change means for the business numbers, counted on the day it happens. */
export const STATS_EVENTS = ['trialStarted', 'trialConverted', 'trialLapsed', 'cancellation'] as const;
export type StatsEvent = (typeof STATS_EVENTS)[number];

/**
 * The events of one change of class, read from Stripe's state (only billing syncs have events:
 * seeding or repairing a record moves the counters but is not a trial or a cancellation).
 * - a trial starts when the status becomes trialing;
 * - a trial ends converted when trialing becomes active, lapsed when it loses access; trialing
 *   to past_due (the first charge failed) is neither yet, and its later outcome is not a trial's;
 * - a cancellation is any loss of access (canceled, unpaid, ended).
 */
export function eventsOf(before: StatsClass | null, after: StatsClass): StatsEvent[] {
  const events: StatsEvent[] = [];
  const was = before?.status ?? 'none';
  if (after.status === 'trialing' && was !== 'trialing') events.push('trialStarted');
  if (was === 'trialing' && after.status === 'active') events.push('trialConverted');
  if (was === 'trialing' && !after.subscribed) events.push('trialLapsed');
  if (before?.subscribed && !after.subscribed) events.push('cancellation');
  return events;
}

/** The day an event is counted on (UTC) and the attribute it is counted in. */
export const statsDay = (at: Date): string => at.toISOString().slice(0, 10);
export const eventCounter = (mode: StatsMode, event: StatsEvent): string => `${mode}#${event}`;

/** Whole cents a month: weekly × 52 ÷ 12, yearly ÷ 12 (list prices; promotions are not known here). */
const PERIODS_PER_YEAR = { week: 52, month: 12, year: 1 } as const;
function yearlyCents(tier: PlanId): number {
  const plan = PLANS.find((p) => p.id === tier)!;
  return plan.price * 100 * PERIODS_PER_YEAR[plan.period];
}

/** Statuses that pay (Stripe's MRR counts past-due subscriptions until they end). */
const PAYING = new Set<StatsStatus>(['active', 'past_due']);

export interface BusinessFigures {
  mrrCents: number;
  byPlan: Array<{ plan: PlanId; subscriptions: number; mrrCents: number }>;
  trialsStartedLast30Days: number;
  trialsEndedLast30Days: number;
  trialsConvertedLast30Days: number;
  trialConversionRate: number | null;
  cancellationsThisMonth: number;
  pastDue: number;
}

export interface StatsSummary {
  counts: { totalSubscribers: number; activeSubscriptions: number; trialing: number; syncIssues: number };
  production: BusinessFigures;
  sandbox: BusinessFigures;
}

/** The first day of each window the summary reads: 30 days back (today included), and the month so far. */
export function summaryWindow(now: Date): { last30From: string; monthFrom: string; from: string } {
  const last30From = statsDay(new Date(now.getTime() - 29 * 86_400_000));
  const monthFrom = `${statsDay(now).slice(0, 7)}-01`;
  return { last30From, monthFrom, from: last30From < monthFrom ? last30From : monthFrom };
}

/**
 * The cards from the class counters and the daily event counts (`days`: date → counter → n).
 * Negative counters cannot happen while every write goes through the data layer; one would show.
 */
export function summarise(
  counters: Readonly<Record<string, number>>,
  days: Readonly<Record<string, Readonly<Record<string, number>>>>,
  now: Date,
): StatsSummary {
  const classes = Object.entries(counters).flatMap(([key, n]) => {
    const c = parseClassKey(key);
    return c && n !== 0 ? [{ c, n }] : [];
  });
  const sum = (test: (c: StatsClass) => boolean) => classes.reduce((total, { c, n }) => (test(c) ? total + n : total), 0);
  const { last30From, monthFrom } = summaryWindow(now);
  const eventsSince = (mode: StatsMode, event: StatsEvent, from: string) =>
    Object.entries(days).reduce((total, [day, values]) => (day >= from ? total + (values[eventCounter(mode, event)] ?? 0) : total), 0);

  const figures = (mode: StatsMode): BusinessFigures => {
    const byPlan = PLAN_IDS.map((plan) => {
      const subscriptions = sum((c) => c.mode === mode && c.tier === plan && PAYING.has(c.status));
      return { plan, subscriptions, yearly: subscriptions * yearlyCents(plan) };
    });
    const converted = eventsSince(mode, 'trialConverted', last30From);
    const ended = converted + eventsSince(mode, 'trialLapsed', last30From);
    return {
      // Rounded once, from the yearly total (each plan's share is rounded on its own, so they may differ from it by a cent).
      mrrCents: Math.round(byPlan.reduce((total, p) => total + p.yearly, 0) / 12),
      byPlan: byPlan.map(({ plan, subscriptions, yearly }) => ({ plan, subscriptions, mrrCents: Math.round(yearly / 12) })),
      trialsStartedLast30Days: eventsSince(mode, 'trialStarted', last30From),
      trialsEndedLast30Days: ended,
      trialsConvertedLast30Days: converted,
      trialConversionRate: ended === 0 ? null : converted / ended,
      cancellationsThisMonth: eventsSince(mode, 'cancellation', monthFrom),
      pastDue: sum((c) => c.mode === mode && c.status === 'past_due'),
    };
  };

  return {
    counts: {
      totalSubscribers: sum(() => true),
      activeSubscriptions: sum((c) => c.status === 'active'),
      trialing: sum((c) => c.status === 'trialing'),
      syncIssues: sum((c) => isMismatched({ subscribed: c.subscribed, subscriptionStatus: c.status === 'none' ? null : c.status })),
    },
    production: figures('live'),
    sandbox: figures('test'),
  };
}

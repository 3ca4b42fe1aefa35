/**
 * The ambassador programme's money rules (docs/product-rules.md#ambassador-programme-terms). Pure
 * and in whole cents, so the public page, the ledger, the payout run, the portal and the tests
 * share one reading of the promise, and no sum ever drifts by a floating-point fraction of a cent.
 */
import { PLANS, type PlanId } from '#functions/shared/plans';

/** What the public page promises and what an approved application gets: 50%. */
export const PROMISED_COMMISSION_RATE = 0.5;
/** The admin form's default for an ambassador added by hand (docs/product-rules.md#ambassador-admin). */
export const DEFAULT_FORM_COMMISSION_RATE = 0.3;
/** Commission rates go in steps of 0.01 (docs/product-rules.md#ambassador-admin), so a rate is a whole number of percent. */
export const COMMISSION_RATE_STEP = 0.01;

/** A commission entry waits this long after the payment before it can be paid out (refund window). */
export const HOLD_DAYS = 30;
export const HOLD_MS = HOLD_DAYS * 24 * 60 * 60 * 1000;
/** Nothing is paid below $50 (docs/product-rules.md#payouts); a smaller balance rolls over to the next month. */
export const PAYOUT_MINIMUM_CENTS = 5_000;
export const PAYOUT_METHODS = ['paypal', 'stripe', 'bank_transfer'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/**
 * 0.5 → 50. A rate that is not a whole number of percent (0.333), or is outside 0..1, is null:
 * callers refuse it. `rate * 100` of a two-decimal rate can land a hair off the integer
 * (0.29 * 100 = 28.999999999999996), hence the tolerance.
 */
export function ratePercent(rate: number): number | null {
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) return null;
  const percent = Math.round(rate * 100);
  return Math.abs(rate * 100 - percent) < 1e-6 ? percent : null;
}

export function isCommissionRate(rate: number): boolean {
  return ratePercent(rate) !== null;
}

/**
 * Commission on one payment: amount × rate, rounded down to the cent (an ambassador is never paid
 * a cent that was not earned). Integer arithmetic only.
 */
export function commissionCents(amountPaidCents: number, percent: number): number {
  if (!Number.isInteger(amountPaidCents) || amountPaidCents <= 0) return 0;
  return Math.floor((amountPaidCents * percent) / 100);
}

/**
 * What a refund takes back of an entry: all of it for a full refund, the refunded share otherwise
 * (rounded up, so refunds never leave a cent more than was earned on what was kept).
 */
export function reversalCents(entryCents: number, amountPaidCents: number, amountRefundedCents: number): number {
  if (amountPaidCents <= 0 || amountRefundedCents <= 0) return 0;
  if (amountRefundedCents >= amountPaidCents) return entryCents;
  return Math.min(entryCents, Math.ceil((entryCents * amountRefundedCents) / amountPaidCents));
}

/** Per-subscriber earnings of one payment of each plan at a rate (the public earnings table). */
export function earningsPerPlan(
  rate = PROMISED_COMMISSION_RATE,
): { plan: PlanId; priceCents: number; commissionCents: number; period: string }[] {
  const percent = ratePercent(rate);
  if (percent === null) throw new Error(`Not a commission rate: ${rate}`);
  return PLANS.map((plan) => ({
    plan: plan.id,
    priceCents: plan.price * 100,
    commissionCents: commissionCents(plan.price * 100, percent),
    period: plan.period,
  }));
}

/** The worked example on the public page: N referrals on one plan, a month's commission. */
export function monthlyEarningsExample(referrals: number, plan: PlanId = 'monthly', rate = PROMISED_COMMISSION_RATE): number {
  const row = earningsPerPlan(rate).find((r) => r.plan === plan)!;
  return referrals * row.commissionCents;
}

/** When an entry for a payment made at `paidAt` leaves its hold. */
export function availableAt(paidAt: Date): Date {
  return new Date(paidAt.getTime() + HOLD_MS);
}

export type EntryState = 'pending' | 'due' | 'paid' | 'voided';

/**
 * An entry's state now. Pending while held; due once the hold is over (also while it sits on a
 * statement that is not yet marked paid); paid with its statement; voided when reversed before
 * it was ever put on a statement.
 */
export function entryState(
  entry: { availableAt: string; voidedAt?: string | null; statementId?: string | null; paidAt?: string | null },
  now: Date,
): EntryState {
  if (entry.voidedAt) return 'voided';
  if (entry.statementId && entry.paidAt) return 'paid';
  if (entry.statementId) return 'due';
  return Date.parse(entry.availableAt) <= now.getTime() ? 'due' : 'pending';
}

/** Whole days until a moment, never below zero (the portal's hold countdown). */
export function daysUntil(moment: Date, now: Date): number {
  return Math.max(0, Math.ceil((moment.getTime() - now.getTime()) / (24 * 60 * 60 * 1000)));
}

export interface PayoutDecision {
  /** A statement is made for this total, or nothing is made and it rolls over. */
  readonly pay: boolean;
  readonly totalCents: number;
}

/**
 * A due balance of $50 or more becomes one statement (docs/product-rules.md#payouts); a smaller one
 * (or a negative one left by a refund after a payout) rolls over to the next month's run.
 */
export function payoutDecision(dueEntriesCents: readonly number[]): PayoutDecision {
  const totalCents = dueEntriesCents.reduce((sum, cents) => sum + cents, 0);
  return { pay: totalCents >= PAYOUT_MINIMUM_CENTS, totalCents };
}

/** The month a payout run settles, `yyyy-mm` in UTC: one statement per ambassador per month. */
export function payoutPeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/**
 * Gmail-style `+tag` and letter case do not make another person: `mia+shop@x.com` is mia@x.com.
 * (Dots are left alone: only Gmail ignores them.)
 */
export function canonicalEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  return `${local.split('+')[0]}@${domain}`;
}

/**
 * Self-referral: the referred subscriber is the ambassador (same address, or the same Stripe
 * customer). Such a conversion earns nothing and is flagged for admins.
 */
export function isSelfReferral(
  ambassador: { email: string; stripeCustomerIds?: readonly string[] },
  subscriber: { email: string; stripeCustomerId?: string | null },
): boolean {
  if (canonicalEmail(ambassador.email) === canonicalEmail(subscriber.email)) return true;
  const customer = subscriber.stripeCustomerId;
  return Boolean(customer && ambassador.stripeCustomerIds?.includes(customer));
}

/** `$1,400.00`-style, for emails and pages: amounts are US dollars. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

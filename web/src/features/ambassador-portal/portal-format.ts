import { formatCents } from '#functions/ambassadors/commission';
import { PLANS } from '#functions/shared/plans';
import type { CommissionEntry, PayoutStatement } from './api/get-portal';

/** "$12.50"; money arrives in whole cents of US dollars. */
export const formatMoney = formatCents;

/** "$50" for a whole-dollar amount (the payout minimum), "$12.50" otherwise. */
export function formatWholeMoney(cents: number): string {
  return formatCents(cents).replace(/\.00$/, '');
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A stored ISO time as a date in the reader's zone ("Mar 4, 2026"); "—" when there is none. */
export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** `2026-03` → "March 2026" (a statement's run). */
export function formatPeriod(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The hold countdown: "Next commission due in 12 days". */
export function holdCountdown(days: number): string {
  if (days === 0) return 'Next commission due today';
  return `Next commission due in ${days} ${days === 1 ? 'day' : 'days'}`;
}

export const ENTRY_STATE_LABELS: Record<CommissionEntry['state'], string> = {
  pending: 'Pending',
  due: 'Due',
  paid: 'Paid',
  voided: 'Voided',
};

export const ENTRY_KIND_LABELS: Record<CommissionEntry['kind'], string> = {
  commission: 'Commission',
  reversal: 'Reversal',
};

export const PAYOUT_METHOD_LABELS: Record<NonNullable<PayoutStatement['method']>, string> = {
  paypal: 'PayPal',
  stripe: 'Stripe',
  bank_transfer: 'Bank transfer',
};

export const STATEMENT_STATUS_LABELS: Record<PayoutStatement['status'], string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
};

/** The plan's name ("Monthly"); "—" for a payment whose plan is not known. */
export function planLabel(plan: string | null): string {
  if (!plan) return '—';
  return PLANS.find((p) => p.id === plan)?.name ?? plan;
}

import type { StripeEnvironment } from '#functions/shared/schemas';

/** "$1,234.56": amounts are shown in US dollars; MRR arrives in whole cents. */
export function formatDollars(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** "67%"; "—" when no trial ended in the window, so there is nothing to divide. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}

export function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}

/** A stored ISO time in the admin's own zone, with the date. */
export function formatWhen(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The Stripe modes in words: the sandbox takes test payments only. */
export const ENVIRONMENT_LABELS: Record<StripeEnvironment, string> = {
  sandbox: 'Sandbox (test mode)',
  production: 'Production (live)',
};

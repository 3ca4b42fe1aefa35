/** Counts and times as the admin area shows them (the same rules as features/admin/admin-format.ts). */
export function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}

/** A stored ISO time in the admin's own zone, with the date. */
export function formatWhen(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

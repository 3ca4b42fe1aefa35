/** "Dec 8": a posting day as the tab shows it (the day is the creator's, no time zone applies). */
export function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** "2.3× your usual": rounded down, as every claim is. */
export function formatUplift(uplift: number): string {
  return `${(Math.floor(uplift * 10 + 1e-9) / 10).toFixed(1)}× your usual`;
}

import type { ResponseOf } from '#functions/platform/route';
import type { adminGenerate } from '#functions/content-engine/routes';

/** Which generator answered: the tester and the logs say it in the same words (docs/product-rules.md#ai-logs). */
export type GeneratorName = ResponseOf<typeof adminGenerate>['summary']['generator'];
export const GENERATOR_LABELS: Record<GeneratorName, string> = {
  openai: 'OpenAI',
  offline: 'Offline generator (no OpenAI key)',
};

/** "850 ms", "12.4 s": model calls take seconds, parsing takes milliseconds. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** A stored ISO time in the admin's own zone, with the date (logs and feedback span days). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The date part alone ("Mar 2, 2026"), for a table cell that puts the time under it. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** The time part alone ("10:15 AM"). */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString('en-US', { timeStyle: 'short' });
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

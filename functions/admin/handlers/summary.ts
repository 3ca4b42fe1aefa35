import { adminSummary } from '../admin-routes';
import { lastReconcileRun } from '#functions/billing/reconcile-store';
import { listSyncIssues, readStats } from '#functions/subscribers/stats-store';
import { summarise } from '#functions/subscribers/stats';
import { routeHandler } from '#functions/platform/http/handler';

/**
 * The admin dashboard in three reads, whatever the number of subscribers: the STATS partition
 * (class counters and the days' events), the out-of-sync index, and the last reconciliation.
 */
export const handler = routeHandler(adminSummary, async () => {
  const now = new Date();
  const [stats, mismatches, lastReconcile] = await Promise.all([readStats(now), listSyncIssues(), lastReconcileRun()]);
  return { ...summarise(stats.counters, stats.days, now), mismatches, lastReconcile, generatedAt: now.toISOString() };
});

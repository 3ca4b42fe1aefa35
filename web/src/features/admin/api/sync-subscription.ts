import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminSummary } from '#functions/admin/admin-routes';
import { adminSyncSubscription as route } from '#functions/billing/admin-routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type SubscriptionSyncAnswer = ResponseOf<typeof route>;

/**
 * POST /api/admin/subscriptions/sync (docs/product-rules.md#subscription-debug-and-sync): re-reads
 * Stripe, writes what changed, answers a fresh debug. `success: false` is an answer; throws the
 * client's ApiError when the call itself fails.
 */
export function syncSubscription(email: string): Promise<SubscriptionSyncAnswer> {
  return apiCall(route, { body: { email } });
}

/** A sync may change the counters and the mismatch list: the dashboard reads them again. */
export function useSyncSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: syncSubscription,
    onSettled: () => client.invalidateQueries({ queryKey: routeKey(adminSummary) }),
  });
}

/** How many syncs run at once during "Fix All": a few, so a long list is quick without a burst on Stripe. */
export const FIX_ALL_CONCURRENCY = 3;

export interface FixAllOutcome {
  readonly fixed: readonly string[];
  readonly failed: readonly { readonly email: string; readonly reason: string }[];
}

/**
 * "Fix All Sync Issues" (docs/product-rules.md#subscription-sync-mismatch): one sync per mismatched
 * subscriber, a few at a time. One failure (Stripe down for that customer, an answer of `success:
 * false`) does not stop the others.
 */
export async function syncEach(
  emails: readonly string[],
  sync: (email: string) => Promise<SubscriptionSyncAnswer> = syncSubscription,
): Promise<FixAllOutcome> {
  const fixed: string[] = [];
  const failed: { email: string; reason: string }[] = [];
  let next = 0;
  async function worker() {
    while (next < emails.length) {
      const email = emails[next++]!;
      try {
        const answer = await sync(email);
        if (answer.success) fixed.push(email);
        else failed.push({ email, reason: answer.error ?? 'The sync did not succeed.' });
      } catch (error) {
        failed.push({ email, reason: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(FIX_ALL_CONCURRENCY, emails.length) }, worker));
  return { fixed, failed };
}

/** Fix All, then the list and counters are read again whatever the outcome. */
export function useFixAllSyncIssues() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (emails: readonly string[]) => syncEach(emails),
    onSettled: () => client.invalidateQueries({ queryKey: routeKey(adminSummary) }),
  });
}

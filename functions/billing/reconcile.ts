import { ulid } from 'ulid';
import type { StripeEnvironment } from '#functions/shared/schemas';
import { configuredEnvironments } from './stripe-keys';
import { pageCustomers, type CustomerMapping } from './store';
import { claimReconcile, putReconcileRun, releaseReconcile, type ReconcileRun } from './reconcile-store';
import { getSubscriber } from '#functions/subscribers/store';
import { syncSubscriber } from './subscription-check';

/**
 * The nightly reconciliation: every Stripe customer we created, a page at a time
 * (GSI3 `STRIPE_CUSTOMERS#<env>`, no Scan), is read again from Stripe and its subscriber's record
 * fixed where it drifted (a webhook lost for good, a hand edit), through the same path as the
 * admin's Sync. Idempotent: a record that matches Stripe is not written, so a second run changes
 * nothing. One run at a time: a claim with a lease; a run that finds it held ends at once.
 */
export const RECONCILE_PAGE_SIZE = 25;
/** The job's function may run 15 minutes; the lease outlives it so a run still going is never joined. */
export const RECONCILE_LEASE_SECONDS = 16 * 60;
/** Changes kept on the run item for the dashboard; the counts cover all of them. */
export const CHANGES_KEPT = 50;
/**
 * Customers read at once: two Stripe calls each, so about 16 requests in flight, well inside
 * Stripe's live-mode limit of 100 reads a second (the client retries a 429 once anyway).
 */
const CUSTOMER_CONCURRENCY = 8;
const ENVIRONMENTS: readonly StripeEnvironment[] = ['sandbox', 'production'];

export type Warn = (message: string, details: Record<string, unknown>) => void;

export type ReconcileResult = { status: 'done'; run: ReconcileRun } | { status: 'busy'; heldBy: string | null; since: string | null };

type CustomerOutcome = { kind: 'skipped' } | { kind: 'checked'; email: string; changed: string[] } | { kind: 'failed' };

export async function reconcileAll(options: { now: Date; trigger: ReconcileRun['trigger']; warn?: Warn }): Promise<ReconcileResult> {
  const warn = options.warn ?? (() => undefined);
  const run: ReconcileRun = {
    id: ulid(options.now.getTime()),
    startedAt: options.now.toISOString(),
    finishedAt: null,
    trigger: options.trigger,
    checked: 0,
    changed: 0,
    failed: 0,
    changes: [],
  };
  const claim = await claimReconcile(run.id, options.now, RECONCILE_LEASE_SECONDS);
  if (!claim.claimed) return { status: 'busy', heldBy: claim.heldBy, since: claim.since };
  try {
    await putReconcileRun(run);
    const configured = await configuredEnvironments();
    for (const environment of ENVIRONMENTS.filter((env) => configured[env])) {
      let start: Record<string, unknown> | null = null;
      do {
        const page = await pageCustomers(environment, RECONCILE_PAGE_SIZE, start);
        const pending = [...page.customers];
        const workers = Array.from({ length: Math.min(CUSTOMER_CONCURRENCY, pending.length) }, async () => {
          for (let customer = pending.shift(); customer; customer = pending.shift())
            tally(run, await reconcileCustomer(environment, customer, warn));
        });
        await Promise.all(workers);
        start = page.next;
      } while (start);
    }
    run.finishedAt = new Date().toISOString();
    await putReconcileRun(run);
    return { status: 'done', run };
  } finally {
    await releaseReconcile(run.id);
  }
}

function tally(run: ReconcileRun, outcome: CustomerOutcome): void {
  if (outcome.kind === 'skipped') return;
  run.checked += 1;
  if (outcome.kind === 'failed') {
    run.failed += 1;
    return;
  }
  if (outcome.changed.length === 0) return;
  run.changed += 1;
  if (run.changes.length < CHANGES_KEPT) run.changes.push({ email: outcome.email, fields: outcome.changed });
}

/** A failure here (Stripe, the table) is this customer's alone: counted, logged, and the run goes on. */
async function reconcileCustomer(environment: StripeEnvironment, mapping: CustomerMapping, warn: Warn): Promise<CustomerOutcome> {
  try {
    const record = await getSubscriber(mapping.userId, { consistent: true });
    // A customer the record no longer follows (an earlier checkout's, another environment's) has nothing to sync.
    if (!record || record.stripeCustomerId !== mapping.customerId || (record.stripeEnvironment ?? environment) !== environment)
      return { kind: 'skipped' };
    const result = await syncSubscriber(record, { withWebhooks: false, environment });
    if (!result.success) {
      warn('Reconciliation could not sync a subscriber', {
        userId: record.userId,
        customerId: mapping.customerId,
        environment,
        error: result.error,
      });
      return { kind: 'failed' };
    }
    return { kind: 'checked', email: record.email, changed: result.changed };
  } catch (error) {
    warn('Reconciliation failed for a customer', {
      userId: mapping.userId,
      customerId: mapping.customerId,
      environment,
      error: error instanceof Error ? error.message : String(error),
    });
    return { kind: 'failed' };
  }
}

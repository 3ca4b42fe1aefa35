import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { reconcileAll, type ReconcileResult } from '../reconcile';
import { logger } from '#functions/platform/logger';

/**
 * The nightly reconciliation (functions/billing/reconcile.ts), run by EventBridge Scheduler at 03:00
 * UTC. Customers Stripe failed for are counted on the run and logged; the run itself only fails
 * (retries, dead-letter queue, alarm) when the table does.
 */
export async function runReconcileJob(now = new Date()): Promise<ReconcileResult> {
  const result = await reconcileAll({ now, trigger: 'schedule', warn: (message, details) => logger.warn(message, details) });
  if (result.status === 'busy')
    logger.info('Another reconciliation holds the claim; this run did nothing', { heldBy: result.heldBy, since: result.since });
  else
    logger.info('Reconciliation finished', {
      id: result.run.id,
      checked: result.run.checked,
      changed: result.run.changed,
      failed: result.run.failed,
    });
  return result;
}

export const handler = middy(() => runReconcileJob()).use(injectLambdaContext(logger, { resetKeys: true }));

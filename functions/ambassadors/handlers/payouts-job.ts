import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { runPayouts, type PayoutResult } from '../payouts';
import { logger } from '#functions/platform/logger';

/**
 * The monthly payout run (functions/ambassadors/payouts.ts), run by EventBridge Scheduler on the 1st at
 * 06:00 UTC with the time it was scheduled for, so a retried or late run settles the same month.
 */
export async function runPayoutJob(event: { at?: string } = {}): Promise<PayoutResult> {
  const at = event.at ? new Date(event.at) : new Date();
  const now = Number.isNaN(at.getTime()) ? new Date() : at;
  const result = await runPayouts({ now });
  if (result.status === 'busy')
    logger.info('Another payout run holds the claim; this run did nothing', { heldBy: result.heldBy, since: result.since });
  else logger.info('Payout run finished', { ...result.report, period: now.toISOString().slice(0, 7) });
  return result;
}

export const handler = middy((event: { at?: string }) => runPayoutJob(event ?? {})).use(injectLambdaContext(logger, { resetKeys: true }));

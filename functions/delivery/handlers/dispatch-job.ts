import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { dispatchDaily } from '../dispatch';
import { logger } from '#functions/platform/logger';

/**
 * EventBridge Scheduler, every 15 minutes, with `{"at": <scheduled time>}`: a retried or late run
 * handles the window it was scheduled for, not the one it happens to run in.
 */
export interface DispatchEvent {
  at?: string;
}

export function instantOf(event: DispatchEvent | null | undefined, now = new Date()): Date {
  if (!event?.at) return now;
  const at = new Date(event.at);
  if (Number.isNaN(at.getTime())) throw new Error(`"at" must be an ISO instant, got ${JSON.stringify(event.at)}`);
  return at;
}

export const handler = middy(async (event: DispatchEvent) => {
  const report = await dispatchDaily(instantOf(event));
  logger.info('Daily dispatch', { ...report });
  return report;
}).use(injectLambdaContext(logger, { resetKeys: true }));

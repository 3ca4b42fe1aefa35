import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { seedReferenceData } from '#functions/seed/seed';
import { chooseGenerator, JOB_CALL_OPTIONS } from '../generator';
import { keepAhead } from '../keep-ahead';
import { logger } from '#functions/platform/logger';

/**
 * The keep-ahead job (functions/content-engine/keep-ahead.ts), run daily by EventBridge Scheduler. The
 * deploy's trigger calls it with `{"seed": true}` first, so a fresh stack ends with the niches,
 * the starter corpus and the first week of ideas in its table.
 */
export interface GenerateJobEvent {
  seed?: boolean;
}

export async function runGenerateJob(event: GenerateJobEvent | null | undefined, now = new Date()) {
  if (event?.seed) logger.info('Seeded reference data', { ...(await seedReferenceData()) });
  const generator = await chooseGenerator(JOB_CALL_OPTIONS);
  const reports = await keepAhead(now, { generator, warn: (message, details) => logger.warn(message, details) });
  const created = reports.reduce((sum, r) => sum + r.created.length, 0);
  const failed = reports.flatMap((r) => r.failed.map((f) => ({ niche: r.niche, ...f })));
  logger.info('Keep-ahead finished', {
    generator: generator.name,
    created,
    failed: failed.length,
    horizons: Object.fromEntries(reports.map((r) => [r.niche, r.horizon])),
  });
  // A failed day is retried by the next run. On the daily run, failing the invocation makes it
  // visible (retries, DLQ, alarm). On deploy the library already covers the first two weeks, so a
  // model outage must not roll a deploy back: it is logged and left to tomorrow's run.
  if (failed.length > 0 && event?.seed) logger.warn('Keep-ahead left days for the next run', { failed: failed.slice(0, 20) });
  else if (failed.length > 0)
    throw new Error(`Keep-ahead could not fill ${failed.length} niche-days: ${JSON.stringify(failed.slice(0, 5))}`);
  return { generator: generator.name, created, reports };
}

export const handler = middy((event: GenerateJobEvent) => runGenerateJob(event)).use(injectLambdaContext(logger, { resetKeys: true }));

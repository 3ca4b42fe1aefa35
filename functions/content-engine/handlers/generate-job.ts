import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { seedReferenceData } from '#functions/seed/seed';
import { chooseGenerator, JOB_CALL_OPTIONS, publishingWithheld } from '../generator';
import { DAYS_AHEAD_METRIC, keepAhead, type NicheReport } from '../keep-ahead';
import { logger } from '#functions/platform/logger';
import { PRODUCT_NAME } from '#functions/shared/product';

/**
 * The product's metrics namespace (platform/metrics.ts's METRICS_NAMESPACE, not imported: that
 * module creates Powertools Metrics as it loads) and the `service` dimension, as Powertools names it.
 */
const NAMESPACE = PRODUCT_NAME;
const SERVICE = 'content-engine';

/**
 * One data point per niche, each a line of CloudWatch's embedded metric format (a log line that
 * becomes a metric, no API call): the line Powertools Metrics writes for a single metric, written
 * here because the library was 10 KB of this bundle for it (tests/unit/content-engine/days-ahead-metric.test.ts
 * compares the two).
 */
export function daysAheadMetricLines(reports: readonly NicheReport[], timestamp = Date.now()): string[] {
  return reports.map((report) =>
    JSON.stringify({
      _aws: {
        Timestamp: timestamp,
        CloudWatchMetrics: [
          { Namespace: NAMESPACE, Dimensions: [['service', 'niche']], Metrics: [{ Name: DAYS_AHEAD_METRIC, Unit: 'Count' }] },
        ],
      },
      service: SERVICE,
      niche: report.niche,
      [DAYS_AHEAD_METRIC]: report.daysAhead,
    }),
  );
}

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
  const withheld = publishingWithheld(generator);
  // Logged on every run, not only when days run short: the days-ahead alarm fires later, this says why.
  if (withheld) logger.error('Keep-ahead makes no ideas', { reason: withheld });
  const reports = await keepAhead(now, { generator, withheld, warn: (message, details) => logger.warn(message, details) });
  for (const line of daysAheadMetricLines(reports)) process.stdout.write(`${line}\n`);
  const created = reports.reduce((sum, r) => sum + r.created.length, 0);
  const failed = reports.flatMap((r) => r.failed.map((f) => ({ niche: r.niche, ...f })));
  const passedOver = reports.flatMap((r) => r.passedOver.map((p) => ({ niche: r.niche, ...p })));
  logger.info('Keep-ahead finished', {
    generator: generator.name,
    withheld,
    created,
    failed: failed.length,
    insightsPassedOver: passedOver.length,
    horizons: Object.fromEntries(reports.map((r) => [r.niche, r.horizon])),
    daysAhead: Object.fromEntries(reports.map((r) => [r.niche, r.daysAhead])),
  });
  // A failed day is retried by the next run. On the daily run, failing the invocation makes it
  // visible (retries, DLQ, alarm). On deploy the library already covers the first two weeks, so a
  // model outage must not roll a deploy back: it is logged and left to tomorrow's run.
  if (failed.length > 0 && event?.seed) logger.warn('Keep-ahead left days for the next run', { failed: failed.slice(0, 20) });
  else if (failed.length > 0)
    throw new Error(`Keep-ahead could not fill ${failed.length} niche-days: ${JSON.stringify(failed.slice(0, 5))}`);
  return { generator: generator.name, withheld, created, reports };
}

export const handler = middy((event: GenerateJobEvent) => runGenerateJob(event)).use(injectLambdaContext(logger, { resetKeys: true }));

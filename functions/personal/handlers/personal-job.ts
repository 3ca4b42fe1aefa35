import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { chooseGenerator, JOB_CALL_OPTIONS, publishingWithheld } from '#functions/content-engine/generator';
import { logger } from '#functions/platform/logger';
import { keepPersonalAhead } from '../personal-job';

/** Time left for writing and logging after the last subscriber-day starts. */
const MARGIN_MS = 60_000;

/**
 * The personal ideas job (functions/personal/personal-job.ts), run by EventBridge Scheduler after
 * the generate job (it needs each niche's day), and again in the next hours: a run that stops at its
 * bound or its time leaves the rest to the next one.
 */
export async function runPersonalJob(now = new Date(), remainingMs = 14 * 60_000) {
  const generator = await chooseGenerator(JOB_CALL_OPTIONS);
  const withheld = publishingWithheld(generator);
  if (withheld) logger.error('Personal ideas: none made', { reason: withheld });
  const reports = await keepPersonalAhead(now, {
    generator,
    withheld,
    // With OpenAI the drafts go through the Batch API at half the price; a later run writes the answers.
    batch: generator.name === 'openai',
    deadline: Date.now() + Math.max(0, remainingMs - MARGIN_MS),
    warn: (message, details) => logger.warn(message, details),
  });
  const made = reports.reduce((sum, r) => sum + r.made.length, 0);
  const failed = reports.flatMap((r) => r.failed.map((f) => ({ niche: r.niche, ...f })));
  logger.info('Personal ideas finished', {
    generator: generator.name,
    withheld,
    made,
    subscribers: Object.fromEntries(reports.map((r) => [r.niche, r.subscribers])),
    leftToShared: reports.reduce((sum, r) => sum + r.leftToShared, 0),
    relaxed: reports.reduce((sum, r) => sum + r.made.filter((m) => m.relaxed).length, 0),
    stopped: Object.fromEntries(reports.filter((r) => r.stopped).map((r) => [r.niche, r.stopped])),
    largestShare: Object.fromEntries(reports.map((r) => [r.niche, Math.max(0, ...Object.values(r.largestShare))])),
  });
  // A model outage fails the invocation (retries, DLQ, alarm); the shared ideas stand meanwhile.
  if (failed.length > 0)
    throw new Error(`Personal ideas: the generator failed on ${failed.length} niches: ${JSON.stringify(failed.slice(0, 5))}`);
  return { generator: generator.name, withheld, made, reports };
}

export const handler = middy((_event: unknown, context: Context) => runPersonalJob(new Date(), context.getRemainingTimeInMillis())).use(
  injectLambdaContext(logger, { resetKeys: true }),
);

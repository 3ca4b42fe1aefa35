import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import sqsPartialBatchFailure from '@middy/sqs-partial-batch-failure';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { emailJob } from '#functions/platform/email/jobs';
import { SendInProgress, sendEmailJob } from '../sender';
import { logger } from '#functions/platform/logger';
import { countEmail } from '#functions/platform/metrics';

/**
 * The email queue's consumer. Each record is settled on its own and the failed ones are reported
 * back (partial batch response): SQS redelivers only those, after the visibility timeout, and moves
 * one that keeps failing to the dead-letter queue (alarmed). A record that fails because another
 * sender holds its claim is retried the same way, by which time the claim has been settled.
 */
async function sendRecord(record: SQSRecord): Promise<string> {
  const parsed = emailJob.safeParse(JSON.parse(record.body));
  if (!parsed.success) throw new Error(`Not an email job: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  const job = parsed.data;
  try {
    const result = await sendEmailJob(job, new Date(), { warn: (message, details) => logger.warn(message, details), count: countEmail });
    logger.info('Email job done', { kind: job.kind, ...result, receiveCount: record.attributes.ApproximateReceiveCount });
    return result.outcome;
  } catch (error) {
    if (error instanceof SendInProgress) logger.info('Email claimed by another sender; retried after its lease', { kind: job.kind });
    throw error;
  }
}

export function handleEmailBatch(event: SQSEvent): Promise<PromiseSettledResult<string>[]> {
  return Promise.allSettled(event.Records.map(sendRecord));
}

export const handler = middy(handleEmailBatch)
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(
    sqsPartialBatchFailure({
      logger: (reason: unknown) => {
        // Another sender's claim is the exactly-once rule working, not a failure.
        if (reason instanceof SendInProgress) return;
        logger.error('Email job failed; SQS will deliver it again', { error: reason instanceof Error ? reason.message : String(reason) });
      },
    }),
  );

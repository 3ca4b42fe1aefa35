import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { DataTable } from './data';
import { ProjectFunction, SECRET_ENV } from './function';

export interface VideoIdeasProps {
  readonly table: DataTable;
  /** The YouTube key (`{"apiKey": "AIza..."}`): the worker reads the video's comments with it. */
  readonly youtubeSecret: ISecret;
  /** The OpenAI key: without one the worker writes the offline templates' ideas. */
  readonly openAiSecret: ISecret;
}

/** A request takes a few comment pages and up to three generations with retries: minutes, not seconds. */
export const VIDEO_WORKER_TIMEOUT = Duration.minutes(5);
/** A message that failed this often waits in the dead-letter queue (alarmed). */
export const VIDEO_MAX_RECEIVE_COUNT = 3;

/**
 * "Ideas from a video" in the cloud: the request route queues `{userId, requestId}` on an SQS queue
 * (SSE, TLS only); the worker (`personal/handlers/video-ideas-worker`) takes one message at a time,
 * reports failures per record, and a message that failed three times goes to the dead-letter
 * queue, which is alarmed. The worker's claim on the request makes a redelivery write nothing twice.
 */
export class VideoIdeas extends Construct {
  public readonly queue: Queue;
  public readonly deadLetterQueue: Queue;
  public readonly worker: ProjectFunction;
  public readonly deadLettersAlarm: Alarm;

  constructor(scope: Construct, id: string, props: VideoIdeasProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // AWS's advice for a Lambda source: six times the function's timeout.
      visibilityTimeout: Duration.seconds(VIDEO_WORKER_TIMEOUT.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: VIDEO_MAX_RECEIVE_COUNT },
    });
    this.worker = new ProjectFunction(this, 'Worker', {
      handler: 'personal/handlers/video-ideas-worker',
      description: 'Answers "Ideas from a video" requests: reads the comments, mines them, writes up to three ideas',
      timeout: VIDEO_WORKER_TIMEOUT,
      memorySize: 1024,
      // The mining word lists, the knowledge, gates and prompts, and the quota costs.
      assets: ['content'],
    });
    this.worker.bindTable(props.table, 'readWrite');
    this.worker.bindSecret(props.youtubeSecret, SECRET_ENV.youtube);
    this.worker.bindSecret(props.openAiSecret, SECRET_ENV.openai);
    this.worker.lambda.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: 1,
        reportBatchItemFailures: true,
        // A few at once: each takes OpenAI calls and YouTube units; requests are a few a day per subscriber.
        maxConcurrency: 5,
      }),
    );
    this.deadLettersAlarm = new Alarm(this, 'DeadLettersAlarm', {
      alarmDescription:
        'An "Ideas from a video" request failed three times and waits in its dead-letter queue; the subscriber sees it queued. ' +
        'The worker logs (Video request failed) say why; fix the cause, then redrive the messages.',
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: 0,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.IGNORE,
    });
  }
}

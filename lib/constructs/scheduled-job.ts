import { type CfnElement, Duration, Stack, TimeZone, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Schedule, ScheduleExpression, ScheduleTargetInput, TimeWindow } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { RouteSecret } from '#functions/platform/route';
import type { DataTable, TableAccess } from './data';
import { ProjectFunction, SECRET_ENV } from './function';

export interface ScheduledJobProps {
  /**
   * Module under `functions/` without extension, e.g. `content-engine/handlers/generate-job`; it must export
   * `handler`. The schedule calls it with `input`.
   */
  readonly handler: string;
  /**
   * When the job runs: a recurring `ScheduleExpression.cron(...)` or `.rate(...)`, read in UTC.
   * One-time (`at`) expressions and other time zones are refused: a job's times are written in UTC
   * so they do not move with daylight saving.
   */
  readonly schedule: ScheduleExpression;
  /** What the job does; shown on the function and the schedule, and in the alarms. At most 256 characters. */
  readonly description: string;
  /** Longest one run may take: 1 second to 15 minutes (Lambda's limit). */
  readonly timeout: Duration;
  /** MB. More memory also means more CPU. @default 512 */
  readonly memorySize?: number;
  /** The table the job works on; TABLE_NAME is set and `tableAccess` granted. */
  readonly table: DataTable;
  readonly tableAccess: TableAccess;
  /**
   * Secrets the job may read, each passed in the same variable a route gets it in (SECRET_ENV).
   * It gets read access to these and no other. @default - none
   */
  readonly secrets?: Readonly<Partial<Record<RouteSecret, ISecret>>>;
  /** Extra environment variables (not TABLE_NAME, not a secret's variable). @default - none */
  readonly environment?: Readonly<Record<string, string>>;
  /** Repository directories copied into the bundle (ProjectFunctionProps.assets). @default - none */
  readonly assets?: readonly string[];
  /**
   * How many times Lambda runs a failed run again, 0 to 2. The schedule invokes the function
   * asynchronously, so a run that throws is retried by Lambda, then sent to the dead-letter queue.
   * Jobs are idempotent, so a retry never does anything twice. @default 2
   */
  readonly retryAttempts?: number;
  /**
   * The event each run gets. `ScheduleTargetInput.fromObject({ at: ContextAttribute.scheduledTime })`
   * hands the job the time it was scheduled for, so a late or retried run (Lambda retries with the
   * same event) works on the same period as the first attempt. @default - `{}`
   */
  readonly input?: ScheduleTargetInput;
  /**
   * Whether the schedule runs. A disabled job is deployed whole (function, alarms) and can be run
   * by hand; the schedule just never fires. @default true
   */
  readonly enabled?: boolean;
}

/** The alarms a job raises; neither has an action yet: attach one (an SNS topic) where the stack has it. */
export interface ScheduledJobAlarms {
  /** A run threw or timed out (Lambda's Errors metric, any in five minutes). */
  readonly errors: Alarm;
  /** A run was given up on: a message is waiting in the dead-letter queue. */
  readonly deadLetters: Alarm;
}

/**
 * How many times EventBridge Scheduler tries again to hand the event to Lambda (throttling, a
 * Lambda service error), and for how long. Handing over is quick; a run's own failures are
 * Lambda's to retry (`retryAttempts`).
 */
const DELIVERY_RETRY_ATTEMPTS = 5;
const DELIVERY_MAX_EVENT_AGE = Duration.hours(1);
const RECURRING = /^(cron|rate)\(.+\)$/;
const UTC_ZONES = new Set([TimeZone.ETC_UTC.timezoneName, 'UTC']);

/**
 * A job run on a schedule (DESIGN.md, "Jobs"): a ProjectFunction, an EventBridge Scheduler
 * schedule that invokes it (UTC, no flexible window), one encrypted dead-letter queue for both
 * kinds of failure (events the scheduler could not deliver, and runs that still failed after
 * Lambda's retries), and alarms on failed runs and on anything in that queue. The job's logic is
 * a pure core that takes "now" as an argument; this construct only says when it runs.
 */
export class ScheduledJob extends Construct {
  public readonly fn: ProjectFunction;
  public readonly schedule: Schedule;
  /** Failed runs (Lambda's dead-letter queue) and undeliverable events (the schedule's). Kept 14 days. */
  public readonly deadLetterQueue: Queue;
  public readonly alarms: ScheduledJobAlarms;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    checkProps(this.node.path, props);

    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });

    this.fn = new ProjectFunction(this, 'Function', {
      handler: props.handler,
      description: props.description,
      timeout: props.timeout,
      memorySize: props.memorySize,
      environment: props.environment,
      assets: props.assets,
      deadLetterQueue: this.deadLetterQueue,
    });
    this.fn.bindTable(props.table, props.tableAccess);
    for (const [name, secret] of Object.entries(props.secrets ?? {}) as Array<[RouteSecret, ISecret | undefined]>) {
      if (secret) this.fn.bindSecret(secret, SECRET_ENV[name]);
    }
    this.fn.lambda.configureAsyncInvoke({ retryAttempts: props.retryAttempts ?? 2 });

    // Its own role rather than the target's shared default, so the grants sit with the job and the
    // scheduler can assume it for schedules in this account only.
    const schedulerRole = new iam.Role(this, 'SchedulerRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: `EventBridge Scheduler runs ${props.handler}`,
    });
    this.schedule = new Schedule(this, 'Schedule', {
      schedule: ScheduleExpression.expression(props.schedule.expressionString, TimeZone.ETC_UTC),
      description: props.description,
      timeWindow: TimeWindow.off(),
      enabled: props.enabled ?? true,
      target: new LambdaInvoke(this.fn.lambda, {
        role: schedulerRole,
        input: props.input ?? ScheduleTargetInput.fromObject({}),
        retryAttempts: DELIVERY_RETRY_ATTEMPTS,
        maxEventAge: DELIVERY_MAX_EVENT_AGE,
        deadLetterQueue: this.deadLetterQueue,
      }),
    });

    const functionId = Stack.of(this).getLogicalId(this.fn.lambda.node.defaultChild as CfnElement);
    Validations.of(schedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
      reason:
        "LambdaInvoke grants lambda:InvokeFunction through aws-cdk-lib's grantInvoke, which adds `<function ARN>:*` (the " +
        "function's versions and aliases) beside the function itself: both name this job's function only, and the schedule invokes it unqualified.",
    });

    this.alarms = {
      errors: new Alarm(this, 'ErrorsAlarm', {
        alarmDescription: `${props.handler} failed a run (${props.description}). Its log group says why; Lambda retries it, then parks the event in the dead-letter queue.`,
        metric: this.fn.lambda.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        threshold: 0,
        evaluationPeriods: 1,
        // No run, no error.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      deadLetters: new Alarm(this, 'DeadLettersAlarm', {
        alarmDescription: `${props.handler} gave up on a run (${props.description}): see the messages in its dead-letter queue, fix the cause, then purge them.`,
        metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        threshold: 0,
        evaluationPeriods: 1,
        // SQS stops sending metrics for a queue idle for hours: keep the last state rather than
        // letting a message that nobody handled fall back to OK.
        treatMissingData: TreatMissingData.IGNORE,
      }),
    };
  }
}

/** What ProjectFunction does not check itself (it checks the handler, timeout and memory). */
function checkProps(path: string, props: ScheduledJobProps): void {
  const expression = props.schedule.expressionString;
  if (!RECURRING.test(expression)) {
    throw new Error(`${path}: schedule "${expression}" must be a recurring cron(...) or rate(...) expression; a job runs again and again.`);
  }
  const zone = props.schedule.timeZone?.timezoneName;
  if (zone !== undefined && !UTC_ZONES.has(zone)) {
    throw new Error(`${path}: schedule time zone "${zone}" is not UTC; write the job's times in UTC.`);
  }
  const description = props.description.trim();
  if (description.length === 0 || description.length > 256) {
    throw new Error(`${path}: description must say what the job does in 1 to 256 characters.`);
  }
  const retries = props.retryAttempts ?? 2;
  if (!Number.isInteger(retries) || retries < 0 || retries > 2) {
    throw new Error(`${path}: retryAttempts must be 0, 1 or 2 (Lambda's limit for asynchronous invocations), got ${retries}.`);
  }
  const reserved = new Set(['TABLE_NAME', ...Object.values(SECRET_ENV)]);
  for (const name of Object.keys(props.environment ?? {})) {
    if (reserved.has(name))
      throw new Error(`${path}: environment variable ${name} is set by the construct (bindTable or secrets), not by hand.`);
  }
}

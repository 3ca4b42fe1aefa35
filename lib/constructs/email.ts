import { Annotations, Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ContextAttribute, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import {
  ConfigurationSet,
  ConfigurationSetEventDestination,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  MailFromBehaviorOnMxFailure,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { AwsCustomResource, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { DISPATCH_WINDOW_MINUTES } from '#functions/delivery/rules';
import { PRODUCT_NAME } from '#functions/shared/product';
import type { DataTable } from './data';
import { EMAIL_QUEUE_ENV, ProjectFunction, SECRET_ENV } from './function';
import { ScheduledJob } from './scheduled-job';

/** A lower-case DNS host name such as `example.com` or `app.example.com`. */
export const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** An address SES can send from: a plain local part at a lower-case host name. */
export const EMAIL_ADDRESS = new RegExp(`^[A-Za-z0-9._%+-]{1,64}@${HOST_NAME.source.slice(1)}`);
/**
 * A display name that needs no quoting or encoding in a From header (RFC 5322 atoms and spaces):
 * SES takes MAIL_FROM as given, and a comma or a non-ASCII letter there would need either.
 */
export const DISPLAY_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9 '&+_-]{0,62}[A-Za-z0-9])?$/;

/** Who the emails come from: a verified domain (any address at it) or a single verified address. */
export type EmailSender =
  | {
      /** Verified with Easy DKIM: three CNAME records in the domain's DNS (README, "Email in the cloud"). */
      readonly domain: string;
      /** Shown as the sender, e.g. `CommentSpark`. */
      readonly displayName: string;
    }
  | {
      /** Verified by the link SES mails to it when the stack creates the identity. */
      readonly address: string;
      /** Shown as the sender, e.g. `CommentSpark`. */
      readonly displayName: string;
    };

/** With a domain identity, the emails come from this mailbox at the domain. */
export const DOMAIN_SENDER_LOCAL_PART = 'ideas';
/** With a domain identity, the custom MAIL FROM (Return-Path) domain: this label under the domain. */
export const MAIL_FROM_LABEL = 'bounce';

/**
 * The sender's sizing (README, "Email in the cloud", has the arithmetic). SES refuses sends above
 * the account's sending rate, so the sender is sized to the quota asked for, not to the queue:
 * concurrency = rate × seconds per email ÷ emails per invocation (the handler sends a batch's
 * records at once), plus one for the cold starts that open a burst.
 */
export const SES_SEND_RATE_PER_SECOND = 100;
export const SECONDS_PER_EMAIL = 0.2;
export const SENDER_BATCH_SIZE = 10;
export const SENDER_MAX_CONCURRENCY = Math.ceil((SES_SEND_RATE_PER_SECOND * SECONDS_PER_EMAIL) / SENDER_BATCH_SIZE) + 1;
/**
 * Longest a sender run may take: a batch's ten records run at once, each given 10 s by the SES
 * client (functions/platform/email/ses.ts) plus its reads and writes. It must stay below the send
 * claim's lease (SEND_LEASE_SECONDS in functions/delivery/store.ts), so that a claim outlives the
 * run holding it and only a crashed run's claim can expire.
 */
export const SENDER_TIMEOUT = Duration.seconds(60);
/** AWS's advice for a Lambda-consumed queue: six times the function's timeout, so a slow batch is not handed out twice. */
export const EMAIL_VISIBILITY_TIMEOUT = Duration.seconds(SENDER_TIMEOUT.toSeconds() * 6);
/** Receives before a message is parked in the dead-letter queue. */
export const EMAIL_MAX_RECEIVE_COUNT = 5;
/** The SES event types the stack asks for; the events function acts on both. */
export const SES_EVENT_DETAIL_TYPES = ['Email Bounced', 'Email Complaint Received'] as const;
/** SES's own thresholds for putting an account under review: 5 % bounces, 0.1 % complaints. */
export const BOUNCE_RATE_ALARM = 0.05;
export const COMPLAINT_RATE_ALARM = 0.001;

export interface EmailDeliveryProps {
  /** The table the email functions read and write (sends are claimed and marked there). */
  readonly table: DataTable;
  /** The site's origin (APP_URL), for the links in every email. May be a token. */
  readonly appUrl: string;
  /** Signs the unsubscribe, settings and rating links the emails carry (EMAIL_LINK_SECRET_ARN). */
  readonly linkSecret: ISecret;
  /**
   * Who sends. Without one, everything is deployed but email is paused: the dispatcher's schedule
   * and the sender's queue trigger are disabled, no identity is created and nothing may call SES.
   * Emails queued meanwhile (welcome, billing notices) wait in the queue for its retention period.
   * @default - paused
   */
  readonly sender?: EmailSender;
}

/** The alarms email raises; none has an action yet: attach one (an SNS topic) where the stack has it. */
export interface EmailAlarms {
  /** A message failed five receives and waits in the email dead-letter queue. */
  readonly deadLetters: Alarm;
  /** A sender run threw or timed out (its records return to the queue). */
  readonly senderErrors: Alarm;
  /** An SES event could not be handled after retries and waits in its dead-letter queue. */
  readonly eventDeadLetters: Alarm;
  /** The account's bounce rate (AWS/SES, account-wide) went above 5 %. */
  readonly bounceRate: Alarm;
  /** The account's complaint rate (AWS/SES, account-wide) went above 0.1 %. */
  readonly complaintRate: Alarm;
  /** A subscriber was due an email but the day's idea was missing (the sender's DailyIdeaMissing metric). */
  readonly dailyIdeaMissing: Alarm;
}

/**
 * Email in the cloud: EventBridge Scheduler → dispatcher → SQS → sender →
 * SES, and SES's bounces and complaints back through EventBridge to the table.
 *
 * - The dispatcher (`delivery/handlers/dispatch-job`) runs at :00, :15, :30 and :45 UTC with the scheduled
 *   time as `at`, reads the send-slot index and queues one message per recipient.
 * - The email queue (SSE, TLS only) feeds the sender (`delivery/handlers/sender-job`) ten messages at a time,
 *   with partial batch responses, at most SENDER_MAX_CONCURRENCY runs at once; a message that
 *   fails five times moves to a dead-letter queue, kept 14 days, alarmed.
 * - The sender may call ses:SendEmail for the one identity and the one configuration set, and only
 *   from the configured address.
 * - The configuration set keeps reputation metrics, suppresses bounced and complained addresses,
 *   and publishes bounces and complaints to the default event bus, where a rule hands the ones
 *   sent through this configuration set to `delivery/handlers/ses-events`.
 */
export class EmailDelivery extends Construct {
  public readonly queue: Queue;
  /** Messages the sender gave up on after EMAIL_MAX_RECEIVE_COUNT receives. Kept 14 days. */
  public readonly deadLetterQueue: Queue;
  public readonly sender: ProjectFunction;
  public readonly dispatcher: ScheduledJob;
  public readonly eventsFunction: ProjectFunction;
  /** Events SES sent that could not be delivered to, or handled by, the events function. Kept 14 days. */
  public readonly eventsDeadLetterQueue: Queue;
  public readonly eventsRule: Rule;
  public readonly configurationSet: ConfigurationSet;
  public readonly eventDestination: ConfigurationSetEventDestination;
  /** Undefined while email is paused (no sender). */
  public readonly identity?: EmailIdentity;
  /** The From header the sender uses (MAIL_FROM); undefined while email is paused. */
  public readonly mailFrom?: string;
  /** The bare address in MAIL_FROM; undefined while email is paused. */
  public readonly fromAddress?: string;
  /** With a domain identity, the custom MAIL FROM domain (`bounce.<domain>`). */
  public readonly mailFromDomain?: string;
  /** Turns on the account-level suppression list for bounces and complaints; only with a sender. */
  public readonly accountSuppression?: AwsCustomResource;
  public readonly alarms: EmailAlarms;

  constructor(scope: Construct, id: string, props: EmailDeliveryProps) {
    super(scope, id);
    checkSender(this.node.path, props.sender);
    const stack = Stack.of(this);
    const sending = props.sender !== undefined;

    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: EMAIL_VISIBILITY_TIMEOUT,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: EMAIL_MAX_RECEIVE_COUNT },
    });

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    // Bounces and complaints are what the product acts on; deliveries, opens and clicks would
    // only put events on the bus that no rule reads.
    this.eventDestination = this.configurationSet.addEventDestination('ToEventBridge', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });

    if (props.sender) {
      const domain = 'domain' in props.sender ? props.sender.domain : undefined;
      this.fromAddress = domain ? `${DOMAIN_SENDER_LOCAL_PART}@${domain}` : (props.sender as { address: string }).address;
      this.mailFrom = `${props.sender.displayName} <${this.fromAddress}>`;
      this.mailFromDomain = domain ? `${MAIL_FROM_LABEL}.${domain}` : undefined;
      this.identity = new EmailIdentity(this, 'Identity', {
        identity: domain ? Identity.domain(domain) : Identity.email(this.fromAddress),
        // Also the default for anything else that sends as this identity (the console, a later
        // Cognito switch to SES): its events and suppression follow the same rules.
        configurationSet: this.configurationSet,
        // Until its MX and TXT records exist SES keeps using its own MAIL FROM domain, so
        // deploying before the DNS is done sends as before rather than failing.
        ...(this.mailFromDomain
          ? { mailFromDomain: this.mailFromDomain, mailFromBehaviorOnMxFailure: MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE }
          : {}),
      });
      this.accountSuppression = this.turnOnAccountSuppression();
    } else {
      Annotations.of(this).addWarningV2(
        'commentspark:email-paused',
        'No email sender: email is paused. The dispatcher never runs, the sender never reads the queue, and nothing ' +
          'calls SES. Deploy with -c senderDomain=example.com or -c senderEmail=ideas@example.com to send (README, "Email in the cloud").',
      );
    }

    this.sender = new ProjectFunction(this, 'Sender', {
      handler: 'delivery/handlers/sender-job',
      description: 'Sends the queued emails through SES, once each',
      timeout: SENDER_TIMEOUT,
      // Rendering an email is CPU work (~35 ms each locally); more memory is more CPU, shorter runs.
      memorySize: 1024,
    });
    this.sender.bindTable(props.table, 'readWrite');
    this.sender.bindSecret(props.linkSecret, SECRET_ENV.emailLinks);
    this.sender.lambda.addEnvironment('APP_URL', props.appUrl);
    this.sender.lambda.addEnvironment('SES_CONFIGURATION_SET', this.configurationSet.configurationSetName);
    if (this.mailFrom) this.sender.lambda.addEnvironment('MAIL_FROM', this.mailFrom);
    this.sender.lambda.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: SENDER_BATCH_SIZE,
        reportBatchItemFailures: true,
        maxConcurrency: SENDER_MAX_CONCURRENCY,
        enabled: sending,
      }),
    );
    if (this.identity && this.fromAddress) {
      // SESv2 SendEmail is authorized on the identity and on the configuration set it names.
      this.sender.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [
            this.identity.emailIdentityArn,
            stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName }),
          ],
          conditions: { StringEquals: { 'ses:FromAddress': this.fromAddress } },
        }),
      );
    }

    this.dispatcher = new ScheduledJob(this, 'Dispatcher', {
      handler: 'delivery/handlers/dispatch-job',
      description: 'Queues the daily email of everyone whose send time falls in this 15-minute window',
      // At :00, :15, :30 and :45 exactly (a rate would drift with the deploy time): the windows are
      // the quarter hours, and a window's recipients are due at its start.
      schedule: ScheduleExpression.cron({ minute: `0/${DISPATCH_WINDOW_MINUTES}` }),
      input: ScheduleTargetInput.fromObject({ at: ContextAttribute.scheduledTime }),
      enabled: sending,
      // Queries and SendMessageBatch calls: seconds for 100,000 recipients; well inside the window.
      timeout: Duration.minutes(5),
      table: props.table,
      // It only reads the zone registry and the send-slot index.
      tableAccess: 'read',
    });
    this.dispatcher.fn.bindQueue(this.queue, EMAIL_QUEUE_ENV);

    this.eventsDeadLetterQueue = new Queue(this, 'EventDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.eventsFunction = new ProjectFunction(this, 'SesEvents', {
      handler: 'delivery/handlers/ses-events',
      description: 'SES bounces and complaints: marks the address undeliverable or turns the daily email off',
      timeout: Duration.seconds(30),
      deadLetterQueue: this.eventsDeadLetterQueue,
    });
    this.eventsFunction.bindTable(props.table, 'readWrite');
    this.eventsFunction.lambda.configureAsyncInvoke({ retryAttempts: 2 });
    this.eventsRule = new Rule(this, 'SesEventsRule', {
      description: `${PRODUCT_NAME}: SES bounces and complaints of this stack's configuration set, to email/ses-events`,
      eventPattern: {
        source: ['aws.ses'],
        detailType: [...SES_EVENT_DETAIL_TYPES],
        // Other stacks' configuration sets in the account publish to the same default bus.
        detail: { mail: { tags: { 'ses:configuration-set': [this.configurationSet.configurationSetName] } } },
      },
      targets: [
        new LambdaFunction(this.eventsFunction.lambda, {
          deadLetterQueue: this.eventsDeadLetterQueue,
          retryAttempts: 8,
          maxEventAge: Duration.hours(6),
        }),
      ],
    });

    this.alarms = this.createAlarms();
  }

  /**
   * CloudFormation has no resource for the account-level suppression list (only a configuration
   * set's own, set above), so the SESv2 API is called at deploy time. It is idempotent, and left
   * on when the stack is deleted: it is the account's setting, other senders may rely on it.
   */
  private turnOnAccountSuppression(): AwsCustomResource {
    const logGroup = new LogGroup(this, 'AccountSuppressionLogs', { retention: RetentionDays.ONE_MONTH });
    const role = new iam.Role(this, 'AccountSuppressionRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Turns on the SES account-level suppression list during deploys',
    });
    logGroup.grantWrite(role);
    const statement = new iam.PolicyStatement({ actions: ['ses:PutAccountSuppressionAttributes'], resources: ['*'] });
    role.addToPrincipalPolicy(statement);
    const call = {
      service: 'SESv2',
      action: 'PutAccountSuppressionAttributes',
      parameters: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      physicalResourceId: PhysicalResourceId.of('ses-account-suppression'),
    };
    const resource = new AwsCustomResource(this, 'AccountSuppression', {
      onCreate: call,
      onUpdate: call,
      role,
      logGroup,
      installLatestAwsSdk: false,
      timeout: Duration.minutes(2),
    });
    // The call must wait for the role's policy, which a role handed in is not tied to by aws-cdk-lib.
    resource.node.addDependency(role);
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'ses:PutAccountSuppressionAttributes acts on the account itself and has no resource type (Service Authorization ' +
        'Reference), so IAM accepts only "*"; the role allows that one action and nothing else.',
    });
    return resource;
  }

  private createAlarms(): EmailAlarms {
    const fiveMinutes = Duration.minutes(5);
    const messagesWaiting = (queue: Queue) => queue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' });
    // SES publishes these per account, not per identity or configuration set: the rates SES itself
    // judges the account by, whatever else sends from it.
    const reputation = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, period: Duration.minutes(15), statistic: 'Maximum' });
    return {
      deadLetters: new Alarm(this, 'DeadLettersAlarm', {
        alarmDescription:
          'An email job failed five times and waits in the email dead-letter queue. The sender logs (Email job failed) say why; ' +
          'fix the cause, then move the messages back to the email queue (a redrive) or purge them.',
        metric: messagesWaiting(this.deadLetterQueue),
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        threshold: 0,
        evaluationPeriods: 1,
        // SQS stops sending metrics for an idle queue: keep the alarm's state rather than fall back to OK.
        treatMissingData: TreatMissingData.IGNORE,
      }),
      senderErrors: new Alarm(this, 'SenderErrorsAlarm', {
        alarmDescription:
          'A sender run threw or timed out: its records return to the email queue after the visibility timeout. See its log group.',
        metric: this.sender.lambda.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        threshold: 0,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      eventDeadLetters: new Alarm(this, 'EventDeadLettersAlarm', {
        alarmDescription:
          'An SES bounce or complaint could not be applied (email/ses-events failed after retries): the address may still get emails. ' +
          'See the messages in its dead-letter queue and the function logs.',
        metric: messagesWaiting(this.eventsDeadLetterQueue),
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        threshold: 0,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.IGNORE,
      }),
      bounceRate: new Alarm(this, 'BounceRateAlarm', {
        alarmDescription: `The SES account's bounce rate is above ${BOUNCE_RATE_ALARM * 100} %, where SES puts an account under review (it pauses sending at 10 %).`,
        metric: reputation('Reputation.BounceRate'),
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        threshold: BOUNCE_RATE_ALARM,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.IGNORE,
      }),
      complaintRate: new Alarm(this, 'ComplaintRateAlarm', {
        alarmDescription: `The SES account's complaint rate is above ${COMPLAINT_RATE_ALARM * 100} %, where SES puts an account under review (it pauses sending at 0.5 %).`,
        metric: reputation('Reputation.ComplaintRate'),
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        threshold: COMPLAINT_RATE_ALARM,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.IGNORE,
      }),
      dailyIdeaMissing: new Alarm(this, 'DailyIdeaMissingAlarm', {
        alarmDescription:
          'A subscriber was due the daily email but the day\'s idea did not exist, so none was sent (the sender logs "No idea for the day" ' +
          'with the niche and day). The keep-ahead job (GenerateJob) should be days ahead: check its runs.',
        // Metrics Insights, so the alarm covers every niche's series (the metric has a niche dimension).
        metric: new MathExpression({
          expression: `SELECT SUM(DailyIdeaMissing) FROM ${PRODUCT_NAME}`,
          usingMetrics: {},
          period: fiveMinutes,
        }),
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        threshold: 0,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    };
  }
}

function checkSender(path: string, sender: EmailSender | undefined): void {
  if (!sender) return;
  if ('domain' in sender) {
    if (Token.isUnresolved(sender.domain) || !HOST_NAME.test(sender.domain)) {
      throw new Error(`${path}: sender domain "${sender.domain}" is not a lower-case host name like example.com.`);
    }
  } else if (Token.isUnresolved(sender.address) || !EMAIL_ADDRESS.test(sender.address)) {
    throw new Error(`${path}: sender address "${sender.address}" is not an email address like ideas@example.com (lower-case domain).`);
  }
  if (!DISPLAY_NAME.test(sender.displayName)) {
    throw new Error(
      `${path}: sender display name "${sender.displayName}" must be 1 to 64 letters, digits, spaces and ' & + _ -, starting and ending with a letter or digit.`,
    );
  }
}

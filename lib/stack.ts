import { CfnOutput, Duration, Fn, Lazy, SecretValue, Stack, type StackProps, Tags, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { ContextAttribute, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import type { AppConfig } from '#functions/shared/app-config';
import { routes } from '#functions/route-table';
import { PRODUCT_NAME } from '#functions/shared/product';
import { WEB_DIST_DIR } from './paths';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { DataTable } from './constructs/data';
import { DISPLAY_NAME, EMAIL_ADDRESS, EmailDelivery, type EmailSender, HOST_NAME } from './constructs/email';
import { BUNDLE_ROOT } from './constructs/function';
import { InvokeOnDeploy } from './constructs/invoke-on-deploy';
import { ScheduledJob } from './constructs/scheduled-job';
import { VideoIdeas } from './constructs/video-ideas';
import { Web } from './constructs/web';

export interface CommentSparkStackProps extends StackProps {
  /** Deployment name (`dev`, `prod`, …): lower case, starts with a letter, at most 16 characters. */
  readonly stage: string;
  /** Custom host name for the site. @default - the CloudFront domain */
  readonly domainName?: string;
  /** ARN of an ACM certificate in us-east-1 for `domainName`. Required with `domainName`. */
  readonly certificateArn?: string;
  /** @default web/dist in the repository */
  readonly webDistDir?: string;
  /**
   * ARN of a Secrets Manager secret holding the master-auth secret (plain text). Without it
   * master-auth is off and answers `success: false`. @default - off
   */
  readonly masterAuthSecretArn?: string;
  /**
   * Send email from this one address (`ideas@example.com`), verified by the link SES mails to it.
   * Give this or `senderDomain`, not both. @default - see `senderDomain`
   */
  readonly senderEmail?: string;
  /**
   * Send email from `ideas@<senderDomain>`, verified with Easy DKIM (three CNAME records). Give this
   * or `senderEmail`, not both. With neither, the stack deploys with email paused.
   * @default - email paused
   */
  readonly senderDomain?: string;
  /** The name shown as the sender. Needs `senderEmail` or `senderDomain`. @default PRODUCT_NAME */
  readonly senderName?: string;
  /**
   * `'publish'`: without an OpenAI key, the generate job publishes the offline generator's template
   * ideas to subscribers (OFFLINE_IDEAS on the job). An explicit choice: without it the job makes no
   * ideas until a key is set, and the days-ahead alarm fires as the niches run short.
   * @default - offline ideas are not published
   */
  readonly offlineIdeas?: 'publish';
}

/**
 * The generate job's days-ahead metric and floor (functions/content-engine/keep-ahead.ts,
 * DAYS_AHEAD_METRIC and MIN_DAYS_AHEAD; the infra test checks they agree).
 */
const DAYS_AHEAD_METRIC = 'PublishableDaysAhead';
const MIN_DAYS_AHEAD = 3;

/**
 * The UTC hour the YouTube jobs start: 08:00 UTC is midnight in Los Angeles in winter and 01:00 in
 * summer, so the quota day (midnight Pacific time) has always begun.
 */
export const INGEST_FIRST_HOUR_UTC = 8;

const STAGE = /^[a-z][a-z0-9-]{0,15}$/;
const US_EAST_1_CERTIFICATE = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/;

/**
 * The whole product in one stack: data, auth, API, jobs, web. The API's per-route resources are
 * in nested stacks of it (lib/constructs/api.ts, `routeStackOf`), deployed with it.
 */
export class CommentSparkStack extends Stack {
  public readonly data: DataTable;
  public readonly auth: Auth;
  public readonly api: Api;
  public readonly web: Web;
  /** Stripe keys per environment; filled by an operator after the first deploy (README, "Stripe keys"). */
  public readonly stripeSecret: Secret;
  /** Generated value CloudFront sends to the API as `x-origin-verify`; the functions refuse requests without it. */
  public readonly originVerifySecret: Secret;
  /** The OpenAI API key; filled by an operator after the first deploy. Until then ideas come from the offline generator. */
  public readonly openAiSecret: Secret;
  /** Keeps every active niche's ideas seven days ahead (functions/content-engine/keep-ahead.ts), daily. */
  public readonly generateJob: ScheduledJob;
  /** Some niche has fewer than MIN_DAYS_AHEAD days of ideas past its furthest subscriber (the generate job's metric). */
  public readonly daysAheadAlarm: Alarm;
  /** Re-reads every Stripe customer nightly and fixes records that drifted (functions/billing/reconcile.ts). */
  /** Each subscriber's idea of the day, chosen for them, a week ahead (runs after the generate job). */
  public readonly personalJob: ScheduledJob;
  public readonly reconcileJob: ScheduledJob;
  /** The monthly ambassador payout run: a statement per ambassador whose due commissions reach $50 (functions/ambassadors/payouts.ts). */
  public readonly payoutJob: ScheduledJob;
  /** Runs the generate job with `{"seed": true}` during each deploy that changes it: reference data, corpus, first week of ideas. */
  public readonly seed: InvokeOnDeploy;
  /** Signs the links in emails (unsubscribe, settings, rating); generated at deploy time, never rotated on a schedule. */
  public readonly emailLinkSecret: Secret;
  /**
   * The YouTube Data API key; filled by an operator after the first deploy (docs/deploying.md). Only
   * the ingest and refresh jobs and the admin routes that resolve a pasted URL may read it.
   */
  public readonly youtubeSecret: Secret;
  /** Reads viral Shorts' comments per niche into the corpus within the day's YouTube quota (functions/ingestion/ingest.ts). */
  public readonly ingestJob: ScheduledJob;
  /** Re-reads kept YouTube comments before their 30 days are up and deletes those gone (functions/ingestion/refresh.ts). */
  public readonly refreshCorpusJob: ScheduledJob;
  public readonly ownChannelJob: ScheduledJob;
  /** Reads posted calendar videos' figures at 1, 7 and 30 days and moves the ranking's weights (functions/analytics/job.ts). */
  public readonly performanceJob: ScheduledJob;
  public readonly videoIdeas: VideoIdeas;
  /** Dispatcher, queue, sender, SES identity and configuration set, bounce and complaint handling. */
  public readonly email: EmailDelivery;

  constructor(scope: Construct, id: string, props: CommentSparkStackProps) {
    super(scope, id, checked(props));
    Tags.of(this).add('project', PRODUCT_NAME);
    Tags.of(this).add('stage', props.stage);

    this.data = new DataTable(this, 'Data');

    // Construction order has a loop that CloudFormation does not: the password-reset email needs the
    // site URL, the distribution needs the API, the API's authorizer needs the user pool, and the
    // pool needs the email trigger. In the template the distribution only refers to the API's id,
    // so a Lazy value (resolved at synth, after `web` exists) breaks the loop.
    const appUrl = props.domainName ? `https://${props.domainName}` : Lazy.string({ produce: () => this.web.url });
    this.auth = new Auth(this, 'Auth', { appUrl });

    this.stripeSecret = new Secret(this, 'StripeKeys', {
      description: `${PRODUCT_NAME} Stripe keys per environment: {"sandbox": {secretKey, publishableKey, webhookSecret, prices}, "production": {...}}`,
      // An empty object, not a secret: it reads as "no environment configured" until an operator
      // puts the keys in. The keys themselves never pass through the template.
      secretStringValue: SecretValue.unsafePlainText('{}'),
    });
    Validations.of(this.stripeSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "Stripe API keys are rolled in Stripe's dashboard, which Secrets Manager rotation cannot drive; an operator updates the secret when rolling them.",
    });

    this.openAiSecret = new Secret(this, 'OpenAiKey', {
      description: `${PRODUCT_NAME} OpenAI API key: {"apiKey": "sk-..."}. Until it is set, ideas come from the offline generator.`,
      // As with Stripe: an empty object reads as "no key", and the key never passes through the template.
      secretStringValue: SecretValue.unsafePlainText('{}'),
    });
    Validations.of(this.openAiSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "OpenAI API keys are created and revoked in OpenAI's dashboard, which Secrets Manager rotation cannot drive; an operator updates the secret when rolling the key.",
    });

    this.youtubeSecret = new Secret(this, 'YouTubeKey', {
      description: `${PRODUCT_NAME} YouTube Data API key: {"apiKey": "AIza..."}. Until it is set, the ingest and refresh jobs read nothing.`,
      // As with OpenAI: an empty object reads as "no key", and the key never passes through the template.
      secretStringValue: SecretValue.unsafePlainText('{}'),
    });
    Validations.of(this.youtubeSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'YouTube API keys are created and restricted in the Google Cloud console, which Secrets Manager rotation cannot drive; an operator updates the secret when rolling the key.',
    });

    this.originVerifySecret = new Secret(this, 'OriginVerify', {
      description: `${PRODUCT_NAME}: the x-origin-verify header CloudFront adds to API requests; the functions refuse requests without it`,
      // Generated by Secrets Manager at deploy time; the template holds only a dynamic reference to it.
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads this value from a CloudFormation dynamic reference, resolved only when the stack updates ' +
        'the distribution, so a scheduled rotation would lock CloudFront out of the API until the next deploy. It ' +
        'proves only that a request came through this distribution; README ("The API answers only through CloudFront") says how to replace it.',
    });

    this.emailLinkSecret = new Secret(this, 'EmailLinkKey', {
      description: `${PRODUCT_NAME}: HMAC key that signs the unsubscribe, email-settings and rating links in emails`,
      // Generated by Secrets Manager at deploy time; the template holds only the secret's ARN.
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.emailLinkSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Every link in every email already sent is signed with this key: rotating it would break the unsubscribe links ' +
        'that mail providers and the law expect to keep working. README ("Email in the cloud") says how to roll it by hand if it leaks.',
    });

    const sender = senderOf(props);
    this.email = new EmailDelivery(this, 'Email', {
      table: this.data,
      appUrl,
      linkSecret: this.emailLinkSecret,
      ...(sender ? { sender } : {}),
    });

    this.videoIdeas = new VideoIdeas(this, 'VideoIdeas', {
      table: this.data,
      youtubeSecret: this.youtubeSecret,
      openAiSecret: this.openAiSecret,
    });

    this.api = new Api(this, 'Api', {
      routes,
      table: this.data,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.userPoolClient,
      appUrl,
      originVerifySecret: this.originVerifySecret,
      emailQueue: this.email.queue,
      videoIdeasQueue: this.videoIdeas.queue,
      // Without an OpenAI key the generation tester's ideas come from the offline generator, which
      // reads the knowledge and its wording from content/ (functions/content-engine/content-files.ts).
      // The Sources page mines each niche's corpus to count its asks (the word lists in content/mining); the
      // routes that resolve a pasted YouTube URL count its units at the costs in content/ingestion.
      assets: {
        adminGenerate: ['content'],
        adminSources: ['content'],
        adminAddSourceVideo: ['content'],
        adminAddSourceChannel: ['content'],
        // A video request's daily limit (content/ingestion/own-audience.json) and its lookup's unit cost.
        requestVideoIdeas: ['content'],
        listVideoIdeas: ['content'],
        // The profile form offers the niche's knowledge topics and the formats' labels (content/knowledge,
        // content/profile); saving it checks a channel at the quota's costs in content/ingestion.
        getMyProfile: ['content'],
        putMyProfile: ['content'],
        // A shared idea's traits (what "Filmed it", "Not for me" and the stars teach) are read from
        // its words with the niche's knowledge topics and the ask-kind cue words (functions/personal/traits.ts).
        setIdeaFeedbackAction: ['content'],
        rateIdea: ['content'],
        feedbackFromEmail: ['content'],
        rateFromEmail: ['content'],
        // The analytics' claims and group names (content/analytics) and the formats' names (content/personal).
        myAnalytics: ['content'],
        // The year plan's seasonal moments fall back to the shipped content/seasons until seeded or
        // edited, and match ideas on the niche's knowledge topics (functions/year-plan).
        getYearPlan: ['content'],
        adminGetSeasons: ['content'],
        adminSetSeasons: ['content'],
        adminResetSeasons: ['content'],
      },
      secrets: {
        stripe: this.stripeSecret,
        openai: this.openAiSecret,
        emailLinks: this.emailLinkSecret,
        youtube: this.youtubeSecret,
        masterAuth: props.masterAuthSecretArn
          ? Secret.fromSecretCompleteArn(this, 'MasterAuthSecret', props.masterAuthSecretArn)
          : undefined,
      },
    });

    this.generateJob = new ScheduledJob(this, 'GenerateJob', {
      handler: 'content-engine/handlers/generate-job',
      description: 'Keeps every active niche seven days of ideas ahead',
      // Any hour would do: ideas are kept a week ahead, so a late or failed run delays no email.
      schedule: ScheduleExpression.cron({ minute: '0', hour: '5' }),
      // Thirteen niches, up to a week each, through OpenAI with retries: minutes, not a request's seconds.
      timeout: Duration.minutes(15),
      memorySize: 1024,
      table: this.data,
      tableAccess: 'readWrite',
      secrets: { openai: this.openAiSecret },
      // Read from the bundle: the starter comment corpus the engine mines (functions/content-engine/starter-corpus.ts),
      // and the idea library, knowledge and wording the seed and the offline generator use (functions/content-engine/content-files.ts).
      assets: ['corpus', 'content'],
      environment: {
        CORPUS_DIR: `${BUNDLE_ROOT}/corpus`,
        ...(props.offlineIdeas ? { OFFLINE_IDEAS: props.offlineIdeas } : {}),
      },
    });
    this.daysAheadAlarm = new Alarm(this, 'DaysAheadAlarm', {
      alarmDescription:
        `A niche has fewer than ${MIN_DAYS_AHEAD} days of ideas ready past its furthest subscriber: soon someone gets no daily idea. ` +
        'The generate job logs why: "Keep-ahead makes no ideas" (no OpenAI key, and offline ideas not chosen: set the key, or deploy with ' +
        '-c offlineIdeas=publish), or insights failing the gates ("An insight failed the gates").',
      // Metrics Insights, so one alarm covers every niche's series (the metric has a niche dimension).
      metric: new MathExpression({
        expression: `SELECT MIN(${DAYS_AHEAD_METRIC}) FROM ${PRODUCT_NAME}`,
        usingMetrics: {},
        period: Duration.hours(1),
      }),
      comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
      threshold: MIN_DAYS_AHEAD,
      evaluationPeriods: 1,
      // The job reports once a day: between runs keep the last state rather than fall back to OK.
      treatMissingData: TreatMissingData.IGNORE,
    });

    // The seed's one-off migrations find records no index holds yet (functions/subscribers/stats-store.ts).
    this.data.grantMigrationScan(this.generateJob.fn.lambda);

    this.personalJob = new ScheduledJob(this, 'PersonalJob', {
      handler: 'personal/handlers/personal-job',
      description: "Makes each subscriber's idea of the day for them, a week ahead, after the niches' shared ideas",
      // After the generate job (05:00): a personal idea takes its niche day's number. The later hours go
      // on where a run stopped at its bound or its 15 minutes; a run with nothing left to make reads and stops.
      schedule: ScheduleExpression.cron({ minute: '30', hour: '5-8' }),
      timeout: Duration.minutes(15),
      memorySize: 1024,
      table: this.data,
      tableAccess: 'readWrite',
      secrets: { openai: this.openAiSecret },
      // Read from the bundle: the knowledge and wording the offline generator and the traits use, the
      // ranking's data (content/personal) and the mining word lists (content/mining).
      assets: ['content'],
      environment: props.offlineIdeas ? { OFFLINE_IDEAS: props.offlineIdeas } : {},
    });

    this.reconcileJob = new ScheduledJob(this, 'ReconcileJob', {
      handler: 'billing/handlers/reconcile-job',
      description: 'Re-reads every Stripe customer and fixes subscriber records that drifted from Stripe',
      // A quiet hour for Stripe and for us; the dashboard shows the night's run by morning.
      schedule: ScheduleExpression.cron({ minute: '0', hour: '3' }),
      // Two Stripe reads per customer, eight customers at a time: thousands of customers fit in Lambda's limit.
      timeout: Duration.minutes(15),
      table: this.data,
      tableAccess: 'readWrite',
      secrets: { stripe: this.stripeSecret },
    });

    this.payoutJob = new ScheduledJob(this, 'PayoutJob', {
      handler: 'ambassadors/handlers/payouts-job',
      description: 'Makes the monthly ambassador payout statements; balances under $50 roll over',
      // The 1st at 06:00 UTC, as the local clock runs it (lib/local/clock.ts PAYOUT_DAY_OF_MONTH, PAYOUT_HOUR_UTC).
      schedule: ScheduleExpression.cron({ minute: '0', hour: '6', day: '1' }),
      // The scheduled time, so a retried or late run settles the month it was meant for.
      input: ScheduleTargetInput.fromObject({ at: ContextAttribute.scheduledTime }),
      // One Query and a few transactions per ambassador: hundreds of ambassadors in minutes at most.
      timeout: Duration.minutes(15),
      table: this.data,
      tableAccess: 'readWrite',
    });

    this.ingestJob = new ScheduledJob(this, 'IngestJob', {
      handler: 'ingestion/handlers/ingest-job',
      description: "Reads viral Shorts' comments per niche into the corpus, within the day's YouTube quota",
      // YouTube's quota day starts at midnight Pacific time: 07:00 UTC in summer, 08:00 in winter, so
      // 08:30 UTC is always in the new day. The later hours pick up from the checkpoint when a run
      // needed more than Lambda's 15 minutes; a run that finds the day's budget spent does nothing.
      schedule: ScheduleExpression.cron({ minute: '30', hour: `${INGEST_FIRST_HOUR_UTC}-${INGEST_FIRST_HOUR_UTC + 3}` }),
      // Up to a day's quota of calls (searches, video and channel reads, comment pages) and their writes.
      timeout: Duration.minutes(15),
      memorySize: 1024,
      table: this.data,
      tableAccess: 'readWrite',
      secrets: { youtube: this.youtubeSecret },
      // Read from the bundle: the quota costs and budgets, the seeded queries (content/ingestion), and the
      // mining word lists the planner counts asks left with (content/mining).
      assets: ['content'],
      // One run at a time is the job's lease (functions/ingestion/run-store.ts), not reserved concurrency,
      // which a new account's concurrency limit of 10 cannot spare.
    });
    this.refreshCorpusJob = new ScheduledJob(this, 'RefreshCorpusJob', {
      handler: 'ingestion/handlers/refresh-job',
      description: 'Re-reads kept YouTube comments before their 30 days are up, deletes those gone, scrubs expired quotes from ideas',
      // Before the ingest job, in the new quota day (a few minutes past it, clear of the reset): renewing
      // what we keep comes before reading more.
      schedule: ScheduleExpression.cron({ minute: '10', hour: String(INGEST_FIRST_HOUR_UTC) }),
      // One comments.list call per 50 comments: tens of thousands of comments in minutes.
      timeout: Duration.minutes(15),
      table: this.data,
      tableAccess: 'readWrite',
      secrets: { youtube: this.youtubeSecret },
      assets: ['content'],
    });

    this.ownChannelJob = new ScheduledJob(this, 'OwnChannelJob', {
      handler: 'personal/handlers/own-channel-job',
      description: "Reads subscribers' linked channels' recent uploads and comments into their private corpora",
      // After the niche ingest's first run in the new quota day: the niches come first, then the
      // creators' own channels from what the day has left (less the reserve).
      schedule: ScheduleExpression.cron({ minute: '0', hour: String(INGEST_FIRST_HOUR_UTC + 4) }),
      // A few calls per channel (the channel, its uploads, their details, a comment page per video).
      timeout: Duration.minutes(15),
      memorySize: 1024,
      table: this.data,
      tableAccess: 'readWrite',
      secrets: { youtube: this.youtubeSecret },
      // The quota costs and own-audience limits (content/ingestion), the mining word lists (content/mining).
      assets: ['content'],
    });

    this.performanceJob = new ScheduledJob(this, 'PerformanceJob', {
      handler: 'analytics/handlers/performance-job',
      description: "Reads posted calendar videos' views, likes and comments at 1, 7 and 30 days; recomputes uplifts and taste weights",
      // Between the refresh (:10) and the ingest (:30) in the new quota day: one unit per 50 videos due,
      // read before the ingest can spend the day's plan. A day it cannot read is read late the next day.
      schedule: ScheduleExpression.cron({ minute: '20', hour: String(INGEST_FIRST_HOUR_UTC) }),
      // A videos.list call per 50 due videos, then a Query and a few writes per subscriber with posted videos.
      timeout: Duration.minutes(15),
      table: this.data,
      tableAccess: 'readWrite',
      secrets: { youtube: this.youtubeSecret },
      // The quota costs (content/ingestion), the hook styles and wording (content/analytics), the ranking's
      // format names and ask-kind cues (content/personal) and the knowledge topics (content/knowledge).
      assets: ['content'],
    });

    // A fresh stack ends its first deploy with niches, corpus and a week of ideas in the table.
    this.seed = new InvokeOnDeploy(this, 'Seed', {
      target: this.generateJob.fn,
      payload: { seed: true },
      timeout: Duration.minutes(15),
      executeAfter: [this.data],
    });

    const appConfig = {
      stage: 'cloud',
      region: this.region,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.userPoolClient.userPoolClientId,
      authFlowType: 'USER_SRP_AUTH',
    } satisfies AppConfig;

    this.web = new Web(this, 'Web', {
      apiDomainName: this.api.domainName,
      originVerifySecret: this.originVerifySecret,
      appConfig,
      webDistDir: props.webDistDir ?? WEB_DIST_DIR,
      ...(props.domainName && props.certificateArn
        ? {
            domainName: props.domainName,
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
          }
        : {}),
    });

    new CfnOutput(this, 'DistributionUrl', { value: this.web.url, description: 'The app' });
    // Through CloudFront: the execute-api endpoint refuses requests that do not come from it.
    new CfnOutput(this, 'ApiUrl', { value: `${this.web.url}/api`, description: 'The HTTP API, on the site origin' });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'StripeSecretArn', {
      value: this.stripeSecret.secretArn,
      description: 'Put the Stripe keys here (README, "Stripe keys")',
    });
    new CfnOutput(this, 'OpenAiSecretArn', {
      value: this.openAiSecret.secretArn,
      description: 'Put {"apiKey": "sk-..."} here to generate ideas with OpenAI',
    });
    new CfnOutput(this, 'YouTubeSecretArn', {
      value: this.youtubeSecret.secretArn,
      description: 'Put {"apiKey": "AIza..."} here to read comments from YouTube (docs/deploying.md)',
    });
    new CfnOutput(this, 'IngestJobFunctionName', {
      value: this.ingestJob.fn.lambda.functionName,
      description: 'The daily YouTube ingest; invoke it with {} to run it now',
    });
    new CfnOutput(this, 'RefreshCorpusJobFunctionName', {
      value: this.refreshCorpusJob.fn.lambda.functionName,
      description: 'The daily refresh of kept YouTube comments; invoke it with {} to run it now',
    });
    new CfnOutput(this, 'GenerateJobFunctionName', {
      value: this.generateJob.fn.lambda.functionName,
      description: 'The daily keep-ahead job; invoke it with {} to run it now',
    });
    new CfnOutput(this, 'ReconcileJobFunctionName', {
      value: this.reconcileJob.fn.lambda.functionName,
      description: 'The nightly Stripe reconciliation; invoke it with {} to run it now',
    });
    new CfnOutput(this, 'PayoutJobFunctionName', {
      value: this.payoutJob.fn.lambda.functionName,
      description: 'The monthly payout run; invoke it with {} to run it now (for this month)',
    });
    new CfnOutput(this, 'EmailQueueUrl', {
      value: this.email.queue.queueUrl,
      description: 'Every email is one message here (functions/platform/email/jobs.ts)',
    });
    new CfnOutput(this, 'EmailSenderFunctionName', {
      value: this.email.sender.lambda.functionName,
      description: 'Sends the queued emails through SES',
    });
    new CfnOutput(this, 'DailyDispatchFunctionName', {
      value: this.email.dispatcher.fn.lambda.functionName,
      description: 'Queues the daily emails every 15 minutes; invoke it with {"at": "<ISO instant>"} to run a window now',
    });
    new CfnOutput(this, 'SesConfigurationSetName', { value: this.email.configurationSet.configurationSetName });
    new CfnOutput(this, 'EmailLinkSecretArn', {
      value: this.emailLinkSecret.secretArn,
      description: 'Signs the links in emails (README, "Email in the cloud")',
    });
    if (this.email.identity && this.email.mailFrom) {
      new CfnOutput(this, 'SesIdentity', {
        value: this.email.identity.emailIdentityName,
        description: `Emails come from ${this.email.mailFrom}`,
      });
    }
    if (this.email.identity && this.email.mailFromDomain) {
      // The records the domain's DNS needs, each as "name TYPE value" (README, "Email in the cloud").
      this.email.identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          value: Fn.join(' ', [record.name, 'CNAME', record.value]),
          description: 'Easy DKIM: add this CNAME record',
        });
      });
      new CfnOutput(this, 'MailFromMxRecord', {
        value: `${this.email.mailFromDomain} MX 10 feedback-smtp.${this.region}.amazonses.com`,
        description: 'Custom MAIL FROM: add this MX record (SPF alignment for DMARC)',
      });
      new CfnOutput(this, 'MailFromSpfRecord', {
        value: `${this.email.mailFromDomain} TXT "v=spf1 include:amazonses.com ~all"`,
        description: 'Custom MAIL FROM: add this TXT record',
      });
    }
    new CfnOutput(this, 'StripeWebhookUrl', {
      value: `${this.web.url}/api/webhooks/stripe`,
      description: "Stripe's webhook endpoint for this stage",
    });
  }
}

/** Runs before `super` so a bad stage is reported as such, not as an invalid stack name. */
function checked(props: CommentSparkStackProps): CommentSparkStackProps {
  if (!STAGE.test(props.stage)) {
    throw new Error(`stage "${props.stage}" must be lower case letters, digits and dashes, start with a letter, at most 16 characters.`);
  }
  if (props.domainName !== undefined && !HOST_NAME.test(props.domainName)) {
    throw new Error(`domainName "${props.domainName}" is not a lower-case host name like app.example.com.`);
  }
  if ((props.domainName === undefined) !== (props.certificateArn === undefined)) {
    throw new Error('domainName and certificateArn go together: CloudFront needs an ACM certificate (us-east-1) for a custom domain.');
  }
  if (props.certificateArn !== undefined && !US_EAST_1_CERTIFICATE.test(props.certificateArn)) {
    throw new Error(`certificateArn "${props.certificateArn}" must be an ACM certificate ARN in us-east-1 (CloudFront only uses those).`);
  }
  if (props.senderEmail !== undefined && props.senderDomain !== undefined) {
    throw new Error(
      'senderEmail and senderDomain: give one. senderDomain sends from ideas@<domain> (DKIM on the domain); senderEmail from that one address.',
    );
  }
  if (props.senderEmail !== undefined && !EMAIL_ADDRESS.test(props.senderEmail)) {
    throw new Error(`senderEmail "${props.senderEmail}" is not an email address like ideas@example.com (with a lower-case domain).`);
  }
  if (props.senderDomain !== undefined && !HOST_NAME.test(props.senderDomain)) {
    throw new Error(`senderDomain "${props.senderDomain}" is not a lower-case host name like example.com.`);
  }
  if (props.senderName !== undefined) {
    if (props.senderEmail === undefined && props.senderDomain === undefined) {
      throw new Error('senderName needs senderEmail or senderDomain: without a sender no email is sent.');
    }
    if (!DISPLAY_NAME.test(props.senderName)) {
      throw new Error(
        `senderName "${props.senderName}" must be 1 to 64 letters, digits, spaces and ' & + _ -, starting and ending with a letter or digit ` +
          '(it goes into the From header unquoted).',
      );
    }
  }
  // The construct id is the same for every stage; the CloudFormation name carries the stage so
  // several stages can live in one account.
  return { stackName: `CommentSpark-${props.stage}`, ...props };
}

/** The sender the props name, if any (already checked). */
function senderOf(props: CommentSparkStackProps): EmailSender | undefined {
  const displayName = props.senderName ?? PRODUCT_NAME;
  if (props.senderDomain !== undefined) return { domain: props.senderDomain, displayName };
  if (props.senderEmail !== undefined) return { address: props.senderEmail, displayName };
  return undefined;
}

import { type CfnElement, Duration } from 'aws-cdk-lib';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '#functions/platform/route';
import { routes } from '#functions/route-table';
import { SEND_LEASE_SECONDS } from '#functions/delivery/store';
import { buildApp } from '#lib/app';
import { SENDER_MAX_CONCURRENCY, SENDER_TIMEOUT } from '#lib/constructs/email';
import type { CommentSparkStack } from '#lib/stack';
import { appTemplate } from './templates';

type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, unknown>> };

const ENV = { account: '123456789012', region: 'eu-west-1' };

interface Built {
  readonly stack: CommentSparkStack;
  readonly template: Template;
}

/**
 * The whole stack with bundling skipped: these tests are about the resources around the email
 * functions, not their bundles (tests/infra/stack.test.ts synthesizes with bundles). Synthesis
 * still runs cdk-nag, so an unacknowledged finding throws here. The template holds the nested
 * route stacks' resources too (./templates.ts).
 */
function synth(context: Record<string, string>): Built {
  const { stack } = buildApp({ context: { stage: 'test', ...context, 'aws:cdk:bundling-stacks': [] }, env: ENV });
  return { stack, template: appTemplate(stack) };
}

function asArray<T>(value: T | T[]): T[] {
  return Array.isArray(value) ? value : [value];
}

function helpers({ stack, template }: Built) {
  const resources = (type: string) => Object.entries(template.findResources(type) as Record<string, Resource>);
  const logicalId = (construct: IConstruct) => stack.getLogicalId(construct.node.defaultChild as CfnElement);
  const resourceOf = (construct: IConstruct): Resource => template.toJSON().Resources[logicalId(construct)];
  const statementsOfRole = (roleId: string): Statement[] =>
    resources('AWS::IAM::Policy')
      .filter(([, policy]) => (policy.Properties.Roles as Array<{ Ref: string }>).some((role) => role.Ref === roleId))
      .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  const roleOf = (fn: Resource) => (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const statementsOf = (fn: Resource) => statementsOfRole(roleOf(fn));
  const variablesOf = (fn: Resource) => (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
  const routeFunction = (route: RouteDefinition): Resource => {
    const found = resources('AWS::Lambda::Function').find(
      ([, fn]) => fn.Properties.Description === `${route.method} ${route.path} (${route.access})`,
    );
    if (!found) throw new Error(`No function for route ${route.name}`);
    return found[1];
  };
  return { resources, logicalId, resourceOf, statementsOf, variablesOf, routeFunction };
}

describe('email with a sender domain', () => {
  let built: Built;
  let h: ReturnType<typeof helpers>;
  const queueArn = () => ({ 'Fn::GetAtt': [h.logicalId(built.stack.email.queue), 'Arn'] });

  beforeAll(() => {
    built = synth({ senderDomain: 'example.com', senderName: 'Comment Spark' });
    h = helpers(built);
  });

  describe('the dispatcher', () => {
    it('runs at every quarter hour in UTC, handed the time it was scheduled for', () => {
      const schedule = h.resourceOf(built.stack.email.dispatcher.schedule);
      expect(schedule.Properties).toMatchObject({
        ScheduleExpression: 'cron(0/15 * * * ? *)',
        ScheduleExpressionTimezone: 'Etc/UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        State: 'ENABLED',
      });
      const target = schedule.Properties.Target as { Arn: unknown; Input: string };
      expect(JSON.parse(target.Input)).toEqual({ at: '<aws.scheduler.scheduled-time>' });
      expect(target.Arn).toEqual({ 'Fn::GetAtt': [h.logicalId(built.stack.email.dispatcher.fn.lambda), 'Arn'] });
    });

    it('only reads the table and may only send to the email queue, whose URL it is given', () => {
      const fn = h.resourceOf(built.stack.email.dispatcher.fn.lambda);
      const actions = h.statementsOf(fn).flatMap((statement) => asArray(statement.Action));
      expect(actions.filter((action) => action.startsWith('dynamodb:')).sort()).toEqual([
        'dynamodb:BatchGetItem',
        'dynamodb:ConditionCheckItem',
        'dynamodb:GetItem',
        'dynamodb:Query',
      ]);
      const toQueue = h.statementsOf(fn).filter((statement) => JSON.stringify(statement.Resource) === JSON.stringify(queueArn()));
      expect(toQueue.flatMap((statement) => asArray(statement.Action))).toEqual(['sqs:SendMessage']);
      expect(h.variablesOf(fn).EMAIL_QUEUE_URL).toEqual({ Ref: h.logicalId(built.stack.email.queue) });
    });
  });

  describe('the email queue', () => {
    it('is encrypted, refuses plain HTTP, and hides a message for six times the sender timeout', () => {
      const queue = h.resourceOf(built.stack.email.queue);
      expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, VisibilityTimeout: SENDER_TIMEOUT.toSeconds() * 6 });
      built.template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: h.logicalId(built.stack.email.queue) }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Action: 'sqs:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    });

    it('moves a message that failed five receives to a dead-letter queue kept 14 days', () => {
      expect(h.resourceOf(built.stack.email.queue).Properties.RedrivePolicy).toEqual({
        deadLetterTargetArn: { 'Fn::GetAtt': [h.logicalId(built.stack.email.deadLetterQueue), 'Arn'] },
        maxReceiveCount: 5,
      });
      expect(h.resourceOf(built.stack.email.deadLetterQueue).Properties).toMatchObject({
        MessageRetentionPeriod: Duration.days(14).toSeconds(),
        SqsManagedSseEnabled: true,
      });
    });

    it('raises an alarm as soon as a message waits in the dead-letter queue', () => {
      expect(h.resourceOf(built.stack.email.alarms.deadLetters).Properties).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [h.logicalId(built.stack.email.deadLetterQueue), 'QueueName'] } }],
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
      });
    });
  });

  describe('the sender', () => {
    it('reads the queue ten messages at a time, reports partial batch failures, and runs at most the sized concurrency', () => {
      built.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        EventSourceArn: queueArn(),
        FunctionName: { Ref: h.logicalId(built.stack.email.sender.lambda) },
        BatchSize: 10,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        ScalingConfig: { MaximumConcurrency: SENDER_MAX_CONCURRENCY },
        Enabled: true,
      });
      // Lambda's floor for an SQS event source, and well inside a new account's concurrency.
      expect(SENDER_MAX_CONCURRENCY).toBeGreaterThanOrEqual(2);
      expect(SENDER_MAX_CONCURRENCY).toBeLessThanOrEqual(10);
    });

    it("ends every run before a send claim's lease runs out, so only a crashed run's claim can expire", () => {
      expect(h.resourceOf(built.stack.email.sender.lambda).Properties.Timeout).toBe(SENDER_TIMEOUT.toSeconds());
      expect(SENDER_TIMEOUT.toSeconds()).toBeLessThan(SEND_LEASE_SECONDS);
      // A retry after a crash comes after the visibility timeout: by then the lease has run out.
      expect(h.resourceOf(built.stack.email.queue).Properties.VisibilityTimeout).toBeGreaterThan(SEND_LEASE_SECONDS);
    });

    it('is told the sender, the configuration set, the site and the link key', () => {
      const variables = h.variablesOf(h.resourceOf(built.stack.email.sender.lambda));
      expect(variables).toMatchObject({
        MAIL_FROM: 'Comment Spark <ideas@example.com>',
        SES_CONFIGURATION_SET: { Ref: h.logicalId(built.stack.email.configurationSet) },
        EMAIL_LINK_SECRET_ARN: { Ref: h.logicalId(built.stack.emailLinkSecret) },
        TABLE_NAME: { Ref: h.logicalId(built.stack.data.table) },
        APP_URL: expect.anything(),
      });
    });

    it('may call ses:SendEmail on its identity and configuration set only, from its own address only', () => {
      const statements = h
        .statementsOf(h.resourceOf(built.stack.email.sender.lambda))
        .filter((statement) => asArray(statement.Action).some((action) => action.startsWith('ses:')));
      expect(statements).toEqual([
        {
          Effect: 'Allow',
          Action: 'ses:SendEmail',
          Resource: [
            {
              'Fn::Join': [
                '',
                [
                  'arn:',
                  { Ref: 'AWS::Partition' },
                  ':ses:eu-west-1:123456789012:identity/',
                  { Ref: h.logicalId(built.stack.email.identity!) },
                ],
              ],
            },
            {
              'Fn::Join': [
                '',
                [
                  'arn:',
                  { Ref: 'AWS::Partition' },
                  ':ses:eu-west-1:123456789012:configuration-set/',
                  { Ref: h.logicalId(built.stack.email.configurationSet) },
                ],
              ],
            },
          ],
          Condition: { StringEquals: { 'ses:FromAddress': 'ideas@example.com' } },
        },
      ]);
    });

    it('is the only function allowed to send email, and nothing may send raw email', () => {
      const senders = h
        .resources('AWS::IAM::Policy')
        .filter(([, policy]) =>
          (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement.some((statement) =>
            asArray(statement.Action).some((action) => /^ses:(SendEmail|SendRawEmail|SendTemplatedEmail|SendBulk|\*)/.test(action)),
          ),
        )
        .map(([id]) => id);
      expect(senders).toHaveLength(1);
      expect(senders[0]).toMatch(/^EmailSenderRole/);
    });
  });

  describe('SES', () => {
    it('verifies the domain with Easy DKIM and a custom MAIL FROM domain that falls back to SES until its DNS exists', () => {
      expect(h.resourceOf(built.stack.email.identity!).Properties).toMatchObject({
        EmailIdentity: 'example.com',
        ConfigurationSetAttributes: { ConfigurationSetName: { Ref: h.logicalId(built.stack.email.configurationSet) } },
        MailFromAttributes: { MailFromDomain: 'bounce.example.com', BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' },
      });
      // Easy DKIM is the default: no key of ours in the template.
      expect(h.resourceOf(built.stack.email.identity!).Properties.DkimSigningAttributes).toBeUndefined();
    });

    it('keeps reputation metrics and suppresses bounced and complained addresses in the configuration set', () => {
      expect(h.resourceOf(built.stack.email.configurationSet).Properties).toMatchObject({
        ReputationOptions: { ReputationMetricsEnabled: true },
        SendingOptions: { SendingEnabled: true },
        SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      });
    });

    it('publishes bounces and complaints to the default event bus', () => {
      expect(h.resourceOf(built.stack.email.eventDestination).Properties).toEqual({
        ConfigurationSetName: { Ref: h.logicalId(built.stack.email.configurationSet) },
        EventDestination: {
          Enabled: true,
          MatchingEventTypes: ['bounce', 'complaint'],
          EventBridgeDestination: {
            EventBusArn: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':events:eu-west-1:123456789012:event-bus/default']] },
          },
        },
      });
    });

    it("sends this configuration set's bounces and complaints to the events function, with retries and a dead-letter queue", () => {
      const rule = h.resourceOf(built.stack.email.eventsRule).Properties;
      expect(rule.EventPattern).toEqual({
        source: ['aws.ses'],
        'detail-type': ['Email Bounced', 'Email Complaint Received'],
        detail: { mail: { tags: { 'ses:configuration-set': [{ Ref: h.logicalId(built.stack.email.configurationSet) }] } } },
      });
      expect(rule.Targets).toEqual([
        expect.objectContaining({
          Arn: { 'Fn::GetAtt': [h.logicalId(built.stack.email.eventsFunction.lambda), 'Arn'] },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [h.logicalId(built.stack.email.eventsDeadLetterQueue), 'Arn'] } },
          RetryPolicy: { MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: Duration.hours(6).toSeconds() },
        }),
      ]);
      const fn = h.resourceOf(built.stack.email.eventsFunction.lambda);
      expect(fn.Properties.DeadLetterConfig).toEqual({
        TargetArn: { 'Fn::GetAtt': [h.logicalId(built.stack.email.eventsDeadLetterQueue), 'Arn'] },
      });
      expect(h.statementsOf(fn).flatMap((statement) => asArray(statement.Action))).toEqual(
        expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:Query']),
      );
    });

    it('turns on account-level suppression for bounces and complaints, with a role that may do that alone', () => {
      const calls = h.resources('Custom::AWS');
      expect(calls).toHaveLength(1);
      const [, resource] = calls[0]!;
      const call = {
        service: 'SESv2',
        action: 'PutAccountSuppressionAttributes',
        parameters: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      };
      expect(JSON.parse(resource.Properties.Create as string)).toMatchObject(call);
      expect(JSON.parse(resource.Properties.Update as string)).toMatchObject(call);
      expect(resource.Properties.Delete).toBeUndefined();

      const holders = h
        .resources('AWS::IAM::Policy')
        .filter(([, policy]) => JSON.stringify(policy.Properties.PolicyDocument).includes('ses:PutAccountSuppressionAttributes'));
      expect(holders).toHaveLength(1);
      const statements = (holders[0]![1].Properties.PolicyDocument as { Statement: Statement[] }).Statement;
      expect(statements.filter((statement) => asArray(statement.Resource).includes('*'))).toEqual([
        { Effect: 'Allow', Action: 'ses:PutAccountSuppressionAttributes', Resource: '*' },
      ]);
      expect(statements.flatMap((statement) => asArray(statement.Action)).sort()).toEqual([
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'ses:PutAccountSuppressionAttributes',
      ]);
      // The call waits for that policy.
      expect(resource.DependsOn).toEqual(expect.arrayContaining([holders[0]![0]]));
    });

    it("alarms on the account's bounce rate above 5 % and complaint rate above 0.1 %", () => {
      const { bounceRate, complaintRate } = built.stack.email.alarms;
      expect(h.resourceOf(bounceRate).Properties).toMatchObject({
        Namespace: 'AWS/SES',
        MetricName: 'Reputation.BounceRate',
        Threshold: 0.05,
        ComparisonOperator: 'GreaterThanThreshold',
      });
      expect(h.resourceOf(complaintRate).Properties).toMatchObject({
        Namespace: 'AWS/SES',
        MetricName: 'Reputation.ComplaintRate',
        Threshold: 0.001,
        ComparisonOperator: 'GreaterThanThreshold',
      });
      // Account-level metrics: no dimension narrows them to this stack.
      expect(h.resourceOf(bounceRate).Properties.Dimensions).toBeUndefined();
    });

    it('alarms when a due email found no idea for the day, whatever the niche', () => {
      expect(h.resourceOf(built.stack.email.alarms.dailyIdeaMissing).Properties).toMatchObject({
        Metrics: [{ Expression: 'SELECT SUM(DailyIdeaMissing) FROM CommentSpark', ReturnData: true }],
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    });

    it('outputs the DNS records the domain needs', () => {
      const outputs = built.template.toJSON().Outputs as Record<string, { Value: unknown }>;
      expect(Object.keys(outputs)).toEqual(
        expect.arrayContaining(['DkimRecord1', 'DkimRecord2', 'DkimRecord3', 'MailFromMxRecord', 'MailFromSpfRecord']),
      );
      expect(outputs.DkimRecord1!.Value).toEqual({
        'Fn::Join': [
          ' ',
          [
            { 'Fn::GetAtt': [h.logicalId(built.stack.email.identity!), 'DkimDNSTokenName1'] },
            'CNAME',
            { 'Fn::GetAtt': [h.logicalId(built.stack.email.identity!), 'DkimDNSTokenValue1'] },
          ],
        ],
      });
      expect(outputs.MailFromMxRecord!.Value).toBe('bounce.example.com MX 10 feedback-smtp.eu-west-1.amazonses.com');
      expect(outputs.MailFromSpfRecord!.Value).toBe('bounce.example.com TXT "v=spf1 include:amazonses.com ~all"');
      for (const name of [
        'EmailQueueUrl',
        'EmailSenderFunctionName',
        'DailyDispatchFunctionName',
        'SesConfigurationSetName',
        'SesIdentity',
      ]) {
        expect(outputs[name], name).toBeDefined();
      }
    });
  });

  describe('routes', () => {
    it.each(routes.map((route) => [route.name, route] as const))('%s may queue emails only if it declares sendsEmail', (_, route) => {
      const fn = h.routeFunction(route);
      const toQueue = h.statementsOf(fn).filter((statement) => JSON.stringify(statement.Resource) === JSON.stringify(queueArn()));
      if (route.sendsEmail) {
        expect(toQueue.flatMap((statement) => asArray(statement.Action))).toEqual(['sqs:SendMessage']);
        expect(h.variablesOf(fn).EMAIL_QUEUE_URL).toEqual({ Ref: h.logicalId(built.stack.email.queue) });
      } else {
        expect(toQueue).toEqual([]);
        expect(h.variablesOf(fn).EMAIL_QUEUE_URL).toBeUndefined();
      }
    });

    it('include at least one that queues emails', () => {
      expect(routes.some((route) => route.sendsEmail)).toBe(true);
    });

    const linkKeyRef = () => ({ Ref: h.logicalId(built.stack.emailLinkSecret) });
    const readsLinkKey = (statement: Statement) =>
      asArray(statement.Action).includes('secretsmanager:GetSecretValue') &&
      JSON.stringify(statement.Resource) === JSON.stringify(linkKeyRef());

    it.each(routes.map((route) => [route.name, route] as const))('%s reads the email link key only if it declares it', (_, route) => {
      const fn = h.routeFunction(route);
      const declared = (route.secrets ?? []).includes('emailLinks');
      expect(h.statementsOf(fn).some(readsLinkKey)).toBe(declared);
      expect(h.variablesOf(fn).EMAIL_LINK_SECRET_ARN).toEqual(declared ? linkKeyRef() : undefined);
    });

    it('let the declaring routes and the sender read the link key, and no other role', () => {
      const readers = h
        .resources('AWS::IAM::Policy')
        .filter(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement.some(readsLinkKey))
        .flatMap(([, policy]) => (policy.Properties.Roles as Array<{ Ref: string }>).map((role) => role.Ref));
      const expected = [
        ...routes.filter((route) => route.secrets?.includes('emailLinks')).map((route) => h.routeFunction(route)),
        h.resourceOf(built.stack.email.sender.lambda),
      ].map((fn) => (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]);
      expect(readers.sort()).toEqual(expected.sort());
    });

    it('generate the link key in Secrets Manager: 64 characters, no punctuation, never in the template', () => {
      expect(h.resourceOf(built.stack.emailLinkSecret).Properties).toMatchObject({
        GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
      });
      expect(h.resourceOf(built.stack.emailLinkSecret).Properties.SecretString).toBeUndefined();
    });
  });
});

describe('email with a single sender address', () => {
  let built: Built;
  let h: ReturnType<typeof helpers>;

  beforeAll(() => {
    built = synth({ senderEmail: 'ideas@example.org' });
    h = helpers(built);
  });

  it('verifies that address, sends from it under the product name, and has no MAIL FROM domain or DNS outputs', () => {
    expect(h.resourceOf(built.stack.email.identity!).Properties.EmailIdentity).toBe('ideas@example.org');
    expect(h.resourceOf(built.stack.email.identity!).Properties.MailFromAttributes).toBeUndefined();
    expect(h.variablesOf(h.resourceOf(built.stack.email.sender.lambda)).MAIL_FROM).toBe('CommentSpark <ideas@example.org>');
    const outputs = Object.keys(built.template.toJSON().Outputs as object);
    expect(outputs).toContain('SesIdentity');
    expect(outputs.filter((name) => /^Dkim|^MailFrom/.test(name))).toEqual([]);
  });

  it('lets the sender send from that address only', () => {
    const ses = h.statementsOf(h.resourceOf(built.stack.email.sender.lambda)).find((statement) => statement.Action === 'ses:SendEmail');
    expect(ses?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'ideas@example.org' } });
  });
});

describe('email without a sender', () => {
  let built: Built;
  let h: ReturnType<typeof helpers>;

  beforeAll(() => {
    built = synth({});
    h = helpers(built);
  });

  it('synthesizes, and warns that email is paused', () => {
    Annotations.fromStack(built.stack).hasWarning('/CommentSparkStack/Email', Match.stringLikeRegexp('email is paused'));
  });

  it('disables the schedule and the queue trigger, so queued emails wait instead of failing', () => {
    expect(h.resourceOf(built.stack.email.dispatcher.schedule).Properties.State).toBe('DISABLED');
    built.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: h.logicalId(built.stack.email.sender.lambda) },
      Enabled: false,
    });
  });

  it('creates no identity, gives the sender no From address, and lets nothing call SES', () => {
    built.template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    built.template.resourceCountIs('Custom::AWS', 0);
    expect(h.variablesOf(h.resourceOf(built.stack.email.sender.lambda)).MAIL_FROM).toBeUndefined();
    const sesActions = h
      .resources('AWS::IAM::Policy')
      .flatMap(([, policy]) =>
        (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement.flatMap((statement) => asArray(statement.Action)),
      )
      .filter((action) => action.startsWith('ses:'));
    expect(sesActions).toEqual([]);
  });

  it('still gives routes that queue emails the queue, so they work unchanged', () => {
    const route = routes.find((candidate) => candidate.sendsEmail)!;
    expect(h.variablesOf(h.routeFunction(route)).EMAIL_QUEUE_URL).toEqual({ Ref: h.logicalId(built.stack.email.queue) });
  });
});

describe('sender context', () => {
  it.each([
    [{ senderEmail: 'ideas@example.com', senderDomain: 'example.com' }, /senderEmail and senderDomain: give one/],
    [{ senderEmail: 'not-an-address' }, /senderEmail "not-an-address" is not an email address/],
    [{ senderEmail: 'ideas@Example.com' }, /senderEmail "ideas@Example.com" is not an email address/],
    [{ senderDomain: 'https://example.com' }, /senderDomain "https:\/\/example.com" is not a lower-case host name/],
    [{ senderDomain: 'localhost' }, /senderDomain "localhost" is not a lower-case host name/],
    [{ senderName: 'CommentSpark' }, /senderName needs senderEmail or senderDomain/],
    [{ senderDomain: 'example.com', senderName: 'Spark, Inc.' }, /senderName "Spark, Inc\." must be 1 to 64 letters/],
    [{ senderDomain: 'example.com', senderName: 'Ünïcode' }, /senderName "Ünïcode" must be/],
    [{ senderDomain: 'example.com', senderName: 'x'.repeat(65) }, /senderName "x+" must be 1 to 64/],
  ])('refuses %o', (context, message) => {
    expect(() => buildApp({ context: { stage: 'test', ...context, 'aws:cdk:bundling-stacks': [] }, env: ENV })).toThrow(message);
  });
});

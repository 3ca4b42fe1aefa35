import { App, type CfnElement, Duration, Stack, TimeZone } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { ContextAttribute, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { describe, expect, it } from 'vitest';
import { DataTable } from '#lib/constructs/data';
import { ProjectFunction } from '#lib/constructs/function';
import { InvokeOnDeploy } from '#lib/constructs/invoke-on-deploy';
import { ScheduledJob, type ScheduledJobProps } from '#lib/constructs/scheduled-job';

/** A stack of its own, with bundling skipped: these tests are about the construct, not the bundle. */
function scratch(): { stack: Stack; table: DataTable } {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'Scratch', { env: { account: '123456789012', region: 'eu-west-1' } });
  return { stack, table: new DataTable(stack, 'Data') };
}

function job(overrides: Partial<ScheduledJobProps> = {}): { stack: Stack; job: ScheduledJob } {
  const { stack, table } = scratch();
  const created = new ScheduledJob(stack, 'Job', {
    handler: 'content-engine/handlers/generate-job',
    schedule: ScheduleExpression.rate(Duration.hours(6)),
    description: 'A job for the tests',
    timeout: Duration.minutes(2),
    table,
    tableAccess: 'read',
    ...overrides,
  });
  return { stack, job: created };
}

describe('ScheduledJob', () => {
  it('refuses a one-time schedule', () => {
    expect(() => job({ schedule: ScheduleExpression.at(new Date('2030-01-01T05:00:00Z')) })).toThrow(
      /must be a recurring cron\(\.\.\.\) or rate\(\.\.\.\) expression/,
    );
  });

  it('refuses a schedule in a time zone other than UTC', () => {
    const schedule = ScheduleExpression.cron({ minute: '0', hour: '5', timeZone: TimeZone.EUROPE_LONDON });
    expect(() => job({ schedule })).toThrow(/time zone "Europe\/London" is not UTC/);
  });

  it('refuses an empty description', () => {
    expect(() => job({ description: '  ' })).toThrow(/description must say what the job does/);
  });

  it.each([3, -1, 1.5])('refuses %s Lambda retries', (retryAttempts) => {
    expect(() => job({ retryAttempts })).toThrow(/retryAttempts must be 0, 1 or 2/);
  });

  it.each(['TABLE_NAME', 'OPENAI_SECRET_ARN'])('refuses %s in the environment, which the construct sets', (name) => {
    expect(() => job({ environment: { [name]: 'x' } })).toThrow(new RegExp(`environment variable ${name} is set by the construct`));
  });

  it("refuses a timeout beyond Lambda's 15 minutes", () => {
    expect(() => job({ timeout: Duration.minutes(16) })).toThrow(/timeout must be between 1 and 900 seconds/);
  });

  it('gives the job only the secrets it is handed, in the variable a route would get', () => {
    const { stack, table } = scratch();
    const openai = new Secret(stack, 'OpenAi');
    const created = new ScheduledJob(stack, 'Job', {
      handler: 'content-engine/handlers/generate-job',
      schedule: ScheduleExpression.cron({ minute: '0', hour: '5' }),
      description: 'With a secret',
      timeout: Duration.minutes(1),
      table,
      tableAccess: 'read',
      secrets: { openai },
    });
    const variables = Template.fromStack(stack).toJSON().Resources[stack.getLogicalId(created.fn.lambda.node.defaultChild as CfnElement)]
      .Properties.Environment.Variables as Record<string, unknown>;
    expect(Object.keys(variables).filter((name) => name.endsWith('_SECRET_ARN'))).toEqual(['OPENAI_SECRET_ARN']);
  });

  it('calls the job with {} unless told otherwise, enabled', () => {
    const template = Template.fromStack(job().stack);
    template.hasResourceProperties('AWS::Scheduler::Schedule', { State: 'ENABLED', Target: Match.objectLike({ Input: '{}' }) });
  });

  it('passes the given input, such as the time the run was scheduled for', () => {
    const { stack } = job({ input: ScheduleTargetInput.fromObject({ at: ContextAttribute.scheduledTime }) });
    Template.fromStack(stack).hasResourceProperties('AWS::Scheduler::Schedule', {
      Target: Match.objectLike({ Input: '{"at":"<aws.scheduler.scheduled-time>"}' }),
    });
  });

  it('deploys a disabled job with its schedule turned off', () => {
    const { stack } = job({ enabled: false });
    Template.fromStack(stack).hasResourceProperties('AWS::Scheduler::Schedule', { State: 'DISABLED' });
  });

  it('renders a rate schedule in UTC with the requested Lambda retries', () => {
    const { stack } = job({ retryAttempts: 0 });
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(6 hours)',
      ScheduleExpressionTimezone: 'Etc/UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { MaximumRetryAttempts: 0 });
  });
});

describe('ProjectFunction assets', () => {
  it.each(['../etc', '/etc', 'corpus/'])('refuses "%s", which is not a directory path inside the repository', (dir) => {
    const { stack } = scratch();
    expect(() => new ProjectFunction(stack, 'Fn', { handler: 'content-engine/handlers/generate-job', assets: [dir] })).toThrow(
      /must be a directory path relative to the repository root/,
    );
  });

  it('refuses a directory the repository does not have', () => {
    const { stack } = scratch();
    expect(
      () => new ProjectFunction(stack, 'Fn', { handler: 'content-engine/handlers/generate-job', assets: ['no-such-directory'] }),
    ).toThrow(/is not a directory at/);
  });
});

describe('InvokeOnDeploy', () => {
  it('refuses a timeout beyond 15 minutes, which Lambda could not wait out', () => {
    const { stack, job: created } = job();
    expect(() => new InvokeOnDeploy(stack, 'Seed', { target: created.fn, payload: { seed: true }, timeout: Duration.minutes(20) })).toThrow(
      /timeout must be between 1 second and 15 minutes/,
    );
  });

  it('refuses a payload over 4 KB', () => {
    const { stack, job: created } = job();
    expect(
      () => new InvokeOnDeploy(stack, 'Seed', { target: created.fn, payload: { text: 'x'.repeat(5000) }, timeout: Duration.minutes(1) }),
    ).toThrow(/at most 4 KB/);
  });
});

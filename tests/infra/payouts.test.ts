import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_LEASE_SECONDS } from '#functions/ambassadors/payouts';
import { buildApp } from '#lib/app';
import { msUntilPayoutRun, PAYOUT_DAY_OF_MONTH, PAYOUT_HOUR_UTC } from '#lib/local/clock';
import type { CommentSparkStack } from '#lib/stack';

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

let stack: CommentSparkStack;
let template: Template;

beforeAll(() => {
  // Bundling skipped: this is about the schedule and the grants (stack.test.ts synthesizes the bundles).
  stack = buildApp({
    context: { stage: 'test', 'aws:cdk:bundling-stacks': [] },
    env: { account: '123456789012', region: 'eu-west-1' },
  }).stack;
  template = Template.fromStack(stack);
});

const logicalId = (construct: IConstruct) => stack.getLogicalId(construct.node.defaultChild as CfnElement);
const resourceOf = (construct: IConstruct): Resource => template.toJSON().Resources[logicalId(construct)];
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

function statementsOfFunction(construct: IConstruct): Statement[] {
  const role = (resourceOf(construct).Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>)
    .filter((policy) => (policy.Properties.Roles as Array<{ Ref: string }>).some((r) => r.Ref === role))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

describe('jobs: payouts', () => {
  it('runs jobs/payouts monthly on the 1st at 06:00 UTC, the time the local clock uses, with the scheduled time', () => {
    expect([PAYOUT_DAY_OF_MONTH, PAYOUT_HOUR_UTC]).toEqual([1, 6]);
    expect(resourceOf(stack.payoutJob.schedule).Properties).toMatchObject({
      ScheduleExpression: 'cron(0 6 1 * ? *)',
      ScheduleExpressionTimezone: 'Etc/UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Target: { Arn: { 'Fn::GetAtt': [logicalId(stack.payoutJob.fn.lambda), 'Arn'] }, Input: '{"at":"<aws.scheduler.scheduled-time>"}' },
    });
  });

  it('gives the function 15 minutes, shorter than the lease that keeps a second run out', () => {
    const timeout = resourceOf(stack.payoutJob.fn.lambda).Properties.Timeout as number;
    expect(timeout).toBe(900);
    expect(PAYOUT_LEASE_SECONDS).toBeGreaterThan(timeout);
  });

  it('lets the function read and write the table, without Scan, and read no secret', () => {
    const statements = statementsOfFunction(stack.payoutJob.fn.lambda);
    expect(statements.filter((s) => asArray(s.Action).includes('secretsmanager:GetSecretValue'))).toEqual([]);
    const actions = [...new Set(statements.flatMap((s) => asArray(s.Action)).filter((a) => a.startsWith('dynamodb:')))].sort();
    expect(actions).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:BatchWriteItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
  });

  it("sends a run that still fails after Lambda's retries to its dead-letter queue", () => {
    expect(resourceOf(stack.payoutJob.fn.lambda).Properties.DeadLetterConfig).toEqual({
      TargetArn: { 'Fn::GetAtt': [logicalId(stack.payoutJob.deadLetterQueue), 'Arn'] },
    });
  });
});

describe('the local clock’s payout run', () => {
  const HOUR = 60 * 60 * 1000;

  it('waits until the 1st of the next month at 06:00 UTC', () => {
    expect(msUntilPayoutRun(new Date('2026-11-30T06:00:00Z'))).toBe(24 * HOUR);
    expect(msUntilPayoutRun(new Date('2026-12-01T05:00:00Z'))).toBe(HOUR);
    expect(msUntilPayoutRun(new Date('2026-12-31T06:00:00Z'))).toBe(24 * HOUR);
  });

  it('does not run at once when started exactly at the time: the next is a month away', () => {
    expect(msUntilPayoutRun(new Date('2027-02-01T06:00:00Z'))).toBe(28 * 24 * HOUR);
  });
});

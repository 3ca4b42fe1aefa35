import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECONCILE_LEASE_SECONDS } from '#functions/billing/reconcile';
import { buildApp } from '#lib/app';
import { RECONCILE_HOUR_UTC } from '#lib/local/clock';
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

describe('jobs: reconcile', () => {
  it('runs jobs/reconcile nightly at 03:00 UTC, the hour the local clock uses, on time and with {}', () => {
    expect(RECONCILE_HOUR_UTC).toBe(3);
    expect(resourceOf(stack.reconcileJob.schedule).Properties).toMatchObject({
      ScheduleExpression: 'cron(0 3 * * ? *)',
      ScheduleExpressionTimezone: 'Etc/UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Target: { Arn: { 'Fn::GetAtt': [logicalId(stack.reconcileJob.fn.lambda), 'Arn'] }, Input: '{}' },
    });
  });

  it('gives the function 15 minutes, shorter than the lease that keeps a second run out', () => {
    const timeout = resourceOf(stack.reconcileJob.fn.lambda).Properties.Timeout as number;
    expect(timeout).toBe(900);
    expect(RECONCILE_LEASE_SECONDS).toBeGreaterThan(timeout);
  });

  it('lets the function read the Stripe secret (and no other) and read and write the table, without Scan', () => {
    const statements = statementsOfFunction(stack.reconcileJob.fn.lambda);
    const secrets = statements.filter((s) => asArray(s.Action).includes('secretsmanager:GetSecretValue')).map((s) => s.Resource);
    expect(secrets).toEqual([{ Ref: logicalId(stack.stripeSecret) }]);
    expect(resourceOf(stack.reconcileJob.fn.lambda).Properties.Environment).toMatchObject({
      Variables: { STRIPE_SECRET_ARN: { Ref: logicalId(stack.stripeSecret) }, TABLE_NAME: { Ref: logicalId(stack.data.table) } },
    });
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
    expect(resourceOf(stack.reconcileJob.fn.lambda).Properties.DeadLetterConfig).toEqual({
      TargetArn: { 'Fn::GetAtt': [logicalId(stack.reconcileJob.deadLetterQueue), 'Arn'] },
    });
  });
});

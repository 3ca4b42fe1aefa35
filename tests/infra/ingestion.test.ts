import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { INGEST_LEASE_SECONDS } from '#functions/ingestion/ingest';
import { REFRESH_LEASE_SECONDS } from '#functions/ingestion/refresh';
import { pacificDay } from '#functions/ingestion/run-store';
import { buildApp } from '#lib/app';
import { INGEST_FIRST_HOUR_UTC, type CommentSparkStack } from '#lib/stack';
import { appTemplate, logicalIdOf } from './templates';

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

let stack: CommentSparkStack;
let template: Template;
let resources: Record<string, Resource>;
/** The stack with its nested route stacks merged in (./templates.ts). */
let merged: Record<string, Resource>;

beforeAll(() => {
  // Bundling skipped: this is about the schedules and the grants (stack.test.ts synthesizes the bundles).
  stack = buildApp({
    context: { stage: 'test', 'aws:cdk:bundling-stacks': [] },
    env: { account: '123456789012', region: 'eu-west-1' },
  }).stack;
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources;
  merged = appTemplate(stack).toJSON().Resources;
});

const logicalId = (construct: IConstruct) => stack.getLogicalId(construct.node.defaultChild as CfnElement);
const resourceOf = (construct: IConstruct): Resource => resources[logicalId(construct)]!;
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
const secretRef = () => ({ Ref: logicalId(stack.youtubeSecret) });
const readsKey = (statement: Statement) =>
  asArray(statement.Action).includes('secretsmanager:GetSecretValue') && JSON.stringify(statement.Resource) === JSON.stringify(secretRef());

/** The roles of every policy, the route stacks' included, that lets a role read the YouTube key. */
function keyReaders(): string[] {
  return Object.values(merged)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement.some(readsKey))
    .flatMap((policy) => (policy.Properties.Roles as Array<{ Ref: string }>).map((role) => role.Ref));
}

const roleOf = (construct: IConstruct) => (resourceOf(construct).Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

describe('jobs: ingest and refresh-corpus', () => {
  it('starts the refresh, then the ingest, in the new YouTube quota day whatever the daylight saving', () => {
    expect(resourceOf(stack.refreshCorpusJob.schedule).Properties).toMatchObject({
      ScheduleExpression: `cron(10 ${INGEST_FIRST_HOUR_UTC} * * ? *)`,
      ScheduleExpressionTimezone: 'Etc/UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Target: { Input: '{}' },
    });
    expect(resourceOf(stack.ingestJob.schedule).Properties).toMatchObject({
      ScheduleExpression: `cron(30 ${INGEST_FIRST_HOUR_UTC}-${INGEST_FIRST_HOUR_UTC + 3} * * ? *)`,
      ScheduleExpressionTimezone: 'Etc/UTC',
      Target: { Input: '{}' },
    });
    // The first run, winter (PST) and summer (PDT) alike, falls on the Pacific day of its UTC date;
    // a winter hour earlier would still be the day before, on yesterday's spent quota.
    for (const date of ['2026-01-15', '2026-07-15']) expect(pacificDay(new Date(`${date}T0${INGEST_FIRST_HOUR_UTC}:10:00Z`))).toBe(date);
    expect(pacificDay(new Date(`2026-01-15T0${INGEST_FIRST_HOUR_UTC - 1}:59:00Z`))).toBe('2026-01-14');
  });

  it("gives each job Lambda's 15 minutes, shorter than the lease that keeps a second run out", () => {
    expect(resourceOf(stack.ingestJob.fn.lambda).Properties.Timeout).toBe(900);
    expect(resourceOf(stack.refreshCorpusJob.fn.lambda).Properties.Timeout).toBe(900);
    expect(INGEST_LEASE_SECONDS).toBeGreaterThan(900);
    expect(REFRESH_LEASE_SECONDS).toBeGreaterThan(900);
  });

  it('alarms on a failed run and on a run given up, like every job', () => {
    for (const job of [stack.ingestJob, stack.refreshCorpusJob]) {
      expect(resourceOf(job.alarms.errors).Type).toBe('AWS::CloudWatch::Alarm');
      expect(resourceOf(job.alarms.deadLetters).Type).toBe('AWS::CloudWatch::Alarm');
      expect(resourceOf(job.fn.lambda).Properties.DeadLetterConfig).toEqual({
        TargetArn: { 'Fn::GetAtt': [logicalId(job.deadLetterQueue), 'Arn'] },
      });
    }
  });
});

describe('the YouTube API key', () => {
  it('is its own secret whose template value is an empty object', () => {
    expect(resourceOf(stack.youtubeSecret).Properties).toMatchObject({
      SecretString: '{}',
      Description: expect.stringContaining('{"apiKey": "AIza..."}'),
    });
  });

  it('is read by the ingest and refresh jobs, with its ARN in YOUTUBE_SECRET_ARN', () => {
    for (const job of [stack.ingestJob, stack.refreshCorpusJob]) {
      const role = roleOf(job.fn.lambda);
      const statements = Object.values(resources)
        .filter((r) => r.Type === 'AWS::IAM::Policy' && (r.Properties.Roles as Array<{ Ref: string }>).some((ref) => ref.Ref === role))
        .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
      expect(statements.some(readsKey)).toBe(true);
      expect(resourceOf(job.fn.lambda).Properties.Environment).toMatchObject({ Variables: { YOUTUBE_SECRET_ARN: secretRef() } });
    }
  });

  it('is readable by exactly nine roles: the ingest, refresh and own-channel jobs, the video-ideas worker, the two routes that look up a pasted URL, the one that checks a creator’s channel, the one that looks up a pasted video and the one that checks a posted calendar video', () => {
    const routeRole = (name: string) => logicalIdOf(stack.api.functions.get(name)!.lambda.role!);

    expect(keyReaders().sort()).toEqual(
      [
        roleOf(stack.ingestJob.fn.lambda),
        roleOf(stack.refreshCorpusJob.fn.lambda),
        roleOf(stack.ownChannelJob.fn.lambda),
        roleOf(stack.videoIdeas.worker.lambda),
        routeRole('adminAddSourceVideo'),
        routeRole('adminAddSourceChannel'),
        routeRole('putMyProfile'),
        routeRole('requestVideoIdeas'),
        routeRole('postCalendarEntry'),
      ].sort(),
    );
  });
});

import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { DAYS_AHEAD_METRIC, MIN_DAYS_AHEAD } from '#functions/content-engine/keep-ahead';
import { OFFLINE_IDEAS_ENV } from '#functions/content-engine/generator';
import { PRODUCT_NAME } from '#functions/shared/product';
import { buildApp } from '#lib/app';
import { logicalIdOf } from './templates';

const ENV = { account: '123456789012', region: 'eu-west-1' };

/** The stack with bundling skipped: these tests are about the generate job's settings and alarm, not its code. */
function synth(context: Record<string, string> = {}) {
  const { stack } = buildApp({ context: { stage: 'test', ...context, 'aws:cdk:bundling-stacks': [] }, env: ENV });
  const template = Template.fromStack(stack);
  const variables = () => {
    const fn = template.toJSON().Resources[logicalIdOf(stack.generateJob.fn.lambda)];
    return fn.Properties.Environment.Variables as Record<string, unknown>;
  };
  return { stack, template, variables };
}

describe('publishing offline ideas in the cloud', () => {
  it('is off unless the deploy chooses it: the generate job has no OFFLINE_IDEAS', () => {
    expect(synth().variables()).not.toHaveProperty(OFFLINE_IDEAS_ENV);
  });

  it('is on with -c offlineIdeas=publish: the generate job gets OFFLINE_IDEAS=publish', () => {
    expect(synth({ offlineIdeas: 'publish' }).variables()).toMatchObject({ [OFFLINE_IDEAS_ENV]: 'publish' });
  });

  it('refuses any other value, naming the one it takes', () => {
    expect(() => synth({ offlineIdeas: 'yes' })).toThrow('Context "offlineIdeas" is "publish" or left out');
  });
});

describe('the days-ahead alarm', () => {
  it('fires when any niche has fewer than 3 publishable days ahead, and keeps its state between daily runs', () => {
    const { stack, template } = synth();
    const alarm = template.toJSON().Resources[logicalIdOf(stack.daysAheadAlarm)];

    expect(MIN_DAYS_AHEAD).toBe(3);
    expect(alarm.Properties).toMatchObject({
      ComparisonOperator: 'LessThanThreshold',
      Threshold: 3,
      EvaluationPeriods: 1,
      TreatMissingData: 'ignore',
      Metrics: [{ Expression: `SELECT MIN(${DAYS_AHEAD_METRIC}) FROM ${PRODUCT_NAME}`, Period: 3600, ReturnData: true }],
    });
  });
});

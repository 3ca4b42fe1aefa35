import { describe, expect, it } from 'vitest';
import { extrapolate, type PersonalBench } from '#bench/personal';

/** The bench carries a measured sample to 10,000 subscribers by plain arithmetic; these pin that arithmetic. */
const sample: PersonalBench = {
  sampleSubscribers: 300,
  niches: 13,
  subscriberDays: 2_100,
  ideasMade: 2_000,
  leftToShared: 100,
  seconds: 210,
  writerCalls: 2_520,
  inputTokens: 2_100 * 4_000,
  outputTokens: 2_100 * 3_000,
  judgeCalls: 2_400,
  commands: { QueryCommand: 4_200, PutCommand: 2_100, UpdateCommand: 2_100 },
  readUnits: 6_300,
  writeUnits: 8_400,
  shares: [0.25, 0.2, 0.125],
  model: 'gpt-4.1-mini',
};

const half = (model: string, input: number, output: number) => ((input * 0.4 + output * 1.6) / 1e6) * 0.5;

describe('carrying the personal bench to 10,000 subscribers', () => {
  it('divides what was measured by the subscriber-days it covered', () => {
    const x = extrapolate(sample, half);

    expect(x.callsPerSubscriberDay).toBeCloseTo(1.2);
    expect(x.inputTokensPerSubscriberDay).toBe(4_000);
    expect(x.commandsPerSubscriberDay).toBe(4);
    expect(x.readUnitsPerSubscriberDay).toBe(3);
    expect(x.writeUnitsPerSubscriberDay).toBe(4);
  });

  it('prices a 30-day month of tokens at the batch price given', () => {
    const x = extrapolate(sample, half);

    expect(x.dollarsPerSubscriberMonth).toBeCloseTo(((30 * 4_000 * 0.4 + 30 * 3_000 * 1.6) / 1e6) * 0.5, 6);
    expect(x.dollarsPerMonthAtTarget).toBeCloseTo(x.dollarsPerSubscriberMonth * 10_000, 6);
  });

  it('counts the batches a first week for everyone needs at 5,000 requests each', () => {
    expect(extrapolate(sample, half).batchesForWeekAtTarget).toBe(Math.ceil((1.2 * 70_000) / 5_000));
  });

  it('reports the largest and the mean share of the niche-days seen', () => {
    const x = extrapolate(sample, half);

    expect(x.maxShare).toBe(0.25);
    expect(x.meanShare).toBeCloseTo(0.575 / 3);
  });

  it('gives zeros, not NaN, for a run that covered no subscriber-day', () => {
    const x = extrapolate({ ...sample, subscriberDays: 0, shares: [] }, half);

    expect(x.callsPerSubscriberDay).toBe(0);
    expect(x.meanShare).toBe(0);
  });
});

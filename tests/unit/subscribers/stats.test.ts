import { describe, expect, it } from 'vitest';
import {
  classKey,
  classOf,
  eventCounter,
  eventsOf,
  isMismatched,
  parseClassKey,
  summarise,
  summaryWindow,
  type StatsClass,
} from '#functions/subscribers/stats';

const record = (
  subscribed: boolean,
  subscriptionStatus: string | null,
  subscriptionTier: 'weekly' | 'monthly' | 'yearly' | null = 'monthly',
  testMode = false,
) => ({
  subscribed,
  subscriptionStatus,
  subscriptionTier,
  testMode,
});
const cls = (...args: Parameters<typeof record>): StatsClass => classOf(record(...args));

describe('the mismatch rule (spec 4)', () => {
  it.each([
    [true, 'inactive', true],
    [false, 'active', true],
    [false, 'trialing', true],
    [true, 'active', false],
    [true, 'trialing', false],
    [true, 'past_due', false],
    [false, 'inactive', false],
    [false, 'past_due', false],
    [false, null, false],
    [true, null, false],
  ] as const)('subscribed %s with status %s → %s', (subscribed, status, expected) => {
    expect(isMismatched({ subscribed, subscriptionStatus: status })).toBe(expected);
  });
});

describe('classes', () => {
  it('round-trip through their key', () => {
    for (const c of [
      cls(true, 'active'),
      cls(false, null, null),
      cls(true, 'past_due', 'yearly', true),
      cls(false, 'incomplete_expired', 'weekly'),
    ]) {
      expect(parseClassKey(classKey(c))).toEqual(c);
    }
  });

  it('file an unknown Stripe status as other, and a missing one as none', () => {
    expect(cls(false, 'paused').status).toBe('other');
    expect(cls(false, null).status).toBe('none');
    expect(cls(true, 'active', 'monthly', true).mode).toBe('test');
  });

  it.each([
    '',
    'live#active#monthly',
    'live#active#monthly#subscribed#x',
    'prod#active#monthly#subscribed',
    'live#gone#monthly#subscribed',
    'live#active#daily#subscribed',
    'live#active#monthly#yes',
  ])('refuse the malformed key %j', (key) => expect(parseClassKey(key)).toBeNull());
});

describe('events of a change of class', () => {
  it('count a trial when the status becomes trialing, once', () => {
    expect(eventsOf(cls(false, null, null), cls(true, 'trialing'))).toEqual(['trialStarted']);
    expect(eventsOf(null, cls(true, 'trialing'))).toEqual(['trialStarted']);
    expect(eventsOf(cls(true, 'trialing', 'monthly'), cls(true, 'trialing', 'yearly'))).toEqual([]);
  });

  it('end a trial converted when it becomes active, lapsed when access is lost', () => {
    expect(eventsOf(cls(true, 'trialing'), cls(true, 'active'))).toEqual(['trialConverted']);
    expect(eventsOf(cls(true, 'trialing'), cls(false, 'inactive'))).toEqual(['trialLapsed', 'cancellation']);
    expect(eventsOf(cls(true, 'trialing'), cls(true, 'past_due'))).toEqual([]);
  });

  it('count a cancellation on any loss of access, and nothing on a plan change', () => {
    expect(eventsOf(cls(true, 'active'), cls(false, 'inactive'))).toEqual(['cancellation']);
    expect(eventsOf(cls(true, 'past_due'), cls(false, 'inactive'))).toEqual(['cancellation']);
    expect(eventsOf(cls(true, 'active', 'monthly'), cls(true, 'active', 'yearly'))).toEqual([]);
    expect(eventsOf(cls(false, 'inactive'), cls(false, 'inactive', null))).toEqual([]);
  });
});

describe('summarise', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const counters = {
    [classKey(cls(true, 'active', 'weekly'))]: 3,
    [classKey(cls(true, 'active', 'monthly'))]: 10,
    [classKey(cls(true, 'active', 'yearly'))]: 4,
    [classKey(cls(true, 'past_due', 'monthly'))]: 2,
    [classKey(cls(true, 'trialing', 'monthly'))]: 5,
    [classKey(cls(true, 'active', 'monthly', true))]: 7,
    [classKey(cls(false, 'inactive', 'monthly'))]: 6,
    [classKey(cls(false, null, null))]: 8,
    [classKey(cls(true, 'inactive', 'weekly'))]: 1,
    [classKey(cls(false, 'trialing', 'yearly', true))]: 2,
    'not#a#class': 99,
  };

  it('counts the cards over every mode', () => {
    const { counts } = summarise(counters, {}, now);
    expect(counts).toEqual({ totalSubscribers: 48, activeSubscriptions: 24, trialing: 7, syncIssues: 3 });
  });

  it('converts weekly and yearly plans to a month, in whole cents, counting active and past due', () => {
    const { production, sandbox } = summarise(counters, {}, now);
    // weekly 3 × $9 × 52 / 12 = $117; monthly 12 × $28 = $336; yearly 4 × $149 / 12 = $49.666… → $49.67
    expect(production.byPlan).toEqual([
      { plan: 'weekly', subscriptions: 3, mrrCents: 11_700 },
      { plan: 'monthly', subscriptions: 12, mrrCents: 33_600 },
      { plan: 'yearly', subscriptions: 4, mrrCents: 4_967 },
    ]);
    expect(production.mrrCents).toBe(11_700 + 33_600 + 4_967);
    expect(production.pastDue).toBe(2);
    expect(sandbox.mrrCents).toBe(7 * 2_800);
  });

  it('rounds MRR once, from the yearly total', () => {
    const one = { [classKey(cls(true, 'active', 'yearly'))]: 1 };
    expect(summarise(one, {}, now).production.mrrCents).toBe(1_242);
    const three = { [classKey(cls(true, 'active', 'yearly'))]: 3 };
    expect(summarise(three, {}, now).production.mrrCents).toBe(3_725);
  });

  it('reads trials from the last 30 days and cancellations from this month', () => {
    const days = {
      '2026-10-25': { [eventCounter('live', 'trialStarted')]: 100, [eventCounter('live', 'cancellation')]: 100 },
      '2026-10-26': {
        [eventCounter('live', 'trialStarted')]: 2,
        [eventCounter('live', 'trialConverted')]: 1,
        [eventCounter('live', 'cancellation')]: 5,
      },
      '2026-11-01': { [eventCounter('live', 'cancellation')]: 1, [eventCounter('live', 'trialLapsed')]: 2 },
      '2026-11-24': {
        [eventCounter('live', 'trialStarted')]: 1,
        [eventCounter('live', 'trialConverted')]: 1,
        [eventCounter('test', 'trialStarted')]: 9,
      },
    };
    const { production, sandbox } = summarise({}, days, now);
    expect(production.trialsStartedLast30Days).toBe(3);
    expect(production.trialsConvertedLast30Days).toBe(2);
    expect(production.trialsEndedLast30Days).toBe(4);
    expect(production.trialConversionRate).toBe(0.5);
    expect(production.cancellationsThisMonth).toBe(1);
    expect(sandbox.trialsStartedLast30Days).toBe(9);
    expect(sandbox.trialConversionRate).toBeNull();
  });

  it('reads back as far as the earlier of the two windows', () => {
    expect(summaryWindow(now)).toEqual({ last30From: '2026-10-26', monthFrom: '2026-11-01', from: '2026-10-26' });
    expect(summaryWindow(new Date('2026-03-31T23:00:00Z'))).toEqual({
      last30From: '2026-03-02',
      monthFrom: '2026-03-01',
      from: '2026-03-01',
    });
  });
});

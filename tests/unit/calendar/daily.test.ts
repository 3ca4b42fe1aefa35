import { describe, expect, it } from 'vitest';
import { dailyIdeaDays } from '#functions/calendar/daily';
import { datesOf } from '#functions/calendar/rules';

const week = datesOf('2026-12-01', '2026-12-10');

describe('which daily idea unlocked on which day', () => {
  it('puts day 1 on the checkout day and one more on each day after, at 07:00 local', () => {
    const checkoutAt10InLondon = { contentDaysUnlocked: 1, unlockingSince: '2026-12-03T10:00:00Z' };

    const days = dailyIdeaDays(checkoutAt10InLondon, 'Europe/London', new Date('2026-12-06T08:00:00Z'), week);

    expect([...days]).toEqual([
      ['2026-12-03', 1],
      ['2026-12-04', 2],
      ['2026-12-05', 3],
      ['2026-12-06', 4],
    ]);
  });

  it("shows nothing on today before today's 07:00", () => {
    const clock = { contentDaysUnlocked: 1, unlockingSince: '2026-12-03T10:00:00Z' };

    const days = dailyIdeaDays(clock, 'Europe/London', new Date('2026-12-06T06:30:00Z'), week);

    expect(days.has('2026-12-06')).toBe(false);
    expect(days.get('2026-12-05')).toBe(3);
  });

  it('counts the days a niche already had back from the day before its first 07:00', () => {
    const resumedWithFiveDays = { contentDaysUnlocked: 5, unlockingSince: '2026-12-06T12:00:00Z' };

    const days = dailyIdeaDays(resumedWithFiveDays, 'UTC', new Date('2026-12-08T09:00:00Z'), week);

    expect(days.get('2026-12-02')).toBe(1);
    expect(days.get('2026-12-06')).toBe(5);
    expect(days.get('2026-12-07')).toBe(6);
    expect(days.get('2026-12-08')).toBe(7);
    expect(days.has('2026-12-01')).toBe(false);
  });

  it('never puts two ideas on one day when unlocking began before 07:00', () => {
    const earlyCheckout = { contentDaysUnlocked: 1, unlockingSince: '2026-12-03T05:00:00Z' };

    const days = dailyIdeaDays(earlyCheckout, 'UTC', new Date('2026-12-04T08:00:00Z'), week);

    expect([...days]).toEqual([
      ['2026-12-02', 1],
      ['2026-12-03', 2],
      ['2026-12-04', 3],
    ]);
  });

  it("reads the day in the subscriber's time zone", () => {
    const clock = { contentDaysUnlocked: 1, unlockingSince: '2026-12-03T18:00:00Z' };

    const days = dailyIdeaDays(clock, 'America/Los_Angeles', new Date('2026-12-04T16:00:00Z'), week);

    expect([...days]).toEqual([
      ['2026-12-03', 1],
      ['2026-12-04', 2],
    ]);
  });

  it('places nothing for a niche left behind, which has no unlock clock', () => {
    expect(dailyIdeaDays({ contentDaysUnlocked: 9, unlockingSince: null }, 'UTC', new Date('2026-12-08T09:00:00Z'), week).size).toBe(0);
  });
});

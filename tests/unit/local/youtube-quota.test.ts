import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTA, addDays, charge, pacificDay, quotaSettingsProblem } from '#lib/local/youtube/quota';

describe("the YouTube emulator's quota day", () => {
  it('is still yesterday in Los Angeles at 07:59 UTC in winter, and today from 08:00', () => {
    expect(pacificDay(new Date('2026-12-08T07:59:59Z'))).toBe('2026-12-07');
    expect(pacificDay(new Date('2026-12-08T08:00:00Z'))).toBe('2026-12-08');
  });

  it('turns at 07:00 UTC in summer, when Los Angeles is on daylight time', () => {
    expect(pacificDay(new Date('2026-07-01T06:59:59Z'))).toBe('2026-06-30');
    expect(pacificDay(new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
  });

  it('moves on by calendar days across a month and a year end', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-02-28', 2)).toBe('2026-03-02');
  });
});

describe('charging a call to the quota', () => {
  it('charges search to the search bucket and a comment read to reads', () => {
    expect(charge(DEFAULT_QUOTA, { search: 0, reads: 0 }, 'search.list')).toEqual({ bucket: 'search', units: 1 });
    expect(charge(DEFAULT_QUOTA, { search: 0, reads: 0 }, 'commentThreads.list')).toEqual({ bucket: 'reads', units: 1 });
  });

  it('refuses the call that would pass the budget, not the one that reaches it', () => {
    const settings = { ...DEFAULT_QUOTA, budgets: { search: 100, reads: 10 } };

    expect(charge(settings, { search: 0, reads: 9 }, 'videos.list')).toEqual({ bucket: 'reads', units: 1 });
    expect(charge(settings, { search: 0, reads: 10 }, 'videos.list')).toBeNull();
  });

  it('follows a cost table changed to the old 100 units a search', () => {
    const settings = {
      costs: { ...DEFAULT_QUOTA.costs, 'search.list': { bucket: 'reads' as const, units: 100 } },
      budgets: DEFAULT_QUOTA.budgets,
    };

    expect(charge(settings, { search: 0, reads: 9_900 }, 'search.list')).toEqual({ bucket: 'reads', units: 100 });
    expect(charge(settings, { search: 0, reads: 9_901 }, 'search.list')).toBeNull();
  });

  it('explains a settings change it cannot take', () => {
    expect(quotaSettingsProblem({ budgets: { searches: 5 } })).toBe("Unknown bucket 'searches': use search or reads.");
    expect(quotaSettingsProblem({ budgets: { reads: -1 } })).toBe('budgets.reads must be a whole number of units, 0 or more.');
    expect(quotaSettingsProblem({ costs: { 'search.list': { units: 1.5 } } })).toBe(
      'costs.search.list.units must be a whole number, 0 or more.',
    );
    expect(quotaSettingsProblem({ budgets: { reads: 500 }, costs: { 'videos.list': { bucket: 'reads', units: 2 } } })).toBeNull();
  });
});

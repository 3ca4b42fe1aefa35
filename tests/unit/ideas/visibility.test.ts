import { describe, expect, it } from 'vitest';
import { afterView, dailyUnlocksBetween, dashboardOrder, daysUnlocked, isPersonalUnlocked, isUnlocked } from '#functions/ideas/rules';

const idea = (niche: string, dayNumber: number, ideaNumber: number, variant = 'B') => ({ niche, dayNumber, ideaNumber, variant });

describe('who sees an idea', () => {
  const unlocked = new Map([
    ['skincare', 3],
    ['travel', 0],
  ]);
  it('shows variant B up to the unlocked day to a subscriber', () => {
    expect(isUnlocked(idea('skincare', 3, 1), true, unlocked)).toBe(true);
    expect(isUnlocked(idea('skincare', 4, 1), true, unlocked)).toBe(false);
    expect(isUnlocked(idea('skincare', 1, 1, 'A'), true, unlocked)).toBe(false);
  });
  it('shows nothing of a niche at day 0 or without progress, and nothing while not subscribed', () => {
    expect(isUnlocked(idea('travel', 1, 1), true, unlocked)).toBe(false);
    expect(isUnlocked(idea('food', 1, 1), true, unlocked)).toBe(false);
    expect(isUnlocked(idea('skincare', 1, 1), false, unlocked)).toBe(false);
  });
});

describe('dashboard order', () => {
  it('is niche order, then day descending, then idea number ascending', () => {
    const ordered = dashboardOrder(
      [idea('travel', 1, 1), idea('skincare', 1, 2), idea('skincare', 2, 3), idea('skincare', 2, 1)],
      ['skincare', 'travel'],
    );
    expect(ordered.map((i) => `${i.niche}:${i.dayNumber}:${i.ideaNumber}`)).toEqual([
      'skincare:2:1',
      'skincare:2:3',
      'skincare:1:2',
      'travel:1:1',
    ]);
  });
  it('puts a niche missing from the niches table after the known ones, by name', () => {
    const ordered = dashboardOrder([idea('zeta', 1, 1), idea('alpha', 1, 1), idea('travel', 1, 1)], ['skincare', 'travel']);
    expect(ordered.map((i) => i.niche)).toEqual(['travel', 'alpha', 'zeta']);
  });
});

describe('the new-ideas count', () => {
  it('never goes below 0 after a view', () => {
    expect(afterView(2)).toBe(1);
    expect(afterView(1)).toBe(0);
    expect(afterView(0)).toBe(0);
  });
});

describe('the daily unlock at 07:00 local time', () => {
  const at = (iso: string) => new Date(iso);
  it('opens day 1 of a niche chosen at 10:00 at the next 07:00, within 24 hours', () => {
    const progress = { contentDaysUnlocked: 0, unlockingSince: '2026-03-02T10:00:00Z' };
    expect(daysUnlocked(progress, at('2026-03-03T06:59:00Z'), 'UTC')).toBe(0);
    expect(daysUnlocked(progress, at('2026-03-03T07:00:00Z'), 'UTC')).toBe(1);
    expect(daysUnlocked(progress, at('2026-03-09T08:00:00Z'), 'UTC')).toBe(7);
  });
  it('counts 07:00 on the same day when the progress began before it', () => {
    expect(dailyUnlocksBetween(at('2026-03-02T05:00:00Z'), at('2026-03-02T06:30:00Z'), 'UTC')).toBe(0);
    expect(dailyUnlocksBetween(at('2026-03-02T05:00:00Z'), at('2026-03-02T07:00:00Z'), 'UTC')).toBe(1);
  });
  it("uses the subscriber's time zone", () => {
    // 07:00 in New York (EST, UTC-5) is 12:00 UTC.
    const since = at('2026-01-10T15:00:00Z');
    expect(dailyUnlocksBetween(since, at('2026-01-11T11:59:00Z'), 'America/New_York')).toBe(0);
    expect(dailyUnlocksBetween(since, at('2026-01-11T12:00:00Z'), 'America/New_York')).toBe(1);
    expect(dailyUnlocksBetween(since, at('2026-01-11T07:00:00Z'), 'UTC')).toBe(1);
  });
  it('falls back to UTC for a missing or unknown zone, and adds to the stored days', () => {
    const progress = { contentDaysUnlocked: 1, unlockingSince: '2026-03-02T10:00:00Z' };
    expect(daysUnlocked(progress, at('2026-03-03T07:00:00Z'), null)).toBe(2);
    expect(daysUnlocked(progress, at('2026-03-03T07:00:00Z'), 'Not/AZone')).toBe(2);
    expect(daysUnlocked(progress, at('2026-03-01T07:00:00Z'), 'UTC')).toBe(1);
  });
  it('opens nothing more on a niche left behind: it keeps the days it reached', () => {
    expect(daysUnlocked({ contentDaysUnlocked: 5, unlockingSince: null }, at('2026-09-01T09:00:00Z'), 'UTC')).toBe(5);
    expect(daysUnlocked({ contentDaysUnlocked: 5 }, at('2026-09-01T09:00:00Z'), 'UTC')).toBe(5);
  });
});

describe('who sees a personal idea', () => {
  const unlocked = new Map([['skincare', 4]]);
  const mine = { ownerUserId: 'user-ana', callerUserId: 'user-ana' };
  const someoneElses = { ownerUserId: 'user-ana', callerUserId: 'user-ben' };

  it('shows its owner their idea of an unlocked day', () => {
    expect(isPersonalUnlocked({ niche: 'skincare', dayNumber: 4, kind: 'daily' }, mine, true, unlocked)).toBe(true);
  });

  it('hides their idea of a day not yet unlocked, though it is made ahead', () => {
    expect(isPersonalUnlocked({ niche: 'skincare', dayNumber: 5, kind: 'daily' }, mine, true, unlocked)).toBe(false);
  });

  it('shows its owner an idea from a video as soon as it exists', () => {
    expect(isPersonalUnlocked({ niche: 'skincare', dayNumber: 1, kind: 'video' }, mine, true, new Map())).toBe(true);
  });

  it('never shows it to another subscriber of the niche, whatever they unlocked', () => {
    expect(isPersonalUnlocked({ niche: 'skincare', dayNumber: 1, kind: 'daily' }, someoneElses, true, unlocked)).toBe(false);
    expect(isPersonalUnlocked({ niche: 'skincare', dayNumber: 1, kind: 'video' }, someoneElses, true, unlocked)).toBe(false);
  });

  it('shows its owner nothing while they are not subscribed', () => {
    expect(isPersonalUnlocked({ niche: 'skincare', dayNumber: 1, kind: 'daily' }, mine, false, unlocked)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { afterView, countNew, dashboardOrder, isUnlocked } from '../../functions/domain/ideas';

const idea = (niche: string, dayNumber: number, ideaNumber: number, variant = 'B') => ({ niche, dayNumber, ideaNumber, variant });

describe('who sees an idea', () => {
  const unlocked = new Map([['skincare', 3], ['travel', 0]]);
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
    const ordered = dashboardOrder([idea('travel', 1, 1), idea('skincare', 1, 2), idea('skincare', 2, 3), idea('skincare', 2, 1)], ['skincare', 'travel']);
    expect(ordered.map((i) => `${i.niche}:${i.dayNumber}:${i.ideaNumber}`)).toEqual(['skincare:2:1', 'skincare:2:3', 'skincare:1:2', 'travel:1:1']);
  });
});

describe('the new-ideas count', () => {
  it('counts ideas not viewed and never goes below 0 after a view', () => {
    expect(countNew(['a', 'b', 'c'], new Set(['b']))).toBe(2);
    expect(afterView(1)).toBe(0);
    expect(afterView(0)).toBe(0);
  });
});

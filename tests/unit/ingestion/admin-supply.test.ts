import { describe, expect, it } from 'vitest';
import { daysOfSupply, isStale, SUPPLY_WARNING_DAYS, supplyWarning } from '#functions/ingestion/admin-supply';

const NOW = new Date('2026-12-07T12:00:00Z');

describe('days of supply', () => {
  it('is one day per distinct ask left: both variants of a day share an ask', () => {
    expect([daysOfSupply(0), daysOfSupply(1), daysOfSupply(23)]).toEqual([0, 1, 23]);
  });
});

describe('the supply warning', () => {
  it('says nothing at two weeks or more', () => {
    expect(supplyWarning(SUPPLY_WARNING_DAYS)).toBeNull();
    expect(supplyWarning(40)).toBeNull();
  });

  it('warns under two weeks and says what to do', () => {
    expect(supplyWarning(13)).toBe(
      'Only 13 days of fresh asks left; after that, ideas reuse old asks from a new angle. Add search queries, or a video or channel, for this niche.',
    );
    expect(supplyWarning(1)).toMatch(/^Only 1 day of fresh asks left;/);
  });

  it('says so plainly when nothing fresh is left', () => {
    expect(supplyWarning(0)).toBe(
      'No fresh asks left: every new day reuses an old ask from a new angle. Add search queries, or a video or channel, for this niche.',
    );
  });

  it('says nothing while the niche is not counted yet', () => {
    expect(supplyWarning(null)).toBeNull();
  });
});

describe('a kept ask count', () => {
  const count = (countedAt: string) => ({ niche: 'fitness', asksLeft: 12, countedAt });

  it('is kept for six hours', () => {
    expect(isStale(count('2026-12-07T06:00:01Z'), null, NOW)).toBe(false);
    expect(isStale(count('2026-12-07T06:00:00Z'), null, NOW)).toBe(true);
  });

  it('is taken again once a later ingest run finished', () => {
    expect(isStale(count('2026-12-07T10:00:00Z'), '2026-12-07T11:00:00Z', NOW)).toBe(true);
    expect(isStale(count('2026-12-07T10:00:00Z'), '2026-12-07T09:00:00Z', NOW)).toBe(false);
  });

  it('is taken when there is none, or its date cannot be read', () => {
    expect(isStale(undefined, null, NOW)).toBe(true);
    expect(isStale(count('yesterday'), null, NOW)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { canonicalZone, dueSlots, wallClock, windowStart } from '#functions/delivery/rules';
import { daysUnlocked } from '#functions/ideas/rules';

const QUARTER = 15 * 60_000;

/** Every window from `from` for `hours` hours in which (zone, hour) is due. */
function windowsDue(zone: string, hour: number, from: string, hours = 72) {
  const start = new Date(from).getTime();
  const found: Array<{ window: string; localDate: string; sendAt: string }> = [];
  for (let t = start; t < start + hours * 3_600_000; t += QUARTER) {
    for (const slot of dueSlots(new Date(t), [zone], [hour])) {
      found.push({ window: new Date(t).toISOString(), localDate: slot.localDate, sendAt: slot.sendAt.toISOString() });
    }
  }
  return found;
}

describe('dueSlots: 07:00 local, once per local date', () => {
  it('UTC: the 07:00 window of each day', () => {
    expect(windowsDue('UTC', 7, '2026-11-24T00:00:00Z', 48)).toEqual([
      { window: '2026-11-24T07:00:00.000Z', localDate: '2026-11-24', sendAt: '2026-11-24T07:00:00.000Z' },
      { window: '2026-11-25T07:00:00.000Z', localDate: '2026-11-25', sendAt: '2026-11-25T07:00:00.000Z' },
    ]);
  });

  it('New York: 12:00 UTC in summer, 11:00 then 12:00 around the spring change (8 March 2026)', () => {
    expect(windowsDue('America/New_York', 7, '2026-03-07T00:00:00Z', 72).map((d) => [d.localDate, d.window])).toEqual([
      ['2026-03-07', '2026-03-07T12:00:00.000Z'],
      ['2026-03-08', '2026-03-08T11:00:00.000Z'],
      ['2026-03-09', '2026-03-09T11:00:00.000Z'],
    ]);
  });

  it('New York: the autumn change (1 November 2026) moves 07:00 from 11:00 to 12:00 UTC', () => {
    expect(windowsDue('America/New_York', 7, '2026-10-31T00:00:00Z', 72).map((d) => [d.localDate, d.window])).toEqual([
      ['2026-10-31', '2026-10-31T11:00:00.000Z'],
      ['2026-11-01', '2026-11-01T12:00:00.000Z'],
      ['2026-11-02', '2026-11-02T12:00:00.000Z'],
    ]);
  });

  it('London: both changes (29 March and 25 October 2026) send once each day', () => {
    expect(windowsDue('Europe/London', 7, '2026-03-28T00:00:00Z', 72).map((d) => [d.localDate, d.window])).toEqual([
      ['2026-03-28', '2026-03-28T07:00:00.000Z'],
      ['2026-03-29', '2026-03-29T06:00:00.000Z'],
      ['2026-03-30', '2026-03-30T06:00:00.000Z'],
    ]);
    expect(windowsDue('Europe/London', 7, '2026-10-24T00:00:00Z', 72).map((d) => [d.localDate, d.window])).toEqual([
      ['2026-10-24', '2026-10-24T06:00:00.000Z'],
      ['2026-10-25', '2026-10-25T07:00:00.000Z'],
      ['2026-10-26', '2026-10-26T07:00:00.000Z'],
    ]);
  });

  it('Kolkata (+5:30): the :30 window', () => {
    expect(windowsDue('Asia/Kolkata', 7, '2026-11-24T00:00:00Z', 24)).toEqual([
      { window: '2026-11-24T01:30:00.000Z', localDate: '2026-11-24', sendAt: '2026-11-24T01:30:00.000Z' },
    ]);
  });

  it('Kathmandu (+5:45): the :15 window', () => {
    expect(windowsDue('Asia/Kathmandu', 7, '2026-11-24T00:00:00Z', 24)).toEqual([
      { window: '2026-11-24T01:15:00.000Z', localDate: '2026-11-24', sendAt: '2026-11-24T01:15:00.000Z' },
    ]);
  });

  it('Chatham (+13:45 in its summer, +12:45 in winter): the previous UTC day, at :15', () => {
    expect(windowsDue('Pacific/Chatham', 7, '2026-11-23T00:00:00Z', 24)).toEqual([
      { window: '2026-11-23T17:15:00.000Z', localDate: '2026-11-24', sendAt: '2026-11-23T17:15:00.000Z' },
    ]);
    expect(windowsDue('Pacific/Chatham', 7, '2026-06-23T00:00:00Z', 24)).toEqual([
      { window: '2026-06-23T18:15:00.000Z', localDate: '2026-06-24', sendAt: '2026-06-23T18:15:00.000Z' },
    ]);
  });

  it('a chosen hour other than 07:00 has its own window', () => {
    expect(windowsDue('Europe/London', 18, '2026-11-24T00:00:00Z', 24).map((d) => d.window)).toEqual(['2026-11-24T18:00:00.000Z']);
  });

  it('a year of New York days: exactly one window per local date, always at 07:00 local', () => {
    const found = windowsDue('America/New_York', 7, '2026-01-01T05:00:00Z', 365 * 24);
    const dates = found.map((d) => d.localDate);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.length).toBe(365);
    for (const d of found) expect(wallClock(new Date(d.sendAt), 'America/New_York').minute).toBe(7 * 60);
  });
});

describe('daylight saving over the send hour itself', () => {
  // No zone in use today changes its clocks at 07:00, so the two edge cases are checked with a
  // zone whose change falls on midnight and an hour chosen at that moment's neighbour: Santiago
  // springs forward 24:00 → 01:00 (6 September 2026) and falls back 24:00 → 23:00 (5 April 2026).
  it('clocks jumping over the hour: the window in which they jump sends', () => {
    const found = dueSlots(new Date('2026-09-06T03:45:00Z'), ['America/Santiago'], [0]);
    // 23:45 local, then 01:00 local: 00:00 never shows on the clock, and this window stands for it.
    expect(found).toEqual([{ zone: 'America/Santiago', hour: 0, localDate: '2026-09-06', sendAt: new Date('2026-09-06T04:00:00Z') }]);
  });

  it('the slot sends the idea that unlocked at 07:00, even at a jump', () => {
    const [slot] = dueSlots(new Date('2026-11-24T07:00:00Z'), ['UTC'], [7]);
    expect(daysUnlocked({ contentDaysUnlocked: 1, unlockingSince: '2026-11-23T10:00:00Z' }, slot!.sendAt, 'UTC')).toBe(2);
  });
});

describe('windowStart and canonicalZone', () => {
  it('rounds down to the quarter hour', () => {
    expect(windowStart(new Date('2026-11-24T07:14:59.999Z')).toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(windowStart(new Date('2026-11-24T07:15:00.000Z')).toISOString()).toBe('2026-11-24T07:15:00.000Z');
  });

  it('spells one zone one way and refuses names that are not zones', () => {
    expect(canonicalZone('Asia/Kolkata')).toBe(canonicalZone('Asia/Calcutta'));
    expect(canonicalZone('US/Eastern')).toBe('America/New_York');
    expect(canonicalZone('Mars/Olympus')).toBeNull();
    expect(canonicalZone('')).toBeNull();
  });
});

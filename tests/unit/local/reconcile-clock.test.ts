import { describe, expect, it } from 'vitest';
import { msUntilUtcHour, RECONCILE_HOUR_UTC } from '#lib/local/clock';

const HOUR = 60 * 60 * 1000;

describe('the local clock’s nightly reconciliation', () => {
  it('waits until the next 03:00 UTC, the cloud schedule’s hour', () => {
    expect(RECONCILE_HOUR_UTC).toBe(3);
    expect(msUntilUtcHour(3, new Date('2026-11-24T01:30:00Z'))).toBe(1.5 * HOUR);
    expect(msUntilUtcHour(3, new Date('2026-11-24T13:00:00Z'))).toBe(14 * HOUR);
  });

  it('does not run at once when started exactly at the hour: the next is a day away', () => {
    expect(msUntilUtcHour(3, new Date('2026-11-24T03:00:00Z'))).toBe(24 * HOUR);
  });
});

import { describe, expect, it } from 'vitest';
import { pacificDay } from '#functions/ingestion/run-store';

describe('the quota day', () => {
  it('is still yesterday in California at 07:59 UTC in winter', () => {
    expect(pacificDay(new Date('2026-12-08T07:59:00Z'))).toBe('2026-12-07');
  });

  it('turns at 08:00 UTC in winter (midnight PST)', () => {
    expect(pacificDay(new Date('2026-12-08T08:00:00Z'))).toBe('2026-12-08');
  });

  it('turns at 07:00 UTC in summer (midnight PDT)', () => {
    expect(pacificDay(new Date('2026-07-04T06:59:00Z'))).toBe('2026-07-03');
    expect(pacificDay(new Date('2026-07-04T07:00:00Z'))).toBe('2026-07-04');
  });
});

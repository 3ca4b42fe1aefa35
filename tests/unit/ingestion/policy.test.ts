import { describe, expect, it } from 'vitest';
import { expiresAtOf, isExpired, refreshByOf, refreshPlan } from '#functions/ingestion/policy';

const fetchedAt = new Date('2026-11-10T09:30:00Z');

describe('how long a YouTube comment is kept', () => {
  it('is refreshed by 30 days after it was read', () => {
    expect(refreshByOf(fetchedAt).toISOString()).toBe('2026-12-10T09:30:00.000Z');
  });

  it('is deleted by the table a margin after its refreshBy, in epoch seconds', () => {
    expect(expiresAtOf('2026-12-10T09:30:00.000Z', 2)).toBe(Date.parse('2026-12-12T09:30:00Z') / 1000);
  });

  it('is expired from its refreshBy on, not a second before', () => {
    const comment = { refreshBy: '2026-12-10T09:30:00.000Z' };
    expect(isExpired(comment, new Date('2026-12-10T09:29:59Z'))).toBe(false);
    expect(isExpired(comment, new Date('2026-12-10T09:30:00Z'))).toBe(true);
  });
});

describe('the refresh job’s plan for a niche', () => {
  const now = new Date('2026-12-07T10:00:00Z');
  const kept = [
    { commentId: 'late', refreshBy: '2026-12-11T00:00:00.000Z' },
    { commentId: 'gone', refreshBy: '2026-12-06T23:00:00.000Z' },
    { commentId: 'fresh', refreshBy: '2027-01-05T00:00:00.000Z' },
    { commentId: 'soon', refreshBy: '2026-12-08T00:00:00.000Z' },
  ];

  it('deletes the expired, re-reads those due within the window soonest first, and leaves the rest', () => {
    const plan = refreshPlan(kept, now, 5);

    expect(plan.expired.map((c) => c.commentId)).toEqual(['gone']);
    expect(plan.due.map((c) => c.commentId)).toEqual(['soon', 'late']);
  });
});

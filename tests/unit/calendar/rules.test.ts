import { describe, expect, it } from 'vitest';
import {
  CALENDAR_MESSAGES,
  dateWindow,
  filmedToday,
  firstHook,
  isLocalDate,
  isWithinWindow,
  localDateOf,
  markedStatus,
  postedOn,
  rangeErrors,
  scheduleDays,
} from '#functions/calendar/rules';

const TODAY = '2026-12-08';

describe('a local date', () => {
  it.each(['2026-12-08', '2028-02-29', '2026-01-01'])('accepts the real day %s', (text) => {
    expect(isLocalDate(text)).toBe(true);
  });

  it.each(['2026-02-30', '2027-02-29', '2026-13-01', '8/12/2026', '2026-12-8', 'tomorrow lol', '2026-12-08T10:00', ''])(
    'refuses %j',
    (text) => {
      expect(isLocalDate(text)).toBe(false);
    },
  );

  it("is the subscriber's own day, not the server's", () => {
    const lateEveningInLosAngeles = new Date('2026-12-09T05:30:00Z');

    expect(localDateOf(lateEveningInLosAngeles, 'America/Los_Angeles')).toBe('2026-12-08');
    expect(localDateOf(lateEveningInLosAngeles, 'Europe/Paris')).toBe('2026-12-09');
  });

  it('falls back to UTC for a time zone nobody knows', () => {
    expect(localDateOf(new Date('2026-12-09T05:30:00Z'), 'Mars/Olympus_Mons')).toBe('2026-12-09');
  });
});

describe('the two-year window', () => {
  it('reaches exactly two years either side of today', () => {
    expect(dateWindow(TODAY)).toEqual({ earliest: '2024-12-08', latest: '2028-12-08' });
  });

  it('lands 29 February on the 28th in a year without one', () => {
    expect(dateWindow('2028-02-29')).toEqual({ earliest: '2026-02-28', latest: '2030-02-28' });
  });

  it.each([
    ['2028-12-08', true],
    ['2028-12-09', false],
    ['2024-12-08', true],
    ['2024-12-07', false],
  ])('%s is inside: %s', (date, inside) => {
    expect(isWithinWindow(date, TODAY)).toBe(inside);
  });
});

describe('a range to list', () => {
  it('of a month view is fine', () => {
    expect(rangeErrors('2026-11-30', '2027-01-10', TODAY)).toEqual({});
  });

  it('that ends before it starts is refused on its end', () => {
    expect(rangeErrors('2026-12-10', '2026-12-01', TODAY)).toEqual({ to: [CALENDAR_MESSAGES.rangeOrder] });
  });

  it('longer than six weeks is refused', () => {
    expect(rangeErrors('2026-12-01', '2027-01-12', TODAY)).toEqual({ to: [CALENDAR_MESSAGES.rangeTooLong] });
  });

  it('reaching past the window is refused on that end', () => {
    expect(rangeErrors('2030-01-01', '2030-01-07', TODAY)).toEqual({
      from: [CALENDAR_MESSAGES.outsideWindow],
      to: [CALENDAR_MESSAGES.outsideWindow],
    });
  });
});

describe('scheduling and moving', () => {
  it('puts a new idea on the days sent', () => {
    expect(scheduleDays(null, { filmOn: '2026-12-10', postOn: '2026-12-12' }, TODAY)).toEqual({
      days: { filmOn: '2026-12-10', postOn: '2026-12-12' },
    });
  });

  it('moves one day and keeps the other', () => {
    const current = { filmOn: '2026-12-10', postOn: '2026-12-12' };

    expect(scheduleDays(current, { postOn: '2026-12-15' }, TODAY)).toEqual({ days: { filmOn: '2026-12-10', postOn: '2026-12-15' } });
  });

  it('clears a day sent as null', () => {
    expect(scheduleDays({ filmOn: '2026-12-10', postOn: '2026-12-12' }, { postOn: null }, TODAY)).toEqual({
      days: { filmOn: '2026-12-10', postOn: null },
    });
  });

  it('refuses a day more than two years out, on that field', () => {
    expect(scheduleDays(null, { filmOn: '2029-01-01' }, TODAY)).toEqual({ errors: { filmOn: [CALENDAR_MESSAGES.outsideWindow] } });
  });

  it('refuses a posting day before the filming day, on the day that was moved', () => {
    const current = { filmOn: '2026-12-10', postOn: '2026-12-12' };

    expect(scheduleDays(current, { postOn: '2026-12-09' }, TODAY)).toEqual({ errors: { postOn: [CALENDAR_MESSAGES.postBeforeFilm] } });
    expect(scheduleDays(current, { filmOn: '2026-12-13' }, TODAY)).toEqual({ errors: { filmOn: [CALENDAR_MESSAGES.postBeforeFilm] } });
  });

  it('allows filming and posting on the same day', () => {
    expect(scheduleDays(null, { filmOn: '2026-12-10', postOn: '2026-12-10' }, TODAY)).toEqual({
      days: { filmOn: '2026-12-10', postOn: '2026-12-10' },
    });
  });

  it('refuses leaving an idea with no day at all', () => {
    expect(scheduleDays({ filmOn: '2026-12-10', postOn: null }, { filmOn: null }, TODAY)).toEqual({
      errors: { filmOn: [CALENDAR_MESSAGES.noDay] },
    });
  });
});

describe('marking an entry', () => {
  it('from planned to filmed changes the status only', () => {
    expect(markedStatus('planned', 'filmed')).toEqual({ status: 'filmed', unpost: false });
  });

  it('to the status it has changes nothing', () => {
    expect(markedStatus('filmed', 'filmed')).toBeNull();
  });

  it('from posted back to filmed unposts it', () => {
    expect(markedStatus('posted', 'filmed')).toEqual({ status: 'filmed', unpost: true });
  });
});

describe('the day a posted entry went out', () => {
  it('is its posting day when that has come', () => {
    expect(postedOn('2026-12-05', TODAY)).toBe('2026-12-05');
  });

  it('is today when it went out ahead of plan', () => {
    expect(postedOn('2026-12-20', TODAY)).toBe(TODAY);
  });

  it('is today when it had no posting day', () => {
    expect(postedOn(null, TODAY)).toBe(TODAY);
  });
});

describe('"Filmed it"', () => {
  it('puts an idea that is not on the calendar on today, filmed', () => {
    expect(filmedToday(null, TODAY)).toEqual({ status: 'filmed', filmOn: TODAY });
  });

  it('films a planned entry today', () => {
    expect(filmedToday({ status: 'planned' }, TODAY)).toEqual({ status: 'filmed', filmOn: TODAY });
  });

  it.each(['filmed', 'posted'] as const)('leaves an entry already %s as it is', (status) => {
    expect(filmedToday({ status }, TODAY)).toBeNull();
  });
});

describe("an idea's first hook", () => {
  it('is the first hook that says something', () => {
    expect(firstHook({ hooks: ['  ', 'stop rinsing ur face w hot water 😭', 'second'] })).toBe('stop rinsing ur face w hot water 😭');
  });

  it('is null for content without hooks', () => {
    expect(firstHook({ sections: [] })).toBeNull();
    expect(firstHook(null)).toBeNull();
  });
});

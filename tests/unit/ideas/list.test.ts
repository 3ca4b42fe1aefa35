import { describe, expect, it } from 'vitest';
import { DomainError } from '#functions/platform/errors';
import { decodeCursor, encodeCursor, type ListPosition } from '#functions/ideas/cursor';
import {
  fillPage,
  ideaSummary,
  newIdeaCount,
  pageDayRanges,
  pageSegments,
  preferPersonal,
  type Page,
  type PageSegment,
  type SegmentRead,
} from '#functions/ideas/list';
import { dashboardOrder } from '#functions/ideas/rules';

interface Idea {
  id: string;
  niche: string;
  dayNumber: number;
  ideaNumber: number;
  variant: string;
}

const NICHE_ORDER = ['skincare', 'haircare', 'food', 'travel'];

/** A niche's variant-B ideas, one a day (day n carries idea number n), as the library and the generator store them. */
const library = (niche: string, days: number): Idea[] =>
  Array.from({ length: days }, (_, i) => ({ id: `${niche}-day-${i + 1}-b`, niche, dayNumber: i + 1, ideaNumber: i + 1, variant: 'B' }));

/** GSI1 in memory: a niche's ideas by `<day>#<idea number>`, read newest first up to the bound, `max + 1` of them. */
function indexOf(ideas: readonly Idea[]) {
  const key = (day: number, n: number) => `${String(day).padStart(4, '0')}#${String(n).padStart(6, '0')}`;
  const reads: PageSegment[] = [];
  const read = async (segment: PageSegment, max: number): Promise<SegmentRead<Idea>> => {
    reads.push(segment);
    const bound = segment.after
      ? (k: string) => k < key(segment.after!.dayNumber, segment.after!.ideaNumber)
      : (k: string) => k <= key(segment.lastDay, 999999);
    const matching = ideas
      .filter((idea) => idea.niche === segment.niche && bound(key(idea.dayNumber, idea.ideaNumber)))
      .sort((a, b) => key(b.dayNumber, b.ideaNumber).localeCompare(key(a.dayNumber, a.ideaNumber)))
      .slice(0, max + 1);
    return { ideas: matching.slice(0, max), more: matching.length > max };
  };
  return { read, reads };
}

/** Every page in turn, each cursor going through its text form as it does between browser and server. */
async function allPages(ideas: readonly Idea[], unlocked: Map<string, number>, limit: number, niche?: string) {
  const { read, reads } = indexOf(ideas);
  const pages: Idea[][] = [];
  let cursor: string | null = null;
  do {
    const from: ListPosition | undefined = cursor === null ? undefined : decodeCursor(cursor);
    const page: Page<Idea> = await fillPage(pageSegments(unlocked, NICHE_ORDER, { niche, from }), limit, read);
    pages.push(page.ideas);
    cursor = page.next ? encodeCursor(page.next) : null;
    if (pages.length > 100) throw new Error('no last page');
  } while (cursor !== null);
  return { pages, reads };
}

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.code : 'not a domain error';
  }
  return undefined;
};

describe('the Content Ideas list a page at a time', () => {
  const ideas = [...library('travel', 14), ...library('skincare', 14), ...library('food', 7)];
  // travel before skincare in the data, skincare first in the niche order; food has nothing unlocked.
  const unlocked = new Map([
    ['travel', 14],
    ['skincare', 9],
    ['food', 0],
  ]);
  const visible = ideas.filter((idea) => idea.dayNumber <= (unlocked.get(idea.niche) ?? 0));
  const fullOrder = dashboardOrder(visible, NICHE_ORDER).map((idea) => idea.id);

  it.each([1, 5, 7, 9, 20, 23, 40])('pages of %i concatenate to exactly the full dashboard order', async (limit) => {
    const { pages } = await allPages(ideas, unlocked, limit);
    expect(pages.flat().map((idea) => idea.id)).toEqual(fullOrder);
    expect(pages.every((page) => page.length <= limit)).toBe(true);
    expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
  });

  it('starts with the newest unlocked day of the first niche in the niche order', async () => {
    const { pages } = await allPages(ideas, unlocked, 3);
    expect(pages[0]!.map((idea) => idea.id)).toEqual(['skincare-day-9-b', 'skincare-day-8-b', 'skincare-day-7-b']);
  });

  it('reads one niche for a page inside it, two for a page across niches, and never a niche already done', async () => {
    const { reads } = await allPages(ideas, unlocked, 5);
    // 23 ideas: skincare 9 then travel 14 → pages of 5, 5 (crosses into travel), 5, 5, 3.
    expect(reads.map((r) => r.niche)).toEqual(['skincare', 'skincare', 'travel', 'travel', 'travel', 'travel']);
  });

  it('points the cursor at the top of the next niche when a page ends with a niche', async () => {
    const { read } = indexOf(ideas);
    const page = await fillPage(pageSegments(unlocked, NICHE_ORDER, {}), 9, read);
    expect(page.ideas).toHaveLength(9);
    expect(page.next).toEqual({ niche: 'travel', after: null });
  });

  it('has no next page after the last idea', async () => {
    const { read } = indexOf(ideas);
    expect((await fillPage(pageSegments(unlocked, NICHE_ORDER, {}), 23, read)).next).toBeNull();
  });

  it('lists one niche under a filter, and nothing for a niche without days', async () => {
    const { pages } = await allPages(ideas, unlocked, 4, 'travel');
    expect(pages.flat().map((idea) => idea.id)).toEqual(fullOrder.filter((id) => id.startsWith('travel-')));
    expect((await allPages(ideas, unlocked, 4, 'food')).pages).toEqual([[]]);
  });

  it('never reads above the unlocked day, even from a cursor', async () => {
    const { pages } = await allPages(ideas, new Map([['skincare', 2]]), 1);
    expect(pages.flat().map((idea) => idea.dayNumber)).toEqual([2, 1]);
  });
});

describe('a cursor', () => {
  const unlocked = new Map([
    ['skincare', 9],
    ['travel', 14],
    ['food', 0],
  ]);

  it('survives its text form', () => {
    for (const position of [
      { niche: 'travel', after: { dayNumber: 12, ideaNumber: 12 } },
      { niche: 'skincare', after: null },
    ]) {
      const text = encodeCursor(position);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(text)).toEqual(position);
    }
  });

  it.each([
    [
      'a changed character',
      () => {
        const c = encodeCursor({ niche: 'travel', after: { dayNumber: 3, ideaNumber: 3 } });
        return c.slice(0, 5) + (c[5] === 'A' ? 'B' : 'A') + c.slice(6);
      },
    ],
    ['characters outside base64url', () => `${encodeCursor({ niche: 'travel', after: null })}!`],
    ['padding', () => `${encodeCursor({ niche: 'travel', after: null })}=`],
    ['not JSON', () => Buffer.from('hello').toString('base64url')],
    ['another version', () => Buffer.from(JSON.stringify({ v: 2, n: 'travel' })).toString('base64url')],
    ['an unknown field', () => Buffer.from(JSON.stringify({ v: 1, n: 'travel', u: 'someone-else' })).toString('base64url')],
    ['a day that is not a whole number', () => Buffer.from(JSON.stringify({ v: 1, n: 'travel', a: [2.5, 1] })).toString('base64url')],
    ['a day beyond the key', () => Buffer.from(JSON.stringify({ v: 1, n: 'travel', a: [10000, 1] })).toString('base64url')],
    ['a niche that is not a slug', () => Buffer.from(JSON.stringify({ v: 1, n: 'USER#x' })).toString('base64url')],
    ['spaced-out JSON', () => Buffer.from(JSON.stringify({ v: 1, n: 'travel' }, null, 1)).toString('base64url')],
  ])('with %s is refused as invalid_cursor', (_label, make) => {
    expect(codeOf(() => decodeCursor(make()))).toBe('invalid_cursor');
  });

  it.each([
    ['a niche the caller has no progress in', { niche: 'fitness', after: null }, undefined],
    ['a niche with no day unlocked', { niche: 'food', after: null }, undefined],
    ['a day beyond the unlocked days', { niche: 'skincare', after: { dayNumber: 10, ideaNumber: 10 } }, undefined],
    ['another niche than the filter', { niche: 'travel', after: null }, 'skincare'],
  ] as const)('naming %s is refused as invalid_cursor', (_label, from, niche) => {
    expect(codeOf(() => pageSegments(unlocked, ['skincare', 'travel'], { niche, from }))).toBe('invalid_cursor');
  });

  it('pointing into the caller’s own list is accepted, from there on', () => {
    expect(pageSegments(unlocked, ['skincare', 'travel'], { from: { niche: 'skincare', after: { dayNumber: 4, ideaNumber: 4 } } })).toEqual(
      [
        { niche: 'skincare', lastDay: 9, after: { dayNumber: 4, ideaNumber: 4 } },
        { niche: 'travel', lastDay: 14, after: null },
      ],
    );
  });
});

describe('the NEW count', () => {
  it('is unlocked days minus first views, per niche, never below 0', () => {
    expect(
      newIdeaCount([
        { daysUnlocked: 9, viewed: 2 },
        { daysUnlocked: 14, viewed: 14 },
      ]),
    ).toBe(7);
    expect(
      newIdeaCount([
        { daysUnlocked: 3, viewed: 5 },
        { daysUnlocked: 2, viewed: 0 },
      ]),
    ).toBe(2);
    expect(newIdeaCount([])).toBe(0);
  });
});

describe('a card', () => {
  it('carries what the card shows, with the content cut into the preview and no evidence', () => {
    const card = ideaSummary({
      id: 'skincare-day-1-b',
      niche: 'skincare',
      subNiche: 'routines',
      ideaNumber: 1,
      variant: 'B',
      dayNumber: 1,
      title: 'A title',
      content: {
        hooks: ['x'.repeat(150)],
        sections: [{ title: 'Start', text: 't', voiceover: 'v', visuals: 'w' }],
        why_it_works: 'Saves • Shares',
      },
      source: { comment: 'left out' },
    } as Parameters<typeof ideaSummary>[0]);
    expect(card).toEqual({
      id: 'skincare-day-1-b',
      niche: 'skincare',
      subNiche: 'routines',
      ideaNumber: 1,
      variant: 'B',
      dayNumber: 1,
      title: 'A title',
      preview: [
        { label: 'Hooks', text: `${'x'.repeat(100)}...` },
        { label: 'Sections', text: 'Start' },
        { label: 'Why It Works', text: 'Saves • Shares' },
      ],
    });
  });
});

describe('the subscriber’s own idea first', () => {
  const card = (niche: string, dayNumber: number, id = `${niche}-day-${dayNumber}-b`) => ({ id, niche, dayNumber });

  it('puts their own idea of a day in the shared idea’s place, and keeps the order and the other days', () => {
    const page = [card('skincare', 3), card('skincare', 2), card('skincare', 1), card('travel', 2)];

    const shown = preferPersonal(page, [card('skincare', 2, 'p-ana-2'), card('travel', 2, 'p-ana-t2')]);

    expect(shown.map((idea) => idea.id)).toEqual(['skincare-day-3-b', 'p-ana-2', 'skincare-day-1-b', 'p-ana-t2']);
  });

  it('ignores their own idea of a day the page does not show (made ahead, or on another page)', () => {
    const shown = preferPersonal([card('skincare', 2)], [card('skincare', 5, 'p-ana-5'), card('travel', 2, 'p-ana-t2')]);

    expect(shown.map((idea) => idea.id)).toEqual(['skincare-day-2-b']);
  });

  it('reads each niche’s own ideas over the days the page shows of it', () => {
    const ranges = pageDayRanges([card('skincare', 14), card('skincare', 9), card('travel', 14), card('travel', 13)]);

    expect([...ranges]).toEqual([
      ['skincare', { first: 9, last: 14 }],
      ['travel', { first: 13, last: 14 }],
    ]);
  });
});

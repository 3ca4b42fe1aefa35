import { invalidCursor, type ListPosition } from './cursor';
import { contentPreview, type PreviewField } from './preview';
import { compareNiches, type Unlocked } from './rules';
import type { PersonalNote } from '#functions/shared/schemas';

/**
 * The Content Ideas list a page at a time (docs/product-rules.md#content-ideas-list), as pure
 * rules: which niches a page reads and from where, how a page is filled and where the next one
 * starts, what a card carries, and the new-ideas count.
 *
 * Order inside a niche is the index's: GSI1 sorts a niche's variant by day then idea number, read
 * newest day first. The promised order has idea numbers ascending within a day; the index gives
 * them descending, which is the same order because a niche has one idea per day and variant (ideas
 * are keyed `<niche>-day-<n>-<v>`, daily-ideas.ts; day n carries idea number n). So the pages,
 * concatenated, are exactly `dashboardOrder` of everything unlocked.
 */

/** One niche's share of a page: its ideas up to its unlocked day, from the top or after `after`. */
export interface PageSegment {
  readonly niche: string;
  /** Days unlocked in the niche: nothing above it is ever read. */
  readonly lastDay: number;
  readonly after: ListPosition['after'];
}

/**
 * The niches a page reads, in order: every niche with a day unlocked (or only `niche`, the
 * filter), starting where the cursor points. A cursor is refused unless it points into the
 * caller's own list: a niche they have days in (and the filtered one, under a filter), at a day
 * they have unlocked. A filter on a niche without progress is an empty list, not an error.
 */
export function pageSegments(
  unlocked: Unlocked,
  nicheOrder: readonly string[],
  options: { niche?: string; from?: ListPosition },
): PageSegment[] {
  const listed = [...unlocked]
    .filter(([niche, days]) => days >= 1 && (options.niche === undefined || niche === options.niche))
    .map(([niche]) => niche)
    .sort(compareNiches(nicheOrder));
  const { from } = options;
  if (!from) return listed.map((niche) => ({ niche, lastDay: unlocked.get(niche)!, after: null }));

  const start = listed.indexOf(from.niche);
  if (start < 0) {
    throw invalidCursor(
      options.niche !== undefined && from.niche !== options.niche
        ? 'The cursor belongs to a list with another niche filter'
        : 'The cursor names a niche you have no ideas in',
    );
  }
  if (from.after && from.after.dayNumber > unlocked.get(from.niche)!)
    throw invalidCursor('The cursor points past the days you have unlocked');
  return listed.slice(start).map((niche, i) => ({ niche, lastDay: unlocked.get(niche)!, after: i === 0 ? from.after : null }));
}

/** What a read of one segment returns: up to `max` ideas, and whether the niche has more after them. */
export interface SegmentRead<T> {
  readonly ideas: readonly T[];
  readonly more: boolean;
}

export interface Page<T> {
  readonly ideas: T[];
  /** Where the next page starts; null on the last page. */
  readonly next: ListPosition | null;
}

/**
 * Fills a page of at most `limit` ideas from the segments in order: one read for the common page,
 * a second only when a niche ends inside the page. When a page ends exactly where a niche ends,
 * the cursor points at the top of the next niche, so the next page does not spend a read finding
 * the old niche empty. (A page can be empty only when every niche left has no ideas at all.)
 */
export async function fillPage<T extends { readonly dayNumber: number; readonly ideaNumber: number }>(
  segments: readonly PageSegment[],
  limit: number,
  read: (segment: PageSegment, max: number) => Promise<SegmentRead<T>>,
): Promise<Page<T>> {
  const ideas: T[] = [];
  for (const [index, segment] of segments.entries()) {
    const got = await read(segment, limit - ideas.length);
    ideas.push(...got.ideas);
    const last = got.ideas.at(-1);
    if (got.more && last)
      return { ideas, next: { niche: segment.niche, after: { dayNumber: last.dayNumber, ideaNumber: last.ideaNumber } } };
    if (ideas.length >= limit) {
      const following = segments[index + 1];
      return { ideas, next: following ? { niche: following.niche, after: null } : null };
    }
  }
  return { ideas, next: null };
}

/** A niche's unlocked days and how many of its ideas the subscriber has opened (first views). */
export interface NicheViews {
  readonly daysUnlocked: number;
  readonly viewed: number;
}

/**
 * The NEW badge count (docs/product-rules.md#content-ideas-list): per niche, unlocked ideas minus
 * those viewed, never below 0. A niche has one dashboard idea per unlocked day (see the order note
 * above), so its unlocked days are its unlocked ideas; the keep-ahead job keeps every niche's ideas
 * days ahead of its furthest subscriber, so an unlocked day has its idea. Per niche, so a niche
 * change needs no bookkeeping: the niche left keeps its days, its views and its place in the list.
 */
export function newIdeaCount(niches: Iterable<NicheViews>): number {
  let count = 0;
  for (const { daysUnlocked, viewed } of niches) count += Math.max(0, daysUnlocked - viewed);
  return count;
}

/** What the list reads of an idea: everything a card shows, the content only to be cut. */
export interface IdeaCardSource {
  readonly id: string;
  readonly niche: string;
  readonly subNiche: string;
  readonly ideaNumber: number;
  readonly variant: string;
  readonly dayNumber: number;
  readonly title: string;
  readonly content: unknown;
  readonly personal?: PersonalNote;
}

export interface IdeaSummary extends Omit<IdeaCardSource, 'content' | 'personal'> {
  readonly preview: PreviewField[];
  /** Only on the subscriber's own idea: why it was chosen for them. */
  readonly personal?: PersonalNote;
}

/** A dashboard card's idea: the content already cut for the card; the idea page fetches the rest. */
export function ideaSummary({
  id,
  niche,
  subNiche,
  ideaNumber,
  variant,
  dayNumber,
  title,
  content,
  personal,
}: IdeaCardSource): IdeaSummary {
  return {
    id,
    niche,
    subNiche,
    ideaNumber,
    variant,
    dayNumber,
    title,
    preview: contentPreview(content),
    ...(personal ? { personal } : {}),
  };
}

/** The days of each niche a page shows, as the range its personal ideas are read over (one Query per niche). */
export function pageDayRanges(
  ideas: readonly { readonly niche: string; readonly dayNumber: number }[],
): Map<string, { first: number; last: number }> {
  const ranges = new Map<string, { first: number; last: number }>();
  for (const { niche, dayNumber } of ideas) {
    const range = ranges.get(niche);
    ranges.set(
      niche,
      range ? { first: Math.min(range.first, dayNumber), last: Math.max(range.last, dayNumber) } : { first: dayNumber, last: dayNumber },
    );
  }
  return ranges;
}

/**
 * The subscriber's own idea first: a day's card shows their personal idea of that niche and day
 * when there is one, in the shared idea's place (the page's order and cursor are the shared
 * list's, so paging is unchanged), else the shared idea.
 */
export function preferPersonal<T extends { readonly niche: string; readonly dayNumber: number }>(
  ideas: readonly T[],
  personal: readonly T[],
): T[] {
  const byDay = new Map(personal.map((idea) => [`${idea.niche}#${idea.dayNumber}`, idea]));
  return ideas.map((idea) => byDay.get(`${idea.niche}#${idea.dayNumber}`) ?? idea);
}

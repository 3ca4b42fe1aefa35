import type { ContentIdea } from '#functions/shared/schemas';

/** What a writer supplies for one idea; the keys (niche, day, variant, id) are derived. */
export type IdeaText = Pick<ContentIdea, 'title' | 'content' | 'source'>;

/**
 * One day as the content files hold it (content/README.md): its number, its sub-niche and its
 * idea in variants A and B. A variant may be left out when another file holds it.
 */
export interface IdeaDay {
  day: number;
  subNiche: string;
  A?: IdeaText;
  B?: IdeaText;
}

/** A niche-day-variant's idea id, the same for library and generated ideas: one idea per slot. */
export function ideaOfDayId(niche: string, day: number, variant: 'A' | 'B'): string {
  return `${niche}-day-${day}-${variant.toLowerCase()}`;
}

/** A public example's id: `skincare-example-3-b` is the page /skincare-idea-3-b. */
export function exampleIdeaId(niche: string, day: number, variant: 'A' | 'B'): string {
  return `${niche}-example-${day}-${variant.toLowerCase()}`;
}

/**
 * The ideas of a content file's days: each day's A, then its B. The keys are derived: the id from
 * niche, day and variant (`idOf`), and day n carries idea number n (one idea a day).
 */
export function ideasOfDays(
  niche: string,
  days: readonly IdeaDay[],
  idOf: (niche: string, day: number, variant: 'A' | 'B') => string,
): ContentIdea[] {
  return days.flatMap(({ day, subNiche, ...variants }) =>
    (['A', 'B'] as const).flatMap((variant) => {
      const text = variants[variant];
      return text ? [{ id: idOf(niche, day, variant), niche, subNiche, ideaNumber: day, variant, dayNumber: day, ...text }] : [];
    }),
  );
}

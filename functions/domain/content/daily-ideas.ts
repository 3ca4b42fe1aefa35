import type { ContentIdea } from '../../contract/schemas';

/** What a writer supplies for one idea; the keys (niche, day, variant, id) are derived. */
export type IdeaText = Pick<ContentIdea, 'title' | 'content' | 'source'>;

/** A niche-day-variant's idea id, the same for library and generated ideas: one idea per slot. */
export function ideaOfDayId(niche: string, day: number, variant: 'A' | 'B'): string {
  return `${niche}-day-${day}-${variant.toLowerCase()}`;
}

/** One idea of one day and variant. Day n carries idea number n: one idea a day. */
export function ideaOfDay(niche: string, day: number, variant: 'A' | 'B', subNiche: string, text: IdeaText): ContentIdea {
  return {
    id: ideaOfDayId(niche, day, variant),
    niche,
    subNiche,
    ideaNumber: day,
    variant,
    dayNumber: day,
    ...text,
  };
}

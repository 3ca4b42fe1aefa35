import type { ContentIdea } from '#functions/shared/schemas';

/** What a writer supplies for one idea; the keys (niche, day, variant, id) are derived. */
export type IdeaText = Pick<ContentIdea, 'title' | 'content' | 'source'>;

/** One day of a niche: the idea in variants A and B (the dashboard and idea page show B). */
export interface IdeaDay {
  subNiche: string;
  A: IdeaText;
  B: IdeaText;
}

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

/** A niche's daily ideas, the first entry being `firstDay`. */
export function dailyIdeas(niche: string, days: readonly IdeaDay[], firstDay = 1): ContentIdea[] {
  return days.flatMap((day, index) => [
    ideaOfDay(niche, firstDay + index, 'A', day.subNiche, day.A),
    ideaOfDay(niche, firstDay + index, 'B', day.subNiche, day.B),
  ]);
}

import type { ContentIdea } from '#functions/shared/schemas';
import { DECOR_IDEAS } from './niches/decor';
import { FASHION_IDEAS } from './niches/fashion';
import { FINANCE_IDEAS } from './niches/finance';
import { FITNESS_IDEAS } from './niches/fitness';
import { FOOD_IDEAS } from './niches/food';
import { HAIRCARE_IDEAS } from './niches/haircare';
import { PARENTING_IDEAS } from './niches/parenting';
import { RELATIONSHIPS_IDEAS } from './niches/relationships';
import { SELFCARE_IDEAS } from './niches/selfcare';
import { SIDEHUSTLE_IDEAS } from './niches/sidehustle';
import { SKINCARE_DAILY_IDEAS } from './niches/skincare';
import { SPIRITUALITY_IDEAS } from './niches/spirituality';
import { TRAVEL_IDEAS } from './niches/travel';
import { SKINCARE_EXAMPLES } from './skincare-examples';

/**
 * Every idea the seed loads, by niche: two weeks of daily ideas in variants A and B for each of
 * the 13 niches. Skincare's first week is the public example ideas (skincare-examples.ts).
 * Server-side only: the web bundle imports the examples file, never this one.
 */
export const IDEA_LIBRARY: Readonly<Record<string, readonly ContentIdea[]>> = {
  skincare: [...SKINCARE_EXAMPLES, ...SKINCARE_DAILY_IDEAS],
  haircare: HAIRCARE_IDEAS,
  decor: DECOR_IDEAS,
  fashion: FASHION_IDEAS,
  finance: FINANCE_IDEAS,
  fitness: FITNESS_IDEAS,
  food: FOOD_IDEAS,
  parenting: PARENTING_IDEAS,
  relationships: RELATIONSHIPS_IDEAS,
  selfcare: SELFCARE_IDEAS,
  sidehustle: SIDEHUSTLE_IDEAS,
  spirituality: SPIRITUALITY_IDEAS,
  travel: TRAVEL_IDEAS,
};

/** The examples are also published on the public idea page; the rest is for subscribers only. */
export const PUBLIC_IDEA_IDS: ReadonlySet<string> = new Set(SKINCARE_EXAMPLES.map((idea) => idea.id));

import { PLANS, TRIAL_DAYS, formatPrice } from '#functions/shared/plans';
import { paths } from '@/config/paths';

/** "$9/week, $28/month or $149/year", from the one price list. */
export const PRICE_LIST = joinWithOr(PLANS.map(formatPrice));

export const TRIAL = `${TRIAL_DAYS}-day free trial`;

/** The sign-up niches, as the dropdown names them (docs/product-rules.md#niches). */
export const NICHE_LIST =
  'Skincare, Haircare, Home Decor, Fashion, Personal Finance, Fitness, Food & Recipes, Parenting, Relationships, Self-Care, Side Hustles, Spirituality and Travel';

/** The five search pages, for the related-pages links at the bottom of each. */
export const SEARCH_PAGE_LINKS: ReadonlyArray<{ readonly href: string; readonly label: string }> = [
  { href: paths.tiktokContentIdeas, label: 'TikTok content ideas' },
  { href: paths.contentIdeasGenerator, label: 'Content ideas generator' },
  { href: paths.viralVideoIdeas, label: 'Viral video ideas' },
  { href: paths.socialMediaContentIdeas, label: 'Social media content ideas' },
  { href: paths.youtubeContentIdeas, label: 'YouTube content ideas' },
];

function joinWithOr(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');
}

import type { ApprovedNiche } from '#functions/niches/store';

/** The 13 approved niches, in sign-up order (sort_order 1..13; docs/product-rules.md#niches). */
export const APPROVED_NICHES: readonly ApprovedNiche[] = [
  ['skincare', 'Skincare'],
  ['haircare', 'Haircare'],
  ['decor', 'Home Decor'],
  ['fashion', 'Fashion'],
  ['finance', 'Personal Finance'],
  ['fitness', 'Fitness'],
  ['food', 'Food & Recipes'],
  ['parenting', 'Parenting'],
  ['relationships', 'Relationships'],
  ['selfcare', 'Self-Care'],
  ['sidehustle', 'Side Hustles'],
  ['spirituality', 'Spirituality'],
  ['travel', 'Travel'],
].map(([niche, displayName], index) => ({ niche: niche!, displayName: displayName!, sortOrder: index + 1, isActive: true }));

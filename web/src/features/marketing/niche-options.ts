/**
 * Niches offered by the promo form's dropdown: the sign-up niche list plus tiktok-growth, which has
 * its own landing page (docs/product-rules.md#niches). Kept static so the prerendered page already
 * has its options.
 */
export interface NicheOption {
  /** Slug sent to the API. */
  readonly value: string;
  readonly label: string;
}

export const PROMO_NICHE_OPTIONS: readonly NicheOption[] = [
  { value: 'skincare', label: 'Skincare' },
  { value: 'haircare', label: 'Haircare' },
  { value: 'tiktok-growth', label: 'TikTok Growth' },
  { value: 'decor', label: 'Decor' },
  { value: 'fashion', label: 'Fashion' },
  { value: 'finance', label: 'Finance' },
  { value: 'fitness', label: 'Fitness' },
  { value: 'food', label: 'Food' },
  { value: 'parenting', label: 'Parenting' },
  { value: 'relationships', label: 'Relationships' },
  { value: 'selfcare', label: 'Self-care' },
  { value: 'sidehustle', label: 'Side Hustle' },
  { value: 'spirituality', label: 'Spirituality' },
  { value: 'travel', label: 'Travel' },
];

/**
 * A niche typed by hand ("TikTok Growth", " Skin care ") as the slug the API accepts
 * ("tiktok-growth", "skin-care"). Characters that cannot be part of a slug are dropped.
 */
export function toNicheSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

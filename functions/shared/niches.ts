export interface NicheRecord {
  niche: string;
  displayName: string;
  sortOrder: number;
  isActive: boolean;
}

/** The sign-up dropdown shows only active niches, in sort_order (docs/product-rules.md#niches). */
export function activeInOrder(niches: readonly NicheRecord[]): Array<Omit<NicheRecord, 'isActive'>> {
  return niches
    .filter((n) => n.isActive)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.niche.localeCompare(b.niche))
    .map(({ niche, displayName, sortOrder }) => ({ niche, displayName, sortOrder }));
}

/**
 * Landing-page niches that are not sign-up niches: the tiktok-growth page collects its own
 * waiting list, as the skincare and haircare pages do (docs/product-rules.md#niches).
 */
export const LANDING_ONLY_NICHES: ReadonlyArray<Pick<NicheRecord, 'niche' | 'displayName'>> = [
  { niche: 'tiktok-growth', displayName: 'TikTok Growth' },
];

const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

/**
 * Resolves what a visitor picked or typed ("skincare", "TikTok Growth", "side hustle") to a
 * known niche id, or null. Matching ignores case, spaces, dashes and "&" vs "and".
 */
export function resolveNiche(input: string, known: ReadonlyArray<Pick<NicheRecord, 'niche' | 'displayName'>>): string | null {
  const wanted = squash(input);
  if (!wanted) return null;
  const match = known.find((n) => squash(n.niche) === wanted || squash(n.displayName) === wanted);
  return match?.niche ?? null;
}

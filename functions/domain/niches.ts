export interface NicheRecord {
  niche: string;
  displayName: string;
  sortOrder: number;
  isActive: boolean;
}

/** The sign-up dropdown shows only active niches, in sort_order (spec 5). */
export function activeInOrder(niches: readonly NicheRecord[]): Array<Omit<NicheRecord, 'isActive'>> {
  return niches
    .filter((n) => n.isActive)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.niche.localeCompare(b.niche))
    .map(({ niche, displayName, sortOrder }) => ({ niche, displayName, sortOrder }));
}

import { InvalidInput } from '#functions/platform/errors';
import { LANDING_ONLY_NICHES, resolveNiche, type NicheRecord } from '#functions/shared/niches';

/** Niches a public form may name: the active approved niches plus the landing-only ones. */
export function formNiches(approved: readonly NicheRecord[]): Array<Pick<NicheRecord, 'niche' | 'displayName'>> {
  return [...approved.filter((n) => n.isActive), ...LANDING_ONLY_NICHES];
}

/** The niche id for what the visitor chose or typed, or a 400 naming the field. */
export function requireKnownNiche(input: string, approved: readonly NicheRecord[], field: string): string {
  const niche = resolveNiche(input, formNiches(approved));
  if (!niche) throw new InvalidInput('Please choose one of our niches.', { [field]: [`"${input}" is not one of our niches`] });
  return niche;
}

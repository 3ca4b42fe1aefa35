import { putNiche } from './niches';
import { APPROVED_NICHES } from './seed-data';

/** Idempotent: every write is a full put of the same values, so running it twice changes nothing. */
export async function seedReferenceData(): Promise<{ niches: number }> {
  await Promise.all(APPROVED_NICHES.map((niche) => putNiche(niche)));
  return { niches: APPROVED_NICHES.length };
}

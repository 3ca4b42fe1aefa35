import { SKINCARE_EXAMPLES } from '../domain/content/skincare-examples';
import { putIdea } from './ideas';
import { putNiche } from './niches';
import { APPROVED_NICHES } from './seed-data';

/**
 * Reference data every environment needs: the approved niches and the published example ideas
 * (the public idea page serves them). Idempotent: every write is a full put of the same values.
 */
export async function seedReferenceData(): Promise<{ niches: number; publicIdeas: number }> {
  await Promise.all(APPROVED_NICHES.map((niche) => putNiche(niche)));
  await Promise.all(SKINCARE_EXAMPLES.map((idea) => putIdea(idea, { public: true })));
  return { niches: APPROVED_NICHES.length, publicIdeas: SKINCARE_EXAMPLES.length };
}

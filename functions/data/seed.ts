import { IDEA_LIBRARY, PUBLIC_IDEA_IDS } from '../domain/content/library';
import { putIdeas } from './ideas';
import { putNiche } from './niches';
import { APPROVED_NICHES } from './seed-data';

/**
 * Reference data every environment needs: the approved niches and the idea library (two weeks of
 * daily ideas per niche; the skincare examples also on the public idea page). Idempotent: every
 * write is a full put of the same values.
 */
export async function seedReferenceData(): Promise<{ niches: number; ideas: number; publicIdeas: number }> {
  const ideas = Object.values(IDEA_LIBRARY).flat();
  await Promise.all(APPROVED_NICHES.map((niche) => putNiche(niche)));
  await putIdeas(ideas, (idea) => PUBLIC_IDEA_IDS.has(idea.id));
  return { niches: APPROVED_NICHES.length, ideas: ideas.length, publicIdeas: PUBLIC_IDEA_IDS.size };
}

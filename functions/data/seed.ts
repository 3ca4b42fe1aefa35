import { IDEA_LIBRARY, PUBLIC_IDEA_IDS } from '../domain/content/library';
import { putIdeas } from './ideas';
import { putNiche } from './niches';
import { APPROVED_NICHES } from './seed-data';
import { seedStarterCorpus } from './starter-corpus';

/**
 * Reference data every environment needs: the approved niches, the idea library (two weeks of
 * daily ideas per niche; the skincare examples also on the public idea page) and the starter
 * comment corpus the content engine mines. Idempotent: every write is a full put of the same
 * values, keyed so a repeat cannot add a copy.
 */
export async function seedReferenceData(): Promise<{ niches: number; ideas: number; publicIdeas: number; corpusComments: number; corpusVideos: number }> {
  const ideas = Object.values(IDEA_LIBRARY).flat();
  await Promise.all(APPROVED_NICHES.map((niche) => putNiche(niche)));
  await putIdeas(ideas, (idea) => PUBLIC_IDEA_IDS.has(idea.id));
  const corpus = await seedStarterCorpus(new Set(APPROVED_NICHES.map((n) => n.niche)));
  return { niches: APPROVED_NICHES.length, ideas: ideas.length, publicIdeas: PUBLIC_IDEA_IDS.size, corpusComments: corpus.comments, corpusVideos: corpus.videos };
}

import { listIdeaComments } from '#functions/ideas/store';
import { listNicheCorpus } from './corpus-store';
import { listUsedInsights } from './generation-store';
import { distinctAsksLeft, mineInsights } from './insights';

/**
 * A niche's supply: how many distinct asks its corpus still holds that no idea was built on, as
 * the eval counts them (offline mining, so the count costs no OpenAI call and reads the same
 * whichever generator runs). The ingest planner serves the niches with the fewest first; the
 * admin Sources screen and `npm run corpus -- stats` show it.
 */
export async function nicheAsksLeft(niche: string, now: Date): Promise<number> {
  const [corpus, used, existing] = await Promise.all([listNicheCorpus(niche, now), listUsedInsights(niche), listIdeaComments(niche)]);
  return distinctAsksLeft(mineInsights(niche, corpus.comments, corpus.videos, now), used, existing);
}

import { ideaLibrary, publicIdeaIds } from '#functions/content-engine/content-files';
import { initialiseAdminReports, initialiseAllViewCounts } from '#functions/ideas/engagement-store';
import { initialiseAdminIndexes } from '#functions/subscribers/stats-store';
import { initialiseAllSendSlots } from '#functions/subscribers/store';
import { putIdeas } from '#functions/ideas/store';
import { listNiches, putNiche } from '#functions/niches/store';
import { APPROVED_NICHES } from './seed-data';
import { seedStarterCorpus } from '#functions/content-engine/starter-corpus';
import { seedShippedSeasons } from '#functions/year-plan/store';

/**
 * Reference data every environment needs: the approved niches, the idea library (two weeks of
 * daily ideas per niche; the skincare examples also on the public idea page) and the starter
 * comment corpus the content engine mines. Idempotent: every write is a full put of the same
 * values, keyed so a repeat cannot add a copy. Also runs the one-off data migrations (the view
 * counters, engagement.ts; the send-slot keys, subscribers.ts; the admin counters and indexes,
 * subscriber-stats.ts; the rating aggregates and feedback niche keys, engagement.ts), each
 * recording when it has completed.
 */
export async function seedReferenceData(): Promise<{
  niches: number;
  ideas: number;
  publicIdeas: number;
  corpusComments: number;
  corpusVideos: number;
  viewCountersInitialised: number;
  sendSlotsInitialised: number;
  subscribersCounted: number;
  legacyRatingsCounted: number;
  legacyFeedbackBackfilled: number;
  seasonsSeeded: number;
}> {
  const ideas = Object.values(ideaLibrary()).flat();
  const publicIds = publicIdeaIds();
  await Promise.all(APPROVED_NICHES.map((niche) => putNiche(niche)));
  await putIdeas(ideas, (idea) => publicIds.has(idea.id));
  const corpus = await seedStarterCorpus(new Set(APPROVED_NICHES.map((n) => n.niche)));
  // Every niche in the table, not only the seeded ones: an admin may have added one.
  const niches = (await listNiches()).map((n) => n.niche);
  const views = await initialiseAllViewCounts(niches);
  const slots = await initialiseAllSendSlots(niches);
  const reports = await initialiseAdminReports(niches);
  const counted = await initialiseAdminIndexes();
  // Each niche's shipped seasonal moments, unless an admin edited its list (year-plan/store.ts).
  const seasons = await seedShippedSeasons(niches, new Date());
  return {
    niches: APPROVED_NICHES.length,
    ideas: ideas.length,
    publicIdeas: publicIds.size,
    corpusComments: corpus.comments,
    corpusVideos: corpus.videos,
    viewCountersInitialised: views.subscribers,
    sendSlotsInitialised: slots.subscribers,
    legacyRatingsCounted: reports.ratingsCounted,
    legacyFeedbackBackfilled: reports.feedbackBackfilled,
    subscribersCounted: counted.subscribers,
    seasonsSeeded: seasons,
  };
}

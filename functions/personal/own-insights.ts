import type { Insight } from '#functions/content-engine/insight';
import { mineInsights } from '#functions/content-engine/insights';
import { listPrivateCorpus } from '#functions/ingestion/private-corpus';

/**
 * What a subscriber's own viewers ask: their private corpus (the comments on their linked
 * channel's recent uploads, functions/ingestion/own-channel.ts) mined exactly as a niche's corpus
 * is. Only ever read for its owner: the corpus is keyed by the owner's id and no niche list holds
 * it, so the insights reach another subscriber by no path.
 */

/** An insight from the subscriber's own channel: the engine says so ("6 viewers on your channel asked this"). */
export interface OwnAudienceInsight extends Insight {
  ownAudience: true;
}

/**
 * Own-audience insight keys start with `own#`: the same comment may also sit in the niche corpus
 * (a creator's video that went viral), and an insight used for one subscriber must not count as
 * the niche's insight used, nor the other way round.
 */
export const OWN_INSIGHT_PREFIX = 'own#';

/** The subscriber's own-audience insights at `now`, best first (none when no channel is linked or nothing asks). */
export async function privateInsights(userId: string, now: Date): Promise<OwnAudienceInsight[]> {
  const { comments, videos } = await listPrivateCorpus(userId, now);
  if (comments.length === 0) return [];
  // Comments are stored under the niche the subscriber had when they were read; mined by that niche's word lists.
  const niches = [...new Set(comments.map((c) => c.niche))];
  return niches
    .flatMap((niche) => mineInsights(niche, comments, videos, now))
    .sort((a, b) => b.score - a.score)
    .map((insight) => ({ ...insight, key: `${OWN_INSIGHT_PREFIX}${insight.key}`, ownAudience: true as const }));
}

/** The reason a creator reads on an idea built on one of these. */
export function ownAudienceReason(insight: Pick<Insight, 'askedCount'>): string {
  return insight.askedCount === 1 ? 'A viewer on your channel asked this' : `${insight.askedCount} viewers on your channel asked this`;
}

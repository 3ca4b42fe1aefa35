import { listIdeas } from '../../contract/routes';
import { userIdeaState } from '../../data/engagement';
import { listIdeasUpToDay } from '../../data/ideas';
import { listNiches } from '../../data/niches';
import { countNew, dashboardOrder, DASHBOARD_VARIANT } from '../../domain/ideas';
import { routeHandler } from '../http/handler';
import { subscriberWithAccess } from '../me/access';
import { unlockedOf } from './visible';

/**
 * Spec 6: only while subscribed, only niches with at least one day unlocked, variant B, up to
 * the unlocked day. DynamoDB work: the subscriber, the caller's partition (progress, ratings,
 * views), the niche order, and one Query per unlocked niche.
 */
export const handler = routeHandler(listIdeas, async ({ auth }) => {
  const [subscriber, state, niches] = await Promise.all([subscriberWithAccess(auth), userIdeaState(auth.userId), listNiches()]);
  const unlocked = unlockedOf(state, subscriber?.timeZone);
  const progress = [...unlocked].map(([niche, daysUnlocked]) => ({ niche, daysUnlocked }));
  if (!subscriber?.subscribed) return { ideas: [], newCount: 0, progress };

  const perNiche = await Promise.all([...unlocked].filter(([, days]) => days >= 1).map(([niche, days]) => listIdeasUpToDay(niche, DASHBOARD_VARIANT, days)));
  const ideas = dashboardOrder(perNiche.flat(), niches.map((n) => n.niche));
  return {
    ideas: ideas.map((idea) => ({ ...idea, rating: state.ratings.get(idea.id) ?? null, isNew: !state.viewed.has(idea.id) })),
    newCount: countNew(ideas.map((idea) => idea.id), state.viewed),
    progress,
  };
});

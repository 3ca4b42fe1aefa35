import { listIdeas } from '../routes';
import { engagementOf } from '../engagement-store';
import { listIdeaCards } from '../store';
import { cachedNiches } from '#functions/niches/store';
import { listProgress } from '../progress-store';
import { InvalidInput } from '#functions/platform/errors';
import { decodeCursor, encodeCursor } from '../cursor';
import { fillPage, ideaSummary, pageDayRanges, pageSegments, preferPersonal, type IdeaCardSource } from '../list';
import { listPersonalDays } from '../personal-store';
import { DASHBOARD_VARIANT, IDEA_PAGE_MAX } from '../rules';
import { routeHandler } from '#functions/platform/http/handler';
import { subscriberWithAccess } from '#functions/subscribers/access';
import { newCountOf, unlockedOf } from '../visible';

/**
 * Only while subscribed, only niches with at least one day unlocked, variant B, up to the unlocked
 * day (docs/product-rules.md#content-ideas-list); a page of cards at a time. DynamoDB work for a
 * page, whatever the history: the subscriber (with the Stripe setting, one BatchGetItem), the
 * caller's progress items (one Query), one Query of the niche's ideas (a second when the page
 * crosses into another niche), one Query of the caller's own ideas over the page's days per niche
 * on the page (their idea of a day takes the shared one's place), and the ratings, views and
 * "Filmed it" / "Not for me" of the page's ideas (one BatchGetItem).
 * The niche order is cached.
 */
export const handler = routeHandler(listIdeas, async ({ auth, query }) => {
  const from = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const [subscriber, progress, niches] = await Promise.all([subscriberWithAccess(auth), listProgress(auth.userId), cachedNiches()]);
  const now = new Date();
  const unlocked = unlockedOf(progress, subscriber?.timeZone, now);
  if (query.niche !== undefined && !unlocked.has(query.niche) && !niches.some((n) => n.niche === query.niche)) {
    throw new InvalidInput('The request query is not valid.', { niche: [`"${query.niche}" is not one of our niches`] });
  }
  const progressOut = [...unlocked].map(([niche, daysUnlocked]) => ({ niche, daysUnlocked }));
  if (!subscriber?.subscribed) return { ideas: [], next: null, newCount: 0, progress: progressOut };

  const segments = pageSegments(
    unlocked,
    niches.map((n) => n.niche),
    { niche: query.niche, from },
  );
  const page = await fillPage(segments, query.limit ?? IDEA_PAGE_MAX, (segment, max) => listIdeaCards(segment, DASHBOARD_VARIANT, max));
  const personal = await Promise.all(
    [...pageDayRanges(page.ideas)].map(([niche, { first, last }]) => listPersonalDays(auth.userId, niche, first, last)),
  );
  const ideas = preferPersonal<IdeaCardSource>(
    page.ideas,
    personal.flat().map(({ idea }) => idea),
  );
  const engagement = await engagementOf(
    auth.userId,
    ideas.map((idea) => idea.id),
  );
  return {
    ideas: ideas.map((idea) => ({
      ...ideaSummary(idea),
      rating: engagement.ratings.get(idea.id) ?? null,
      isNew: !engagement.viewed.has(idea.id),
      feedback: engagement.actions.get(idea.id) ?? null,
    })),
    next: page.next ? encodeCursor(page.next) : null,
    newCount: newCountOf(progress, unlocked),
    progress: progressOut,
  };
});

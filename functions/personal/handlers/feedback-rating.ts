import { rateIdea } from '#functions/ideas/routes';
import { putRating } from '#functions/ideas/engagement-store';
import { starTasteUpdate } from '../feedback-store';
import { feedbackTraits } from '../feedback-traits';
import { routeHandler } from '#functions/platform/http/handler';
import { visibleIdea } from '#functions/ideas/visible';

/**
 * One rating per user and idea (docs/product-rules.md#ratings-and-feedback): a re-rate replaces it,
 * and the idea's aggregate and the rater's taste move with it, in one transaction. Handled here,
 * not in ideas/, because the taste is this feature's and ideas may not import it.
 */
export const handler = routeHandler(rateIdea, async ({ params, body, auth }) => {
  const { idea, personal } = await visibleIdea(auth, params.id);
  const traits = feedbackTraits(idea, personal?.traits ?? null);
  const now = new Date();
  await putRating(auth.userId, idea, body.rating, now, (previous, rating) => starTasteUpdate(auth.userId, traits, previous, rating, now));
  return { rating: body.rating };
});

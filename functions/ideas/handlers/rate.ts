import { rateIdea } from '../routes';
import { putRating } from '../engagement-store';
import { routeHandler } from '#functions/platform/http/handler';
import { visibleIdea } from '../visible';

/**
 * One rating per user and idea (docs/product-rules.md#ratings-and-feedback): a re-rate replaces it,
 * and the idea's aggregate moves with it.
 */
export const handler = routeHandler(rateIdea, async ({ params, body, auth }) => {
  const { idea } = await visibleIdea(auth, params.id);
  await putRating(auth.userId, idea, body.rating);
  return { rating: body.rating };
});

import { rateIdea } from '../../contract/routes';
import { putRating } from '../../data/engagement';
import { routeHandler } from '../http/handler';
import { visibleIdea } from './visible';

/** One rating per user and idea (spec 3 upsert): the item key is the pair, so a re-rate overwrites. */
export const handler = routeHandler(rateIdea, async ({ params, body, auth }) => {
  await visibleIdea(auth, params.id);
  await putRating(auth.userId, params.id, body.rating);
  return { rating: body.rating };
});

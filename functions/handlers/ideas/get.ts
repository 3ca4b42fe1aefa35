import { getSubscriberIdea } from '../../contract/routes';
import { routeHandler } from '../http/handler';
import { visibleIdea } from './visible';

export const handler = routeHandler(getSubscriberIdea, async ({ params, auth }) => {
  const { idea, state } = await visibleIdea(auth, params.id);
  return { idea: { ...idea, rating: state.ratings.get(idea.id) ?? null, isNew: !state.viewed.has(idea.id) } };
});

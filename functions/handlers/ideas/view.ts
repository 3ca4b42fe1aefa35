import { viewIdea } from '../../contract/routes';
import { putView } from '../../data/engagement';
import { routeHandler } from '../http/handler';
import { visibleIdea } from './visible';

export const handler = routeHandler(viewIdea, async ({ params, auth }) => {
  await visibleIdea(auth, params.id);
  const now = new Date();
  await putView(auth.userId, params.id, now);
  return { viewedAt: now.toISOString() };
});

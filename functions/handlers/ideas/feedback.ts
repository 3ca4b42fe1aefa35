import { ideaFeedback } from '../../contract/routes-ideas';
import { addFeedback } from '../../data/engagement';
import { getSubscriber } from '../../data/subscribers';
import { routeHandler } from '../http/handler';
import { visibleIdea } from './visible';

export const handler = routeHandler(ideaFeedback, async ({ params, body, auth }) => {
  const { idea } = await visibleIdea(auth, params.id);
  const email = auth.email ?? (await getSubscriber(auth.userId))?.email ?? '';
  await addFeedback(auth.userId, email, idea, body.text);
  return { stored: true as const };
});

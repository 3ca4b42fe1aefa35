import { ideaFeedback } from '../routes';
import { addFeedback } from '../engagement-store';
import { getSubscriber } from '#functions/subscribers/store';
import { routeHandler } from '#functions/platform/http/handler';
import { visibleIdea } from '../visible';

export const handler = routeHandler(ideaFeedback, async ({ params, body, auth }) => {
  const { idea } = await visibleIdea(auth, params.id);
  const email = auth.email ?? (await getSubscriber(auth.userId))?.email ?? '';
  await addFeedback(auth.userId, email, idea, body.text);
  return { stored: true as const };
});

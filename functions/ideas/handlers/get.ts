import { getSubscriberIdea } from '../routes';
import { engagementOf } from '../engagement-store';
import { routeHandler } from '#functions/platform/http/handler';
import { visibleIdea } from '../visible';

export const handler = routeHandler(getSubscriberIdea, async ({ params, auth }) => {
  // The caller's own rating and view of this one idea, read beside the visibility check; shown only if it passes.
  const [{ idea }, engagement] = await Promise.all([visibleIdea(auth, params.id), engagementOf(auth.userId, [params.id])]);
  return {
    idea: {
      ...idea,
      rating: engagement.ratings.get(idea.id) ?? null,
      isNew: !engagement.viewed.has(idea.id),
      feedback: engagement.actions.get(idea.id) ?? null,
    },
  };
});

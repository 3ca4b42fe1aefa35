import { setIdeaFeedbackAction } from '../routes';
import { setFeedbackAction } from '../feedback-store';
import { feedbackTraits } from '../feedback-traits';
import { routeHandler } from '#functions/platform/http/handler';
import { visibleIdea } from '#functions/ideas/visible';

/** "Filmed it" / "Not for me" on an idea the caller may open; another subscriber's idea is the same 404 as none. */
export const handler = routeHandler(setIdeaFeedbackAction, async ({ params, body, auth }) => {
  const { idea, personal } = await visibleIdea(auth, params.id);
  const traits = feedbackTraits(idea, personal?.traits ?? null);
  return setFeedbackAction(auth.userId, { id: idea.id, niche: idea.niche, title: idea.title, traits }, body.action);
});

import { setIdeaFeedbackAction } from '../routes';
import { setFeedbackAction } from '../feedback-store';
import { feedbackTraits } from '../feedback-traits';
import { routeHandler } from '#functions/platform/http/handler';
import { visibleIdea } from '#functions/ideas/visible';
import { placeIfFilmed } from '../filmed-it';

/** "Filmed it" / "Not for me" on an idea the caller may open; another subscriber's idea is the same 404 as none. */
export const handler = routeHandler(setIdeaFeedbackAction, async ({ params, body, auth }) => {
  const { idea, personal, subscriber } = await visibleIdea(auth, params.id);
  const traits = feedbackTraits(idea, personal?.traits ?? null);
  const saved = await setFeedbackAction(auth.userId, { id: idea.id, niche: idea.niche, title: idea.title, traits }, body.action);
  await placeIfFilmed(auth.userId, idea, body.action, new Date(), subscriber.timeZone);
  return saved;
});

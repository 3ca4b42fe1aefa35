import { feedbackFromEmail } from '../routes';
import { setFeedbackAction } from '#functions/personal/feedback-store';
import { placeIfFilmed } from '#functions/personal/filmed-it';
import { routeHandler } from '#functions/platform/http/handler';
import { ideaOfEmailLink } from '../email-idea';

/** "Filmed it" / "Not for me" clicked in the daily email: the link names the subscriber and the idea. */
export const handler = routeHandler(feedbackFromEmail, async ({ body }) => {
  const { userId, idea, traits } = await ideaOfEmailLink(body.token, 'feedback');
  const saved = await setFeedbackAction(userId, { id: idea.id, niche: idea.niche, title: idea.title, traits }, body.action);
  await placeIfFilmed(userId, idea, body.action, new Date());
  return { ideaId: idea.id, ...saved };
});

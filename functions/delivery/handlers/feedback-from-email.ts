import { feedbackFromEmail } from '../routes';
import { setFeedbackAction } from '#functions/personal/feedback-store';
import { routeHandler } from '#functions/platform/http/handler';
import { ideaOfEmailLink } from '../email-idea';

/** "Filmed it" / "Not for me" clicked in the daily email: the link names the subscriber and the idea. */
export const handler = routeHandler(feedbackFromEmail, async ({ body }) => {
  const { userId, idea, traits } = await ideaOfEmailLink(body.token, 'feedback');
  const saved = await setFeedbackAction(userId, { id: idea.id, niche: idea.niche, title: idea.title, traits }, body.action);
  return { ideaId: idea.id, ...saved };
});

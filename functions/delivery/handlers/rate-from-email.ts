import { rateFromEmail } from '../routes';
import { putRating } from '#functions/ideas/engagement-store';
import { starTasteUpdate } from '#functions/personal/feedback-store';
import { routeHandler } from '#functions/platform/http/handler';
import { ideaOfEmailLink } from '../email-idea';

/** A star clicked in the daily email: the link names the subscriber and the idea; the star is the rating, and moves their taste. */
export const handler = routeHandler(rateFromEmail, async ({ body }) => {
  const { userId, idea, traits } = await ideaOfEmailLink(body.token, 'rate');
  const now = new Date();
  await putRating(userId, idea, body.rating, now, (previous, rating) => starTasteUpdate(userId, traits, previous, rating, now));
  return { ideaId: idea.id, rating: body.rating };
});

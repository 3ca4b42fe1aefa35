import { rateFromEmail } from '../routes';
import { putRating } from '#functions/ideas/engagement-store';
import { getIdea } from '#functions/ideas/store';
import { InvalidInput, NotFound } from '#functions/platform/errors';
import { routeHandler } from '#functions/platform/http/handler';
import { claimsOfToken } from '../recipient';

/** A star clicked in the daily email: the link names the subscriber and the idea; the star is the rating. */
export const handler = routeHandler(rateFromEmail, async ({ body }) => {
  const claims = await claimsOfToken(body.token, ['rate']);
  if (claims.recipient.type !== 'subscriber' || !claims.ideaId) {
    throw new InvalidInput('This link cannot rate ideas.', { token: ['This link cannot rate ideas.'] }, 'invalid_link');
  }
  const idea = await getIdea(claims.ideaId);
  if (!idea) throw new NotFound('This idea no longer exists.', 'idea_not_found');
  await putRating(claims.recipient.userId, idea, body.rating);
  return { ideaId: claims.ideaId, rating: body.rating };
});

import { rateFromEmail } from '../../contract/routes-delivery';
import { putRating } from '../../data/engagement';
import { getIdea } from '../../data/ideas';
import { InvalidInput, NotFound } from '../../domain/errors';
import { routeHandler } from '../http/handler';
import { claimsOfToken } from './recipient';

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

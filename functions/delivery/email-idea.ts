import { getIdeaWithOwner } from '#functions/ideas/personal-store';
import { InvalidInput, NotFound } from '#functions/platform/errors';
import type { LinkPurpose } from '#functions/platform/email/links';
import { feedbackTraits } from '#functions/personal/feedback-traits';
import type { IdeaTraits } from '#functions/personal/model';
import type { ContentIdea } from '#functions/shared/schemas';
import { claimsOfToken } from './recipient';

/**
 * The subscriber and idea a star or "Filmed it" / "Not for me" link in the daily email names. The
 * token is the authority (no session): it was signed for this subscriber and idea. A personal idea
 * answers only to its owner's link, as the idea page does.
 */
export async function ideaOfEmailLink(
  token: string,
  purpose: Extract<LinkPurpose, 'rate' | 'feedback'>,
): Promise<{ userId: string; idea: ContentIdea; traits: IdeaTraits }> {
  const claims = await claimsOfToken(token, [purpose]);
  if (claims.recipient.type !== 'subscriber' || !claims.ideaId) {
    const message = purpose === 'rate' ? 'This link cannot rate ideas.' : 'This link cannot answer for an idea.';
    throw new InvalidInput(message, { token: [message] }, 'invalid_link');
  }
  const userId = claims.recipient.userId;
  const found = await getIdeaWithOwner(claims.ideaId);
  if (!found || (found.facts !== null && found.facts.ownerUserId !== userId))
    throw new NotFound('This idea no longer exists.', 'idea_not_found');
  return { userId, idea: found.idea, traits: feedbackTraits(found.idea, found.facts?.traits ?? null) };
}

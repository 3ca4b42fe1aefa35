import type { QueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#functions/platform/route';
import { rateFromEmail as route } from '#functions/delivery/routes';
import type { Notice } from '@/components/ui/toast';
import { apiCall } from '@/lib/api-client';
import { updateCachedIdea } from './get-idea';
import { updateCachedSummary } from './list-ideas';

export type EmailRating = BodyOf<typeof route>;
export type EmailRatingResult = ResponseOf<typeof route>;

export const emailRatingSaved = (stars: number): Notice => ({
  title: 'Thanks for rating',
  description: `Your ${stars}-star rating is saved.`,
});

/**
 * The token and stars of a star link in the daily email (`/rate?token=&rating=`), or null when
 * the link cannot be one: no API call is made for it. The stars must be a plain number (`Number`
 * would read "0x3" as 3).
 */
export function ratingFromLink(search: URLSearchParams): EmailRating | null {
  const token = search.get('token')?.trim();
  const stars = search.get('rating')?.trim();
  if (!token || !stars || !/^\d{1,2}$/.test(stars)) return null;
  const parsed = route.body?.safeParse({ token, rating: Number(stars) });
  return parsed?.success ? parsed.data : null;
}

/** POST /api/email/rating: the signed link says who and which idea; no session needed. Throws the client's ApiError. */
export function rateFromEmail(rating: EmailRating): Promise<EmailRatingResult> {
  return apiCall(route, { body: rating });
}

/** Saves the rating and shows it on the idea and its card if this browser has them cached. */
export async function saveEmailRating(client: QueryClient, rating: EmailRating): Promise<EmailRatingResult> {
  const saved = await rateFromEmail(rating);
  updateCachedIdea(client, saved.ideaId, (idea) => ({ ...idea, rating: saved.rating }));
  updateCachedSummary(client, saved.ideaId, (idea) => ({ ...idea, rating: saved.rating }));
  return saved;
}

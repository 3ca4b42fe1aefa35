import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { rateIdea as route } from '#functions/ideas/routes';
import { notify } from '@/components/ui/toast';
import { apiCall, messageOr } from '@/lib/api-client';
import { trackIdeaRating } from '@/lib/tracking/tracker';
import { updateCachedIdea } from './get-idea';
import { updateCachedSummary } from './list-ideas';

/** Word for word as promised, also for one star (docs/product-rules.md#ratings-and-feedback). */
export const ratingSaved = (stars: number) =>
  ({ title: 'Rating Saved', description: `Thank you for rating this idea ${stars} stars!` }) as const;
export const RATING_ERROR = 'Failed to save rating. Please try again.';

export interface RateIdeaInput {
  readonly id: string;
  readonly rating: number;
  /** What was shown before, put back if the rating cannot be saved. */
  readonly previous: number | null;
}

/** PUT /api/ideas/{id}/rating: 1 to 5 stars, one rating per idea (a new one replaces it). Throws the client's ApiError. */
export async function rateIdea({ id, rating }: Pick<RateIdeaInput, 'id' | 'rating'>): Promise<void> {
  await apiCall(route, { params: { id }, body: { rating } });
}

/** Shows a rating on the idea's cards and its page. */
function showRating(client: QueryClient, id: string, rating: number | null): void {
  updateCachedSummary(client, id, (idea) => ({ ...idea, rating }));
  updateCachedIdea(client, id, (idea) => ({ ...idea, rating }));
}

/**
 * A rating shows at once (docs/product-rules.md#ratings-and-feedback), on the card and on the idea
 * page (the cached list pages and the cached idea change in place; nothing is read again). A failed
 * save puts the old rating back.
 */
export function useRateIdea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rateIdea,
    onMutate: ({ id, rating }: RateIdeaInput) => showRating(client, id, rating),
    onSuccess: (_, { id, rating }) => {
      notify(ratingSaved(rating));
      trackIdeaRating(id, rating);
    },
    onError: (error, { id, previous }) => {
      console.error('Could not save the rating:', error);
      showRating(client, id, previous);
      notify({ title: 'Error', description: messageOr(error, RATING_ERROR), variant: 'destructive' });
    },
  });
}

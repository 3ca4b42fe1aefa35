import { notify } from '@/components/ui/toast';
import { messageOr } from '@/lib/api-client';
import { trackIdeaRating } from '@/lib/tracking/tracker';
import { rateIdea } from './api/rate-idea';

/** Spec 8, word for word (also for one star). */
export const ratingSaved = (stars: number) => ({ title: 'Rating Saved', description: `Thank you for rating this idea ${stars} stars!` }) as const;
export const RATING_ERROR = 'Failed to save rating. Please try again.';

/** Saves a rating and says so; false when it failed (the caller puts the old rating back). */
export async function saveRating(id: string, stars: number): Promise<boolean> {
  try {
    await rateIdea(id, stars);
    notify(ratingSaved(stars));
    trackIdeaRating(id, stars);
    return true;
  } catch (error) {
    console.error('Could not save the rating:', error);
    notify({ title: 'Error', description: messageOr(error, RATING_ERROR), variant: 'destructive' });
    return false;
  }
}

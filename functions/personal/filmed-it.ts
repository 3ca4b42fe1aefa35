import { placeFilmedToday } from '#functions/calendar/place';
import type { ContentIdea } from '#functions/shared/schemas';
import type { FeedbackAction } from './model';

/**
 * What "Filmed it" does beyond the taste it teaches: the idea goes on the creator's calendar,
 * filmed today (their local day), from the idea page and from the email's link alike. Whatever the
 * plan: the entry is kept, and a plan with the calendar shows it. Idempotent (functions/calendar).
 */
export async function placeIfFilmed(
  userId: string,
  idea: ContentIdea,
  action: FeedbackAction,
  now: Date,
  timeZone?: string | null,
): Promise<void> {
  if (action === 'filmed') await placeFilmedToday(userId, idea, now, timeZone);
}

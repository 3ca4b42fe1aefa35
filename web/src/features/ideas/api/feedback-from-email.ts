import type { QueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#functions/platform/route';
import { feedbackFromEmail as route } from '#functions/delivery/routes';
import { apiCall } from '@/lib/api-client';
import { showFeedbackAction } from './set-feedback-action';

export type EmailFeedback = BodyOf<typeof route>;
export type EmailFeedbackResult = ResponseOf<typeof route>;

/**
 * The token and action of a "Filmed it" / "Not for me" link in the daily email
 * (`/idea-feedback?token=&action=`), or null when the link cannot be one: no API call is made for it.
 */
export function feedbackFromLink(search: URLSearchParams): EmailFeedback | null {
  const token = search.get('token')?.trim();
  const action = search.get('action')?.trim();
  if (!token || !action) return null;
  const parsed = route.body?.safeParse({ token, action });
  return parsed?.success ? parsed.data : null;
}

/** POST /api/email/feedback: the signed link says who and which idea; no session needed. Throws the client's ApiError. */
export function feedbackFromEmail(feedback: EmailFeedback): Promise<EmailFeedbackResult> {
  return apiCall(route, { body: feedback });
}

/** Saves the answer and shows it on the idea and its card if this browser has them cached. */
export async function saveEmailFeedback(client: QueryClient, feedback: EmailFeedback): Promise<EmailFeedbackResult> {
  const saved = await feedbackFromEmail(feedback);
  showFeedbackAction(client, saved.ideaId, saved.action);
  return saved;
}

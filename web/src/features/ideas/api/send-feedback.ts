import { useMutation } from '@tanstack/react-query';
import { ideaFeedback as route } from '#functions/ideas/routes';
import { apiCall } from '@/lib/api-client';

export interface SendFeedbackInput {
  readonly id: string;
  readonly text: string;
}

/** POST /api/ideas/{id}/feedback: stores my written feedback on an idea. Throws the client's ApiError. */
export async function sendFeedback({ id, text }: SendFeedbackInput): Promise<void> {
  await apiCall(route, { params: { id }, body: { text } });
}

/** Feedback is only stored (admins read it): no cached query changes. */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#functions/platform/route';
import { setIdeaFeedbackAction as route } from '#functions/personal/routes';
import { notify } from '@/components/ui/toast';
import { apiCall, messageOr } from '@/lib/api-client';
import { updateCachedIdea } from './get-idea';
import { updateCachedSummary } from './list-ideas';

export type FeedbackAction = BodyOf<typeof route>['action'];
export type FeedbackActionResult = ResponseOf<typeof route>;

/** The buttons' words, one name from the API to the screen. */
export const FEEDBACK_ACTION_LABELS: Record<FeedbackAction, string> = { filmed: 'Filmed it', not_for_me: 'Not for me' };

export const feedbackActionSaved = (action: FeedbackAction) =>
  action === 'filmed'
    ? ({ title: 'Nice one!', description: 'Noted that you filmed it: your next ideas lean this way.' } as const)
    : ({ title: 'Got it', description: 'Noted: your next ideas lean away from this kind.' } as const);
export const FEEDBACK_ACTION_ERROR = 'Failed to save your answer. Please try again.';

export interface SetFeedbackActionInput {
  readonly id: string;
  readonly action: FeedbackAction;
  /** What was shown before, put back if the answer cannot be saved. */
  readonly previous: FeedbackAction | null;
}

/** PUT /api/ideas/{id}/feedback-action: "Filmed it" or "Not for me", each replacing the other. Throws the client's ApiError. */
export function setFeedbackAction({ id, action }: Pick<SetFeedbackActionInput, 'id' | 'action'>): Promise<FeedbackActionResult> {
  return apiCall(route, { params: { id }, body: { action } });
}

/** Shows an answer on the idea's cards and its page. */
export function showFeedbackAction(client: QueryClient, id: string, feedback: FeedbackAction | null): void {
  updateCachedSummary(client, id, (idea) => ({ ...idea, feedback }));
  updateCachedIdea(client, id, (idea) => ({ ...idea, feedback }));
}

/** The answer shows at once on the card and the idea page; a failed save puts the old one back. */
export function useSetFeedbackAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setFeedbackAction,
    onMutate: ({ id, action }: SetFeedbackActionInput) => showFeedbackAction(client, id, action),
    onSuccess: (saved) => {
      if (saved.changed) notify(feedbackActionSaved(saved.action));
    },
    onError: (error, { id, previous }) => {
      console.error('Could not save the answer:', error);
      showFeedbackAction(client, id, previous);
      notify({ title: 'Error', description: messageOr(error, FEEDBACK_ACTION_ERROR), variant: 'destructive' });
    },
  });
}

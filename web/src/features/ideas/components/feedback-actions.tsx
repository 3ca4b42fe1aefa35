import { Button } from '@/components/ui/button';
import { FEEDBACK_ACTION_LABELS, type FeedbackAction } from '../api/set-feedback-action';

export interface FeedbackActionsProps {
  /** The idea's title, so each button names its idea for a screen reader among many cards. */
  readonly label: string;
  readonly value: FeedbackAction | null;
  readonly onChoose: (action: FeedbackAction) => void;
  readonly size?: 'small' | 'medium';
}

const ACTIONS: readonly FeedbackAction[] = ['filmed', 'not_for_me'];

/** "Filmed it" and "Not for me": two toggle buttons, the chosen one pressed; pressing it again changes nothing. */
export function FeedbackActions({ label, value, onChoose, size = 'small' }: FeedbackActionsProps) {
  return (
    <div className="feedback-actions" role="group" aria-label={`Did you film "${label}"?`}>
      {ACTIONS.map((action) => (
        <Button
          key={action}
          size={size}
          variant={value === action ? 'primary' : 'outline'}
          aria-pressed={value === action}
          onClick={() => {
            if (value !== action) onChoose(action);
          }}
        >
          {FEEDBACK_ACTION_LABELS[action]}
        </Button>
      ))}
    </div>
  );
}

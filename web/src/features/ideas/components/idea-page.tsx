import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import * as z from 'zod/mini';
import { fieldLabel } from '#functions/ideas/preview';
import { dashboardTabPath, paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { TextareaField } from '@/components/ui/textarea-field';
import { notify } from '@/components/ui/toast';
import { IdeaContent } from '@/components/idea/idea-content';
import { PageStatus } from '@/components/page-status';
import { IdeaSourceBox } from '@/components/idea/idea-evidence';
import { messageOr } from '@/lib/api-client';
import { trackIdeaView } from '@/lib/tracking/tracker';
import { useIdea, type SubscriberIdea } from '../api/get-idea';
import { useRateIdea } from '../api/rate-idea';
import { useSendFeedback } from '../api/send-feedback';
import { useSetFeedbackAction } from '../api/set-feedback-action';
import { FeedbackActions } from './feedback-actions';
import { WhyYou } from './why-you';
import { useViewIdea } from '../api/view-idea';
import { StarRating } from './star-rating';
import '../ideas.css';

/** Word for word as promised (docs/product-rules.md#ratings-and-feedback). */
export const FEEDBACK_REQUIRED = {
  title: 'Feedback Required',
  description: 'Please enter some feedback before submitting.',
  variant: 'destructive',
} as const;
export const FEEDBACK_SUBMITTED = {
  title: 'Feedback Submitted',
  description: 'Thank you for your detailed feedback! This helps us improve our content.',
} as const;
export const FEEDBACK_ERROR = 'Failed to submit feedback. Please try again.';

/**
 * /content-idea/{id} (docs/product-rules.md#idea-page): one unlocked idea as a script to film, its
 * source, rating and feedback. Render it with `key={ideaId}`, so another idea starts from its own
 * state.
 */
export function IdeaPage({ ideaId }: { readonly ideaId: string }) {
  const { data: idea, isPending } = useIdea(ideaId);
  const { mutate: recordView } = useViewIdea();
  const recorded = useRef(false);

  // The one place an opening is recorded, whether the idea was reached from a dashboard card, an
  // email or a bookmark: once per page, when the idea shows (the ref outlives StrictMode's rerun).
  useEffect(() => {
    if (!idea || recorded.current) return;
    recorded.current = true;
    trackIdeaView(idea.id, idea.niche);
    recordView(idea.id);
  }, [idea, recordView]);

  if (isPending) return <PageStatus>Loading content idea...</PageStatus>;
  if (!idea) {
    return (
      <div className="center-page">
        <div className="center-page__body">
          <h1 className="idea-page__missing">Content idea not found</h1>
          <Link to={paths.dashboard} className={buttonClass()}>
            Back to Dashboard
          </Link>
        </div>
      </div>
    );
  }
  return <IdeaView idea={idea} />;
}

function IdeaView({ idea }: { readonly idea: SubscriberIdea }) {
  const id = useId();
  const rate = useRateIdea();
  const answer = useSetFeedbackAction();
  return (
    <div className="idea-page">
      <Link to={dashboardTabPath('ideas')} className="link idea-page__back">
        ← Back to Dashboard
      </Link>
      <article className="ex-idea">
        <header className="ex-idea__header">
          <p className="ex-idea__number">Daily Content Idea #{idea.dayNumber}</p>
          <h1 className="ex-idea__title">{idea.title}</h1>
        </header>
        <WhyYou personal={idea.personal} headingLevel="h2" />
        <IdeaContent content={idea.content} />
        <IdeaSourceBox source={idea.source} generator={idea.generator} headingId={`${id}-source`} />
        <Card as="section" title="Did you film it?">
          <FeedbackActions
            label={idea.title}
            value={idea.feedback}
            onChoose={(action) => answer.mutate({ id: idea.id, action, previous: idea.feedback })}
            size="medium"
          />
        </Card>
        <Card as="section" title="Rate this idea">
          <StarRating
            label={idea.title}
            value={idea.rating}
            onRate={(stars) => rate.mutate({ id: idea.id, rating: stars, previous: idea.rating })}
            size="large"
          />
        </Card>
        <FeedbackBox ideaId={idea.id} />
        <ul className="ex-idea__badges" aria-label="Niche">
          <li>
            <Badge variant="info" className="ex-badge">
              {idea.niche}
            </Badge>
          </li>
          <li>
            <Badge variant="info" className="ex-badge">
              {fieldLabel(idea.subNiche)}
            </Badge>
          </li>
        </ul>
      </article>
    </div>
  );
}

/** Trimmed before it is checked and sent; the API checks length and characters (docs/product-rules.md#ratings-and-feedback). */
const feedbackForm = z.object({ text: z.string().check(z.trim()) });

function FeedbackBox({ ideaId }: { readonly ideaId: string }) {
  const feedback = useSendFeedback();
  return (
    <Card as="section" title="Additional Feedback">
      <Form
        schema={feedbackForm}
        defaultValues={{ text: '' }}
        onSubmit={async ({ text }, form) => {
          // The button is off while the box is blank; this is for a submit that gets past it.
          if (!text) {
            notify(FEEDBACK_REQUIRED);
            return;
          }
          try {
            await feedback.mutateAsync({ id: ideaId, text });
            notify(FEEDBACK_SUBMITTED);
            form.reset();
          } catch (error) {
            console.error('Feedback failed:', error);
            notify({ title: 'Error', description: messageOr(error, FEEDBACK_ERROR), variant: 'destructive' });
          }
        }}
      >
        {({ field, watch, formState }) => (
          <>
            <TextareaField label="What would make this idea better for you? (optional)" rows={4} maxLength={2000} {...field('text')} />
            <Button
              type="submit"
              className="idea-page__submit"
              disabled={!watch('text').trim()}
              pending={formState.isSubmitting}
              pendingLabel="Submitting..."
            >
              Submit Feedback
            </Button>
          </>
        )}
      </Form>
    </Card>
  );
}

import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/components/ui/toast';
import { ApiError, messageOr } from '@/lib/api-client';
import { trackIdeaView } from '@/lib/tracking/tracker';
import { getIdea, type SubscriberIdea } from '@/features/ideas/api/get-idea';
import { sendFeedback } from '@/features/ideas/api/send-feedback';
import { viewIdea } from '@/features/ideas/api/view-idea';
import { fieldLabel } from '@/components/idea/idea-fields';
import { saveRating } from '@/features/ideas/save-rating';
import { IdeaContent } from '@/components/idea/idea-content';
import { IdeaSourceBox } from '@/components/idea/idea-evidence';
import { StarRating } from './star-rating';
import '@/features/ideas/ideas.css';

/** Spec 8, word for word. */
export const FEEDBACK_REQUIRED = { title: 'Feedback Required', description: 'Please enter some feedback before submitting.', variant: 'destructive' } as const;
export const FEEDBACK_SUBMITTED = {
  title: 'Feedback Submitted',
  description: 'Thank you for your detailed feedback! This helps us improve our content.',
} as const;
export const LOAD_ERROR = 'Failed to load content idea';

type Load = { readonly status: 'loading' } | { readonly status: 'missing' } | { readonly status: 'ready'; readonly idea: SubscriberIdea };

/**
 * /content-idea/{id} (spec 2): one unlocked idea as a script to film, its source, rating and
 * feedback. Render it with `key={ideaId}`, so another idea starts from the loading state.
 */
export function IdeaPage({ ideaId }: { readonly ideaId: string }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    getIdea(ideaId).then(
      (idea) => {
        if (cancelled) return;
        setLoad({ status: 'ready', idea });
        trackIdeaView(idea.id, idea.niche);
        // Opened from an email or a bookmark counts as seen too: the NEW flag clears.
        viewIdea(ideaId).catch((error: unknown) => console.error('Could not record the idea view:', error));
      },
      (error: unknown) => {
        if (cancelled) return;
        // "Not found" is the page's own state; anything else also says what went wrong.
        if (!(error instanceof ApiError && error.status === 404)) {
          console.error('Failed to load content idea:', error);
          notify({ title: 'Error', description: messageOr(error, LOAD_ERROR), variant: 'destructive' });
        }
        setLoad({ status: 'missing' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [ideaId]);

  if (load.status === 'loading') {
    return (
      <div className="idea-page idea-page--state">
        <p className="muted" role="status">
          Loading content idea...
        </p>
      </div>
    );
  }
  if (load.status === 'missing') {
    return (
      <div className="idea-page idea-page--state">
        <h1 className="idea-page__missing">Content idea not found</h1>
        <Link to={paths.dashboard} className="button button--primary">
          Back to Dashboard
        </Link>
      </div>
    );
  }
  return <IdeaView idea={load.idea} />;
}

function IdeaView({ idea }: { readonly idea: SubscriberIdea }) {
  const id = useId();
  const [rating, setRating] = useState(idea.rating);

  async function rate(stars: number) {
    const before = rating;
    setRating(stars);
    if (!(await saveRating(idea.id, stars))) setRating(before);
  }

  return (
    <div className="idea-page">
      <Link to={`${paths.dashboard}?tab=ideas`} className="link idea-page__back">
        ← Back to Dashboard
      </Link>
      <article className="ex-idea">
        <header className="ex-idea__header">
          <p className="ex-idea__number">Daily Content Idea #{idea.dayNumber}</p>
          <h1 className="ex-idea__title">{idea.title}</h1>
        </header>
        <IdeaContent content={idea.content} />
        <IdeaSourceBox source={idea.source} generator={idea.generator} headingId={`${id}-source`} />
        <section className="card idea-page__panel" aria-labelledby={`${id}-rating`}>
          <h2 id={`${id}-rating`} className="ex-section__title">
            Rate this idea
          </h2>
          <StarRating label={idea.title} value={rating} onRate={(stars) => void rate(stars)} size="large" />
        </section>
        <FeedbackBox ideaId={idea.id} />
        <ul className="ex-idea__badges" aria-label="Niche">
          <li className="ex-badge">{idea.niche}</li>
          <li className="ex-badge">{fieldLabel(idea.subNiche)}</li>
        </ul>
      </article>
    </div>
  );
}

function FeedbackBox({ ideaId }: { readonly ideaId: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const empty = !text.trim();

  async function submit() {
    if (empty) {
      notify(FEEDBACK_REQUIRED);
      return;
    }
    setSending(true);
    try {
      await sendFeedback(ideaId, text.trim());
      notify(FEEDBACK_SUBMITTED);
      setText('');
    } catch (error) {
      console.error('Feedback failed:', error);
      notify({ title: 'Error', description: messageOr(error, 'Failed to submit feedback. Please try again.'), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="card idea-page__panel"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-title`} className="ex-section__title">
        Additional Feedback
      </h2>
      <label className="field__label" htmlFor={`${id}-text`}>
        What would make this idea better for you? (optional)
      </label>
      <textarea
        id={`${id}-text`}
        className="field__input idea-page__textarea"
        rows={4}
        maxLength={2000}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary idea-page__submit" disabled={empty || sending}>
        {sending ? 'Submitting...' : 'Submit Feedback'}
      </button>
    </form>
  );
}

import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { PRODUCT_NAME } from '#functions/shared/product';
import { EmailLinkPage } from '../../components/email-link-page';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form';
import { contentIdeaPath, paths } from '../../config/paths';
import { feedbackFromLink, saveEmailFeedback } from '../../features/ideas/api/feedback-from-email';
import { messageOr } from '../../lib/api-client';
import { isRefusedLink } from '../../lib/email-links';
import { queryClient } from '../../lib/query-client';
import { FeedbackPending } from './email-link-fallbacks';

type FeedbackOutcome =
  | { readonly kind: 'saved'; readonly ideaId: string; readonly action: 'filmed' | 'not_for_me' }
  | { readonly kind: 'bad-link' }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * "Filmed it" or "Not for me" in the daily email. Saved as the page loads: only a person's browser
 * runs this (link scanners fetch the HTML and run no scripts), and the signed link says who and
 * which idea, so it works signed out. A link that cannot be one (no token, another action) calls nothing.
 */
export async function ideaFeedbackLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<FeedbackOutcome> {
  const feedback = feedbackFromLink(new URL(request.url).searchParams);
  if (!feedback) return { kind: 'bad-link' };
  try {
    const saved = await saveEmailFeedback(queryClient, feedback);
    return { kind: 'saved', ideaId: saved.ideaId, action: saved.action };
  } catch (error) {
    console.error('Saving feedback from an email failed:', error);
    return isRefusedLink(error) ? { kind: 'bad-link' } : { kind: 'failed', message: messageOr(error, 'Please try again.') };
  }
}

const THANKS = {
  filmed: { heading: 'Nice one, noted!', text: 'Thanks for telling us you filmed it. Your next ideas lean this way.' },
  not_for_me: { heading: 'Thanks, noted', text: 'Not for you: your next ideas lean away from this kind.' },
} as const;

/** /idea-feedback?token=&action=: a small thank-you, or why the answer could not be saved. */
export function IdeaFeedbackRoute() {
  const outcome = useLoaderData<typeof ideaFeedbackLoader>();
  const revalidator = useRevalidator();
  if (revalidator.state === 'loading') return <FeedbackPending />;
  if (outcome.kind === 'saved') {
    const thanks = THANKS[outcome.action];
    return (
      <>
        <title>{`Thanks | ${PRODUCT_NAME}`}</title>
        <EmailLinkPage heading={thanks.heading}>
          <p className="email-link-page__text">{thanks.text}</p>
          <div className="email-link-page__actions">
            <Link to={contentIdeaPath(outcome.ideaId)} className="link">
              Open the idea
            </Link>
            <Link to={paths.dashboard} className="link">
              Go to your dashboard
            </Link>
          </div>
        </EmailLinkPage>
      </>
    );
  }
  return (
    <>
      <title>{`Feedback | ${PRODUCT_NAME}`}</title>
      <EmailLinkPage heading="We couldn't save your answer">
        {outcome.kind === 'bad-link' ? (
          <p className="email-link-page__text">
            This link is incomplete or has expired. You can answer on the idea's page in your dashboard.
          </p>
        ) : (
          <FormError message={outcome.message} />
        )}
        <div className="email-link-page__actions">
          {outcome.kind === 'failed' ? (
            <Button block onClick={() => void revalidator.revalidate()}>
              Try again
            </Button>
          ) : null}
          <Link to={paths.dashboard} className="link">
            Go to your dashboard
          </Link>
        </div>
      </EmailLinkPage>
    </>
  );
}

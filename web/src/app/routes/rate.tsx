import { Link, redirect, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { PRODUCT_NAME } from '#functions/shared/product';
import { EmailLinkPage } from '../../components/email-link-page';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form';
import { notify } from '../../components/ui/toast';
import { contentIdeaPath, paths } from '../../config/paths';
import { emailRatingSaved, ratingFromLink, saveEmailRating } from '../../features/ideas/api/rate-from-email';
import { messageOr } from '../../lib/api-client';
import { isRefusedLink } from '../../lib/email-links';
import { queryClient } from '../../lib/query-client';
import { RatingPending } from './email-link-fallbacks';

type RatingProblem = { readonly kind: 'bad-link' } | { readonly kind: 'failed'; readonly message: string };

/**
 * A star in the daily email. The rating is saved as the page loads: only a person's browser runs
 * this (link scanners fetch the HTML and run no scripts), and the signed link says who and which
 * idea. Then the idea opens. A link that cannot be a rating (no token, stars outside 1-5) calls
 * nothing.
 */
export async function rateLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<RatingProblem> {
  const rating = ratingFromLink(new URL(request.url).searchParams);
  if (!rating) return { kind: 'bad-link' };
  let saved;
  try {
    saved = await saveEmailRating(queryClient, rating);
  } catch (error) {
    console.error('Saving a rating from an email failed:', error);
    return isRefusedLink(error) ? { kind: 'bad-link' } : { kind: 'failed', message: messageOr(error, 'Please try again.') };
  }
  notify(emailRatingSaved(saved.rating));
  throw redirect(contentIdeaPath(saved.ideaId));
}

/** /rate?token=&rating=: shown only when the rating could not be saved. */
export function RateRoute() {
  const problem = useLoaderData<typeof rateLoader>();
  const revalidator = useRevalidator();
  if (revalidator.state === 'loading') return <RatingPending />;
  return (
    <>
      <title>{`Rating | ${PRODUCT_NAME}`}</title>
      <EmailLinkPage heading="We couldn't save your rating">
        {problem.kind === 'bad-link' ? (
          <p className="email-link-page__text">
            This rating link is incomplete or has expired. You can rate the idea on its page in your dashboard.
          </p>
        ) : (
          <FormError message={problem.message} />
        )}
        <div className="email-link-page__actions">
          {problem.kind === 'failed' ? (
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

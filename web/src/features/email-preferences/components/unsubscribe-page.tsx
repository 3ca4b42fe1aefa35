import { Link } from 'react-router-dom';
import { emailLinkToken } from '#functions/shared/schemas';
import { EmailLinkPage } from '@/components/email-link-page';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form';
import { emailPreferencesPath } from '@/config/paths';
import { messageOr } from '@/lib/api-client';
import { isRefusedLink } from '@/lib/email-links';
import { useUnsubscribe } from '../api/unsubscribe';
import { RefusedLink } from './refused-link';

export interface UnsubscribePageProps {
  readonly token: string | null;
}

/**
 * /unsubscribe?token=: where the unsubscribe link of an email lands (the API's GET of that link
 * redirects here). Nothing changes until the button is pressed: link scanners open every link
 * in a message, and a GET that unsubscribed would unsubscribe people who never asked.
 */
export function UnsubscribePage({ token }: UnsubscribePageProps) {
  const unsubscribe = useUnsubscribe();

  if (!token || !emailLinkToken.safeParse(token).success) return <RefusedLink link="unsubscribe" />;
  if (unsubscribe.isError && isRefusedLink(unsubscribe.error)) return <RefusedLink link="unsubscribe" />;

  if (unsubscribe.isSuccess) {
    return (
      <EmailLinkPage heading="You're unsubscribed">
        <p className="email-link-page__text" role="status">
          {`${unsubscribe.data.email} will no longer get the daily idea email.`}
        </p>
        <div className="email-link-page__actions">
          <p>
            Changed your mind?{' '}
            <Link to={emailPreferencesPath(token)} className="link">
              Email settings
            </Link>
          </p>
        </div>
      </EmailLinkPage>
    );
  }

  return (
    <EmailLinkPage heading="Unsubscribe from the daily idea email?">
      <p className="email-link-page__text">
        You will stop getting the daily idea email. You can turn it back on any time from your email settings.
      </p>
      <FormError message={unsubscribe.isError ? messageOr(unsubscribe.error, 'Could not unsubscribe. Please try again.') : null} />
      <div className="email-link-page__actions">
        <Button block pending={unsubscribe.isPending} pendingLabel="Unsubscribing..." onClick={() => unsubscribe.mutate(token)}>
          Unsubscribe
        </Button>
      </div>
    </EmailLinkPage>
  );
}

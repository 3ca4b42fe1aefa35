import { EmailLinkPage } from '@/components/email-link-page';
import { PageStatus } from '@/components/page-status';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form';
import { messageOr } from '@/lib/api-client';
import { isRefusedLink } from '@/lib/email-links';
import { useEmailPreferences } from '../api/get-email-preferences';
import { useUpdateEmailPreferences } from '../api/update-email-preferences';
import { DailyEmailForm } from './daily-email-form';
import { RefusedLink } from './refused-link';

export interface EmailPreferencesPageProps {
  readonly token: string;
}

/** /email-preferences?token=: the daily email's settings from a signed link, no session needed. */
export function EmailPreferencesPage({ token }: EmailPreferencesPageProps) {
  const preferences = useEmailPreferences(token);
  const update = useUpdateEmailPreferences(token);

  if (preferences.isPending) return <PageStatus>Loading your email settings...</PageStatus>;
  if (preferences.isError) {
    if (isRefusedLink(preferences.error)) return <RefusedLink link="email settings" />;
    return (
      <EmailLinkPage heading="We couldn't load your email settings">
        <FormError message={messageOr(preferences.error, 'Please try again.')} />
        <div className="email-link-page__actions">
          <Button block pending={preferences.isFetching} pendingLabel="Loading..." onClick={() => void preferences.refetch()}>
            Try again
          </Button>
        </div>
      </EmailLinkPage>
    );
  }

  const saved = preferences.data;
  return (
    <EmailLinkPage heading="Email settings">
      <p className="email-link-page__text">{`For ${saved.email}`}</p>
      {saved.emailStatus === 'bounced' ? (
        <p className="email-link-page__text">
          {
            "We've paused the daily email: this address bounced. Once the mailbox works, sign in and choose Resume emails on your dashboard."
          }
        </p>
      ) : null}
      <DailyEmailForm saved={saved} onSave={(change) => update.mutateAsync(change)} />
    </EmailLinkPage>
  );
}

import type { Subscriber } from '#functions/shared/schemas';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notify } from '@/components/ui/toast';
import { useUpdateMyEmailPreferences } from '../api/update-my-email-preferences';
import { dailyEmailResumed, dailyEmailResumeFailed } from '../daily-email';
import '../email-preferences.css';

export interface BouncedEmailBannerProps {
  readonly subscriber: Subscriber;
}

/**
 * After a hard bounce nothing is sent to the address
 * (docs/product-rules.md#bounces-and-complaints): the dashboard says so on every tab until the
 * subscriber says the mailbox works again.
 */
export function BouncedEmailBanner({ subscriber }: BouncedEmailBannerProps) {
  const resume = useUpdateMyEmailPreferences();
  if (subscriber.emailStatus !== 'bounced') return null;

  async function resumeDelivery() {
    try {
      const updated = await resume.mutateAsync({ resumeDelivery: true });
      notify(dailyEmailResumed(updated.email));
    } catch (error) {
      console.error('Resuming the daily email failed:', error);
      notify(dailyEmailResumeFailed(error));
    }
  }

  return (
    <Card
      as="section"
      role="alert"
      tone="accent"
      className="email-banner"
      title={
        <>
          {"We couldn't deliver your daily idea to "}
          <span className="email-banner__email">{subscriber.email}</span>.
        </>
      }
      description="Your mail provider says this address does not exist or refuses our mail, so we've paused the daily email. Fix the mailbox, then resume."
      footer={
        <Button onClick={() => void resumeDelivery()} pending={resume.isPending} pendingLabel="Resuming...">
          Resume emails
        </Button>
      }
    />
  );
}

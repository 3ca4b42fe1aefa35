import { useId } from 'react';
import { REFERRAL_TTL_DAYS } from '#functions/referrals/rules';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notify } from '@/components/ui/toast';

export const LINK_COPIED = 'Link copied';

async function copy(link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    notify({ title: LINK_COPIED });
  } catch (error) {
    // No clipboard (an insecure origin, a denied permission): the link stays selectable beside the button.
    console.error('Could not copy the referral link:', error);
    notify({ title: 'Could not copy the link', description: 'Select it and copy it by hand.', variant: 'destructive' });
  }
}

/** The ambassador's link, read-only and selectable, with a button that copies it. */
export function ReferralLink({ link }: { readonly link: string }) {
  const inputId = useId();
  return (
    <Card
      as="section"
      title="Your referral link"
      description={`Anyone who subscribes within ${REFERRAL_TTL_DAYS} days of opening it is your referral.`}
    >
      <div className="portal-link">
        <label htmlFor={inputId} className="sr-only">
          Referral link
        </label>
        <input
          id={inputId}
          className="field__input portal-link__input"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={() => void copy(link)}>Copy</Button>
      </div>
    </Card>
  );
}

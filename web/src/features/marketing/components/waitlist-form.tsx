import { isReferralCodeFormat } from '#functions/referrals/rules';
import { Button } from '@/components/ui/button';
import { Form, type FormMethods } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { joinWaitlist } from '../api/join-waitlist';
import { EMAIL_MISSING, waitlistFailure, waitlistFormSchema, waitlistMessages } from '../waitlist-messages';

/** The niches with a waiting-list landing page (docs/product-rules.md#waiting-list). */
export type WaitlistNiche = 'skincare' | 'haircare' | 'tiktok-growth';

interface WaitlistFormProps {
  readonly niche: WaitlistNiche;
  /** "Join Waiting List", or "Join Now" on a page's second form. */
  readonly buttonLabel: string;
  /** Only the tiktok-growth page passes one: its stored referral code goes with the sign-up. */
  readonly getReferralCode?: () => string | null;
}

/** One email field and a button (docs/product-rules.md#waiting-list). */
export function WaitlistForm({ niche, buttonLabel, getReferralCode }: WaitlistFormProps) {
  async function join({ email }: { email: string }, form: FormMethods<typeof waitlistFormSchema>) {
    try {
      const referredBy = readReferralCode(getReferralCode);
      await joinWaitlist({ email, niche, ...(referredBy ? { referredBy } : {}) });
      notify(waitlistMessages.joined);
      form.reset();
    } catch (error) {
      const failure = waitlistFailure(error);
      if (failure.log) console.error('Joining the waiting list failed', error);
      notify(failure.message);
      if (failure.clearEmail) form.reset();
    }
  }

  return (
    <Form
      schema={waitlistFormSchema}
      defaultValues={{ email: '' }}
      onSubmit={join}
      onInvalidValues={(errors) => {
        if (errors.email?.message === EMAIL_MISSING) notify(waitlistMessages.emailRequired);
      }}
      className="mk-waitlist"
    >
      {({ field, formState: { isSubmitting } }) => {
        const { error, ...email } = field('email');
        return (
          <>
            <TextField
              {...email}
              label="Email address"
              hideLabel
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              aria-required="true"
              disabled={isSubmitting}
              // An empty address is the "Email required" toast; a malformed one is explained under the field.
              error={error === EMAIL_MISSING ? undefined : error}
              aria-invalid={error ? true : undefined}
              fieldClassName="mk-waitlist__field"
            />
            <Button type="submit" pending={isSubmitting} pendingLabel="Joining..." className="mk-waitlist__button">
              {buttonLabel}
            </Button>
          </>
        );
      }}
    </Form>
  );
}

function readReferralCode(getReferralCode: (() => string | null) | undefined): string | null {
  if (!getReferralCode) return null;
  try {
    const code = getReferralCode();
    // The API refuses a malformed code (docs/product-rules.md#referral-capture): leave it off
    // rather than fail the sign-up.
    return code !== null && isReferralCodeFormat(code) ? code : null;
  } catch (error) {
    console.warn('Could not read the stored referral code', error);
    return null;
  }
}

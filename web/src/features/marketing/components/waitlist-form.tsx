import { useId, useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/toast';
import { joinWaitlist } from '@/features/marketing/api/join-waitlist';
import { waitlistFailure, waitlistMessages } from '@/features/marketing/waitlist-messages';

/** The niches with a waiting-list landing page (spec 3: waitlist_emails.niche). */
export type WaitlistNiche = 'skincare' | 'haircare' | 'tiktok-growth';

interface WaitlistFormProps {
  readonly niche: WaitlistNiche;
  /** "Join Waiting List", or "Join Now" on a page's second form. */
  readonly buttonLabel: string;
  /** Only the tiktok-growth page passes one: its stored referral code goes with the sign-up. */
  readonly getReferralCode?: () => string | null;
}

/** Codes the API accepts (spec 5); anything else is left off rather than failing the sign-up. */
const REFERRAL_CODE = /^[A-Za-z0-9]{3,20}$/;

/** One email field and a button (spec 2 and 4, "Waiting-list form"). */
export function WaitlistForm({ niche, buttonLabel, getReferralCode }: WaitlistFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    if (address === '') {
      notify(waitlistMessages.emailRequired);
      return;
    }
    setPending(true);
    try {
      const referredBy = readReferralCode(getReferralCode);
      await joinWaitlist({ email: address, niche, ...(referredBy ? { referredBy } : {}) });
      notify(waitlistMessages.joined);
      setEmail('');
    } catch (error) {
      const failure = waitlistFailure(error);
      if (failure.log) console.error('Joining the waiting list failed', error);
      notify(failure.message);
      if (failure.clearEmail) setEmail('');
    } finally {
      setPending(false);
    }
  }

  // No noValidate: the browser checks the address format; an empty field reaches submit() so the
  // spec's "Email required" message shows.
  return (
    <form className="mk-waitlist" onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <label className="sr-only" htmlFor={id}>
        Email address
      </label>
      <input
        id={id}
        className="field__input mk-waitlist__input"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        aria-required="true"
        value={email}
        disabled={pending}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="button button--primary mk-waitlist__button" disabled={pending}>
        {pending ? 'Joining...' : buttonLabel}
      </button>
    </form>
  );
}

function readReferralCode(getReferralCode: (() => string | null) | undefined): string | null {
  if (!getReferralCode) return null;
  try {
    const code = getReferralCode();
    return code !== null && REFERRAL_CODE.test(code) ? code : null;
  } catch (error) {
    console.warn('Could not read the stored referral code', error);
    return null;
  }
}

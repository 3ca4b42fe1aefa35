import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';
import { useReferralHref } from '@/lib/referral-link';

/** Under an idea: the daily email it stands for, and the way in, carrying an ambassador's code. */
export function TrialCta() {
  const signUpHref = useReferralHref(paths.onboarding);
  return (
    <aside className="ex-cta" aria-label="Get daily ideas">
      <p className="ex-cta__title">Get an idea like this in your inbox every morning at 7:00 AM.</p>
      <p className="ex-cta__text">7-day free trial, cancel at any time.</p>
      <a className={buttonClass()} href={signUpHref}>
        Start Free Trial
      </a>
    </aside>
  );
}

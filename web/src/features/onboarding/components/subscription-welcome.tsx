import type { Subscriber } from '#functions/shared/schemas';
import { planById, TRIAL_DAYS } from '#functions/shared/plans';
import { PRODUCT_NAME } from '#functions/shared/product';
import { Button } from '@/components/ui/button';
import { nicheName, useNiches } from '@/lib/api/list-niches';
import '@/components/ui/field.css';

/** "Europe/Paris" as "Central European Standard Time", or the zone id when Intl cannot name it. */
function zoneName(timeZone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone.replace(/_/g, ' ');
  } catch {
    return timeZone.replace(/_/g, ' ');
  }
}

function capitalize(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/**
 * The welcome screen after a verified checkout. It states only what the record says: the plan,
 * whether Stripe put the subscription in trial, the niche and the delivery time zone. Stripe's
 * trial end date is not on the record, so no date is promised here.
 */
export function SubscriptionWelcome({ subscriber, onContinue }: { readonly subscriber: Subscriber; readonly onContinue: () => void }) {
  const { niches } = useNiches();
  const firstName = capitalize(subscriber.firstName);
  const plan = subscriber.subscriptionTier ? planById(subscriber.subscriptionTier) : null;
  const trialing = subscriber.subscriptionStatus === 'trialing';
  const niche = subscriber.niche ? nicheName(niches, subscriber.niche) : null;

  let summary = 'Your subscription is active.';
  if (trialing)
    summary = plan
      ? `Your ${TRIAL_DAYS}-day free trial of the ${plan.name} plan has started.`
      : `Your ${TRIAL_DAYS}-day free trial has started.`;
  else if (plan) summary = `Your ${plan.name} plan is active.`;

  return (
    <div className="onboarding-welcome">
      <p className="onboarding-welcome__icon" aria-hidden="true">
        ✓
      </p>
      <h1 id="success-heading" className="auth-card__title">
        {firstName ? `Welcome to ${PRODUCT_NAME}, ${firstName}!` : `Welcome to ${PRODUCT_NAME}!`}
      </h1>
      <p className="auth-card__subtitle">{summary}</p>
      <h2 className="field__label">What happens next</h2>
      <ul className="onboarding-next">
        <li>{niche ? `Your first ${niche} content idea arrives within 24 hours.` : 'Your first content idea arrives within 24 hours.'}</li>
        <li>
          {subscriber.timeZone
            ? `After that, a fresh idea every day at 7:00 AM your time (${zoneName(subscriber.timeZone)}), in your inbox and on your dashboard.`
            : 'After that, a fresh idea every day at 7:00 AM, in your inbox and on your dashboard.'}
        </li>
        <li>Every idea starts from real audience comments on viral videos, with hooks and a script ready to film.</li>
        {trialing ? <li>Cancel anytime during your trial and you won&apos;t be charged.</li> : null}
      </ul>
      <Button block onClick={onContinue}>
        Continue to Dashboard
      </Button>
    </div>
  );
}

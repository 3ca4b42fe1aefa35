import { useId, useState, type ReactNode } from 'react';
import type { Subscriber } from '#functions/shared/schemas';
import { displayState } from '#functions/billing/subscription';
import { subscriptionStatus } from '@/lib/subscription-status';
import { useFirstCharge } from '../api/get-billing-history';
import { BillingHistory } from './billing-history';
import { PlansAndPricing } from './plans-and-pricing';
import { SubscriptionSettings } from './subscription-settings';
import './subscription-management.css';

export interface SubscriptionManagementProps {
  /** The `me` query's record: a plan change or a cancel puts the new one there. */
  readonly subscriber: Subscriber;
}

/**
 * The subscription management view: Plans & Pricing, Billing History, Settings.
 * It sits inside the dashboard's Subscription tab, so the three are stacked sections under the
 * view's heading: one level of tabs on the page, not a second tab row inside the first.
 */
export function SubscriptionManagement({ subscriber }: SubscriptionManagementProps) {
  const headingId = useId();
  // Read once: rendering stays pure, and a visit is short next to a billing period.
  const [now] = useState(() => new Date());
  const state = displayState(subscriber, now);
  const trial = subscriptionStatus(subscriber, now).kind === 'trial';
  const firstCharge = useFirstCharge(subscriber, now);

  return (
    <section className="sm-view" aria-labelledby={headingId}>
      <h2 id={headingId} className="sm-view__title">
        Manage Subscription
      </h2>
      <ManagementSection title="Plans & Pricing">
        <PlansAndPricing subscriber={subscriber} state={state} trial={trial} firstCharge={firstCharge} />
      </ManagementSection>
      <ManagementSection title="Billing History">
        <BillingHistory />
      </ManagementSection>
      <ManagementSection title="Settings">
        <SubscriptionSettings subscriber={subscriber} state={state} />
      </ManagementSection>
    </section>
  );
}

/** One part of the view: a region named by its h3. */
function ManagementSection({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="sm-view__part" aria-labelledby={headingId}>
      <h3 id={headingId} className="sm-view__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

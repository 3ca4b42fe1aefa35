import { useId, useState } from 'react';
import type { Subscriber } from '../../../../../functions/contract/schemas';
import { displayState } from '../../../../../functions/domain/subscription';
import { Tabs, type TabDefinition } from '@/components/ui/tabs';
import { subscriptionStatus } from '@/lib/subscription-status';
import { useFirstCharge } from '@/features/billing/api/get-billing-history';
import { BillingHistory } from './billing-history';
import { PlansAndPricing } from './plans-and-pricing';
import { SubscriptionSettings } from './subscription-settings';
import './subscription-management.css';

type ManagementTab = 'plans' | 'history' | 'settings';

export interface SubscriptionManagementProps {
  /** The `me` query's record: a plan change or a cancel puts the new one there. */
  readonly subscriber: Subscriber;
}

/**
 * Spec 2 "Subscription management view": three tabs, Plans & Pricing, Billing History, Settings.
 * They sit inside the dashboard's Subscription tab, so they are drawn as underlined section links
 * under the view's heading rather than as a second copy of the dashboard's tab bar.
 */
export function SubscriptionManagement({ subscriber }: SubscriptionManagementProps) {
  const headingId = useId();
  const [tab, setTab] = useState<ManagementTab>('plans');
  // Read once: rendering stays pure, and a visit is short next to a billing period.
  const [now] = useState(() => new Date());
  const state = displayState(subscriber, now);
  const trial = subscriptionStatus(subscriber, now).kind === 'trial';
  const firstCharge = useFirstCharge(subscriber, now);

  const tabs: readonly TabDefinition<ManagementTab>[] = [
    { id: 'plans', label: 'Plans & Pricing', panel: <PlansAndPricing subscriber={subscriber} state={state} trial={trial} firstCharge={firstCharge} /> },
    { id: 'history', label: 'Billing History', panel: <BillingHistory /> },
    { id: 'settings', label: 'Settings', panel: <SubscriptionSettings subscriber={subscriber} state={state} /> },
  ];

  return (
    <section className="sm-view" aria-labelledby={headingId}>
      <h2 id={headingId} className="sm-view__title">
        Manage Subscription
      </h2>
      <Tabs label="Subscription management" className="sm-view__sections" tabs={tabs} selected={tab} onSelect={setTab} />
    </section>
  );
}

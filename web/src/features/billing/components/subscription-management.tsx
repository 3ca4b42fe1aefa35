import { useId, useState } from 'react';
import type { Subscriber } from '../../../../../functions/contract/schemas';
import { displayState } from '../../../../../functions/domain/subscription';
import { Tabs, type TabDefinition } from '@/components/ui/tabs';
import { BillingHistory } from './billing-history';
import { PlansAndPricing } from './plans-and-pricing';
import { SubscriptionSettings } from './subscription-settings';
import './subscription-management.css';

type ManagementTab = 'plans' | 'history' | 'settings';

export interface SubscriptionManagementProps {
  /** The caller owns the record: it fetched it and keeps it across tabs. */
  readonly subscriber: Subscriber;
  /** A plan change or cancel answered with the updated record. */
  readonly onSubscriberChange: (subscriber: Subscriber) => void;
  /** Fetch the record again (GET /api/me). */
  readonly onReload: () => void | Promise<void>;
}

/** Spec 2 "Subscription management view": Plans & Pricing, Billing History, Settings. */
export function SubscriptionManagement({ subscriber, onSubscriberChange, onReload }: SubscriptionManagementProps) {
  const headingId = useId();
  const [tab, setTab] = useState<ManagementTab>('plans');
  // Read once: rendering stays pure, and a visit is short next to a billing period.
  const [now] = useState(() => new Date());
  const state = displayState(subscriber, now);

  const tabs: readonly TabDefinition<ManagementTab>[] = [
    {
      id: 'plans',
      label: 'Plans & Pricing',
      panel: <PlansAndPricing subscriber={subscriber} state={state} onSubscriberChange={onSubscriberChange} onReload={onReload} />,
    },
    { id: 'history', label: 'Billing History', panel: <BillingHistory /> },
    {
      id: 'settings',
      label: 'Settings',
      panel: <SubscriptionSettings subscriber={subscriber} state={state} onSubscriberChange={onSubscriberChange} />,
    },
  ];

  return (
    <section className="sm-view" aria-labelledby={headingId}>
      <h2 id={headingId} className="sm-view__title">
        Manage Subscription
      </h2>
      <Tabs label="Subscription management" tabs={tabs} selected={tab} onSelect={setTab} />
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Subscriber } from '#functions/shared/schemas';
import { planById, TRIAL_DAYS } from '#functions/shared/plans';
import { formatEpochDate } from '#functions/billing/subscription';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { nicheName, type NicheItem } from '@/lib/api/list-niches';
import { subscriptionStatus } from '@/lib/subscription-status';
import '../dashboard.css';

/** What the Overview needs of the ideas list: the days unlocked per niche, once read. */
export type IdeasProgress =
  | { readonly status: 'loading' | 'failed' }
  | { readonly status: 'ready'; readonly progress: readonly { readonly niche: string; readonly daysUnlocked: number }[] };

export interface OverviewProps {
  readonly subscriber: Subscriber;
  readonly niches: readonly NicheItem[];
  readonly ideas: IdeasProgress;
  /** When the page was opened: what "still in access" and "trial" are measured against. */
  readonly now: Date;
  /** Epoch seconds of the trial's first charge, when the subscription is in its trial and that is known. */
  readonly firstCharge: number | null;
}

/** The Overview tab (docs/product-rules.md#dashboard): the unfinished-payment banner and the summary cards. */
export function Overview({ subscriber, niches, ideas, now, firstCharge }: OverviewProps) {
  const niche = subscriber.niche ? nicheName(niches, subscriber.niche) : null;

  return (
    <div className="dash-overview">
      {subscriber.subscribed ? null : <SetupBanner />}
      <div className="dash-cards">
        <SummaryCard title="Subscription Status">
          <StatusValue subscriber={subscriber} now={now} firstCharge={firstCharge} />
        </SummaryCard>
        <SummaryCard title="Current Niche">
          <p className={niche ? 'dash-card__value' : 'dash-card__value dash-card__value--empty'}>{niche ?? 'Not set'}</p>
        </SummaryCard>
        <SummaryCard title="Content Ideas">
          <IdeasSummary ideas={ideas} niches={niches} subscribed={subscriber.subscribed} />
        </SummaryCard>
      </div>
    </div>
  );
}

const STATUS_WORDS = { 'setup-required': 'Setup Required', trial: 'Trial', active: 'Active', canceled: 'Canceled' } as const;

/**
 * Active or Setup Required, with the plan badge (docs/product-rules.md#dashboard); a trial says so,
 * with the day the first charge happens, and a canceled plan says until when it lasts.
 */
function StatusValue({ subscriber, now, firstCharge }: Pick<OverviewProps, 'subscriber' | 'now' | 'firstCharge'>) {
  const status = subscriptionStatus(subscriber, now);
  const note =
    status.kind === 'canceled'
      ? `Access until ${status.accessUntil}`
      : status.kind === 'trial'
        ? firstCharge === null
          ? `${TRIAL_DAYS}-day free trial`
          : `First charge on ${formatEpochDate(firstCharge)}`
        : null;
  return (
    <>
      <p className="dash-card__value">
        {STATUS_WORDS[status.kind]}
        {subscriber.subscriptionTier ? <Badge variant="info">{planById(subscriber.subscriptionTier).name}</Badge> : null}
      </p>
      {note ? <p className="dash-card__note">{note}</p> : null}
    </>
  );
}

/**
 * The number of ideas unlocked (one a day per niche, so the sum of the days: the list itself is
 * read a page at a time), and per niche "Day N unlocked", or "Ready to unlock" before the first day.
 */
function IdeasSummary({
  ideas,
  niches,
  subscribed,
}: {
  readonly ideas: IdeasProgress;
  readonly niches: readonly NicheItem[];
  readonly subscribed: boolean;
}) {
  if (ideas.status !== 'ready') {
    return <p className="dash-card__value dash-card__value--empty">{ideas.status === 'loading' ? '...' : '-'}</p>;
  }
  const started = ideas.progress.filter((p) => p.daysUnlocked > 0);
  const waiting = ideas.progress.filter((p) => p.daysUnlocked === 0);
  // Without a subscription no idea is listed (docs/product-rules.md#content-ideas-list), whatever
  // days were unlocked before.
  const count = subscribed ? started.reduce((sum, p) => sum + p.daysUnlocked, 0) : 0;
  return (
    <>
      <p className="dash-card__value">{count}</p>
      <ul className="dash-card__list">
        {started.map((p) => (
          <li key={p.niche}>{`${nicheName(niches, p.niche)}: Day ${p.daysUnlocked} unlocked`}</li>
        ))}
        {started.length === 0 && waiting.length === 0 ? <li>Ready to unlock</li> : null}
        {waiting.map((p) => (
          <li key={p.niche}>{`${nicheName(niches, p.niche)}: Ready to unlock`}</li>
        ))}
      </ul>
    </>
  );
}

function SetupBanner() {
  return (
    <Card
      as="section"
      tone="accent"
      className="dash-banner"
      title="Complete Your Subscription"
      description={`Choose a plan to start your ${TRIAL_DAYS}-day free trial and receive your daily content ideas.`}
      footer={
        <Link to={paths.completeSubscription} className={buttonClass()}>
          Complete Setup
        </Link>
      }
    />
  );
}

function SummaryCard({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Card as="article" className="dash-card" title={title}>
      {children}
    </Card>
  );
}

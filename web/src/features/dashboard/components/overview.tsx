import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Subscriber } from '../../../../../functions/contract/schemas';
import { planById, TRIAL_DAYS } from '../../../../../functions/domain/plans';
import { paths } from '@/config/paths';
import type { NicheItem } from '@/lib/api/list-niches';
import { nicheName } from '@/lib/api/list-niches';
import '@/features/dashboard/dashboard.css';

/** What the Overview needs of the ideas list: its state and the progress per niche. */
export type IdeasSummaryState =
  | { readonly status: 'loading' | 'failed' }
  | { readonly status: 'ready'; readonly ideas: readonly unknown[]; readonly progress: readonly { readonly niche: string; readonly daysUnlocked: number }[] };

export interface OverviewProps {
  readonly subscriber: Subscriber;
  readonly niches: readonly NicheItem[];
  readonly ideas: IdeasSummaryState;
}

/** The Overview tab (spec 2): the unfinished-payment banner and the summary cards. */
export function Overview({ subscriber, niches, ideas }: OverviewProps) {
  const niche = subscriber.niche ? nicheName(niches, subscriber.niche) : null;

  return (
    <div className="dash-overview">
      {subscriber.subscribed ? null : <SetupBanner />}
      <div className="dash-cards">
        <SummaryCard title="Subscription Status">
          <p className="dash-card__value">
            {subscriber.subscribed ? 'Active' : 'Setup Required'}
            {subscriber.subscriptionTier ? (
              <span className="dash-badge">{planById(subscriber.subscriptionTier).name}</span>
            ) : null}
          </p>
        </SummaryCard>
        <SummaryCard title="Current Niche">
          <p className={niche ? 'dash-card__value' : 'dash-card__value dash-card__value--empty'}>{niche ?? 'Not set'}</p>
        </SummaryCard>
        <SummaryCard title="Content Ideas">
          <IdeasSummary ideas={ideas} niches={niches} />
        </SummaryCard>
      </div>
    </div>
  );
}

/** The idea count, and per niche "Day N unlocked", or "Ready to unlock" before the first day. */
function IdeasSummary({ ideas, niches }: { readonly ideas: IdeasSummaryState; readonly niches: readonly NicheItem[] }) {
  if (ideas.status !== 'ready') {
    return <p className="dash-card__value dash-card__value--empty">{ideas.status === 'loading' ? '...' : '-'}</p>;
  }
  const started = ideas.progress.filter((p) => p.daysUnlocked > 0);
  const waiting = ideas.progress.filter((p) => p.daysUnlocked === 0);
  return (
    <>
      <p className="dash-card__value">{ideas.ideas.length}</p>
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
  const headingId = useId();
  return (
    <section className="card dash-banner" aria-labelledby={headingId}>
      <div className="dash-banner__text">
        <h2 id={headingId} className="dash-banner__title">
          Complete Your Subscription
        </h2>
        <p className="muted">{`Choose a plan to start your ${TRIAL_DAYS}-day free trial and receive your daily content ideas.`}</p>
      </div>
      <Link to={paths.completeSubscription} className="button button--primary">
        Complete Setup
      </Link>
    </section>
  );
}

function SummaryCard({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const headingId = useId();
  return (
    <article className="card dash-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="dash-card__title">
        {title}
      </h2>
      {children}
    </article>
  );
}

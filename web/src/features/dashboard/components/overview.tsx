import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Subscriber } from '../../../../../functions/contract/schemas';
import { planById, TRIAL_DAYS } from '../../../../../functions/domain/plans';
import { paths } from '../../../app/paths';
import { nicheName, useNiches } from '../../onboarding/use-niches';
import '../dashboard.css';

export interface OverviewProps {
  readonly subscriber: Subscriber;
}

/** The Overview tab (spec 2): the unfinished-payment banner and the summary cards. */
export function Overview({ subscriber }: OverviewProps) {
  const { niches } = useNiches();
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
      </div>
    </div>
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

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { messageOr } from '@/lib/api-client';
import { useAdminSummary, type AdminSummary } from '../api/get-admin-summary';
import { useStripeEnvironment } from '../api/get-stripe-environment';
import { formatNumber, formatWhen } from '../admin-format';
import { BusinessFiguresSection } from './business-figures';
import { ReconcileRunCard } from './reconcile-run';
import { StatCard } from './stat-card';
import { StripeEnvironmentCard } from './stripe-environment-card';
import { SyncIssues } from './sync-issues';
import '../admin.css';

/**
 * The Overview tab (docs/product-rules.md#admin-overview): the stat cards, the business figures of
 * the Stripe mode payments are taken in, the mismatched subscribers with Fix All, the last
 * reconciliation and the Stripe environment.
 */
export function AdminOverview() {
  const summary = useAdminSummary();
  const environment = useStripeEnvironment();
  const titleId = useId();
  const refreshing = summary.isFetching && !summary.isPending;

  return (
    <div className="admin-stack">
      <section className="admin-section" aria-labelledby={titleId}>
        <div className="admin-section__head">
          <h2 id={titleId} className="admin-section__title">
            Subscribers
          </h2>
          <div className="admin-actions">
            {summary.data ? <p className="muted">{`Updated ${formatWhen(summary.data.generatedAt)}`}</p> : null}
            <Button variant="outline" size="small" pending={refreshing} pendingLabel="Refreshing..." onClick={() => void summary.refetch()}>
              Refresh
            </Button>
          </div>
        </div>
        {summary.data ? (
          <SubscriberCounts counts={summary.data.counts} />
        ) : summary.isError ? (
          <Card tone="danger">
            <p>{`Failed to fetch admin summary: ${messageOr(summary.error, 'please try again.')}`}</p>
          </Card>
        ) : (
          <p className="muted" role="status">
            Loading the admin summary...
          </p>
        )}
      </section>
      {summary.data ? (
        <>
          <BusinessFiguresSection summary={summary.data} paymentsIn={environment.data?.environment ?? null} />
          <SyncIssues mismatches={summary.data.mismatches} total={summary.data.counts.syncIssues} />
          <ReconcileRunCard run={summary.data.lastReconcile} />
        </>
      ) : null}
      <StripeEnvironmentCard />
    </div>
  );
}

function SubscriberCounts({ counts }: { readonly counts: AdminSummary['counts'] }) {
  return (
    <ul className="admin-cards">
      <StatCard title="Total Subscribers" value={formatNumber(counts.totalSubscribers)} note="Test and live together" />
      <StatCard title="Active Subscriptions" value={formatNumber(counts.activeSubscriptions)} />
      <StatCard title="Trialing" value={formatNumber(counts.trialing)} />
      <StatCard
        title="Sync Issues"
        value={formatNumber(counts.syncIssues)}
        note={counts.syncIssues > 0 ? 'Records that disagree with themselves' : 'Every record is consistent'}
        warning={counts.syncIssues > 0}
      />
    </ul>
  );
}

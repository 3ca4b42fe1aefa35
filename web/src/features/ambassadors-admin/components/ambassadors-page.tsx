import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCents } from '#functions/ambassadors/commission';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { messageOr } from '@/lib/api-client';
import { useAmbassadors, type AmbassadorListRow, type AmbassadorSummary } from '../api/get-ambassadors';
import { formatNumber } from '../format';
import { AmbassadorDialog, type AmbassadorDialogProps } from './ambassador-dialog';
import { AmbassadorsTable } from './ambassadors-table';
import { ApplicationsSection } from './applications-section';
import { PayoutsSection } from './payouts-section';
import '../ambassadors-admin.css';

/**
 * One figure in a card. The admin area's look (admin.css, which the route loads): a feature does
 * not import another feature's components.
 */
function StatCard({
  title,
  value,
  note,
  warning = false,
}: {
  readonly title: string;
  readonly value: string;
  readonly note?: string;
  readonly warning?: boolean;
}) {
  return (
    <Card as="li" titleAs="h3" title={title} className={warning ? 'admin-stat admin-stat--warning' : 'admin-stat'}>
      <p className="admin-stat__value">{value}</p>
      {note !== undefined ? <p className="admin-stat__note">{note}</p> : null}
    </Card>
  );
}

/**
 * /admin/ambassadors (docs/product-rules.md#ambassador-admin): the summary cards, the ambassadors
 * table with the add/edit dialog, the applications waiting for review, and the payout statements.
 */
export function AmbassadorsPage({ email }: { readonly email: string | null }) {
  const ambassadors = useAmbassadors();
  const [dialog, setDialog] = useState<AmbassadorDialogProps['state']>(null);
  const tableTitleId = useId();
  const refreshing = ambassadors.isFetching && !ambassadors.isPending;

  return (
    <div className="admin-page">
      <header className="admin-header">
        <div className="admin-header__text">
          <h1 className="admin-header__title">Ambassadors</h1>
          {email ? <p className="muted admin-header__who">{`Signed in as ${email}`}</p> : null}
        </div>
        <Link to={paths.admin} className={buttonClass({ variant: 'outline', size: 'small' })}>
          Admin dashboard
        </Link>
      </header>
      <div className="admin-stack">
        {ambassadors.data ? <SummaryCards summary={ambassadors.data.summary} /> : null}
        <section className="admin-section" aria-labelledby={tableTitleId}>
          <div className="admin-section__head">
            <h2 id={tableTitleId} className="admin-section__title">
              All ambassadors
            </h2>
            <div className="admin-actions">
              <Button
                variant="outline"
                size="small"
                pending={refreshing}
                pendingLabel="Refreshing..."
                onClick={() => void ambassadors.refetch()}
              >
                Refresh
              </Button>
              <Button size="small" onClick={() => setDialog({ mode: 'create' })}>
                Add ambassador
              </Button>
            </div>
          </div>
          {ambassadors.data ? (
            <AmbassadorsTable
              ambassadors={ambassadors.data.ambassadors}
              onEdit={(ambassador: AmbassadorListRow) => setDialog({ mode: 'edit', ambassador })}
            />
          ) : ambassadors.isError ? (
            <Card tone="danger">
              <p>{`Failed to load ambassadors: ${messageOr(ambassadors.error, 'please try again.')}`}</p>
            </Card>
          ) : (
            <p className="muted" role="status">
              Loading ambassadors...
            </p>
          )}
        </section>
        <ApplicationsSection />
        <PayoutsSection />
      </div>
      <AmbassadorDialog state={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}

/** The summary cards (docs/product-rules.md#ambassador-admin): the programme's people and its money. */
export function SummaryCards({ summary }: { readonly summary: AmbassadorSummary }) {
  const titleId = useId();
  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        Summary
      </h2>
      <ul className="admin-cards">
        <StatCard title="Active" value={formatNumber(summary.active)} note={`${formatNumber(summary.inactive)} inactive`} />
        <StatCard title="Pending" value={formatNumber(summary.pending)} />
        <StatCard
          title="Pending applications"
          value={formatNumber(summary.pendingApplications)}
          warning={summary.pendingApplications > 0}
          note="Review within 24 hours"
        />
        <StatCard title="Referred subscribers" value={formatNumber(summary.referredSubscribers)} />
        <StatCard title="Commissions pending" value={formatCents(summary.pendingCents)} note="In the 30-day hold" />
        <StatCard title="Commissions due" value={formatCents(summary.dueCents)} />
        <StatCard title="Paid this month" value={formatCents(summary.paidThisMonthCents)} />
      </ul>
    </section>
  );
}

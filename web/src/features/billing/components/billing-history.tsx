import type { BillingCharge } from '#functions/shared/schemas';
import { chargeStatusLabel, formatAmount, formatEpochDate } from '#functions/billing/subscription';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, type TableColumn } from '@/components/ui/table';
import { useBillingHistory } from '../api/get-billing-history';
import './subscription-management.css';

/** The colour repeats the status label (docs/product-rules.md#billing-history): paid, pending, failed, anything else plain. */
const STATUS_TONE: Record<string, BadgeVariant> = { succeeded: 'success', pending: 'warning', failed: 'danger' };

const COLUMNS: readonly TableColumn<BillingCharge>[] = [
  { id: 'date', header: 'Date', rowHeader: true, cell: (charge) => formatEpochDate(charge.created) },
  { id: 'description', header: 'Description', wrap: true, cell: (charge) => charge.description },
  { id: 'amount', header: 'Amount', align: 'end', cell: (charge) => formatAmount(charge.amount, charge.currency) },
  {
    id: 'status',
    header: 'Status',
    cell: (charge) => <Badge variant={STATUS_TONE[charge.status] ?? 'neutral'}>{chargeStatusLabel(charge.status)}</Badge>,
  },
  {
    id: 'invoice',
    header: 'Invoice',
    cell: (charge) =>
      charge.invoicePdf ? (
        <a className="link" href={charge.invoicePdf} target="_blank" rel="noopener noreferrer">
          Download PDF<span className="sr-only">{` for ${formatEpochDate(charge.created)} (opens in a new tab)`}</span>
        </a>
      ) : (
        <span className="muted">Not available</span>
      ),
  },
];

/** The caller's charges, newest first. Loads when the Subscription tab is first shown; the query caches it. */
export function BillingHistory() {
  const history = useBillingHistory();

  if (history.isPending) {
    return (
      <p className="sm-state muted" role="status">
        Loading billing history...
      </p>
    );
  }

  if (!history.data) {
    return (
      <div className="sm-state">
        <p>Your billing history could not be loaded.</p>
        <Button variant="outline" size="small" pending={history.isFetching} onClick={() => void history.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  return (
    <Table
      caption="Your charges, newest first"
      hideCaption
      columns={COLUMNS}
      rows={[...history.data.charges].sort((a, b) => b.created - a.created)}
      rowKey={(charge) => charge.id}
      empty={
        <>
          <p className="sm-state__title">No billing history yet</p>
          <p>Your payments and invoices will appear here after your first charge.</p>
        </>
      }
    />
  );
}

import { formatCents, ratePercent } from '#functions/ambassadors/commission';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, type TableColumn } from '@/components/ui/table';
import type { AmbassadorListRow } from '../api/get-ambassadors';

const STATUS_BADGE: Record<AmbassadorListRow['status'], BadgeVariant> = { active: 'success', pending: 'warning', inactive: 'neutral' };

export const nameOf = (row: Pick<AmbassadorListRow, 'firstName' | 'lastName'>) => [row.firstName, row.lastName].filter(Boolean).join(' ');

/** 0.3 → "30%". */
export const commissionLabel = (rate: number) => `${ratePercent(rate) ?? Math.round(rate * 100)}%`;

export interface AmbassadorsTableProps {
  readonly ambassadors: readonly AmbassadorListRow[];
  readonly onEdit: (ambassador: AmbassadorListRow) => void;
}

/**
 * The columns (docs/product-rules.md#ambassador-admin): Code, Name, Email, Status, Commission,
 * Referrals, Conversions, Earnings and Actions.
 */
export function AmbassadorsTable({ ambassadors, onEdit }: AmbassadorsTableProps) {
  const columns: TableColumn<AmbassadorListRow>[] = [
    { id: 'code', header: 'Code', rowHeader: true, cell: (row) => <code>{row.code}</code> },
    { id: 'name', header: 'Name', wrap: true, cell: (row) => nameOf(row) || <span className="muted">No name</span> },
    { id: 'email', header: 'Email', wrap: true, cell: (row) => row.email },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <span className="ambassadors-admin__badges">
          <Badge variant={STATUS_BADGE[row.status]}>{row.status}</Badge>
          {row.earningStopped ? <Badge variant="danger">Earning stopped</Badge> : null}
          {row.selfReferrals > 0 ? (
            <Badge variant="warning">{`${row.selfReferrals} self-referral${row.selfReferrals === 1 ? '' : 's'}`}</Badge>
          ) : null}
        </span>
      ),
    },
    { id: 'commission', header: 'Commission', align: 'end', cell: (row) => commissionLabel(row.commissionRate) },
    { id: 'referrals', header: 'Referrals', align: 'end', cell: (row) => row.referrals },
    { id: 'conversions', header: 'Conversions', align: 'end', cell: (row) => row.conversions },
    { id: 'earnings', header: 'Earnings', align: 'end', cell: (row) => formatCents(row.earningsCents) },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <Button variant="outline" size="small" aria-label={`Edit ${row.code}`} onClick={() => onEdit(row)}>
          Edit
        </Button>
      ),
    },
  ];
  return (
    <Table caption="Ambassadors" hideCaption columns={columns} rows={ambassadors} rowKey={(row) => row.code} empty="No ambassadors yet" />
  );
}

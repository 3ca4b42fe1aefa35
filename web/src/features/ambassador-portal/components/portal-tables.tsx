import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Table, type TableColumn } from '@/components/ui/table';
import type { CommissionEntry, PayoutStatement } from '../api/get-portal';
import {
  ENTRY_KIND_LABELS,
  ENTRY_STATE_LABELS,
  PAYOUT_METHOD_LABELS,
  STATEMENT_STATUS_LABELS,
  formatCount,
  formatDate,
  formatMoney,
  formatPeriod,
  planLabel,
} from '../portal-format';

const STATE_BADGES: Record<CommissionEntry['state'], BadgeVariant> = {
  pending: 'warning',
  due: 'info',
  paid: 'success',
  voided: 'neutral',
};

const ENTRY_COLUMNS: readonly TableColumn<CommissionEntry>[] = [
  { id: 'paidAt', header: 'Payment date', rowHeader: true, cell: (entry) => formatDate(entry.paidAt) },
  { id: 'kind', header: 'Type', cell: (entry) => ENTRY_KIND_LABELS[entry.kind] },
  { id: 'subscriber', header: 'Subscriber', cell: (entry) => entry.subscriber },
  { id: 'plan', header: 'Plan', cell: (entry) => planLabel(entry.plan) },
  { id: 'amountPaid', header: 'Payment', align: 'end', cell: (entry) => formatMoney(entry.amountPaidCents) },
  { id: 'cents', header: 'Commission', align: 'end', cell: (entry) => formatMoney(entry.cents) },
  { id: 'state', header: 'Status', cell: (entry) => <Badge variant={STATE_BADGES[entry.state]}>{ENTRY_STATE_LABELS[entry.state]}</Badge> },
  { id: 'availableAt', header: 'Due from', cell: (entry) => formatDate(entry.availableAt) },
];

const STATEMENT_COLUMNS: readonly TableColumn<PayoutStatement>[] = [
  { id: 'period', header: 'Month', rowHeader: true, cell: (statement) => formatPeriod(statement.period) },
  { id: 'entries', header: 'Entries', align: 'end', cell: (statement) => formatCount(statement.entryCount) },
  { id: 'total', header: 'Total', align: 'end', cell: (statement) => formatMoney(statement.totalCents) },
  {
    id: 'status',
    header: 'Status',
    cell: (statement) => (
      <Badge variant={statement.status === 'paid' ? 'success' : 'warning'}>{STATEMENT_STATUS_LABELS[statement.status]}</Badge>
    ),
  },
  { id: 'paidAt', header: 'Paid on', cell: (statement) => formatDate(statement.paidAt) },
  { id: 'method', header: 'Method', cell: (statement) => (statement.method ? PAYOUT_METHOD_LABELS[statement.method] : '—') },
  { id: 'reference', header: 'Reference', wrap: true, cell: (statement) => statement.reference ?? '—' },
];

export function CommissionEntries({ entries }: { readonly entries: readonly CommissionEntry[] }) {
  return (
    <Table caption="Commission entries" columns={ENTRY_COLUMNS} rows={entries} rowKey={(entry) => entry.id} empty="No commissions yet" />
  );
}

export function PayoutStatements({ statements }: { readonly statements: readonly PayoutStatement[] }) {
  return (
    <Table
      caption="Payout statements"
      columns={STATEMENT_COLUMNS}
      rows={statements}
      rowKey={(statement) => statement.id}
      empty="No payout statements yet"
    />
  );
}

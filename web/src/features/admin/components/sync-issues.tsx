import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, type TableColumn } from '@/components/ui/table';
import { notify } from '@/components/ui/toast';
import type { MismatchedSubscriber } from '../api/get-admin-summary';
import { useFixAllSyncIssues, type FixAllOutcome } from '../api/sync-subscription';
import { formatNumber, formatWhen } from '../admin-format';
import '../admin.css';

/** The toasts for "Fix All" (docs/product-rules.md#subscription-debug-and-sync). */
export function fixAllNotice({ fixed, failed }: FixAllOutcome) {
  if (failed.length === 0) return { title: `Fixed ${fixed.length} sync issues` };
  return {
    title: 'Failed to fix some sync issues',
    description: `Fixed ${fixed.length} of ${fixed.length + failed.length}. Not fixed: ${failed.map((item) => item.email).join(', ')}`,
    variant: 'destructive' as const,
  };
}

/** TEST or PROD (docs/product-rules.md#subscription-sync-mismatch): which Stripe mode the subscriber's record belongs to. */
export function ModeBadge({ testMode }: { readonly testMode: boolean }) {
  return testMode ? <Badge variant="warning">TEST</Badge> : <Badge variant="info">PROD</Badge>;
}

const COLUMNS: readonly TableColumn<MismatchedSubscriber>[] = [
  { id: 'email', header: 'Email', rowHeader: true, cell: (row) => row.email },
  { id: 'mode', header: 'Mode', cell: (row) => <ModeBadge testMode={row.testMode} /> },
  { id: 'subscribed', header: 'Subscribed', cell: (row) => (row.subscribed ? 'Yes' : 'No') },
  { id: 'status', header: 'Status', cell: (row) => row.subscriptionStatus ?? 'none' },
  { id: 'tier', header: 'Tier', cell: (row) => row.subscriptionTier ?? 'none' },
  { id: 'updated', header: 'Updated', cell: (row) => formatWhen(row.updatedAt) },
];

export interface SyncIssuesProps {
  readonly mismatches: readonly MismatchedSubscriber[];
  /** The counter: more than the list when the list is cut at its limit. */
  readonly total: number;
}

/**
 * The mismatched subscribers (docs/product-rules.md#subscription-sync-mismatch: subscribed while
 * inactive, or not subscribed while active or trialing), and "Fix All Sync Issues": one sync per
 * listed subscriber, then the list again.
 */
export function SyncIssues({ mismatches, total }: SyncIssuesProps) {
  const fixAll = useFixAllSyncIssues();

  async function fix() {
    const outcome = await fixAll.mutateAsync(mismatches.map((row) => row.email));
    if (outcome.failed.length > 0) console.error('Fix All: some syncs failed:', outcome.failed);
    notify(fixAllNotice(outcome));
  }

  const shown = mismatches.length < total ? `Showing ${formatNumber(mismatches.length)} of ${formatNumber(total)}.` : null;

  return (
    <Card
      as="section"
      title="Mismatched subscribers"
      description="Subscribers whose subscribed flag disagrees with their subscription status."
      footer={
        <Button
          variant="primary"
          disabled={mismatches.length === 0}
          pending={fixAll.isPending}
          pendingLabel="Fixing sync issues..."
          onClick={() => void fix()}
        >
          Fix All Sync Issues
        </Button>
      }
    >
      {shown ? <p className="muted">{shown}</p> : null}
      <Table
        caption="Mismatched subscribers"
        hideCaption
        columns={COLUMNS}
        rows={mismatches}
        rowKey={(row) => row.userId}
        empty="No sync issues: every record agrees with itself."
      />
    </Card>
  );
}

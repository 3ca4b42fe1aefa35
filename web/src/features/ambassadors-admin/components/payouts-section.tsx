import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { formatCents, PAYOUT_METHODS } from '#functions/ambassadors/commission';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { SelectField } from '@/components/ui/select-field';
import { Table, type TableColumn } from '@/components/ui/table';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { messageOr } from '@/lib/api-client';
import { formatWhen } from '../format';
import { usePayouts, type PayoutStatementRow } from '../api/get-payouts';
import { useMarkPayoutPaid } from '../api/mark-payout-paid';

export const METHOD_LABELS: Record<(typeof PAYOUT_METHODS)[number], string> = {
  paypal: 'PayPal',
  stripe: 'Stripe',
  bank_transfer: 'Bank transfer',
};

const paymentForm = z.object({
  method: z.enum(PAYOUT_METHODS, 'Choose how it was paid'),
  reference: z.string().check(z.trim(), z.minLength(1, 'Enter the payment reference'), z.maxLength(200, 'At most 200 characters')),
});

/** The monthly run's statements (docs/product-rules.md#payouts): the unpaid ones with "Mark paid", then the paid ones. */
export function PayoutsSection() {
  const titleId = useId();
  const unpaid = usePayouts('unpaid');
  const paid = usePayouts('paid');
  const [paying, setPaying] = useState<PayoutStatementRow | null>(null);

  const common: TableColumn<PayoutStatementRow>[] = [
    { id: 'ambassador', header: 'Ambassador', rowHeader: true, cell: (row) => <code>{row.ambassadorCode}</code> },
    { id: 'period', header: 'Period', cell: (row) => row.period },
    { id: 'total', header: 'Total', align: 'end', cell: (row) => formatCents(row.totalCents) },
    { id: 'entries', header: 'Entries', align: 'end', cell: (row) => row.entryCount },
  ];
  const unpaidColumns: TableColumn<PayoutStatementRow>[] = [
    ...common,
    { id: 'created', header: 'Created', cell: (row) => formatWhen(row.createdAt) },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <Button size="small" variant="outline" aria-label={`Mark ${row.ambassadorCode} ${row.period} paid`} onClick={() => setPaying(row)}>
          Mark paid
        </Button>
      ),
    },
  ];
  const paidColumns: TableColumn<PayoutStatementRow>[] = [
    ...common,
    { id: 'paidAt', header: 'Paid', cell: (row) => formatWhen(row.paidAt) },
    { id: 'method', header: 'Method', cell: (row) => (row.method ? METHOD_LABELS[row.method] : '') },
    { id: 'reference', header: 'Reference', wrap: true, cell: (row) => row.reference ?? '' },
  ];

  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <div className="admin-section__head">
        <h2 id={titleId} className="admin-section__title">
          Payout statements
        </h2>
      </div>
      <StatementList query={unpaid} caption="Unpaid statements" columns={unpaidColumns} empty="No statement waiting for payment" />
      <StatementList query={paid} caption="Paid statements" columns={paidColumns} empty="No statement paid yet" />
      <MarkPaidDialog statement={paying} onClose={() => setPaying(null)} />
    </section>
  );
}

function StatementList({
  query,
  caption,
  columns,
  empty,
}: {
  readonly query: ReturnType<typeof usePayouts>;
  readonly caption: string;
  readonly columns: TableColumn<PayoutStatementRow>[];
  readonly empty: string;
}) {
  if (query.data) return <Table caption={caption} columns={columns} rows={query.data.statements} rowKey={(row) => row.id} empty={empty} />;
  if (query.isError) {
    return (
      <Card tone="danger">
        <p>{`Failed to load ${caption.toLowerCase()}: ${messageOr(query.error, 'please try again.')}`}</p>
      </Card>
    );
  }
  return (
    <p className="muted" role="status">
      {`Loading ${caption.toLowerCase()}...`}
    </p>
  );
}

function MarkPaidDialog({ statement, onClose }: { readonly statement: PayoutStatementRow | null; readonly onClose: () => void }) {
  const markPaid = useMarkPayoutPaid();
  return (
    <Dialog open={statement !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {statement ? (
        <DialogContent
          title={`Mark ${formatCents(statement.totalCents)} to ${statement.ambassadorCode} paid`}
          description={`The ${statement.period} statement. Once marked paid it cannot be changed.`}
        >
          <Form
            schema={paymentForm}
            defaultValues={{ method: 'paypal', reference: '' }}
            onSubmit={async (values) => {
              try {
                await markPaid.mutateAsync({ id: statement.id, payment: values });
                notify({ title: 'Payout marked paid' });
                onClose();
              } catch (error) {
                notify({
                  title: 'Failed to mark the payout paid',
                  description: messageOr(error, 'Please try again.'),
                  variant: 'destructive',
                });
              }
            }}
          >
            {({ field, formState }) => (
              <>
                <SelectField
                  label="Method"
                  options={PAYOUT_METHODS.map((method) => ({ value: method, label: METHOD_LABELS[method] }))}
                  {...field('method')}
                />
                <TextField label="Reference" autoComplete="off" hint="The PayPal, Stripe or bank transfer id." {...field('reference')} />
                <div className="dialog__footer">
                  <DialogClose className={buttonClass({ variant: 'outline' })}>Cancel</DialogClose>
                  <Button type="submit" pending={formState.isSubmitting} pendingLabel="Saving...">
                    Mark paid
                  </Button>
                </div>
              </>
            )}
          </Form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

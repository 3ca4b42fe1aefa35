import { useEffect, useState } from 'react';
import type { BillingCharge } from '../../../../../functions/contract/schemas';
import { chargeStatusLabel, formatAmount, formatEpochDate } from '../../../../../functions/domain/subscription';
import { notify } from '@/components/ui/toast';
import { getBillingHistory } from '@/features/billing/api/get-billing-history';
import './subscription-management.css';

type History =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'loaded'; readonly charges: readonly BillingCharge[] };

const STATUS_TONE: Record<string, string> = { succeeded: 'paid', pending: 'pending', failed: 'failed' };

/** The caller's charges, newest first. Loads when first shown (the tabs mount a panel on first open). */
export function BillingHistory() {
  const [history, setHistory] = useState<History>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    getBillingHistory().then(
      ({ charges }) => {
        if (!cancelled) setHistory({ status: 'loaded', charges: [...charges].sort((a, b) => b.created - a.created) });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('Billing history failed to load:', error);
        notify({ title: 'Error', description: 'Failed to load billing history', variant: 'destructive' });
        setHistory({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  if (history.status === 'loading') {
    return (
      <p className="sm-state muted" role="status">
        Loading billing history...
      </p>
    );
  }

  if (history.status === 'failed') {
    return (
      <div className="sm-state">
        <p>Your billing history could not be loaded.</p>
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() => {
            setHistory({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Try Again
        </button>
      </div>
    );
  }

  if (history.charges.length === 0) {
    return (
      <div className="sm-state">
        <p className="sm-state__title">No billing history yet</p>
        <p className="muted">Your payments and invoices will appear here after your first charge.</p>
      </div>
    );
  }

  return (
    <div className="card sm-history">
      <table className="sm-history__table">
        <caption className="sr-only">Your charges, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Invoice</th>
          </tr>
        </thead>
        <tbody>
          {history.charges.map((charge) => {
            const date = formatEpochDate(charge.created);
            return (
              <tr key={charge.id}>
                <td data-label="Date">{date}</td>
                <td data-label="Description">{charge.description}</td>
                <td data-label="Amount" className="sm-history__amount">
                  {formatAmount(charge.amount, charge.currency)}
                </td>
                <td data-label="Status">
                  <span className={`sm-status sm-status--${STATUS_TONE[charge.status] ?? 'other'}`}>{chargeStatusLabel(charge.status)}</span>
                </td>
                <td data-label="Invoice">
                  {charge.invoicePdf ? (
                    <a className="link" href={charge.invoicePdf} target="_blank" rel="noopener noreferrer">
                      Download PDF<span className="sr-only">{` for ${date} (opens in a new tab)`}</span>
                    </a>
                  ) : (
                    <span className="muted">Not available</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

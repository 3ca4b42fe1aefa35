import { billingHistory } from '../routes';
import { callStripe, stripeFor } from '../stripe';
import { keysFor } from '../stripe-keys';
import { getSubscriber } from '#functions/subscribers/store';
import { chargeStatusOfInvoice } from '../rules';
import { routeHandler } from '#functions/platform/http/handler';

/** Two years of monthly invoices; the page shows the newest first. */
const INVOICE_LIMIT = 24;

/** Billing history (docs/product-rules.md#billing-history): the caller's own invoices, read from Stripe (it keeps the amounts and PDFs). */
export const handler = routeHandler(billingHistory, async ({ auth }) => {
  const record = await getSubscriber(auth.userId);
  if (!record?.stripeCustomerId || !record.stripeEnvironment) return { charges: [] };
  const customerId = record.stripeCustomerId;
  const stripe = stripeFor(await keysFor(record.stripeEnvironment));
  const invoices = await callStripe(() => stripe.invoices.list({ customer: customerId, limit: INVOICE_LIMIT }));
  return {
    charges: invoices.data.map((invoice) => ({
      id: invoice.id ?? invoice.number ?? 'invoice',
      description: invoice.lines.data[0]?.description ?? invoice.description ?? 'Subscription',
      created: invoice.created,
      amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency,
      status: chargeStatusOfInvoice({ status: invoice.status, attempted: invoice.attempted }),
      periodStart: invoice.lines.data[0]?.period.start ?? invoice.period_start,
      periodEnd: invoice.lines.data[0]?.period.end ?? invoice.period_end,
      invoicePdf: invoice.invoice_pdf ?? null,
    })),
  };
});

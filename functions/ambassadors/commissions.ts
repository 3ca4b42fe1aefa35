import type Stripe from 'stripe';
import type { StripeEnvironment } from '#functions/shared/schemas';
import type { StripeKeys } from '#functions/billing/stripe-keys';
import { callStripe, stripeFor } from '#functions/billing/stripe';
import { getAmbassador, type Ambassador } from './store';
import { userIdOfCustomer } from '#functions/billing/store';
import { putCommission, recordReversal, referralOfUser, type ReversalKind } from './commissions-store';
import { getStripeEnvironmentSetting } from '#functions/shared/settings';
import { getSubscriber } from '#functions/subscribers/store';
import { tierOfPrice } from '#functions/billing/rules';
import { availableAt, commissionCents, isSelfReferral, ratePercent } from './commission';

/**
 * Turns Stripe's money events into ledger writes (docs/product-rules.md#commissions). Nothing in an
 * event payload is trusted: the invoice, charge or dispute is read again from Stripe, and the
 * ledger's conditional writes make a duplicate, late or reordered event change nothing twice.
 */
export interface LedgerContext {
  environment: StripeEnvironment;
  keys: StripeKeys;
  now: Date;
  log: (message: string, details: Record<string, unknown>) => void;
}

export type CommissionOutcome =
  | 'recorded'
  | 'duplicate'
  | 'self-referral'
  | 'no payment'
  | 'not referred'
  | 'unknown customer'
  | 'earning stopped'
  | 'test payment'
  | 'bad rate';

const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string'
      ? (value as { id: string }).id
      : null;

interface Attribution {
  userId: string;
  ambassador: Ambassador;
  subscriberEmail: string;
  subscriberCustomerId: string;
}

/** The referred subscriber behind a Stripe customer, and the ambassador their referral names. */
async function attributionOf(
  environment: StripeEnvironment,
  customerId: string,
): Promise<Attribution | 'unknown customer' | 'not referred'> {
  const userId = await userIdOfCustomer(environment, customerId);
  if (!userId) return 'unknown customer';
  const referral = await referralOfUser(userId);
  if (!referral) return 'not referred';
  const ambassador = await getAmbassador(referral.ambassadorCode, { consistent: true });
  if (!ambassador) return 'not referred';
  const subscriber = await getSubscriber(userId, { consistent: true });
  return { userId, ambassador, subscriberEmail: subscriber?.email ?? referral.referredEmail, subscriberCustomerId: customerId };
}

/**
 * Self-referral (domain isSelfReferral): the same canonical email, or the customer the ambassador's
 * own portal account pays with.
 */
async function isSelfReferred(attribution: Attribution): Promise<boolean> {
  const own = attribution.ambassador.userId ? await getSubscriber(attribution.ambassador.userId, { consistent: true }) : null;
  return isSelfReferral(
    { email: attribution.ambassador.email, stripeCustomerIds: own?.stripeCustomerId ? [own.stripeCustomerId] : [] },
    { email: attribution.subscriberEmail, stripeCustomerId: attribution.subscriberCustomerId },
  );
}

/**
 * A test-mode payment earns nothing once production is the live environment (the same rule that
 * stops a test card from buying access then): only money that really came in pays commission.
 */
async function countsAsMoney(environment: StripeEnvironment): Promise<boolean> {
  return environment === 'production' || (await getStripeEnvironmentSetting()) === 'sandbox';
}

/** `invoice.paid`: one commission entry for a paid invoice of a referred subscriber. */
export async function commissionForInvoice(context: LedgerContext, invoiceId: string): Promise<CommissionOutcome> {
  const stripe = stripeFor(context.keys);
  const invoice = await callStripe(() => stripe.invoices.retrieve(invoiceId));
  // The trial's $0 invoice, and any unpaid one, earns nothing.
  if (invoice.status !== 'paid' || !(invoice.amount_paid > 0)) return 'no payment';
  const customerId = idOf(invoice.customer);
  if (!customerId) return 'unknown customer';
  const attribution = await attributionOf(context.environment, customerId);
  if (typeof attribution === 'string') return attribution;
  const { ambassador } = attribution;
  if (!(await countsAsMoney(context.environment))) return 'test payment';
  if (ambassador.earningStopped) {
    context.log('Ambassador stopped from earning; no commission entry', { ambassador: ambassador.code, invoice: invoice.id });
    return 'earning stopped';
  }
  const percent = ratePercent(ambassador.commissionRate);
  if (percent === null) {
    context.log('Ambassador has a commission rate that is not whole percent; no commission entry', {
      ambassador: ambassador.code,
      rate: ambassador.commissionRate,
    });
    return 'bad rate';
  }
  const selfReferral = await isSelfReferred(attribution);
  const paidAt = new Date((invoice.status_transitions?.paid_at ?? invoice.created) * 1000);
  const line = invoice.lines?.data?.find((l) => !l.parent?.subscription_item_details?.proration) ?? invoice.lines?.data?.[0];
  const written = await putCommission(
    {
      kind: 'commission',
      ambassadorCode: ambassador.code,
      invoiceId: invoice.id!,
      chargeId: idOf((invoice as unknown as { charge?: unknown }).charge),
      environment: context.environment,
      userId: attribution.userId,
      subscriberEmail: attribution.subscriberEmail,
      plan: tierOfPrice(idOf(line?.pricing?.price_details?.price), context.keys.prices),
      amountPaidCents: invoice.amount_paid,
      ratePercent: percent,
      cents: selfReferral ? 0 : commissionCents(invoice.amount_paid, percent),
      paidAt: paidAt.toISOString(),
      availableAt: availableAt(paidAt).toISOString(),
      selfReferral,
      createdAt: context.now.toISOString(),
    },
    context.now,
  );
  if (selfReferral) context.log('Self-referral: commission entry flagged, no money', { ambassador: ambassador.code, invoice: invoice.id });
  return !written ? 'duplicate' : selfReferral ? 'self-referral' : 'recorded';
}

/**
 * The invoice a charge paid. Current API versions link them through invoice payments; the
 * emulator and older versions also keep `charge.invoice`.
 */
async function invoiceOfCharge(stripe: Stripe, charge: Stripe.Charge): Promise<string | null> {
  const paymentIntent = idOf(charge.payment_intent);
  if (paymentIntent) {
    const payments = await callStripe(() =>
      stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntent }, limit: 1 }),
    );
    const invoice = idOf(payments.data[0]?.invoice);
    if (invoice) return invoice;
  }
  return idOf((charge as unknown as { invoice?: unknown }).invoice);
}

export type ReversalOutcome = 'recorded' | 'not an invoice payment' | 'unknown customer' | 'not referred' | 'not reversed';

async function reverse(
  context: LedgerContext,
  stripe: Stripe,
  charge: Stripe.Charge,
  reversals: Array<{ id: string; reason: ReversalKind; reversedAmountCents: number }>,
): Promise<ReversalOutcome> {
  const invoiceId = await invoiceOfCharge(stripe, charge);
  if (!invoiceId) return 'not an invoice payment';
  const customerId = idOf(charge.customer);
  if (!customerId) return 'unknown customer';
  const attribution = await attributionOf(context.environment, customerId);
  if (typeof attribution === 'string') return attribution;
  for (const reversal of reversals) {
    await recordReversal(
      {
        ambassadorCode: attribution.ambassador.code,
        invoiceId,
        reversalId: reversal.id,
        reason: reversal.reason,
        chargeId: charge.id,
        reversedAmountCents: reversal.reversedAmountCents,
        userId: attribution.userId,
        subscriberEmail: attribution.subscriberEmail,
      },
      context.now,
    );
  }
  return reversals.length > 0 ? 'recorded' : 'not reversed';
}

/**
 * `charge.refunded`: every refund of the charge is recorded under its own id (an earlier one whose
 * event was lost is caught up too), each against the charge's refunded total as read now.
 */
export async function reverseForRefund(context: LedgerContext, chargeId: string): Promise<ReversalOutcome> {
  const stripe = stripeFor(context.keys);
  const charge = await callStripe(() => stripe.charges.retrieve(chargeId));
  if (!(charge.amount_refunded > 0)) return 'not reversed';
  const refunds: Stripe.Refund[] = [];
  for await (const refund of stripe.refunds.list({ charge: chargeId, limit: 100 })) refunds.push(refund);
  const taken = refunds.filter((r) => r.status !== 'failed' && r.status !== 'canceled');
  return reverse(
    context,
    stripe,
    charge,
    taken.map((r) => ({ id: r.id, reason: 'refund', reversedAmountCents: charge.amount_refunded })),
  );
}

/**
 * `charge.dispute.created` (the money is withdrawn at once) and `charge.dispute.closed` when lost
 * (catches a created event that never came): one reversal per dispute. A dispute won later does
 * not restore the commission; an admin can see it in the ledger.
 */
export async function reverseForDispute(context: LedgerContext, disputeId: string): Promise<ReversalOutcome> {
  const stripe = stripeFor(context.keys);
  const dispute = await callStripe(() => stripe.disputes.retrieve(disputeId));
  if (dispute.status === 'won' || dispute.status === 'warning_closed') {
    context.log('Dispute closed in our favour; nothing reversed now', { dispute: dispute.id, status: dispute.status });
    return 'not reversed';
  }
  const chargeId = idOf(dispute.charge);
  if (!chargeId) return 'not an invoice payment';
  const charge = await callStripe(() => stripe.charges.retrieve(chargeId));
  return reverse(context, stripe, charge, [
    { id: dispute.id, reason: 'dispute', reversedAmountCents: charge.amount_refunded + dispute.amount },
  ]);
}

import Stripe from 'stripe';
import type { FormObject } from './form';
import {
  DAY,
  PRODUCT_ID,
  PRODUCT_NAME,
  addInterval,
  formatDay,
  formatMoney,
  planLabel,
  stripeId,
  type Charge,
  type CheckoutSession,
  type Customer,
  type Dispute,
  type DisputeStatus,
  type Invoice,
  type InvoicePayment,
  type InvoiceLine,
  type Metadata,
  type Plan,
  type PlanPrice,
  type Price,
  type Product,
  type Refund,
  type StripeEvent,
  type Subscription,
  type SubscriptionItem,
} from './objects';
import {
  StripeApiError,
  invalid,
  mergeMetadata,
  missing,
  noSuch,
  objectAt,
  optArray,
  optBoolean,
  optInteger,
  optObject,
  optString,
} from './params';

const TRIAL_WILL_END_NOTICE = 3 * DAY;
const SESSION_LIFETIME = DAY;
const PRORATION_BEHAVIORS = ['create_prorations', 'always_invoice', 'none'] as const;
type ProrationBehavior = (typeof PRORATION_BEHAVIORS)[number];

interface LineDraft {
  amount: number;
  description: string;
  period: { start: number; end: number };
  price: Price;
  proration: boolean;
  quantity: number;
}

export interface CheckoutTerms {
  price: Price;
  quantity: number;
  trialDays: number | null;
  subscriptionMetadata: Metadata;
}

export interface RequestOrigin {
  id: string | null;
  idempotency_key: string | null;
}

const NO_REQUEST: RequestOrigin = { id: null, idempotency_key: null };

/** The account's state as JSON, so `npm start` keeps customers and subscriptions across restarts. */
export interface BillingSnapshot {
  version: 1;
  clockOffset: number;
  failuresQueued: number;
  customers: Customer[];
  sessions: CheckoutSession[];
  subscriptions: Subscription[];
  invoices: Invoice[];
  charges: Charge[];
  /** Absent from accounts saved before refunds and disputes existed. */
  refunds?: Refund[];
  disputes?: Dispute[];
  events: StripeEvent[];
  pendingLines: Array<[string, LineDraft[]]>;
  trialWillEndSent: string[];
  invoiceCounts: Array<[string, number]>;
  sessionTerms: Array<[string, CheckoutTerms]>;
}

export interface BillingOptions {
  prices: Readonly<Record<string, PlanPrice>>;
  /** Base URL for the pages a person opens: checkout, hosted invoice, invoice PDF. */
  publicUrl: string;
  onEvent: (event: StripeEvent) => void;
}

/**
 * The emulator's in-memory Stripe account: the objects, the clock and the billing rules that move
 * subscriptions from trial to paid, renew them, prorate plan changes and cancel them. Every method
 * is synchronous, so one API request is one atomic change and idempotent replays are exact.
 */
export class Billing {
  readonly customers = new Map<string, Customer>();
  readonly prices = new Map<string, Price>();
  readonly sessions = new Map<string, CheckoutSession>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
  readonly disputes = new Map<string, Dispute>();
  readonly events = new Map<string, StripeEvent>();
  readonly product: Product;

  /** The API request being served, named in the events it causes (`event.request`). */
  request: RequestOrigin = NO_REQUEST;

  private clockOffset = 0;
  private failuresQueued = 0;
  private readonly pendingLines = new Map<string, LineDraft[]>();
  private readonly trialWillEndSent = new Set<string>();
  private readonly invoiceCounts = new Map<string, number>();
  private readonly sessionTerms = new Map<string, CheckoutTerms>();

  constructor(private readonly options: BillingOptions) {
    const created = this.now();
    this.product = {
      id: PRODUCT_ID,
      object: 'product',
      active: true,
      created,
      description: 'One ready-to-film content idea a day.',
      livemode: false,
      metadata: {},
      name: PRODUCT_NAME,
      type: 'service',
      updated: created,
    };
    for (const [id, plan] of Object.entries(options.prices)) {
      if (!Number.isInteger(plan.amount) || plan.amount < 0)
        throw new Error(`Stripe emulator: price ${id} needs a whole, non-negative amount in cents.`);
      this.prices.set(id, {
        id,
        object: 'price',
        active: true,
        billing_scheme: 'per_unit',
        created,
        currency: (plan.currency ?? 'usd').toLowerCase(),
        livemode: false,
        lookup_key: null,
        metadata: {},
        nickname: plan.nickname,
        product: PRODUCT_ID,
        recurring: { interval: plan.interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
        tax_behavior: 'unspecified',
        type: 'recurring',
        unit_amount: plan.amount,
        unit_amount_decimal: String(plan.amount),
      });
    }
  }

  // ── persistence ──────────────────────────────────────────────────────────────────────────────

  /** Everything except the prices and the product, which come from the options on every start. */
  snapshot(): BillingSnapshot {
    return {
      version: 1,
      clockOffset: this.clockOffset,
      failuresQueued: this.failuresQueued,
      customers: [...this.customers.values()],
      sessions: [...this.sessions.values()],
      subscriptions: [...this.subscriptions.values()],
      invoices: [...this.invoices.values()],
      charges: [...this.charges.values()],
      refunds: [...this.refunds.values()],
      disputes: [...this.disputes.values()],
      events: [...this.events.values()],
      pendingLines: [...this.pendingLines.entries()],
      trialWillEndSent: [...this.trialWillEndSent],
      invoiceCounts: [...this.invoiceCounts.entries()],
      sessionTerms: [...this.sessionTerms.entries()],
    };
  }

  restore(snapshot: BillingSnapshot): void {
    if (snapshot.version !== 1) throw new Error(`Stripe emulator: unknown saved state version ${String(snapshot.version)}.`);
    this.clockOffset = snapshot.clockOffset;
    this.failuresQueued = snapshot.failuresQueued;
    const fill = <T extends { id: string }>(map: Map<string, T>, items: T[]) => {
      map.clear();
      for (const item of items) map.set(item.id, item);
    };
    fill(this.customers, snapshot.customers);
    fill(this.sessions, snapshot.sessions);
    fill(this.subscriptions, snapshot.subscriptions);
    fill(this.invoices, snapshot.invoices);
    fill(this.charges, snapshot.charges);
    fill(this.refunds, snapshot.refunds ?? []);
    fill(this.disputes, snapshot.disputes ?? []);
    fill(this.events, snapshot.events);
    this.pendingLines.clear();
    for (const [key, lines] of snapshot.pendingLines) this.pendingLines.set(key, lines);
    this.trialWillEndSent.clear();
    for (const id of snapshot.trialWillEndSent) this.trialWillEndSent.add(id);
    this.invoiceCounts.clear();
    for (const [key, count] of snapshot.invoiceCounts) this.invoiceCounts.set(key, count);
    this.sessionTerms.clear();
    for (const [key, terms] of snapshot.sessionTerms) this.sessionTerms.set(key, terms);
  }

  // ── clock ────────────────────────────────────────────────────────────────────────────────────

  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  /** Moves the clock (never backwards) and runs everything that fell due on the way. */
  setClock(epochSeconds: number): StripeEvent[] {
    if (!Number.isFinite(epochSeconds)) throw invalid('The clock needs a time in epoch seconds.', 'now');
    const target = Math.floor(epochSeconds);
    if (target > this.now()) this.clockOffset += target - this.now();
    return this.tick();
  }

  advance(seconds: number): StripeEvent[] {
    if (!Number.isFinite(seconds) || seconds < 0) throw invalid('seconds must be a non-negative number.', 'seconds');
    return this.setClock(this.now() + seconds);
  }

  failNextPayment(): void {
    this.failuresQueued += 1;
  }

  /** Trial reminders, trial ends, renewals and period-end cancellations that are due, in time order. */
  tick(): StripeEvent[] {
    const before = this.events.size;
    const now = this.now();
    for (const sub of this.subscriptions.values()) {
      for (let guard = 0; guard < 10_000 && sub.status !== 'canceled'; guard += 1) {
        if (
          sub.status === 'trialing' &&
          sub.trial_end !== null &&
          !this.trialWillEndSent.has(sub.id) &&
          now >= sub.trial_end - TRIAL_WILL_END_NOTICE
        ) {
          this.trialWillEndSent.add(sub.id);
          this.emit('customer.subscription.trial_will_end', sub, Math.max(sub.trial_end - TRIAL_WILL_END_NOTICE, sub.created));
        }
        if (now < sub.current_period_end) break;
        this.closePeriod(sub, sub.current_period_end);
      }
    }
    return [...this.events.values()].slice(before);
  }

  // ── customers, prices ────────────────────────────────────────────────────────────────────────

  createCustomer(form: FormObject): Customer {
    const customer: Customer = {
      id: stripeId('cus_', 14),
      object: 'customer',
      address: null,
      balance: 0,
      created: this.now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: optString(form, 'description') ?? null,
      email: optString(form, 'email') || null,
      invoice_prefix: stripeId('', 8).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: mergeMetadata({}, form),
      name: optString(form, 'name') || null,
      phone: optString(form, 'phone') || null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  updateCustomer(id: string, form: FormObject): Customer {
    const customer = this.customer(id);
    const email = optString(form, 'email');
    const name = optString(form, 'name');
    const description = optString(form, 'description');
    const phone = optString(form, 'phone');
    if (email !== undefined) customer.email = email || null;
    if (name !== undefined) customer.name = name || null;
    if (description !== undefined) customer.description = description || null;
    if (phone !== undefined) customer.phone = phone || null;
    customer.metadata = mergeMetadata(customer.metadata, form);
    return customer;
  }

  customer(id: string, param = 'id'): Customer {
    const customer = this.customers.get(id);
    if (!customer) throw noSuch('customer', id, param);
    return customer;
  }

  listCustomers(query: FormObject): Customer[] {
    const email = optString(query, 'email');
    return newestFirst(this.customers).filter((c) => email === undefined || c.email === email);
  }

  price(id: string, param = 'id'): Price {
    const price = this.prices.get(id);
    if (!price) throw noSuch('price', id, param);
    return price;
  }

  // ── checkout ─────────────────────────────────────────────────────────────────────────────────

  createCheckoutSession(form: FormObject): CheckoutSession {
    const mode = optString(form, 'mode');
    if (mode === undefined) throw missing('mode');
    if (mode !== 'subscription') throw invalid(`The local Stripe emulator supports mode=subscription only, not mode=${mode}.`, 'mode');
    const customerId = optString(form, 'customer');
    const customerEmail = optString(form, 'customer_email');
    if (customerId && customerEmail)
      throw invalid('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
    if (customerId) this.customer(customerId, 'customer');

    const lineItems = optArray(form, 'line_items');
    if (!lineItems || lineItems.length === 0) throw missing('line_items');
    if (lineItems.length > 1) throw invalid('The local Stripe emulator supports one line item per checkout session.', 'line_items');
    const line = objectAt(lineItems, 0, 'line_items');
    const priceId = optString(line, 'price', 'line_items[0][price]');
    if (!priceId) throw missing('line_items[0][price]');
    const price = this.price(priceId, 'line_items[0][price]');
    const quantity = optInteger(line, 'quantity', { min: 1, max: 999 }, 'line_items[0][quantity]') ?? 1;

    const subscriptionData = optObject(form, 'subscription_data') ?? {};
    const trialDays = optInteger(subscriptionData, 'trial_period_days', { min: 1, max: 730 }, 'subscription_data[trial_period_days]');
    const subscriptionMetadata = mergeMetadata({}, subscriptionData);

    const id = stripeId('cs_test_a1', 56);
    const created = this.now();
    const amount = trialDays ? 0 : price.unit_amount * quantity;
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: optString(form, 'cancel_url') ?? null,
      client_reference_id: optString(form, 'client_reference_id') || null,
      created,
      currency: price.currency,
      customer: customerId ?? null,
      customer_details: null,
      customer_email: customerEmail || null,
      expires_at: created + SESSION_LIFETIME,
      invoice: null,
      livemode: false,
      metadata: mergeMetadata({}, form),
      mode: 'subscription',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: optString(form, 'success_url') ?? null,
      ui_mode: 'hosted',
      url: `${this.options.publicUrl}/checkout/${id}`,
    };
    this.sessions.set(id, session);
    this.sessionTerms.set(id, { price, quantity, trialDays: trialDays ?? null, subscriptionMetadata });
    return session;
  }

  /** What the checkout page shows and what completing it buys. */
  checkoutTerms(id: string): CheckoutTerms {
    const terms = this.sessionTerms.get(id);
    if (!terms) throw noSuch('checkout.session', id);
    return terms;
  }

  session(id: string): CheckoutSession {
    const session = this.sessions.get(id);
    if (!session) throw noSuch('checkout.session', id);
    if (session.status === 'open' && this.now() >= session.expires_at) {
      session.status = 'expired';
      session.url = null;
    }
    return session;
  }

  /** What the "Start trial" button does: subscription, first invoice, session complete, three events. */
  completeCheckout(id: string, email?: string): CheckoutSession {
    const session = this.session(id);
    if (session.status === 'complete') return session;
    if (session.status === 'expired') throw invalid('This checkout session has expired.', 'id', 'checkout_session_expired');
    const terms = this.checkoutTerms(id);

    let customer = session.customer ? this.customer(session.customer) : undefined;
    if (!customer) {
      const address = session.customer_email ?? email?.trim();
      if (!address) throw missing('email');
      customer = this.createCustomer({ email: address });
    }

    const sub = this.startSubscription(customer, terms.price, terms.quantity, terms.trialDays, terms.subscriptionMetadata);
    const at = sub.start_date;
    const firstLine: LineDraft = terms.trialDays
      ? {
          amount: 0,
          description: `Trial period for ${planLabel(terms.price)}`,
          period: { start: at, end: sub.current_period_end },
          price: terms.price,
          proration: false,
          quantity: terms.quantity,
        }
      : planLine(terms.price, terms.quantity, at, sub.current_period_end);
    const invoice = this.createInvoice(sub, [firstLine], 'subscription_create', at, { start: at, end: at }, false);
    sub.latest_invoice = invoice.id;

    session.status = 'complete';
    session.payment_status = terms.trialDays ? 'no_payment_required' : 'paid';
    session.customer = customer.id;
    session.customer_details = { email: customer.email, name: customer.name, address: null, phone: null, tax_exempt: 'none', tax_ids: [] };
    session.subscription = sub.id;
    session.invoice = invoice.id;
    session.url = null;

    this.emit('customer.subscription.created', sub, at);
    this.emit('invoice.paid', invoice, at);
    this.emit('checkout.session.completed', session, at);
    return session;
  }

  // ── subscriptions ────────────────────────────────────────────────────────────────────────────

  subscription(id: string): Subscription {
    const sub = this.subscriptions.get(id);
    if (!sub) throw noSuch('subscription', id);
    return sub;
  }

  listSubscriptions(query: FormObject): Subscription[] {
    const customer = optString(query, 'customer');
    const status = optString(query, 'status');
    const price = optString(query, 'price');
    return newestFirst(this.subscriptions).filter((sub) => {
      if (customer !== undefined && sub.customer !== customer) return false;
      if (price !== undefined && sub.items.data[0]?.price.id !== price) return false;
      if (status === undefined) return sub.status !== 'canceled';
      if (status === 'all') return true;
      if (status === 'ended') return sub.status === 'canceled';
      return sub.status === status;
    });
  }

  updateSubscription(id: string, form: FormObject): Subscription {
    const sub = this.subscription(id);
    const changesOtherThanMetadata = Object.keys(form).some((key) => key !== 'metadata' && key !== 'expand');
    if (sub.status === 'canceled' && changesOtherThanMetadata) {
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    }
    const behavior = optString(form, 'proration_behavior') ?? 'create_prorations';
    if (!isProrationBehavior(behavior))
      throw invalid(`Invalid proration_behavior: must be one of ${PRORATION_BEHAVIORS.join(', ')}`, 'proration_behavior');
    const cancelAtPeriodEnd = optBoolean(form, 'cancel_at_period_end');
    const trialEnd = optString(form, 'trial_end');
    if (trialEnd !== undefined && trialEnd !== 'now') throw invalid('The local Stripe emulator supports trial_end=now only.', 'trial_end');
    if (trialEnd === 'now' && sub.status !== 'trialing') throw invalid('This subscription is not in a trial.', 'trial_end');
    const itemChange = this.readItemChange(sub, form);

    const before = structuredClone(sub);
    const now = this.now();
    sub.metadata = mergeMetadata(sub.metadata, form);
    if (cancelAtPeriodEnd !== undefined) {
      sub.cancel_at_period_end = cancelAtPeriodEnd;
      sub.cancel_at = cancelAtPeriodEnd ? sub.current_period_end : null;
      sub.canceled_at = cancelAtPeriodEnd ? now : null;
      sub.cancellation_details.reason = cancelAtPeriodEnd ? 'cancellation_requested' : null;
    }
    const invoice = itemChange ? this.changePrice(sub, itemChange.price, itemChange.quantity, behavior, now) : null;
    if (sub.cancel_at_period_end) sub.cancel_at = sub.current_period_end;

    const previous = previousAttributes(before, sub);
    if (Object.keys(previous).length > 0) this.emit('customer.subscription.updated', sub, now, previous);
    if (invoice) this.emit(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice, now);
    if (trialEnd === 'now') {
      sub.trial_end = now;
      this.setPeriod(sub, sub.current_period_start, now);
      this.closePeriod(sub, now);
    }
    return sub;
  }

  /** DELETE /v1/subscriptions/:id: ends it now. Unbilled prorations are dropped, nothing is refunded. */
  cancelSubscription(id: string): Subscription {
    const sub = this.subscription(id);
    if (sub.status === 'canceled') throw invalid('This subscription has already been canceled.', 'id');
    const now = this.now();
    this.end(sub, now);
    sub.canceled_at = now;
    this.emit('customer.subscription.deleted', sub, now);
    return sub;
  }

  // ── invoices, charges, events ───────────────────────────────────────────────────────────────

  invoice(id: string): Invoice {
    const invoice = this.invoices.get(id);
    if (!invoice) throw noSuch('invoice', id);
    return invoice;
  }

  listInvoices(query: FormObject): Invoice[] {
    const customer = optString(query, 'customer');
    const subscription = optString(query, 'subscription');
    const status = optString(query, 'status');
    return newestFirst(this.invoices).filter(
      (inv) =>
        (customer === undefined || inv.customer === customer) &&
        (subscription === undefined || inv.subscription === subscription) &&
        (status === undefined || inv.status === status),
    );
  }

  charge(id: string, param = 'id'): Charge {
    const charge = this.charges.get(id);
    if (!charge) throw noSuch('charge', id, param);
    return charge;
  }

  listCharges(query: FormObject): Charge[] {
    const customer = optString(query, 'customer');
    return newestFirst(this.charges).filter((ch) => customer === undefined || ch.customer === customer);
  }

  /**
   * POST /v1/refunds: `charge` or `payment_intent`, and `amount` (the rest of the charge when left
   * out). The charge's `amount_refunded` and `refunded` move with it, and `charge.refunded` is sent
   * with the previous values, as Stripe does. Refunds succeed at once (card refunds usually do).
   */
  createRefund(form: FormObject): Refund {
    const chargeId = optString(form, 'charge');
    const paymentIntent = optString(form, 'payment_intent');
    if (chargeId && paymentIntent) throw invalid('You may only specify one of these parameters: charge, payment_intent.', 'payment_intent');
    if (!chargeId && !paymentIntent) throw missing('charge');
    const charge = chargeId ? this.charge(chargeId, 'charge') : [...this.charges.values()].find((c) => c.payment_intent === paymentIntent);
    if (!charge) throw noSuch('payment_intent', paymentIntent as string, 'payment_intent');
    if (charge.status !== 'succeeded')
      throw invalid(`Charge ${charge.id} has not been captured; there is nothing to refund.`, 'charge', 'charge_not_refundable');
    if (charge.disputed) throw invalid(`Charge ${charge.id} has been charged back; cannot issue a refund.`, 'charge', 'charge_disputed');
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0) throw invalid(`Charge ${charge.id} has already been refunded.`, 'charge', 'charge_already_refunded');
    const amount = optInteger(form, 'amount', { min: 1, max: Number.MAX_SAFE_INTEGER }) ?? left;
    if (amount > left)
      throw invalid(
        `Refund amount (${formatMoney(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatMoney(left, charge.currency)})`,
        'amount',
        'amount_too_large',
      );
    const reason = optString(form, 'reason');
    if (reason !== undefined && reason !== 'duplicate' && reason !== 'fraudulent' && reason !== 'requested_by_customer') {
      throw invalid('Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer', 'reason');
    }
    const now = this.now();
    const refund: Refund = {
      id: stripeId('re_3', 23),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: now,
      currency: charge.currency,
      metadata: mergeMetadata({}, form),
      payment_intent: charge.payment_intent,
      reason: reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    this.refunds.set(refund.id, refund);
    const before = structuredClone(charge);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.emit('charge.refunded', charge, now, previousAttributes(before, charge));
    return refund;
  }

  refund(id: string): Refund {
    const refund = this.refunds.get(id);
    if (!refund) throw noSuch('refund', id);
    return refund;
  }

  listRefunds(query: FormObject): Refund[] {
    const charge = optString(query, 'charge');
    const paymentIntent = optString(query, 'payment_intent');
    return newestFirst(this.refunds).filter(
      (r) => (charge === undefined || r.charge === charge) && (paymentIntent === undefined || r.payment_intent === paymentIntent),
    );
  }

  /**
   * The test helper's chargeback: the cardholder disputes a paid charge (all of what is not refunded,
   * unless `amount` says less). Stripe withdraws the money at once and sends `charge.dispute.created`.
   */
  openDispute(chargeId: string, form: FormObject): Dispute {
    const charge = this.charge(chargeId, 'charge');
    if (charge.status !== 'succeeded') throw invalid(`Charge ${charge.id} did not succeed; there is nothing to dispute.`, 'charge');
    if (charge.disputed) throw invalid(`Charge ${charge.id} is already disputed.`, 'charge', 'charge_disputed');
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0) throw invalid(`Charge ${charge.id} has been refunded in full; there is nothing to dispute.`, 'charge');
    const amount = optInteger(form, 'amount', { min: 1, max: left }) ?? left;
    const now = this.now();
    const dispute: Dispute = {
      id: stripeId('dp_1', 23),
      object: 'dispute',
      amount,
      balance_transactions: [],
      charge: charge.id,
      created: now,
      currency: charge.currency,
      evidence: {},
      evidence_details: { due_by: now + 7 * DAY, has_evidence: false, past_due: false, submission_count: 0 },
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: charge.payment_intent,
      reason: optString(form, 'reason') ?? 'fraudulent',
      status: 'needs_response',
    };
    this.disputes.set(dispute.id, dispute);
    charge.disputed = true;
    this.emit('charge.dispute.created', dispute, now);
    return dispute;
  }

  /** The test helper's ruling: `won` or `lost`, sent as `charge.dispute.closed`. */
  closeDispute(id: string, status: string | undefined): Dispute {
    const dispute = this.dispute(id);
    if (status !== 'won' && status !== 'lost') throw invalid('Send {"status": "won"} or {"status": "lost"}.', 'status');
    if (dispute.status === 'won' || dispute.status === 'lost') throw invalid(`Dispute ${id} is already closed.`, 'id');
    dispute.status = status satisfies DisputeStatus;
    this.emit('charge.dispute.closed', dispute, this.now());
    return dispute;
  }

  dispute(id: string): Dispute {
    const dispute = this.disputes.get(id);
    if (!dispute) throw noSuch('dispute', id);
    return dispute;
  }

  listDisputes(query: FormObject): Dispute[] {
    const charge = optString(query, 'charge');
    const paymentIntent = optString(query, 'payment_intent');
    return newestFirst(this.disputes).filter(
      (d) => (charge === undefined || d.charge === charge) && (paymentIntent === undefined || d.payment_intent === paymentIntent),
    );
  }

  /** GET /v1/invoice_payments by `invoice` or `payment[type]=payment_intent&payment[payment_intent]=…`: one per charged invoice. */
  listInvoicePayments(query: FormObject): InvoicePayment[] {
    const invoiceId = optString(query, 'invoice');
    const payment = optObject(query, 'payment');
    const paymentIntent = payment ? optString(payment, 'payment_intent', 'payment[payment_intent]') : undefined;
    const payments: InvoicePayment[] = [];
    for (const invoice of newestFirst(this.invoices)) {
      const charge = invoice.charge ? this.charges.get(invoice.charge) : undefined;
      if (
        !charge ||
        charge.status !== 'succeeded' ||
        (invoiceId !== undefined && invoice.id !== invoiceId) ||
        (paymentIntent !== undefined && charge.payment_intent !== paymentIntent)
      )
        continue;
      payments.push({
        id: `inpay_${invoice.id.slice(3)}`,
        object: 'invoice_payment',
        amount_paid: invoice.amount_paid,
        amount_requested: invoice.amount_due,
        created: invoice.created,
        currency: invoice.currency,
        invoice: invoice.id,
        is_default: true,
        livemode: false,
        payment: { type: 'payment_intent', payment_intent: charge.payment_intent },
        status: 'paid',
        status_transitions: { canceled_at: null, paid_at: invoice.status_transitions.paid_at },
      });
    }
    return payments;
  }

  event(id: string): StripeEvent {
    const event = this.events.get(id);
    if (!event) throw noSuch('event', id);
    return event;
  }

  listEvents(query: FormObject): StripeEvent[] {
    const type = optString(query, 'type');
    const matches = (eventType: string) =>
      type === undefined || (type.endsWith('*') ? eventType.startsWith(type.slice(0, -1)) : eventType === type);
    return newestFirst(this.events).filter((event) => matches(event.type));
  }

  /** Any object by ID, for `expand[]`. */
  find(id: string): unknown {
    if (id === PRODUCT_ID) return this.product;
    for (const store of [
      this.customers,
      this.subscriptions,
      this.invoices,
      this.charges,
      this.refunds,
      this.disputes,
      this.sessions,
      this.prices,
      this.events,
    ] as Map<string, unknown>[]) {
      const found = store.get(id);
      if (found) return found;
    }
    return undefined;
  }

  // ── rules ───────────────────────────────────────────────────────────────────────────────────

  private startSubscription(
    customer: Customer,
    price: Price,
    quantity: number,
    trialDays: number | null,
    metadata: Metadata,
  ): Subscription {
    const now = this.now();
    const id = stripeId('sub_1', 23);
    const trialEnd = trialDays ? now + trialDays * DAY : null;
    const periodEnd = trialEnd ?? addInterval(now, price.recurring.interval);
    const item: SubscriptionItem = {
      id: stripeId('si_', 14),
      object: 'subscription_item',
      billing_thresholds: null,
      created: now,
      current_period_end: periodEnd,
      current_period_start: now,
      discounts: [],
      metadata: {},
      plan: planOf(price),
      price: structuredClone(price),
      quantity,
      subscription: id,
      tax_rates: [],
    };
    const sub: Subscription = {
      id,
      object: 'subscription',
      billing_cycle_anchor: periodEnd === trialEnd ? periodEnd : now,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: now,
      currency: price.currency,
      current_period_end: periodEnd,
      current_period_start: now,
      customer: customer.id,
      default_payment_method: null,
      description: null,
      discounts: [],
      ended_at: null,
      items: { object: 'list', data: [item], has_more: false, total_count: 1, url: `/v1/subscription_items?subscription=${id}` },
      latest_invoice: null,
      livemode: false,
      metadata,
      pause_collection: null,
      pending_update: null,
      schedule: null,
      start_date: now,
      status: trialEnd ? 'trialing' : 'active',
      test_clock: null,
      trial_end: trialEnd,
      trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
      trial_start: trialEnd ? now : null,
    };
    if (customer.currency === null) customer.currency = price.currency;
    this.subscriptions.set(id, sub);
    return sub;
  }

  private readItemChange(sub: Subscription, form: FormObject): { price: Price; quantity: number } | null {
    const items = optArray(form, 'items');
    if (!items || items.length === 0) return null;
    if (items.length > 1) throw invalid('The local Stripe emulator supports one item per subscription.', 'items');
    const change = objectAt(items, 0, 'items');
    const item = sub.items.data[0] as SubscriptionItem;
    const itemId = optString(change, 'id', 'items[0][id]');
    // Without an id Stripe would add a second item; this product never has more than one.
    if (!itemId)
      throw invalid(
        'Pass items[0][id] (the subscription item to change): the local Stripe emulator supports one item per subscription.',
        'items[0][id]',
      );
    if (itemId !== item.id) throw noSuch('subscription_item', itemId, 'items[0][id]');
    const priceId = optString(change, 'price', 'items[0][price]');
    const price = priceId ? this.price(priceId, 'items[0][price]') : item.price;
    const quantity = optInteger(change, 'quantity', { min: 1, max: 999 }, 'items[0][quantity]') ?? item.quantity;
    if (price.id === item.price.id && quantity === item.quantity) return null;
    return { price, quantity };
  }

  /**
   * A plan change, as Stripe bills it. In a trial nothing is charged. Otherwise, for the same
   * interval, the unused time of the old price is credited and the rest of the period on the new
   * one charged, invoiced now (`always_invoice`) or on the next invoice (`create_prorations`); a
   * different interval restarts the billing period today and is always invoiced now.
   */
  private changePrice(sub: Subscription, price: Price, quantity: number, behavior: ProrationBehavior, now: number): Invoice | null {
    const item = sub.items.data[0] as SubscriptionItem;
    const oldPrice = item.price;
    const oldQuantity = item.quantity;
    item.price = structuredClone(price);
    item.plan = planOf(price);
    item.quantity = quantity;
    if (sub.status === 'trialing') return null;

    const start = sub.current_period_start;
    const end = sub.current_period_end;
    const fraction = end > start ? Math.min(1, Math.max(0, (end - now) / (end - start))) : 0;
    const sameInterval = oldPrice.recurring.interval === price.recurring.interval;
    const lines: LineDraft[] = [];
    if (behavior !== 'none' && fraction > 0) {
      lines.push({
        amount: -Math.round(oldPrice.unit_amount * oldQuantity * fraction),
        description: `Unused time on ${oldQuantity > 1 ? `${oldQuantity} × ` : ''}${planLabel(oldPrice)} after ${formatDay(now)}`,
        period: { start: now, end },
        price: oldPrice,
        proration: true,
        quantity: oldQuantity,
      });
      if (sameInterval) {
        lines.push({
          amount: Math.round(price.unit_amount * quantity * fraction),
          description: `Remaining time on ${quantity > 1 ? `${quantity} × ` : ''}${planLabel(price)} after ${formatDay(now)}`,
          period: { start: now, end },
          price,
          proration: true,
          quantity,
        });
      }
    }
    if (!sameInterval) {
      const newEnd = addInterval(now, price.recurring.interval);
      sub.billing_cycle_anchor = now;
      this.setPeriod(sub, now, newEnd);
      lines.push(planLine(price, quantity, now, newEnd));
    }
    const pending = this.pendingLines.get(sub.id) ?? [];
    if (sameInterval && behavior !== 'always_invoice') {
      this.pendingLines.set(sub.id, [...pending, ...lines]);
      return null;
    }
    this.pendingLines.delete(sub.id);
    const invoice = this.createInvoice(sub, [...pending, ...lines], 'subscription_update', now, { start: now, end: now }, false);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  /** The end of a trial or a billing period: cancel if asked to, otherwise invoice the next period. */
  private closePeriod(sub: Subscription, at: number): void {
    if (sub.cancel_at_period_end) {
      this.end(sub, at);
      this.emit('customer.subscription.deleted', sub, at);
      return;
    }
    const before = structuredClone(sub);
    const item = sub.items.data[0] as SubscriptionItem;
    const previousStart = sub.current_period_start;
    if (sub.status === 'trialing') sub.billing_cycle_anchor = at;
    const nextEnd = nextPeriodEnd(sub.billing_cycle_anchor, item.price.recurring.interval, at);
    const lines = [...(this.pendingLines.get(sub.id) ?? []), planLine(item.price, item.quantity, at, nextEnd)];
    this.pendingLines.delete(sub.id);
    const fails = this.failuresQueued > 0;
    if (fails) this.failuresQueued -= 1;
    const invoice = this.createInvoice(sub, lines, 'subscription_cycle', at, { start: previousStart, end: at }, fails);
    this.setPeriod(sub, at, nextEnd);
    sub.status = invoice.status === 'paid' ? 'active' : 'past_due';
    sub.latest_invoice = invoice.id;
    this.emit(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice, at);
    this.emit('customer.subscription.updated', sub, at, previousAttributes(before, sub));
  }

  private end(sub: Subscription, at: number): void {
    sub.status = 'canceled';
    sub.ended_at = at;
    sub.canceled_at ??= at;
    sub.cancel_at = sub.cancel_at_period_end ? sub.cancel_at : null;
    sub.cancellation_details.reason = 'cancellation_requested';
    this.pendingLines.delete(sub.id);
  }

  private setPeriod(sub: Subscription, start: number, end: number): void {
    sub.current_period_start = start;
    sub.current_period_end = end;
    for (const item of sub.items.data) {
      item.current_period_start = start;
      item.current_period_end = end;
    }
  }

  /**
   * Finalizes and pays an invoice at once. The customer's credit balance is applied first; a
   * negative total (a downgrade) becomes credit. `fails` declines the card: the invoice stays open.
   */
  private createInvoice(
    sub: Subscription,
    drafts: LineDraft[],
    reason: Invoice['billing_reason'],
    at: number,
    period: { start: number; end: number },
    fails: boolean,
  ): Invoice {
    const customer = this.customer(sub.customer);
    const id = stripeId('in_1', 23);
    const total = drafts.reduce((sum, line) => sum + line.amount, 0);
    const startingBalance = customer.balance;
    const amountDue = Math.max(0, total + startingBalance);
    const endingBalance = Math.min(0, total + startingBalance);
    customer.balance = endingBalance;
    const count = (this.invoiceCounts.get(customer.id) ?? 0) + 1;
    this.invoiceCounts.set(customer.id, count);
    const item = sub.items.data[0] as SubscriptionItem;

    const charge = amountDue > 0 ? this.createCharge(customer, amountDue, sub.currency, id, reason, at, fails) : null;
    const paid = !charge || charge.status === 'succeeded';
    const invoice: Invoice = {
      id,
      object: 'invoice',
      account_name: PRODUCT_NAME,
      amount_due: amountDue,
      amount_paid: paid ? amountDue : 0,
      amount_remaining: paid ? 0 : amountDue,
      attempt_count: charge ? 1 : 0,
      attempted: charge !== null,
      billing_reason: reason,
      charge: charge?.id ?? null,
      collection_method: 'charge_automatically',
      created: at,
      currency: sub.currency,
      customer: customer.id,
      customer_email: customer.email,
      customer_name: customer.name,
      description: null,
      ending_balance: endingBalance,
      hosted_invoice_url: `${this.options.publicUrl}/invoices/${id}`,
      invoice_pdf: `${this.options.publicUrl}/invoices/${id}/pdf`,
      lines: {
        object: 'list',
        data: drafts.map((draft) => ({
          id: stripeId('il_1', 23),
          object: 'line_item',
          amount: draft.amount,
          currency: sub.currency,
          description: draft.description,
          discount_amounts: [],
          discountable: true,
          discounts: [],
          invoice: id,
          livemode: false,
          metadata: {},
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: {
              invoice_item: null,
              proration: draft.proration,
              proration_details: { credited_items: null },
              subscription: sub.id,
              subscription_item: item.id,
            },
          },
          period: draft.period,
          pretax_credit_amounts: [],
          pricing: {
            type: 'price_details',
            price_details: { price: draft.price.id, product: draft.price.product },
            unit_amount_decimal: draft.price.unit_amount_decimal,
          },
          proration: draft.proration,
          quantity: draft.quantity,
          subscription: sub.id,
          subtotal: draft.amount,
          taxes: [],
        })) satisfies InvoiceLine[],
        has_more: false,
        total_count: drafts.length,
        url: `/v1/invoices/${id}/lines`,
      },
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
      number: `${customer.invoice_prefix}-${String(count).padStart(4, '0')}`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: { ...sub.metadata }, subscription: sub.id },
      },
      period_end: period.end,
      period_start: period.start,
      starting_balance: startingBalance,
      status: paid ? 'paid' : 'open',
      status_transitions: { finalized_at: at, marked_uncollectible_at: null, paid_at: paid ? at : null, voided_at: null },
      subscription: sub.id,
      subtotal: total,
      total,
    };
    this.invoices.set(id, invoice);
    customer.delinquent = !paid;
    return invoice;
  }

  private createCharge(
    customer: Customer,
    amount: number,
    currency: string,
    invoiceId: string,
    reason: Invoice['billing_reason'],
    at: number,
    fails: boolean,
  ): Charge {
    const charge: Charge = {
      id: stripeId('ch_3', 23),
      object: 'charge',
      amount,
      amount_captured: fails ? 0 : amount,
      amount_refunded: 0,
      balance_transaction: null,
      billing_details: { email: customer.email, name: customer.name, address: null, phone: null },
      captured: !fails,
      created: at,
      currency,
      customer: customer.id,
      description: reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
      disputed: false,
      failure_code: fails ? 'card_declined' : null,
      failure_message: fails ? 'Your card was declined.' : null,
      invoice: invoiceId,
      livemode: false,
      metadata: {},
      outcome: fails
        ? {
            network_status: 'declined_by_network',
            reason: 'generic_decline',
            risk_level: 'normal',
            seller_message: 'The bank did not return any further details with this decline.',
            type: 'issuer_declined',
          }
        : {
            network_status: 'approved_by_network',
            reason: null,
            risk_level: 'normal',
            seller_message: 'Payment complete.',
            type: 'authorized',
          },
      paid: !fails,
      payment_intent: stripeId('pi_3', 23),
      payment_method: 'pm_card_visa',
      payment_method_details: {
        type: 'card',
        card: {
          brand: 'visa',
          country: 'US',
          exp_month: 12,
          exp_year: new Date(at * 1000).getUTCFullYear() + 3,
          funding: 'credit',
          last4: '4242',
        },
      },
      receipt_url: fails ? null : `${this.options.publicUrl}/invoices/${invoiceId}`,
      refunded: false,
      status: fails ? 'failed' : 'succeeded',
    };
    this.charges.set(charge.id, charge);
    return charge;
  }

  private emit(type: string, object: unknown, at: number, previous?: Record<string, unknown>): StripeEvent {
    const event: StripeEvent = {
      id: stripeId('evt_1', 23),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: at,
      data: previous ? { object: structuredClone(object), previous_attributes: previous } : { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 0,
      request: { ...this.request },
      type,
    };
    this.events.set(event.id, event);
    this.options.onEvent(event);
    return event;
  }
}

function isProrationBehavior(value: string): value is ProrationBehavior {
  return (PRORATION_BEHAVIORS as readonly string[]).includes(value);
}

/** Lists come back newest first, as Stripe's do. */
function newestFirst<T>(store: Map<string, T>): T[] {
  return [...store.values()].reverse();
}

function planOf(price: Price): Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring.interval,
    interval_count: 1,
    livemode: false,
    metadata: {},
    nickname: price.nickname,
    product: price.product,
    usage_type: 'licensed',
  };
}

function planLine(price: Price, quantity: number, start: number, end: number): LineDraft {
  return {
    amount: price.unit_amount * quantity,
    description: `${quantity} × ${planLabel(price)} (at ${formatMoney(price.unit_amount, price.currency)} / ${price.recurring.interval})`,
    period: { start, end },
    price,
    proration: false,
    quantity,
  };
}

/** Periods are counted from the anchor so month-end clamping never drifts (Jan 31 → Feb 28 → Mar 31). */
function nextPeriodEnd(anchor: number, interval: Price['recurring']['interval'], after: number): number {
  for (let count = 1; count < 100_000; count += 1) {
    const end = addInterval(anchor, interval, count);
    if (end > after) return end;
  }
  throw new StripeApiError(400, { type: 'api_error', message: 'The emulator clock is too far past the subscription start.' });
}

/** `data.previous_attributes`: the old values of the top-level fields that changed. */
function previousAttributes(before: object, after: object): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  for (const key of Object.keys(old)) {
    if (JSON.stringify(old[key]) !== JSON.stringify(now[key])) previous[key] = old[key];
  }
  return previous;
}

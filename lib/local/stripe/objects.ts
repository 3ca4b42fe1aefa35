import { randomBytes } from 'node:crypto';

/**
 * The Stripe objects the emulator keeps, shaped like the API's (stripe-node 23, API version
 * 2026-10-28). Two fields from older API versions are kept beside their current homes because
 * callers still read them: `current_period_start/end` on the subscription (today only on its
 * items) and `invoice.charge` / `invoice.subscription` / `charge.invoice` (today reached through
 * `invoice.parent` and invoice payments).
 */
export type Interval = 'day' | 'week' | 'month' | 'year';
export type Metadata = Record<string, string>;

export interface PlanPrice {
  /** In the currency's smallest unit (cents). */
  amount: number;
  interval: Interval;
  /** Shown after the product name: "CommentSpark Monthly". */
  nickname: string;
  currency?: string;
}

export const PRODUCT_NAME = 'CommentSpark';
export const PRODUCT_ID = 'prod_CommentSpark';

export const DEFAULT_PRICES: Readonly<Record<string, PlanPrice>> = {
  price_weekly: { amount: 900, interval: 'week', nickname: 'Weekly' },
  price_monthly: { amount: 2800, interval: 'month', nickname: 'Monthly' },
  price_yearly: { amount: 14900, interval: 'year', nickname: 'Yearly' },
};

export interface Product {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  description: string | null;
  livemode: false;
  metadata: Metadata;
  name: string;
  type: 'service';
  updated: number;
}

export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  livemode: false;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string;
  product: string;
  recurring: { interval: Interval; interval_count: 1; meter: null; trial_period_days: null; usage_type: 'licensed' };
  tax_behavior: 'unspecified';
  type: 'recurring';
  unit_amount: number;
  unit_amount_decimal: string;
}

export interface Customer {
  id: string;
  object: 'customer';
  address: null;
  /** Negative is credit, applied to the next invoice (a downgrade's unused time lands here). */
  balance: number;
  created: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  description: string | null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: { custom_fields: null; default_payment_method: string | null; footer: null; rendering_options: null };
  livemode: false;
  metadata: Metadata;
  name: string | null;
  phone: string | null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: 'none';
  test_clock: null;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_details: { email: string | null; name: string | null; address: null; phone: null; tax_exempt: 'none'; tax_ids: [] } | null;
  customer_email: string | null;
  expires_at: number;
  invoice: string | null;
  livemode: false;
  metadata: Metadata;
  mode: 'subscription';
  payment_intent: null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  success_url: string | null;
  ui_mode: 'hosted';
  url: string | null;
}

export interface Plan {
  id: string;
  object: 'plan';
  active: boolean;
  amount: number;
  amount_decimal: string;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  interval: Interval;
  interval_count: 1;
  livemode: false;
  metadata: Metadata;
  nickname: string;
  product: string;
  usage_type: 'licensed';
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  billing_thresholds: null;
  created: number;
  current_period_end: number;
  current_period_start: number;
  discounts: [];
  metadata: Metadata;
  plan: Plan;
  price: Price;
  quantity: number;
  subscription: string;
  tax_rates: [];
}

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled';

export interface Subscription {
  id: string;
  object: 'subscription';
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: null; feedback: null; reason: 'cancellation_requested' | null };
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  current_period_end: number;
  current_period_start: number;
  customer: string;
  default_payment_method: string | null;
  description: null;
  discounts: [];
  ended_at: number | null;
  items: ApiList<SubscriptionItem>;
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  pause_collection: null;
  pending_update: null;
  schedule: null;
  start_date: number;
  status: SubscriptionStatus;
  test_clock: null;
  trial_end: number | null;
  trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } };
  trial_start: number | null;
}

export interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  discount_amounts: [];
  discountable: true;
  discounts: [];
  invoice: string;
  livemode: false;
  metadata: Metadata;
  parent: {
    type: 'subscription_item_details';
    subscription_item_details: {
      invoice_item: null;
      proration: boolean;
      proration_details: { credited_items: null };
      subscription: string;
      subscription_item: string;
    };
  };
  period: { start: number; end: number };
  pretax_credit_amounts: [];
  pricing: { type: 'price_details'; price_details: { price: string; product: string }; unit_amount_decimal: string };
  /** Older API versions' place for `parent.subscription_item_details.proration`. */
  proration: boolean;
  quantity: number;
  subscription: string;
  subtotal: number;
  taxes: [];
}

export interface Invoice {
  id: string;
  object: 'invoice';
  account_name: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  charge: string | null;
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  customer_email: string | null;
  customer_name: string | null;
  description: null;
  ending_balance: number;
  hosted_invoice_url: string;
  invoice_pdf: string;
  lines: ApiList<InvoiceLine>;
  livemode: false;
  metadata: Metadata;
  next_payment_attempt: null;
  number: string;
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { metadata: Metadata; subscription: string } };
  period_end: number;
  period_start: number;
  starting_balance: number;
  status: 'paid' | 'open';
  status_transitions: { finalized_at: number; marked_uncollectible_at: null; paid_at: number | null; voided_at: null };
  subscription: string;
  subtotal: number;
  total: number;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: null;
  billing_details: { email: string | null; name: string | null; address: null; phone: null };
  captured: boolean;
  created: number;
  currency: string;
  customer: string;
  description: string;
  disputed: boolean;
  failure_code: string | null;
  failure_message: string | null;
  invoice: string;
  livemode: false;
  metadata: Metadata;
  outcome: {
    network_status: string;
    reason: string | null;
    risk_level: 'normal';
    seller_message: string;
    type: 'authorized' | 'issuer_declined';
  };
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: {
    type: 'card';
    card: { brand: 'visa'; country: 'US'; exp_month: number; exp_year: number; funding: 'credit'; last4: '4242' };
  };
  receipt_url: string | null;
  refunded: boolean;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'succeeded';
  transfer_reversal: null;
}

export type DisputeStatus = 'needs_response' | 'under_review' | 'won' | 'lost';

export interface Dispute {
  id: string;
  object: 'dispute';
  amount: number;
  balance_transactions: [];
  charge: string;
  created: number;
  currency: string;
  evidence: Record<string, null>;
  evidence_details: { due_by: number; has_evidence: boolean; past_due: boolean; submission_count: number };
  is_charge_refundable: boolean;
  livemode: false;
  metadata: Metadata;
  payment_intent: string;
  reason: string;
  status: DisputeStatus;
}

/** How an invoice was paid (API 2025-03-31 and later link invoices and charges through these). */
export interface InvoicePayment {
  id: string;
  object: 'invoice_payment';
  amount_paid: number;
  amount_requested: number;
  created: number;
  currency: string;
  invoice: string;
  is_default: boolean;
  livemode: false;
  payment: { type: 'payment_intent'; payment_intent: string };
  status: 'paid';
  status_transitions: { canceled_at: null; paid_at: number | null };
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface ApiList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  total_count?: number;
  url: string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** IDs shaped like Stripe's: `cus_` + 14, `sub_1` + 23, `cs_test_a1` + 56 characters. */
export function stripeId(prefix: string, length: number): string {
  const bytes = randomBytes(length);
  let id = prefix;
  for (const byte of bytes) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return id;
}

export const DAY = 86_400;

/** Calendar intervals the way Stripe bills them: Jan 31 + 1 month is Feb 28 (or 29). */
export function addInterval(epochSeconds: number, interval: Interval, count = 1): number {
  const date = new Date(epochSeconds * 1000);
  if (interval === 'day') return epochSeconds + count * DAY;
  if (interval === 'week') return epochSeconds + count * 7 * DAY;
  const months = interval === 'month' ? count : count * 12;
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

export function formatMoney(amount: number, currency: string): string {
  const sign = amount < 0 ? '-' : '';
  const value = (Math.abs(amount) / 100).toFixed(2);
  return currency.toLowerCase() === 'usd' ? `${sign}$${value}` : `${sign}${value} ${currency.toUpperCase()}`;
}

/** "21 Nov 2026", the form Stripe uses in proration line descriptions. */
export function formatDay(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export function planLabel(price: Price): string {
  return `${PRODUCT_NAME} ${price.nickname}`;
}

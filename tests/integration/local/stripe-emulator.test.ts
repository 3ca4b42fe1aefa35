import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeClient } from '#functions/billing/stripe-client';
import { DEFAULT_PRICES, startStripeEmulator, type StripeEmulator } from '#lib/local/stripe/emulator';

/**
 * The emulator is driven through the real `stripe` library, and its webhooks are checked by a
 * small receiver with the real `stripe.webhooks.constructEvent`, as the app's handler does.
 */
const SECRET_KEY = 'sk_test_commentspark_local';
const WEBHOOK_SECRET = 'whsec_commentspark_local_test';
const DAY = 86_400;
const SUCCESS_URL = 'http://app.test/billing/success?session_id={CHECKOUT_SESSION_ID}';
const CANCEL_URL = 'http://app.test/billing?canceled=1';

interface Delivery {
  body: string;
  signature: string;
  event: Stripe.Event | null;
}

class WebhookReceiver {
  readonly deliveries: Delivery[] = [];
  refuseNext = 0;
  url = '';
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const signature = String(req.headers['stripe-signature'] ?? '');
        if (this.refuseNext > 0) {
          this.refuseNext -= 1;
          res.writeHead(503).end();
          return;
        }
        let event: Stripe.Event | null;
        try {
          event = Stripe.webhooks.constructEvent(body, signature, WEBHOOK_SECRET);
        } catch {
          event = null;
        }
        this.deliveries.push({ body, signature, event });
        res.writeHead(event ? 200 : 400).end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/webhooks/stripe`;
    return this.url;
  }

  /** Verified events about one customer, in the order they arrived. */
  eventsFor(customerId: string): Stripe.Event[] {
    return this.deliveries.flatMap(({ event }) => (event && customerOf(event) === customerId ? [event] : []));
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }
}

function customerOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as { customer?: unknown };
  return typeof object.customer === 'string' ? object.customer : undefined;
}

/** Fields this emulator keeps from older API versions, which stripe-node 23's types no longer declare. */
function legacy<T extends object>(object: T): T & { charge?: string | null; invoice?: string | null; current_period_end?: number } {
  return object as T & { charge?: string | null; invoice?: string | null; current_period_end?: number };
}

const receiver = new WebhookReceiver();
let emulator: StripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  const webhookUrl = await receiver.start();
  emulator = await startStripeEmulator({
    port: 0,
    webhookUrl,
    webhookSecret: WEBHOOK_SECRET,
    secretKey: SECRET_KEY,
    prices: { ...DEFAULT_PRICES, price_monthly_pro: { amount: 5600, interval: 'month', nickname: 'Monthly Pro' } },
    retryDelaysMs: [20, 40],
    tickIntervalMs: false,
    log: () => undefined,
  });
  stripe = stripeClient(SECRET_KEY, emulator.url);
});

afterAll(async () => {
  await emulator?.close();
  await receiver.close();
});

let emails = 0;
function uniqueEmail(): string {
  emails += 1;
  return `creator${emails}-${Date.now()}@example.com`;
}

async function openCheckout(options: { price?: string; trialDays?: number | null } = {}) {
  const customer = await stripe.customers.create({ email: uniqueEmail(), metadata: { userId: `user-${emails}` } });
  const trialDays = options.trialDays === undefined ? 7 : options.trialDays;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: `user-${emails}`,
    line_items: [{ price: options.price ?? 'price_monthly', quantity: 1 }],
    subscription_data: { ...(trialDays ? { trial_period_days: trialDays } : {}), metadata: { userId: `user-${emails}` } },
    metadata: { userId: `user-${emails}` },
    success_url: SUCCESS_URL,
    cancel_url: CANCEL_URL,
  });
  return { customer, session };
}

function completeCheckout(sessionId: string): Promise<Response> {
  return fetch(`${emulator.url}/checkout/${sessionId}/complete`, { method: 'POST', redirect: 'manual' });
}

/** A customer who clicked "Start trial" (or "Subscribe" without a trial). */
async function subscribed(options: { price?: string; trialDays?: number | null } = {}) {
  const { customer, session } = await openCheckout(options);
  await completeCheckout(session.id);
  const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
  return { customer, session: completed, subscription: completed.subscription as Stripe.Subscription };
}

describe('customers', () => {
  it('creates a customer and finds it by email', async () => {
    const email = uniqueEmail();
    const created = await stripe.customers.create({ email, name: 'Mia Glow', metadata: { userId: 'u-1' } });

    const found = await stripe.customers.list({ email });

    expect(created.id).toMatch(/^cus_\w{14}$/);
    expect(created).toMatchObject({ object: 'customer', email, name: 'Mia Glow', metadata: { userId: 'u-1' }, livemode: false });
    expect(found).toMatchObject({ object: 'list', has_more: false, url: '/v1/customers' });
    expect(found.data.map((c) => c.id)).toEqual([created.id]);
    expect((await stripe.customers.retrieve(created.id)).id).toBe(created.id);
  });
});

describe('checkout', () => {
  it('creates a session whose url is the emulator checkout page', async () => {
    const { customer, session } = await openCheckout();

    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      customer: customer.id,
      url: `${emulator.url}/checkout/${session.id}`,
    });
  });

  it('shows the plan, the price, the 7-day free trial, a test card note and both buttons', async () => {
    const { session } = await openCheckout();

    const res = await fetch(session.url as string);
    const html = await res.text();

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('CommentSpark Monthly');
    expect(html).toContain('$28.00 per month');
    expect(html).toContain('7-day free trial');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toMatch(/<button type="submit" class="primary">Start trial<\/button>/);
    expect(html).toMatch(/<button[^>]*formaction="\/checkout\/[^"]+\/cancel"[^>]*>Cancel<\/button>/);
  });

  it('redirects "Start trial" to the success URL with the session id filled in', async () => {
    const { session } = await openCheckout();

    const res = await completeCheckout(session.id);

    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://app.test/billing/success?session_id=${session.id}`);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'no_payment_required',
    });
  });

  it('asks for an email when the session has no customer, and creates the customer on completion', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: 'price_yearly' }],
      subscription_data: { trial_period_days: 7 },
      success_url: SUCCESS_URL,
    });
    const email = uniqueEmail();

    const html = await (await fetch(session.url as string)).text();
    const res = await fetch(`${emulator.url}/checkout/${session.id}/complete`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ email }),
    });

    expect(html).toMatch(/<label for="email">Email<\/label><input id="email" name="email" type="email"/);
    expect(res.status).toBe(303);
    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ['customer'] });
    expect(completed.customer).toMatchObject({ object: 'customer', email });
  });

  it('redirects "Cancel" to the cancel URL and leaves the session open', async () => {
    const { session } = await openCheckout();

    const res = await fetch(`${emulator.url}/checkout/${session.id}/cancel`, { method: 'POST', redirect: 'manual' });

    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(CANCEL_URL);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('delivers subscription.created, invoice.paid and checkout.session.completed in order, each verified by its signature', async () => {
    const { customer, session } = await openCheckout();

    await completeCheckout(session.id);

    const events = receiver.eventsFor(customer.id);
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']);
    expect(
      events.every((e) => e.id.startsWith('evt_') && e.object === 'event' && e.livemode === false && e.api_version === Stripe.API_VERSION),
    ).toBe(true);
    expect(events[2]?.data.object).toMatchObject({ id: session.id, status: 'complete', client_reference_id: session.client_reference_id });
    expect(receiver.deliveries.filter((d) => d.event === null)).toEqual([]);
  });

  it('signs so that a tampered body fails verification', async () => {
    const { customer, session } = await openCheckout();
    await completeCheckout(session.id);
    const delivery = receiver.deliveries.find((d) => d.event && customerOf(d.event) === customer.id);
    expect(delivery).toBeDefined();

    const tampered = (delivery as Delivery).body.replace('"livemode": false', '"livemode": true');

    expect(tampered).not.toBe(delivery?.body);
    expect(() => Stripe.webhooks.constructEvent(tampered, delivery?.signature as string, WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('starts a trialing subscription whose trial ends 7 days from now', async () => {
    const { subscription, session } = await subscribed();
    const now = emulator.now();

    expect(subscription.id).toMatch(/^sub_/);
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'trialing',
      customer: session.customer,
      metadata: { userId: expect.any(String) },
    });
    expect(subscription.trial_end).toBeGreaterThanOrEqual(now + 7 * DAY - 60);
    expect(subscription.trial_end).toBeLessThanOrEqual(now + 7 * DAY);
    expect(subscription.items.data[0]).toMatchObject({
      price: { id: 'price_monthly', unit_amount: 2800 },
      current_period_end: subscription.trial_end,
    });
    expect(legacy(subscription).current_period_end).toBe(subscription.trial_end);
  });
});

describe('the clock', () => {
  it('sends trial_will_end three days before the trial ends', async () => {
    const { customer } = await subscribed();

    await emulator.advanceTime(4 * DAY + 60);

    expect(receiver.eventsFor(customer.id).map((e) => e.type)).toContain('customer.subscription.trial_will_end');
  });

  it('charges the plan when the trial ends and makes the subscription active', async () => {
    const { customer, subscription } = await subscribed();

    const res = await fetch(`${emulator.url}/_emulator/advance-time`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 7 * DAY + 60 }),
    });

    expect(res.status).toBe(200);
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: 'active' });
    const [renewal] = (await stripe.invoices.list({ customer: customer.id, limit: 1 })).data;
    expect(renewal).toMatchObject({ status: 'paid', amount_paid: 2800, billing_reason: 'subscription_cycle' });
    expect(
      receiver
        .eventsFor(customer.id)
        .map((e) => e.type)
        .slice(-2),
    ).toEqual(['invoice.paid', 'customer.subscription.updated']);
  });

  it('fails the next renewal on request: invoice.payment_failed and past_due', async () => {
    const { customer, subscription } = await subscribed();
    await fetch(`${emulator.url}/_emulator/fail-next-payment`, { method: 'POST' });

    await emulator.advanceTime(7 * DAY + 60);

    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    expect(
      receiver
        .eventsFor(customer.id)
        .map((e) => e.type)
        .slice(-2),
    ).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    const [charge] = (await stripe.charges.list({ customer: customer.id })).data;
    expect(charge).toMatchObject({ status: 'failed', failure_code: 'card_declined', amount: 2800 });
  });
});

describe('plan changes', () => {
  it('charges an active subscriber the new plan less the unused time, on a paid invoice with a charge', async () => {
    const { customer, subscription } = await subscribed();
    await emulator.advanceTime(7 * DAY + 60);
    await emulator.advanceTime(10 * DAY);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;

    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: 'price_yearly' }],
      proration_behavior: 'always_invoice',
    });
    await emulator.settled();

    expect(updated.items.data[0]?.price.id).toBe('price_yearly');
    const [invoice] = (await stripe.invoices.list({ customer: customer.id, limit: 1 })).data;
    expect(invoice).toMatchObject({ status: 'paid', billing_reason: 'subscription_update', currency: 'usd' });
    expect(invoice?.amount_paid).toBeGreaterThan(14_900 - 2800);
    expect(invoice?.amount_paid).toBeLessThan(14_900);
    expect(invoice?.lines.data.map((l) => l.amount < 0)).toEqual([true, false]);
    expect(invoice?.lines.data[0]?.description).toMatch(/^Unused time on CommentSpark Monthly after /);
    const charge = await stripe.charges.retrieve(legacy(invoice as Stripe.Invoice).charge as string);
    expect(legacy(charge)).toMatchObject({ status: 'succeeded', amount: invoice?.amount_paid, invoice: invoice?.id });
    expect(
      receiver
        .eventsFor(customer.id)
        .map((e) => e.type)
        .slice(-2),
    ).toEqual(['customer.subscription.updated', 'invoice.paid']);
  });

  it('invoices the difference for the rest of the period when the interval stays the same', async () => {
    const { customer, subscription } = await subscribed({ trialDays: null });
    const period = subscription.items.data[0] as Stripe.SubscriptionItem;
    await emulator.setClock(period.current_period_start + Math.floor((period.current_period_end - period.current_period_start) / 2));

    await stripe.subscriptions.update(subscription.id, {
      items: [{ id: period.id, price: 'price_monthly_pro' }],
      proration_behavior: 'always_invoice',
    });

    const [invoice] = (await stripe.invoices.list({ customer: customer.id, limit: 1 })).data;
    expect(invoice?.lines.data.map((l) => l.description)).toEqual([
      expect.stringMatching(/^Unused time on CommentSpark Monthly after/),
      expect.stringMatching(/^Remaining time on CommentSpark Monthly Pro after/),
    ]);
    expect(invoice?.amount_paid).toBeGreaterThan(1300);
    expect(invoice?.amount_paid).toBeLessThan(1500);
  });

  it('with create_prorations, bills the difference on the next renewal instead of now', async () => {
    const { customer, subscription } = await subscribed({ trialDays: null });
    const period = subscription.items.data[0] as Stripe.SubscriptionItem;
    await emulator.setClock(period.current_period_start + Math.floor((period.current_period_end - period.current_period_start) / 2));

    await stripe.subscriptions.update(subscription.id, {
      items: [{ id: period.id, price: 'price_monthly_pro' }],
      proration_behavior: 'create_prorations',
    });
    const invoicesAfterChange = (await stripe.invoices.list({ customer: customer.id })).data.length;
    await emulator.setClock(period.current_period_end + 60);

    expect(invoicesAfterChange).toBe(1);
    const [renewal] = (await stripe.invoices.list({ customer: customer.id, limit: 1 })).data;
    expect(renewal?.lines.data.map((l) => l.parent?.subscription_item_details?.proration)).toEqual([true, true, false]);
    expect(renewal?.lines.data[2]?.amount).toBe(5600);
    expect(renewal?.amount_paid).toBeGreaterThan(5600 + 1300);
    expect(renewal?.amount_paid).toBeLessThan(5600 + 1500);
  });

  it('changes the price during a trial without charging anything', async () => {
    const { customer, subscription } = await subscribed();
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;

    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: 'price_weekly' }],
      proration_behavior: 'create_prorations',
    });

    expect(updated).toMatchObject({ status: 'trialing', trial_end: subscription.trial_end });
    expect(updated.items.data[0]?.price.id).toBe('price_weekly');
    expect((await stripe.invoices.list({ customer: customer.id })).data).toHaveLength(1);
  });
});

describe('cancellation', () => {
  it('sets cancel_at_period_end and sends customer.subscription.updated with the previous value', async () => {
    const { customer, subscription } = await subscribed();

    const updated = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await emulator.settled();

    expect(updated).toMatchObject({ cancel_at_period_end: true, cancel_at: subscription.trial_end, status: 'trialing' });
    const last = receiver.eventsFor(customer.id).at(-1);
    expect(last?.type).toBe('customer.subscription.updated');
    expect(last?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
  });

  it('ends a subscription set to cancel at period end when the period ends', async () => {
    const { customer, subscription } = await subscribed();
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });

    await emulator.advanceTime(7 * DAY + 60);

    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    expect(receiver.eventsFor(customer.id).at(-1)?.type).toBe('customer.subscription.deleted');
  });

  it('cancels at once on delete and sends customer.subscription.deleted', async () => {
    const { customer, subscription } = await subscribed();

    const canceled = await stripe.subscriptions.cancel(subscription.id);
    await emulator.settled();

    expect(canceled).toMatchObject({ status: 'canceled', ended_at: expect.any(Number) });
    expect(receiver.eventsFor(customer.id).at(-1)?.type).toBe('customer.subscription.deleted');
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data.map((s) => s.id)).toEqual([subscription.id]);
  });
});

describe('billing history', () => {
  it('lists invoices with numbers, amounts, periods, lines and working hosted and PDF links', async () => {
    const { customer } = await subscribed();
    await emulator.advanceTime(7 * DAY + 60);

    const invoices = (await stripe.invoices.list({ customer: customer.id, limit: 10 })).data;

    expect(invoices.map((i) => i.amount_paid)).toEqual([2800, 0]);
    const [renewal] = invoices;
    expect(renewal).toMatchObject({
      object: 'invoice',
      currency: 'usd',
      total: 2800,
      amount_due: 2800,
      status: 'paid',
      number: expect.stringMatching(/^[A-Z0-9]{8}-0002$/),
    });
    expect(renewal?.lines.data[0]?.description).toBe('1 × CommentSpark Monthly (at $28.00 / month)');
    expect(renewal?.period_end).toBeGreaterThan(renewal?.period_start as number);
    expect((await fetch(renewal?.hosted_invoice_url as string)).status).toBe(200);
    const pdf = await fetch(renewal?.invoice_pdf as string);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('lists charges with their status and invoice', async () => {
    const { customer } = await subscribed();
    await emulator.advanceTime(7 * DAY + 60);

    const charges = (await stripe.charges.list({ customer: customer.id })).data;

    expect(charges).toHaveLength(1);
    expect(charges[0]?.id).toMatch(/^ch_/);
    expect(legacy(charges[0] as Stripe.Charge)).toMatchObject({
      amount: 2800,
      currency: 'usd',
      status: 'succeeded',
      description: 'Subscription update',
      invoice: expect.stringMatching(/^in_/),
    });
  });
});

describe('refunds and disputes', () => {
  /** A subscriber whose trial ended: one paid $28 charge. */
  async function paidCharge(): Promise<{ customer: Stripe.Customer; charge: Stripe.Charge }> {
    const { customer, subscription } = await subscribed();
    await stripe.subscriptions.update(subscription.id, { trial_end: 'now' });
    await emulator.settled();
    const [charge] = (await stripe.charges.list({ customer: customer.id })).data;
    return { customer, charge: charge as Stripe.Charge };
  }

  it('refunds part of a charge, then the rest, moving amount_refunded and sending charge.refunded each time', async () => {
    const { customer, charge } = await paidCharge();

    const part = await stripe.refunds.create({ charge: charge.id, amount: 1000 });
    const rest = await stripe.refunds.create({ payment_intent: charge.payment_intent as string });
    await emulator.settled();

    expect(part).toMatchObject({ object: 'refund', amount: 1000, charge: charge.id, status: 'succeeded' });
    expect(rest).toMatchObject({ amount: 1800, charge: charge.id });
    expect(await stripe.charges.retrieve(charge.id)).toMatchObject({ amount_refunded: 2800, refunded: true });
    const refunded = receiver.eventsFor(customer.id).filter((e) => e.type === 'charge.refunded');
    expect(refunded.map((e) => [(e.data.object as Stripe.Charge).amount_refunded, e.data.previous_attributes])).toEqual([
      [1000, { amount_refunded: 0 }],
      [2800, { amount_refunded: 1000, refunded: false }],
    ]);
    expect((await stripe.refunds.list({ charge: charge.id })).data.map((r) => r.id)).toEqual([rest.id, part.id]);
    expect((await stripe.refunds.retrieve(part.id)).amount).toBe(1000);
  });

  it('refuses a refund larger than what is left, or of a charge refunded in full, as Stripe does', async () => {
    const { charge } = await paidCharge();

    const tooMuch = await stripe.refunds.create({ charge: charge.id, amount: 2801 }).catch((e: unknown) => e);
    await stripe.refunds.create({ charge: charge.id });
    const again = await stripe.refunds.create({ charge: charge.id }).catch((e: unknown) => e);
    const unknown = await stripe.refunds.create({ charge: 'ch_doesnotexist' }).catch((e: unknown) => e);

    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount' });
    expect(again).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
    expect(unknown).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'charge' });
  });

  it('opens a dispute through the test helper: the charge is disputed and charge.dispute.created is delivered signed', async () => {
    const { charge } = await paidCharge();

    const res = await fetch(`${emulator.url}/_emulator/dispute/${charge.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 2000 }),
    });
    const dispute = (await res.json()) as Stripe.Dispute;

    expect(res.status).toBe(200);
    expect(dispute).toMatchObject({ object: 'dispute', amount: 2000, charge: charge.id, status: 'needs_response' });
    expect((await stripe.charges.retrieve(charge.id)).disputed).toBe(true);
    expect(await stripe.disputes.retrieve(dispute.id)).toMatchObject({ id: dispute.id, amount: 2000 });
    const delivered = receiver.deliveries.find(
      (d) => d.event?.type === 'charge.dispute.created' && (d.event.data.object as Stripe.Dispute).id === dispute.id,
    );
    expect(delivered?.event).toBeTruthy();
    const refund = await stripe.refunds.create({ charge: charge.id }).catch((e: unknown) => e);
    expect(refund).toMatchObject({ statusCode: 400, code: 'charge_disputed' });
  });

  it('closes a dispute as lost or won on request, with charge.dispute.closed', async () => {
    const { charge } = await paidCharge();
    const opened = (await (await fetch(`${emulator.url}/_emulator/dispute/${charge.id}`, { method: 'POST' })).json()) as Stripe.Dispute;

    const res = await fetch(`${emulator.url}/_emulator/dispute/${opened.id}/close`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'lost' }),
    });
    const twice = await fetch(`${emulator.url}/_emulator/dispute/${opened.id}/close`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'won' }),
    });

    expect(res.status).toBe(200);
    expect(await stripe.disputes.retrieve(opened.id)).toMatchObject({ status: 'lost', amount: 2800 });
    expect(
      receiver.deliveries.some(
        (d) => d.event?.type === 'charge.dispute.closed' && (d.event.data.object as Stripe.Dispute).id === opened.id,
      ),
    ).toBe(true);
    expect(twice.status).toBe(400);
  });

  it('links a charge to its invoice through invoice payments, as current API versions do', async () => {
    const { charge } = await paidCharge();

    const payments = await stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: charge.payment_intent as string },
    });

    expect(payments.data).toHaveLength(1);
    expect(payments.data[0]).toMatchObject({
      object: 'invoice_payment',
      invoice: legacy(charge).invoice,
      amount_paid: 2800,
      status: 'paid',
    });
  });
});

describe('errors, keys and idempotency', () => {
  it('answers an unknown id with a Stripe-shaped 404 that stripe-node raises as StripeInvalidRequestError', async () => {
    const error = await stripe.subscriptions.retrieve('sub_doesnotexist').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
      message: "No such subscription: 'sub_doesnotexist'",
    });
  });

  it('refuses an unknown price as a 400 naming the parameter', async () => {
    const customer = await stripe.customers.create({ email: uniqueEmail() });

    const error = await stripe.checkout.sessions
      .create({
        mode: 'subscription',
        customer: customer.id,
        line_items: [{ price: 'price_lifetime', quantity: 1 }],
        success_url: SUCCESS_URL,
      })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param: 'line_items[0][price]' });
  });

  it('answers a wrong API key with 401, which stripe-node raises as StripeAuthenticationError', async () => {
    const error = await stripeClient('sk_test_wrong', emulator.url)
      .customers.list()
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(401);
  });

  it('returns the same object when an idempotency key is replayed, and refuses the key with other parameters', async () => {
    const email = uniqueEmail();
    const first = await stripe.customers.create({ email }, { idempotencyKey: `signup-${email}` });

    const replay = await stripe.customers.create({ email }, { idempotencyKey: `signup-${email}` });
    const misuse = await stripe.customers
      .create({ email: 'other@example.com' }, { idempotencyKey: `signup-${email}` })
      .catch((e: unknown) => e);

    expect(replay.id).toBe(first.id);
    expect((await stripe.customers.list({ email })).data).toHaveLength(1);
    expect(misuse).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });
});

describe('webhook delivery', () => {
  it('retries a delivery the endpoint refused, before sending the next event', async () => {
    const { customer, session } = await openCheckout();
    receiver.refuseNext = 1;

    await completeCheckout(session.id);

    expect(receiver.eventsFor(customer.id).map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    const created = emulator
      .events()
      .find((r) => r.event.type === 'customer.subscription.created' && customerOf(r.event as Stripe.Event) === customer.id);
    expect(created?.delivery).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('with deliver: false records events without sending them, and redelivers one on request', async () => {
    const quiet = await startStripeEmulator({
      port: 0,
      webhookUrl: receiver.url,
      webhookSecret: WEBHOOK_SECRET,
      deliver: false,
      tickIntervalMs: false,
      log: () => undefined,
    });
    try {
      const client = stripeClient('sk_test_any_key_works', quiet.url);
      const customer = await client.customers.create({ email: uniqueEmail() });
      const session = await client.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        line_items: [{ price: 'price_weekly' }],
        success_url: SUCCESS_URL,
      });
      await fetch(`${quiet.url}/checkout/${session.id}/complete`, { method: 'POST', redirect: 'manual' });
      expect(quiet.events().map((r) => r.delivery.status)).toEqual(['not_sent', 'not_sent', 'not_sent']);
      expect(receiver.eventsFor(customer.id)).toEqual([]);

      const [first] = quiet.events();
      const delivery = await quiet.redeliver(first?.event.id as string);

      expect(delivery).toMatchObject({ status: 'delivered', attempts: 1 });
      expect(receiver.eventsFor(customer.id).map((e) => e.id)).toEqual([first?.event.id]);
      expect(Stripe.webhooks.constructEvent(first?.payload as string, quiet.signature(first?.payload as string), WEBHOOK_SECRET).id).toBe(
        first?.event.id,
      );
    } finally {
      await quiet.close();
    }
  });
});

describe('saved state', () => {
  it('keeps customers, subscriptions, invoices and the clock across a restart when given a state file', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'stripe-state-'));
    const statePath = join(dir, 'account.json');
    const options = {
      port: 0,
      webhookUrl: 'http://127.0.0.1:9/unused',
      webhookSecret: WEBHOOK_SECRET,
      secretKey: SECRET_KEY,
      deliver: false,
      tickIntervalMs: false as const,
      statePath,
    };
    try {
      const first = await startStripeEmulator(options);
      const stripe = stripeClient(SECRET_KEY, first.url);
      const customer = await stripe.customers.create({ email: 'kept@example.com' });
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        line_items: [{ price: 'price_monthly', quantity: 1 }],
        subscription_data: { trial_period_days: 7 },
        success_url: SUCCESS_URL,
      });
      await fetch(`${session.url}/complete`, { method: 'POST', redirect: 'manual' });
      await first.advanceTime(2 * DAY);
      const clock = first.now();
      const eventCount = first.events().length;
      await first.close();

      const second = await startStripeEmulator(options);
      try {
        const again = stripeClient(SECRET_KEY, second.url);
        const [subscription] = (await again.subscriptions.list({ customer: customer.id })).data;
        expect(subscription).toMatchObject({ status: 'trialing', customer: customer.id });
        expect((await again.invoices.list({ customer: customer.id })).data).toHaveLength(1);
        expect(second.now()).toBeGreaterThanOrEqual(clock);
        expect(second.events()).toHaveLength(eventCount);
        // New objects keep working on the restored account.
        await again.subscriptions.update(subscription!.id, { cancel_at_period_end: true });
        expect((await again.subscriptions.retrieve(subscription!.id)).cancel_at_period_end).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

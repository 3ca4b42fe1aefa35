import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LedgerFigures } from '#functions/ambassadors/commissions-store';
import type { PayoutResult } from '#functions/ambassadors/payouts';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import {
  advanceTime,
  completeCheckout,
  emulatorEvents,
  postWebhook,
  setDelivery,
  settled,
  stripeOf,
  type RecordedEvent,
} from '../../support/stripe';

/**
 * The commission ledger and the payout run (docs/product-rules.md#commissions,
 * docs/product-rules.md#payouts), end to end: sign-ups through the Stripe emulator's checkout, its
 * invoices, refunds and disputes delivered to the real webhook, the ledger read back from DynamoDB
 * Local, and the payout run and admin routes on top.
 */
const stack = inject('stack');
const DAY_MS = 24 * 60 * 60 * 1000;

type Data = typeof import('#functions/ambassadors/commissions-store');
type Ambassadors = typeof import('#functions/ambassadors/store');
let ledger: Data;
let ambassadors: Ambassadors;
let runPayouts: typeof import('#functions/ambassadors/payouts').runPayouts;
let stripe: Stripe;
let adminToken: string;

beforeAll(async () => {
  useStackTable(stack);
  ledger = await import('#functions/ambassadors/commissions-store');
  ambassadors = await import('#functions/ambassadors/store');
  runPayouts = (await import('#functions/ambassadors/payouts')).runPayouts;
  stripe = stripeOf(stack);
  adminToken = (await signIn(stack, stack.accounts.admin.email, stack.accounts.admin.password)).idToken;
});

afterAll(async () => {
  await setDelivery(stack, true);
});

/** A fresh ambassador (a code of its own, so no other test's entries count). */
async function newAmbassador(
  fields: { commissionRate?: number; earningStopped?: boolean; status?: 'active' | 'inactive' | 'pending'; email?: string } = {},
): Promise<string> {
  const code = `amb${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await ambassadors.putAmbassador(
    ambassadors.newAmbassador({
      code,
      email: fields.email ?? `${code}@example.com`,
      status: fields.status ?? 'active',
      commissionRate: fields.commissionRate ?? 0.5,
      earningStopped: fields.earningStopped ?? false,
    }),
  );
  return code;
}

interface Referred {
  email: string;
  userId: string;
  customerId: string;
  subscriptionId: string;
}

/** A creator who followed the ambassador's link and started the monthly trial through checkout. */
async function referredTrial(code: string, email = `ref-${randomUUID().slice(0, 8)}@example.com`): Promise<Referred> {
  const userId = await createAccount(stack, email, 'creator-pass-1');
  const { idToken } = await signIn(stack, email, 'creator-pass-1');
  const created = await api(stack, 'POST', '/api/me/subscriber', {
    token: idToken,
    body: { firstName: 'Dana', lastName: 'Reed', niche: 'skincare', referredBy: code, referralSource: `http://localhost/?ref=${code}` },
  });
  expect(created.status).toBe(201);
  const session = await api<{ url: string }>(stack, 'POST', '/api/billing/checkout', {
    token: idToken,
    body: { tier: 'monthly', from: 'onboarding' },
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  await completeCheckout(session.body.url);
  await settled(stack);
  const me = await api<{ subscriber: { stripeCustomerId: string } }>(stack, 'GET', '/api/me', { token: idToken });
  const customerId = me.body.subscriber.stripeCustomerId;
  const [subscription] = (await stripe.subscriptions.list({ customer: customerId })).data;
  return { email, userId, customerId, subscriptionId: subscription!.id };
}

/** Ends one subscriber's trial now (Stripe's `trial_end=now`): the first $28 invoice is paid. */
async function endTrial(referred: Referred): Promise<void> {
  await stripe.subscriptions.update(referred.subscriptionId, { trial_end: 'now' });
  await settled(stack);
}

async function lastCharge(referred: Referred): Promise<Stripe.Charge> {
  const [charge] = (await stripe.charges.list({ customer: referred.customerId, limit: 1 })).data;
  return charge!;
}

const stripeNow = async () => new Date(((await advanceTime(stack, 0)) as { now: number }).now * 1000);
const figures = (code: string, now: Date): Promise<LedgerFigures> => ledger.ledgerOf(code, now);

/** Another test file may hold the run's claim for a moment: wait for it, as the next schedule would. */
async function payouts(now: Date, codes: string[]): Promise<Extract<PayoutResult, { status: 'done' }>['report']> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const result = await runPayouts({ now, codes });
    if (result.status === 'done') return result.report;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The payout claim stayed held');
}

async function eventsOf(customerId: string): Promise<RecordedEvent[]> {
  return (await emulatorEvents(stack)).filter((e) => e.event.data.object.customer === customerId);
}

/** A commission entry written straight to the ledger, as the webhook writes it (payout tests need many). */
function entry(code: string, cents: number, paidAt: Date, invoiceId = `in_test${randomUUID().replaceAll('-', '')}`) {
  return {
    kind: 'commission' as const,
    ambassadorCode: code,
    invoiceId,
    chargeId: null,
    environment: 'sandbox' as const,
    userId: `user-${invoiceId}`,
    subscriberEmail: 'dana@example.com',
    plan: 'monthly',
    amountPaidCents: cents * 2,
    ratePercent: 50,
    cents,
    paidAt: paidAt.toISOString(),
    availableAt: new Date(paidAt.getTime() + 30 * DAY_MS).toISOString(),
    selfReferral: false,
    createdAt: paidAt.toISOString(),
  };
}

describe('commission entries from Stripe', () => {
  it('earns nothing on the trial, then one entry at the rate when the trial ends, and one per renewal at the rate of that day', async () => {
    const code = await newAmbassador({ commissionRate: 0.5 });
    const referred = await referredTrial(code);
    expect((await figures(code, await stripeNow())).entries).toEqual([]);

    await endTrial(referred);
    const afterTrial = await stripeNow();
    const first = await figures(code, afterTrial);
    expect(first.entries).toEqual([
      expect.objectContaining({
        kind: 'commission',
        plan: 'monthly',
        amountPaidCents: 2800,
        cents: 1400,
        state: 'pending',
        subscriber: `${referred.email[0]}***@example.com`,
      }),
    ]);
    expect(first).toMatchObject({
      pendingCents: 1400,
      dueCents: 0,
      paidCents: 0,
      earningsCents: 1400,
      payingSubscribers: 1,
      selfReferrals: 0,
    });
    expect(Date.parse(first.nextAvailableAt!) - Date.parse(first.entries[0]!.paidAt)).toBe(30 * DAY_MS);

    // The admin lowers the rate: the next payment earns at the new one, the first keeps its own.
    const { email, firstName, lastName, phone, company, status, notes, earningStopped } = (await ambassadors.getAmbassador(code))!;
    await ambassadors.updateAmbassador(
      code,
      { email, firstName, lastName, phone, company, status, notes, earningStopped, commissionRate: 0.3 },
      new Date(),
    );
    await advanceTime(stack, 32 * 24 * 60 * 60);
    await settled(stack);
    const renewed = await figures(code, await stripeNow());
    expect(renewed.entries.map((e) => [e.cents, e.state])).toEqual([
      [840, 'pending'],
      [1400, 'due'],
    ]);
    expect(renewed).toMatchObject({ pendingCents: 840, dueCents: 1400, earningsCents: 2240, payingSubscribers: 1 });
  });

  it('makes one entry of an invoice however often and in whatever order its events come', async () => {
    const code = await newAmbassador();
    const referred = await referredTrial(code);
    await setDelivery(stack, false);
    try {
      await stripe.subscriptions.update(referred.subscriptionId, { trial_end: 'now' });
      await stripe.refunds.create({ charge: (await lastCharge(referred)).id, amount: 700 });
    } finally {
      await setDelivery(stack, true);
    }
    const events = (await eventsOf(referred.customerId)).filter((e) => e.delivery.status === 'not_sent');
    expect(events.map((e) => e.event.type)).toEqual(['invoice.paid', 'customer.subscription.updated', 'charge.refunded']);

    // The refund first, then the payment twice, then the payment again under another event id.
    for (const e of [...events].reverse()) expect((await postWebhook(stack, e.payload)).status).toBe(200);
    const invoicePaid = events[0]!;
    expect((await postWebhook(stack, invoicePaid.payload)).body).toMatchObject({ outcome: 'duplicate' });
    const copy = invoicePaid.payload.replace(invoicePaid.event.id, `evt_copy${randomUUID().replaceAll('-', '').slice(0, 16)}`);
    expect((await postWebhook(stack, copy)).body).toMatchObject({ outcome: 'processed' });

    const now = await stripeNow();
    const result = await figures(code, now);
    expect(result.entries.map((e) => [e.kind, e.cents])).toEqual(
      expect.arrayContaining([
        ['commission', 1400],
        ['reversal', -350],
      ]),
    );
    expect(result.entries).toHaveLength(2);
    expect(result.earningsCents).toBe(1050);
  });

  it('voids a commission not yet paid out when the payment is refunded in full', async () => {
    const code = await newAmbassador();
    const referred = await referredTrial(code);
    await endTrial(referred);

    const refund = await stripe.refunds.create({ charge: (await lastCharge(referred)).id });
    await settled(stack);

    expect(refund).toMatchObject({ object: 'refund', amount: 2800, status: 'succeeded' });
    const result = await figures(code, await stripeNow());
    expect(result.entries).toEqual([expect.objectContaining({ kind: 'commission', cents: 1400, state: 'voided' })]);
    expect(result).toMatchObject({ pendingCents: 0, dueCents: 0, earningsCents: 0, payingSubscribers: 0 });
  });

  it('takes back a partial refund and then a dispute of the rest, ending at zero', async () => {
    const code = await newAmbassador();
    const referred = await referredTrial(code);
    await endTrial(referred);
    const charge = await lastCharge(referred);

    await stripe.refunds.create({ charge: charge.id, amount: 700 });
    await settled(stack);
    const res = await fetch(`${stack.stripe}/_emulator/dispute/${charge.id}`, { method: 'POST' });
    expect(res.status).toBe(200);
    await settled(stack);

    const result = await figures(code, await stripeNow());
    expect(result.entries.map((e) => e.cents).sort((a, b) => a - b)).toEqual([-1050, -350, 1400]);
    expect(result.earningsCents).toBe(0);
  });

  it('flags a self-referral with a zero entry and pays nothing', async () => {
    const ambassadorEmail = `self-${randomUUID().slice(0, 8)}@example.com`;
    const code = await newAmbassador({ email: ambassadorEmail });
    const referred = await referredTrial(code, ambassadorEmail.replace('@', '+me@'));
    await endTrial(referred);

    const result = await figures(code, await stripeNow());
    expect(result).toMatchObject({ selfReferrals: 1, payingSubscribers: 0, earningsCents: 0, pendingCents: 0 });
    expect(result.entries).toEqual([]);
    const partition = await ledger.readPartition(code);
    expect(partition.commissions).toEqual([expect.objectContaining({ selfReferral: true, cents: 0, amountPaidCents: 2800 })]);
  });

  it('keeps an inactive ambassador’s referrals earning, and stops them when an admin says so', async () => {
    const inactive = await newAmbassador({ status: 'inactive' });
    const stopped = await newAmbassador({ status: 'inactive', earningStopped: true });
    const [a, b] = [await referredTrial(inactive), await referredTrial(stopped)];
    await endTrial(a);
    await endTrial(b);

    const now = await stripeNow();
    expect((await figures(inactive, now)).earningsCents).toBe(1400);
    expect((await ledger.readPartition(stopped)).commissions).toEqual([]);
  });
});

describe('a scripted month', () => {
  it('10 referrals (1 of them the ambassador’s own), 2 refunded in full: $98 earned, held 30 days, then one $98 statement', async () => {
    const ambassadorEmail = `month-${randomUUID().slice(0, 8)}@example.com`;
    const code = await newAmbassador({ email: ambassadorEmail, commissionRate: 0.5 });
    const referred = [await referredTrial(code, ambassadorEmail.replace('@', '+own@'))];
    for (let i = 0; i < 9; i += 1) referred.push(await referredTrial(code));
    for (const r of referred) await endTrial(r);
    for (const r of referred.slice(1, 3)) await stripe.refunds.create({ charge: (await lastCharge(r)).id });
    await settled(stack);

    const now = await stripeNow();
    const held = await figures(code, now);
    expect(held).toMatchObject({
      pendingCents: 9800,
      dueCents: 0,
      paidCents: 0,
      earningsCents: 9800,
      payingSubscribers: 7,
      selfReferrals: 1,
    });
    expect(held.entries.filter((e) => e.state === 'voided')).toHaveLength(2);
    expect(held.entries).toHaveLength(9);

    // What the admin table and the ambassador's portal show of it.
    const table = await api<{ ambassadors: Array<Record<string, unknown>> }>(stack, 'GET', '/api/admin/ambassadors', { token: adminToken });
    expect(table.body.ambassadors.find((row) => row.code === code)).toMatchObject({
      referrals: 10,
      conversions: 7,
      selfReferrals: 1,
      earningsCents: 9800,
      pendingCents: 9800,
      dueCents: 0,
      paidCents: 0,
    });
    const portalEmail = `portal-${code}@example.com`;
    await ambassadors.linkAmbassadorUser(code, await createAccount(stack, portalEmail, 'portal-pass-1', ['ambassador']));
    const portalToken = (await signIn(stack, portalEmail, 'portal-pass-1')).idToken;
    const portal = await api<Record<string, unknown> & { entries: Array<{ state: string }> }>(stack, 'GET', '/api/ambassador/me', {
      token: portalToken,
    });
    expect(portal.body).toMatchObject({
      signups: 10,
      trials: 10,
      payingSubscribers: 7,
      commissions: { pendingCents: 9800, dueCents: 0, paidCents: 0 },
      nextAvailableAt: held.nextAvailableAt,
    });
    expect(portal.body.entries.filter((e) => e.state === 'voided')).toHaveLength(2);

    const payday = new Date(Date.parse(held.nextAvailableAt!) + DAY_MS);
    expect(await payouts(payday, [code])).toEqual({ ambassadors: 1, statements: 1, totalCents: 9800, rolledOver: 0 });
    expect(await figures(code, payday)).toMatchObject({
      pendingCents: 0,
      dueCents: 9800,
      earningsCents: 9800,
      statements: [expect.objectContaining({ totalCents: 9800, entryCount: 7 })],
    });
  });
});

describe('the payout run', () => {
  const month = new Date('2031-03-01T06:00:00Z');
  const paidLongAgo = new Date(month.getTime() - 40 * DAY_MS);

  it('makes one statement of the due entries, once, however often it runs in a month', async () => {
    const code = await newAmbassador();
    for (const cents of [1400, 1400, 1400, 1400]) await ledger.putCommission(entry(code, cents, paidLongAgo), month);
    await ledger.putCommission(entry(code, 1400, new Date(month.getTime() - 5 * DAY_MS)), month);

    const [first, second] = await Promise.all([payouts(month, [code]), payouts(new Date(month.getTime() + 3 * DAY_MS), [code])]);
    const third = await payouts(new Date(month.getTime() + 27 * DAY_MS), [code]);

    expect(first.statements + second.statements + third.statements).toBe(1);
    const result = await figures(code, month);
    expect(result.statements).toEqual([
      expect.objectContaining({ period: '2031-03', totalCents: 5600, entryCount: 4, status: 'unpaid', paidAt: null }),
    ]);
    expect(result).toMatchObject({ dueCents: 5600, pendingCents: 1400, paidCents: 0 });
  });

  it('rolls a balance under $50 over, and pays it with the next month’s', async () => {
    const code = await newAmbassador();
    for (const cents of [1400, 1400, 1400]) await ledger.putCommission(entry(code, cents, paidLongAgo), month);

    const report = await payouts(month, [code]);
    expect(report).toEqual({ ambassadors: 1, statements: 0, totalCents: 0, rolledOver: 1 });
    expect((await figures(code, month)).statements).toEqual([]);

    await ledger.putCommission(entry(code, 1400, new Date(month.getTime() - 2 * DAY_MS)), month);
    const next = new Date('2031-04-01T06:00:00Z');
    expect(await payouts(next, [code])).toEqual({ ambassadors: 1, statements: 1, totalCents: 5600, rolledOver: 0 });
  });

  it('puts more entries than one transaction holds on one statement, to the cent', async () => {
    const code = await newAmbassador();
    const cents = Array.from({ length: 230 }, (_, i) => 100 + i);
    await Promise.all(cents.map((c) => ledger.putCommission(entry(code, c, paidLongAgo), month)));

    const report = await payouts(month, [code]);

    const total = cents.reduce((sum, c) => sum + c, 0);
    expect(report).toMatchObject({ statements: 1, totalCents: total });
    const partition = await ledger.readPartition(code);
    expect(partition.statements).toEqual([expect.objectContaining({ totalCents: total, entryCount: 230, building: false })]);
    expect(partition.commissions.every((c) => c.statementId === partition.statements[0]!.id)).toBe(true);
  });

  it('nets a refund that comes after the payout against the next one', async () => {
    const code = await newAmbassador();
    const invoices = ['a', 'b', 'c', 'd'].map((s) => `in_net${s}${randomUUID().slice(0, 8)}`);
    for (const invoiceId of invoices) await ledger.putCommission(entry(code, 1400, paidLongAgo, invoiceId), month);
    await payouts(month, [code]);

    await ledger.recordReversal(
      {
        ambassadorCode: code,
        invoiceId: invoices[0]!,
        reversalId: 're_late',
        reason: 'refund',
        chargeId: 'ch_x',
        reversedAmountCents: 2800,
        userId: 'u',
        subscriberEmail: 'dana@example.com',
      },
      month,
    );
    const afterRefund = await figures(code, month);
    expect(afterRefund.entries.find((e) => e.kind === 'reversal')).toMatchObject({ cents: -1400, state: 'due' });

    for (let i = 0; i < 5; i += 1) await ledger.putCommission(entry(code, 1400, new Date(month.getTime() - 20 * DAY_MS)), month);
    const next = new Date('2031-04-01T06:00:00Z');
    expect(await payouts(next, [code])).toMatchObject({ statements: 1, totalCents: 7000 - 1400 });
    const after = await figures(code, next);
    expect(after.statements.map((s) => [s.period, s.totalCents, s.entryCount])).toEqual([
      ['2031-04', 5600, 6],
      ['2031-03', 5600, 4],
    ]);
  });
});

describe('admin payout routes', () => {
  async function statementFor(): Promise<{ code: string; id: string }> {
    const code = await newAmbassador();
    const when = new Date('2031-06-01T06:00:00Z');
    for (let i = 0; i < 4; i += 1) await ledger.putCommission(entry(code, 1400, new Date(when.getTime() - 40 * DAY_MS)), when);
    await payouts(when, [code]);
    return { code, id: (await figures(code, when)).statements[0]!.id };
  }

  it('lists unpaid statements, marks one paid once, then lists it as paid', async () => {
    const { code, id } = await statementFor();
    const unpaid = await api<{ statements: Array<{ id: string }> }>(stack, 'GET', '/api/admin/payouts', { token: adminToken });
    expect(unpaid.body.statements.map((s) => s.id)).toContain(id);

    const paid = await api(stack, 'POST', `/api/admin/payouts/${id}/paid`, {
      token: adminToken,
      body: { method: 'paypal', reference: 'PP-123' },
    });
    const again = await api<{ error: { message: string } }>(stack, 'POST', `/api/admin/payouts/${id}/paid`, {
      token: adminToken,
      body: { method: 'bank_transfer', reference: 'other' },
    });

    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id, ambassadorCode: code, status: 'paid', method: 'paypal', reference: 'PP-123', totalCents: 5600 });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This statement is already marked paid');
    const listed = await api<{ statements: Array<{ id: string }> }>(stack, 'GET', '/api/admin/payouts?status=paid', { token: adminToken });
    expect(listed.body.statements.map((s) => s.id)).toContain(id);
    expect(
      (await api<{ statements: Array<{ id: string }> }>(stack, 'GET', '/api/admin/payouts', { token: adminToken })).body.statements.map(
        (s) => s.id,
      ),
    ).not.toContain(id);
    const after = await figures(code, new Date('2031-06-02T00:00:00Z'));
    expect(after).toMatchObject({ paidCents: 5600, dueCents: 0 });
    expect(after.statements[0]).toMatchObject({ method: 'paypal', reference: 'PP-123', totalCents: 5600 });
  });

  it('answers an unknown statement with 404 and bad input with 400 and field errors', async () => {
    const unknown = await api(stack, 'POST', '/api/admin/payouts/01JAAAAAAAAAAAAAAAAAAAAAAA/paid', {
      token: adminToken,
      body: { method: 'paypal', reference: 'x' },
    });
    const { id } = await statementFor();
    const bad = await api<{ error: { fieldErrors: Record<string, string[]> } }>(stack, 'POST', `/api/admin/payouts/${id}/paid`, {
      token: adminToken,
      body: { method: 'cheque', reference: '' },
    });

    expect(unknown.status).toBe(404);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fieldErrors).sort()).toEqual(['method', 'reference']);
  });

  it('is for admins only', async () => {
    const email = `not-admin-${randomUUID().slice(0, 8)}@example.com`;
    await createAccount(stack, email, 'creator-pass-1');
    const { idToken } = await signIn(stack, email, 'creator-pass-1');
    expect((await api(stack, 'GET', '/api/admin/payouts', { token: idToken })).status).toBe(403);
  });
});

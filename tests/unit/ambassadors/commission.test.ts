import { describe, expect, it } from 'vitest';
import {
  availableAt,
  canonicalEmail,
  commissionCents,
  daysUntil,
  earningsPerPlan,
  entryState,
  formatCents,
  HOLD_DAYS,
  isCommissionRate,
  isSelfReferral,
  monthlyEarningsExample,
  PAYOUT_MINIMUM_CENTS,
  payoutDecision,
  payoutPeriod,
  ratePercent,
  reversalCents,
} from '#functions/ambassadors/commission';

describe('commission arithmetic in whole cents', () => {
  it('sums 1,000 monthly payments of $28 at 29% to exactly $8,120.00, where floats drift', () => {
    const percent = ratePercent(0.29)!;
    let cents = 0;
    let floats = 0;
    for (let i = 0; i < 1000; i += 1) {
      cents += commissionCents(2800, percent);
      floats += 28 * 0.29;
    }
    expect(cents).toBe(812_000);
    expect(formatCents(cents)).toBe('$8,120.00');
    expect(floats).not.toBe(8120);
  });

  it('rounds a fraction of a cent down: the ambassador is never paid a cent not earned', () => {
    expect(commissionCents(900, 33)).toBe(297);
    expect(commissionCents(14900, 57)).toBe(8493);
    expect(commissionCents(1, 50)).toBe(0);
  });

  it('earns nothing on a zero, negative or fractional amount (the trial’s $0 invoice)', () => {
    expect(commissionCents(0, 50)).toBe(0);
    expect(commissionCents(-2800, 50)).toBe(0);
    expect(commissionCents(28.5, 50)).toBe(0);
  });

  it('gives the public page’s earnings table from the plan prices: $4.50, $14.00, $74.50 at 50%', () => {
    expect(earningsPerPlan().map((row) => [row.plan, row.commissionCents])).toEqual([
      ['weekly', 450],
      ['monthly', 1400],
      ['yearly', 7450],
    ]);
    expect(monthlyEarningsExample(100)).toBe(140_000);
  });
});

describe('commission rates', () => {
  it.each([0.29, 0.57, 0, 1, 0.3, 0.5, 0.07])('accepts %s (a whole number of percent)', (rate) => {
    expect(isCommissionRate(rate)).toBe(true);
  });

  it('reads two-decimal rates as exact percents, despite binary floats', () => {
    expect(ratePercent(0.29)).toBe(29);
    expect(ratePercent(0.57)).toBe(57);
    expect(ratePercent(0.07)).toBe(7);
  });

  it.each([0.333, -0.1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 0.005])('refuses %s', (rate) => {
    expect(isCommissionRate(rate)).toBe(false);
    expect(ratePercent(rate)).toBeNull();
  });
});

describe('reversals', () => {
  it('takes back all of the entry on a full refund', () => {
    expect(reversalCents(1400, 2800, 2800)).toBe(1400);
    expect(reversalCents(1400, 2800, 5000)).toBe(1400);
  });

  it('takes back the refunded share of a partial refund, rounded up, never more than the entry', () => {
    expect(reversalCents(1400, 2800, 1400)).toBe(700);
    expect(reversalCents(1399, 2800, 1)).toBe(1);
    expect(reversalCents(297, 900, 899)).toBe(297);
  });

  it('takes nothing back when nothing was refunded or nothing paid', () => {
    expect(reversalCents(1400, 2800, 0)).toBe(0);
    expect(reversalCents(0, 0, 100)).toBe(0);
  });

  it('keeps what is earned on the amount kept: entry − reversal ≤ commission on the rest', () => {
    for (const refunded of [1, 333, 1400, 2799]) {
      expect(1400 - reversalCents(1400, 2800, refunded)).toBeLessThanOrEqual(commissionCents(2800 - refunded, 50));
    }
  });
});

describe('the hold and entry states', () => {
  const paidAt = new Date('2026-11-20T10:00:00Z');
  const entry = { availableAt: availableAt(paidAt).toISOString() };

  it('holds a payment for 30 days', () => {
    expect(HOLD_DAYS).toBe(30);
    expect(availableAt(paidAt).toISOString()).toBe('2026-12-20T10:00:00.000Z');
  });

  it('is pending until the hold ends, due from that instant', () => {
    expect(entryState(entry, new Date('2026-12-20T09:59:59Z'))).toBe('pending');
    expect(entryState(entry, new Date('2026-12-20T10:00:00Z'))).toBe('due');
  });

  it('stays due on a statement until the statement is paid, then is paid', () => {
    const later = new Date('2027-01-01T06:00:00Z');
    expect(entryState({ ...entry, statementId: '01J', paidAt: null }, later)).toBe('due');
    expect(entryState({ ...entry, statementId: '01J', paidAt: '2027-01-03T00:00:00Z' }, later)).toBe('paid');
  });

  it('is voided whatever else it is', () => {
    expect(entryState({ ...entry, voidedAt: '2026-11-21T00:00:00Z' }, new Date('2027-01-01T00:00:00Z'))).toBe('voided');
  });

  it('counts the hold down in whole days, never below zero', () => {
    expect(daysUntil(availableAt(paidAt), new Date('2026-11-20T10:00:00Z'))).toBe(30);
    expect(daysUntil(availableAt(paidAt), new Date('2026-12-19T10:00:01Z'))).toBe(1);
    expect(daysUntil(availableAt(paidAt), new Date('2027-01-01T00:00:00Z'))).toBe(0);
  });
});

describe('the payout threshold', () => {
  it('pays a due balance of exactly $50', () => {
    expect(PAYOUT_MINIMUM_CENTS).toBe(5000);
    expect(payoutDecision([1400, 1400, 1400, 800])).toEqual({ pay: true, totalCents: 5000 });
  });

  it('rolls over $49.99, and what is due next month adds to it', () => {
    const thisMonth = [1400, 1400, 1400, 799];
    expect(payoutDecision(thisMonth)).toEqual({ pay: false, totalCents: 4999 });
    expect(payoutDecision([...thisMonth, 1400]).pay).toBe(true);
  });

  it('nets a reversal written after an earlier payout against what is due', () => {
    expect(payoutDecision([1400, 1400, 1400, 1400, -1400])).toEqual({ pay: false, totalCents: 4200 });
    expect(payoutDecision([-1400]).pay).toBe(false);
  });

  it('settles one period per UTC month', () => {
    expect(payoutPeriod(new Date('2026-12-01T06:00:00Z'))).toBe('2026-12');
    expect(payoutPeriod(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12');
    expect(payoutPeriod(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01');
  });
});

describe('self-referral', () => {
  const ambassador = { email: 'Mia@Example.com', stripeCustomerIds: ['cus_mia'] };

  it('is the ambassador’s own address, whatever the case or +tag', () => {
    expect(isSelfReferral(ambassador, { email: 'mia@example.com' })).toBe(true);
    expect(isSelfReferral(ambassador, { email: ' MIA+shop@example.com ' })).toBe(true);
    expect(canonicalEmail('Mia+a+b@Example.COM')).toBe('mia@example.com');
  });

  it('is the ambassador’s own Stripe customer under another address', () => {
    expect(isSelfReferral(ambassador, { email: 'someone-else@example.com', stripeCustomerId: 'cus_mia' })).toBe(true);
  });

  it('is not another person, nor a dotted variant of the address', () => {
    expect(isSelfReferral(ambassador, { email: 'dana@example.com', stripeCustomerId: 'cus_dana' })).toBe(false);
    expect(isSelfReferral(ambassador, { email: 'm.ia@example.com', stripeCustomerId: null })).toBe(false);
    expect(isSelfReferral({ email: 'mia@example.com' }, { email: 'dana@example.com', stripeCustomerId: 'cus_dana' })).toBe(false);
  });
});

describe('money on pages', () => {
  it('formats cents as US dollars with separators and a sign', () => {
    expect(formatCents(140_000)).toBe('$1,400.00');
    expect(formatCents(450)).toBe('$4.50');
    expect(formatCents(-1400)).toBe('-$14.00');
    expect(formatCents(5)).toBe('$0.05');
  });
});

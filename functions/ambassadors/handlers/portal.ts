import { ambassadorPortal } from '../routes';
import { clickFigures, signupCount } from '../stats-store';
import { ambassadorCodeOfUser, getAmbassador } from '../store';
import { ledgerOf } from '../commissions-store';
import { listReferralsOf } from '#functions/referrals/store';
import { daysUntil, HOLD_DAYS, PAYOUT_MINIMUM_CENTS } from '../commission';
import { NotFound } from '#functions/platform/errors';
import { appUrl } from '#functions/platform/http/app-url';
import { routeHandler } from '#functions/platform/http/handler';

/**
 * The ambassador's own figures (docs/product-rules.md#ambassador-portal). Whose they are comes from
 * the caller's token (the account's link to its ambassador), never from the request, so nobody can
 * ask for another's.
 */
export const handler = routeHandler(ambassadorPortal, async ({ auth }) => {
  const code = await ambassadorCodeOfUser(auth.userId);
  const ambassador = code ? await getAmbassador(code) : null;
  if (!ambassador) throw new NotFound('No ambassador account');
  const now = new Date();
  const [clicks, signups, referrals, ledger] = await Promise.all([
    clickFigures(ambassador.code, now),
    signupCount(ambassador.code),
    listReferralsOf(ambassador.code),
    ledgerOf(ambassador.code, now),
  ]);
  const nextAvailableAt = ledger.nextAvailableAt ? new Date(ledger.nextAvailableAt) : null;
  return {
    code: ambassador.code,
    firstName: ambassador.firstName,
    status: ambassador.status,
    commissionRate: ambassador.commissionRate,
    link: `${appUrl()}/?${new URLSearchParams({ ref: ambassador.code })}`,
    clicks,
    signups,
    trials: referrals.length,
    payingSubscribers: ledger.payingSubscribers,
    commissions: { pendingCents: ledger.pendingCents, dueCents: ledger.dueCents, paidCents: ledger.paidCents },
    nextAvailableAt: nextAvailableAt?.toISOString() ?? null,
    holdDaysLeft: nextAvailableAt ? daysUntil(nextAvailableAt, now) : null,
    holdDays: HOLD_DAYS,
    payoutMinimumCents: PAYOUT_MINIMUM_CENTS,
    entries: ledger.entries,
    statements: ledger.statements,
  };
});

import type { adminUpdateAmbassador, AmbassadorRow } from './routes';
import type { BodyOf } from '#functions/platform/route';
import type { Ambassador, AmbassadorChanges } from './store';
import { ledgerOf } from './commissions-store';
import { listReferralsOf } from '#functions/referrals/store';

/**
 * An ambassador as the admin table shows it, with its figures: Referrals are its referral records
 * (referred creators whose subscription started, docs/product-rules.md#ambassador-admin),
 * everything else the ledger's. Shared by the admin ambassador routes; not a route itself.
 */
export async function ambassadorRow(ambassador: Ambassador, now: Date): Promise<AmbassadorRow> {
  const [referrals, ledger] = await Promise.all([listReferralsOf(ambassador.code), ledgerOf(ambassador.code, now)]);
  return {
    code: ambassador.code,
    email: ambassador.email,
    firstName: ambassador.firstName,
    lastName: ambassador.lastName,
    phone: ambassador.phone,
    company: ambassador.company,
    status: ambassador.status,
    commissionRate: ambassador.commissionRate,
    notes: ambassador.notes,
    earningStopped: ambassador.earningStopped,
    hasPortalAccount: ambassador.userId !== null,
    createdAt: ambassador.createdAt,
    referrals: referrals.length,
    conversions: ledger.payingSubscribers,
    selfReferrals: ledger.selfReferrals,
    earningsCents: ledger.earningsCents,
    pendingCents: ledger.pendingCents,
    dueCents: ledger.dueCents,
    paidCents: ledger.paidCents,
  };
}

/** Reads a few ambassadors' figures at a time: a programme has hundreds, and each costs two queries. */
const CONCURRENCY = 8;

export async function ambassadorRows(ambassadors: readonly Ambassador[], now: Date): Promise<AmbassadorRow[]> {
  const rows: AmbassadorRow[] = new Array(ambassadors.length);
  let next = 0;
  const worker = async () => {
    while (next < ambassadors.length) {
      const index = next++;
      rows[index] = await ambassadorRow(ambassadors[index]!, now);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ambassadors.length) }, worker));
  return rows;
}

/** The dialog's fields as stored (create and edit send the same ones): a field left blank is cleared. */
export function ambassadorFieldsOf(body: BodyOf<typeof adminUpdateAmbassador>): AmbassadorChanges {
  return {
    email: body.email,
    status: body.status,
    commissionRate: body.commissionRate,
    firstName: body.firstName || null,
    lastName: body.lastName || null,
    phone: body.phone || null,
    company: body.company || null,
    notes: body.notes || null,
    earningStopped: body.earningStopped ?? false,
  };
}

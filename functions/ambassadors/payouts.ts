import { ulid } from 'ulid';
import { listAmbassadors } from './store';
import {
  claimPayoutRun,
  createStatement,
  extendStatement,
  finishStatement,
  MAX_TRANSACTION_ITEMS,
  payableEntries,
  readPartition,
  releasePayoutRun,
  statementOfPeriod,
  type MoneyEntry,
} from './commissions-store';
import { payoutDecision, payoutPeriod } from './commission';

/**
 * The monthly payout run (docs/product-rules.md#payouts). For every ambassador, the entries that
 * are due and on no statement are totalled; $50 or more becomes the month's one statement, a
 * smaller balance (or a negative one a refund left) rolls over untouched. Idempotent: a month has
 * at most one statement per ambassador (conditional put on `STATEMENT#<yyyy-mm>`), and an entry
 * joins a statement only if it is on none and not voided, so a second run, or two at once, pays
 * nothing twice. One run at a time besides: a claim with a lease, as the reconciliation has.
 */
export const PAYOUT_LEASE_SECONDS = 16 * 60;
/** Statement + pointer in the first transaction, the statement's total in each later one. */
const FIRST_CHUNK = MAX_TRANSACTION_ITEMS - 2;
const LATER_CHUNK = MAX_TRANSACTION_ITEMS - 1;
/** A write that lost a race (a refund voiding an entry) is retried on a fresh read this many times. */
const ATTEMPTS = 5;

export interface PayoutReport {
  /** Ambassadors looked at. */
  ambassadors: number;
  /** Statements this run made. */
  statements: number;
  /** What they total. */
  totalCents: number;
  /** Ambassadors with a due balance below the minimum (it waits for the next run). */
  rolledOver: number;
}

export type PayoutResult = { status: 'done'; report: PayoutReport } | { status: 'busy'; heldBy: string | null; since: string | null };

type Outcome = { kind: 'statement'; totalCents: number } | { kind: 'rolled over' } | { kind: 'nothing' };

/** `now` is the moment the run settles (the month, and which holds are over); tests move it. */
export async function runPayouts(options: { now: Date; codes?: readonly string[] }): Promise<PayoutResult> {
  const runId = ulid();
  const claim = await claimPayoutRun(runId, PAYOUT_LEASE_SECONDS);
  if (!claim.claimed) return { status: 'busy', heldBy: claim.heldBy, since: claim.since };
  try {
    const report: PayoutReport = { ambassadors: 0, statements: 0, totalCents: 0, rolledOver: 0 };
    const wanted = options.codes ? new Set(options.codes.map((c) => c.toLowerCase())) : null;
    for (const ambassador of await listAmbassadors()) {
      if (wanted && !wanted.has(ambassador.code)) continue;
      report.ambassadors += 1;
      const outcome = await payOne(ambassador.code, runId, options.now);
      if (outcome.kind === 'statement') {
        report.statements += 1;
        report.totalCents += outcome.totalCents;
      } else if (outcome.kind === 'rolled over') report.rolledOver += 1;
    }
    return { status: 'done', report };
  } finally {
    await releasePayoutRun(runId);
  }
}

function chunks<T>(items: readonly T[], first: number, later: number): T[][] {
  const out: T[][] = [items.slice(0, first)];
  for (let i = first; i < items.length; i += later) out.push(items.slice(i, i + later));
  return out;
}

async function payOne(code: string, runId: string, now: Date): Promise<Outcome> {
  const period = payoutPeriod(now);
  let resumed: Outcome = { kind: 'nothing' };
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const partition = await readPartition(code);
    const payable = payableEntries(partition, now);
    const unfinished = partition.statements.find((s) => s.building);
    if (unfinished) {
      // A run that stopped half way (more entries than one transaction holds): finish what it started.
      if (await attachAll(unfinished, runId, payable)) {
        await finishStatement(unfinished);
        resumed = { kind: 'statement', totalCents: unfinished.totalCents + payable.reduce((sum, e) => sum + e.cents, 0) };
      }
      continue;
    }
    // The month's statement is made (a second run): what became due since waits for next month.
    if (statementOfPeriod(partition, period)) return resumed;
    if (payable.length === 0) return resumed;
    const decision = payoutDecision(payable.map((e) => e.cents));
    if (!decision.pay) return resumed.kind === 'statement' ? resumed : { kind: 'rolled over' };
    // Oldest first, so a statement a crash cut short holds the longest-waiting money.
    const ordered = [...payable].sort((a, b) => a.paidAt.localeCompare(b.paidAt) || a.id.localeCompare(b.id));
    const [first = [], ...rest] = chunks(ordered, FIRST_CHUNK, LATER_CHUNK);
    const statement = { id: ulid(now.getTime()), ambassadorCode: code, period, createdAt: now.toISOString(), runId };
    if (!(await createStatement(statement, first))) continue;
    const made = { ...statement, totalCents: first.reduce((sum, e) => sum + e.cents, 0), entryCount: first.length, building: true };
    // A later chunk that lost a race leaves the statement unfinished: the next attempt finishes it.
    if (rest.length > 0 && !(await attachAll(made, runId, rest.flat()))) continue;
    await finishStatement(made);
    return { kind: 'statement', totalCents: decision.totalCents };
  }
  throw new Error(`Payout run: the ledger of ${code} kept changing; try again`);
}

/** Attaches entries to a statement being built, a transaction at a time; false if one lost a race. */
async function attachAll(
  statement: Parameters<typeof extendStatement>[0],
  runId: string,
  entries: readonly MoneyEntry[],
): Promise<boolean> {
  for (let i = 0; i < entries.length; i += LATER_CHUNK) {
    if (!(await extendStatement(statement, runId, entries.slice(i, i + LATER_CHUNK)))) return false;
  }
  return true;
}

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod/mini';
import type { commissionEntry, PayoutStatement } from './routes';
import type { StripeEnvironment } from '#functions/shared/schemas';
import { entryState, payoutPeriod, reversalCents, type EntryState, type PayoutMethod } from './commission';
import { Conflict, NotFound } from '#functions/platform/errors';
import { ambassadorKeys, listAmbassadors } from './store';
import { db, tableName } from '#functions/platform/table/client';
import { referralKeys, type ReferralConversion } from '#functions/referrals/store';
import { queryAll } from '#functions/platform/table/batch';
import { isConditionFailure } from '#functions/platform/table/conditions';

/**
 * The commission ledger and payout statements (docs/product-rules.md#commissions,
 * docs/product-rules.md#payouts). An ambassador's whole ledger lives in its own partition
 * (`AMBASSADOR#<code>`, beside the ambassador item), so one Query reads every entry and statement
 * of one ambassador:
 * - `COMMISSION#<invoiceId>`: one per paid invoice of a referred subscriber, written with
 *   `attribute_not_exists(PK)`, so a duplicate or late `invoice.paid` cannot add a second;
 * - `COMMISSION#<invoiceId>#REVERSAL#<refund or dispute id>`: one per refund or dispute, written
 *   first as an unapplied marker (so a refund seen before its invoice is not lost), then applied
 *   once, in a transaction conditioned on the marker still being unapplied;
 * - `STATEMENT#<yyyy-mm>`: at most one payout statement per ambassador per month. Its ULID finds it
 *   through a pointer item, and the sparse GSI2 lists unpaid / paid statements for admins.
 */
export const commissionKeys = {
  partition: (code: string) => ambassadorKeys.item(code).PK,
  commission: (code: string, invoiceId: string) => ({ PK: commissionKeys.partition(code), SK: `COMMISSION#${invoiceId}` }),
  reversal: (code: string, invoiceId: string, reversalId: string) => ({
    PK: commissionKeys.partition(code),
    SK: `COMMISSION#${invoiceId}#REVERSAL#${reversalId}`,
  }),
  statement: (code: string, period: string) => ({ PK: commissionKeys.partition(code), SK: `STATEMENT#${period}` }),
  /** Finds a statement by its id (the admin's mark-paid URL), read consistently right after the run. */
  statementPointer: (id: string) => ({ PK: `PAYOUT_STATEMENT#${id}`, SK: 'STATEMENT' }),
  /** GSI2, sparse: only finished statements, newest first per status. */
  statementList: (status: 'unpaid' | 'paid', createdAt: string, id: string) => ({
    GSI2PK: `PAYOUT_STATEMENTS#${status}`,
    GSI2SK: `${createdAt}#${id}`,
  }),
  payoutClaim: () => ({ PK: 'PAYOUT_CLAIM', SK: 'CLAIM' }),
};

/** DynamoDB's limit on the items of one TransactWriteItems. */
export const MAX_TRANSACTION_ITEMS = 100;

export type ReversalKind = 'refund' | 'dispute';

export interface CommissionItem {
  kind: 'commission';
  ambassadorCode: string;
  invoiceId: string;
  chargeId: string | null;
  environment: StripeEnvironment;
  userId: string;
  subscriberEmail: string;
  plan: string | null;
  amountPaidCents: number;
  /** The ambassador's rate when the invoice was paid, in whole percent. */
  ratePercent: number;
  cents: number;
  /** When the subscriber paid (Stripe's time). */
  paidAt: string;
  availableAt: string;
  selfReferral: boolean;
  createdAt: string;
  statementId?: string;
  voidedAt?: string;
  voidedBy?: string;
}

export interface ReversalItem {
  kind: 'reversal';
  ambassadorCode: string;
  invoiceId: string;
  reversalId: string;
  reason: ReversalKind;
  chargeId: string;
  /** How much of the payment was taken back by then: the charge's refunded total, or the disputed amount. */
  reversedAmountCents: number;
  userId: string;
  subscriberEmail: string;
  createdAt: string;
  applied: boolean;
  /** Set when applied: minus the commission taken back (0 when the commission was voided instead). */
  cents?: number;
  paidAt?: string;
  availableAt?: string;
  amountPaidCents?: number;
  plan?: string | null;
  statementId?: string;
  voidedAt?: string;
}

export type LedgerItem = CommissionItem | ReversalItem;

export interface StatementItem {
  id: string;
  ambassadorCode: string;
  period: string;
  totalCents: number;
  entryCount: number;
  createdAt: string;
  /** True while the run is still attaching entries (more than one transaction's worth). */
  building: boolean;
  runId: string;
  paidAt?: string;
  method?: PayoutMethod;
  reference?: string;
  paidBy?: string;
}

const stripKeys = <T>(item: Record<string, unknown>): T => {
  const { PK: _pk, SK: _sk, GSI2PK: _g, GSI2SK: _gs, entity: _e, ...rest } = item;
  return rest as T;
};

// ── the partition ─────────────────────────────────────────────────────────────────────────────

export interface Partition {
  commissions: CommissionItem[];
  reversals: ReversalItem[];
  statements: StatementItem[];
}

/**
 * Every ledger item and statement of one ambassador: one (paged) consistent Query of its partition.
 * The SK range runs from COMMISSION# to STATEMENT#, so the click days (CLICKS#) and the
 * ambassador's own items beside them are not read.
 */
export async function readPartition(code: string): Promise<Partition> {
  const partition: Partition = { commissions: [], reversals: [], statements: [] };
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :first AND :last',
    ExpressionAttributeValues: { ':pk': commissionKeys.partition(code), ':first': 'COMMISSION#', ':last': 'STATEMENT#\uffff' },
    ConsistentRead: true,
  });
  for (const item of items) {
    const sk = String(item.SK);
    if (item.entity === 'commission') partition.commissions.push(stripKeys<CommissionItem>(item));
    else if (item.entity === 'commission-reversal') partition.reversals.push(stripKeys<ReversalItem>(item));
    else if (sk.startsWith('STATEMENT#')) partition.statements.push(stripKeys<StatementItem>(item));
  }
  return partition;
}

async function readInvoiceItems(
  code: string,
  invoiceId: string,
): Promise<{ commission: CommissionItem | null; reversals: ReversalItem[] }> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': commissionKeys.partition(code), ':sk': commissionKeys.commission(code, invoiceId).SK },
      ConsistentRead: true,
    }),
  );
  let commission: CommissionItem | null = null;
  const reversals: ReversalItem[] = [];
  for (const item of out.Items ?? []) {
    // `begins_with` also matches another invoice whose id extends this one; the entity and id tell.
    if (item.entity === 'commission' && item.invoiceId === invoiceId) commission = stripKeys<CommissionItem>(item);
    else if (item.entity === 'commission-reversal' && item.invoiceId === invoiceId) reversals.push(stripKeys<ReversalItem>(item));
  }
  return { commission, reversals };
}

/** The referral conversion of a subscriber (written at first activation): which ambassador their payments earn for. */
export async function referralOfUser(userId: string): Promise<ReferralConversion | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: referralKeys.item(userId), ConsistentRead: true }));
  return out.Item ? (out.Item as unknown as ReferralConversion) : null;
}

// ── writing the ledger ────────────────────────────────────────────────────────────────────────

/**
 * Adds the commission of one paid invoice, once: true when this call wrote it. Whatever the
 * outcome, reversals that arrived before it (a refund seen first) are applied after.
 */
export async function putCommission(entry: CommissionItem, now: Date): Promise<boolean> {
  let written = true;
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...commissionKeys.commission(entry.ambassadorCode, entry.invoiceId), entity: 'commission', ...entry },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    written = false;
  }
  await applyReversals(entry.ambassadorCode, entry.invoiceId, now);
  return written;
}

export type ReversalMarker = Pick<
  ReversalItem,
  'ambassadorCode' | 'invoiceId' | 'reversalId' | 'reason' | 'chargeId' | 'reversedAmountCents' | 'userId' | 'subscriberEmail'
>;

/**
 * Records a refund or dispute once (keyed by its id) and applies it to the invoice's commission if
 * that is there yet; if not, the commission's own write applies it. Both sides read after writing,
 * with strong consistency, so whichever comes second sees the other: the reversal is never lost,
 * and the applied flag's condition keeps it from counting twice.
 */
export async function recordReversal(marker: ReversalMarker, now: Date): Promise<void> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...commissionKeys.reversal(marker.ambassadorCode, marker.invoiceId, marker.reversalId),
          entity: 'commission-reversal',
          kind: 'reversal',
          ...marker,
          createdAt: now.toISOString(),
          applied: false,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    // Seen before: applying again below finishes what a crashed attempt may have left undone.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  await applyReversals(marker.ambassadorCode, marker.invoiceId, now);
}

/** How much of a commission its reversals already took back. */
function alreadyReversed(commission: CommissionItem, reversals: readonly ReversalItem[]): number {
  if (commission.voidedAt) return commission.cents;
  return reversals.filter((r) => r.applied).reduce((sum, r) => sum - (r.cents ?? 0), 0);
}

/**
 * Applies the invoice's unapplied reversals one at a time. Each takes back what the payment's
 * reversed share says is owed minus what earlier reversals took (so two partial refunds, seen in
 * any order, end at the same total). A full reversal of a commission not yet on a statement voids
 * it; otherwise a negative entry is written: available at once when the commission was already put
 * on a statement (the next payout nets it), else with its commission (it must not reduce a payout
 * its commission is not part of). A payout run attaching the commission meanwhile fails the
 * transaction's check, and the loop reads again.
 */
async function applyReversals(code: string, invoiceId: string, now: Date): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const { commission, reversals } = await readInvoiceItems(code, invoiceId);
    if (!commission) return;
    const next = reversals.find((r) => !r.applied);
    if (!next) return;
    const already = alreadyReversed(commission, reversals);
    const target = reversalCents(
      commission.cents,
      commission.amountPaidCents,
      Math.min(commission.amountPaidCents, next.reversedAmountCents),
    );
    const take = Math.max(0, Math.min(target - already, commission.cents - already));
    const nowIso = now.toISOString();
    const voids = take > 0 && take === commission.cents && !commission.statementId && !commission.voidedAt;
    const reversalKey = commissionKeys.reversal(code, invoiceId, next.reversalId);
    const commissionKey = commissionKeys.commission(code, invoiceId);
    const availableAt = commission.statementId
      ? nowIso
      : new Date(Math.max(now.getTime(), Date.parse(commission.availableAt))).toISOString();
    const markApplied = {
      Update: {
        TableName: tableName(),
        Key: reversalKey,
        UpdateExpression:
          'SET applied = :true, cents = :cents, paidAt = :now, availableAt = :available, amountPaidCents = :amount, #plan = :plan, outcome = :outcome',
        ConditionExpression: 'applied = :false',
        ExpressionAttributeNames: { '#plan': 'plan' },
        ExpressionAttributeValues: {
          ':true': true,
          ':false': false,
          ':cents': voids ? 0 : -take,
          ':now': nowIso,
          ':available': availableAt,
          ':amount': -Math.min(commission.amountPaidCents, next.reversedAmountCents),
          ':plan': commission.plan,
          ':outcome': voids ? 'voided the commission' : take > 0 ? 'negative entry' : 'nothing left to take back',
        },
      },
    };
    // The commission as read: not put on a statement or voided since.
    const asRead = commission.statementId ? 'statementId = :statement' : 'attribute_not_exists(statementId)';
    const commissionCheck = {
      TableName: tableName(),
      Key: commissionKey,
      ConditionExpression: `${asRead} AND ${commission.voidedAt ? 'attribute_exists(voidedAt)' : 'attribute_not_exists(voidedAt)'}`,
      ...(commission.statementId ? { ExpressionAttributeValues: { ':statement': commission.statementId } } : {}),
    };
    const onCommission = voids
      ? {
          Update: {
            ...commissionCheck,
            UpdateExpression: 'SET voidedAt = :now, voidedBy = :by',
            ExpressionAttributeValues: { ...commissionCheck.ExpressionAttributeValues, ':now': nowIso, ':by': next.reversalId },
          },
        }
      : { ConditionCheck: commissionCheck };
    try {
      await db.send(new TransactWriteCommand({ TransactItems: [markApplied, onCommission] }));
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error(`Could not apply the reversals of invoice ${invoiceId} for ${code}: the ledger kept changing`);
}

// ── reading figures ──────────────────────────────────────────────────────────────────────────

export type CommissionEntryView = z.infer<typeof commissionEntry>;

export interface LedgerFigures {
  pendingCents: number;
  dueCents: number;
  paidCents: number;
  earningsCents: number;
  payingSubscribers: number;
  selfReferrals: number;
  nextAvailableAt: string | null;
  /** Newest first, at most 50. */
  entries: CommissionEntryView[];
  /** Newest first. */
  statements: PayoutStatement[];
}

export const LEDGER_ENTRIES_SHOWN = 50;

/** `dana@example.com` → `d***@example.com`: an ambassador sees that a referral paid, not who. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

function statementView(item: StatementItem): PayoutStatement {
  return {
    id: item.id,
    ambassadorCode: item.ambassadorCode,
    period: item.period,
    totalCents: item.totalCents,
    entryCount: item.entryCount,
    createdAt: item.createdAt,
    status: item.paidAt ? 'paid' : 'unpaid',
    paidAt: item.paidAt ?? null,
    method: item.method ?? null,
    reference: item.reference ?? null,
  };
}

/** A ledger line with money on it: commissions and applied, non-zero reversals (markers and zero lines carry none). */
export interface MoneyEntry {
  id: string;
  kind: 'commission' | 'reversal';
  userId: string;
  subscriberEmail: string;
  plan: string | null;
  amountPaidCents: number;
  cents: number;
  paidAt: string;
  availableAt: string;
  statementId: string | null;
  voidedAt: string | null;
  selfReferral: boolean;
}

export function moneyEntries(partition: Partition): MoneyEntry[] {
  const entries: MoneyEntry[] = partition.commissions.map((c) => ({
    id: c.invoiceId,
    kind: 'commission',
    userId: c.userId,
    subscriberEmail: c.subscriberEmail,
    plan: c.plan,
    amountPaidCents: c.amountPaidCents,
    cents: c.cents,
    paidAt: c.paidAt,
    availableAt: c.availableAt,
    statementId: c.statementId ?? null,
    voidedAt: c.voidedAt ?? null,
    selfReferral: c.selfReferral,
  }));
  for (const r of partition.reversals) {
    if (!r.applied || !r.cents) continue;
    entries.push({
      id: `${r.invoiceId}#REVERSAL#${r.reversalId}`,
      kind: 'reversal',
      userId: r.userId,
      subscriberEmail: r.subscriberEmail,
      plan: r.plan ?? null,
      amountPaidCents: r.amountPaidCents ?? 0,
      cents: r.cents,
      paidAt: r.paidAt ?? r.createdAt,
      availableAt: r.availableAt ?? r.createdAt,
      statementId: r.statementId ?? null,
      voidedAt: r.voidedAt ?? null,
      selfReferral: false,
    });
  }
  return entries;
}

/** The figures of one partition at `now` (pure: the admin table and the portal read the same numbers). */
export function figuresOf(partition: Partition, now: Date): LedgerFigures {
  const paidAtOf = new Map(partition.statements.map((s) => [s.id, s.paidAt ?? null]));
  const stateOf = (entry: MoneyEntry): EntryState =>
    entryState({ ...entry, paidAt: entry.statementId ? (paidAtOf.get(entry.statementId) ?? null) : null }, now);
  const figures: LedgerFigures = {
    pendingCents: 0,
    dueCents: 0,
    paidCents: 0,
    earningsCents: 0,
    payingSubscribers: 0,
    selfReferrals: 0,
    nextAvailableAt: null,
    entries: [],
    statements: [],
  };
  const paying = new Set<string>();
  const selfReferred = new Set<string>();
  const shown: Array<{ entry: MoneyEntry; state: EntryState }> = [];
  for (const entry of moneyEntries(partition)) {
    if (entry.selfReferral) selfReferred.add(entry.userId);
    const state = stateOf(entry);
    if (entry.kind === 'commission' && !entry.selfReferral && entry.cents > 0 && state !== 'voided') paying.add(entry.userId);
    if (state === 'pending') {
      figures.pendingCents += entry.cents;
      if (entry.cents > 0 && (figures.nextAvailableAt === null || entry.availableAt < figures.nextAvailableAt))
        figures.nextAvailableAt = entry.availableAt;
    } else if (state === 'due') figures.dueCents += entry.cents;
    else if (state === 'paid') figures.paidCents += entry.cents;
    if (entry.cents !== 0) shown.push({ entry, state });
  }
  figures.earningsCents = figures.pendingCents + figures.dueCents + figures.paidCents;
  figures.payingSubscribers = paying.size;
  figures.selfReferrals = selfReferred.size;
  figures.entries = shown
    .sort((a, b) =>
      a.entry.paidAt === b.entry.paidAt ? b.entry.id.localeCompare(a.entry.id) : b.entry.paidAt.localeCompare(a.entry.paidAt),
    )
    .slice(0, LEDGER_ENTRIES_SHOWN)
    .map(({ entry, state }) => ({
      id: entry.id,
      kind: entry.kind,
      plan: entry.plan,
      amountPaidCents: entry.amountPaidCents,
      cents: entry.cents,
      state,
      paidAt: entry.paidAt,
      availableAt: entry.availableAt,
      subscriber: maskEmail(entry.subscriberEmail),
    }));
  figures.statements = partition.statements
    .filter((s) => !s.building)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(statementView);
  return figures;
}

/** One ambassador's ledger: one Query of its partition. */
export async function ledgerOf(code: string, now: Date): Promise<LedgerFigures> {
  return figuresOf(await readPartition(code), now);
}

/** Ambassadors' ledgers read at once by the admin totals (one Query each). */
const LEDGER_CONCURRENCY = 8;

/**
 * The programme's totals for the admin cards: the sum of every ambassador's ledger (listAmbassadors
 * is one GSI1 Query, then one Query per ambassador; no Scan). An admin-only read over hundreds of
 * ambassadors; a counter item would be the next step if that grows.
 */
export async function programmeTotals(now: Date): Promise<{ pendingCents: number; dueCents: number; paidThisMonthCents: number }> {
  const codes = (await listAmbassadors()).map((a) => a.code);
  const month = payoutPeriod(now);
  const totals = { pendingCents: 0, dueCents: 0, paidThisMonthCents: 0 };
  const workers = Array.from({ length: Math.min(LEDGER_CONCURRENCY, codes.length) }, async () => {
    for (let code = codes.shift(); code !== undefined; code = codes.shift()) {
      const figures = await ledgerOf(code, now);
      totals.pendingCents += figures.pendingCents;
      totals.dueCents += figures.dueCents;
      for (const s of figures.statements) if (s.paidAt && s.paidAt.slice(0, 7) === month) totals.paidThisMonthCents += s.totalCents;
    }
  });
  await Promise.all(workers);
  return totals;
}

// ── statements ────────────────────────────────────────────────────────────────────────────────

/** A ledger line the payout run may put on a statement now: due, on none, not voided, with money on it. */
export function payableEntries(partition: Partition, now: Date): MoneyEntry[] {
  return moneyEntries(partition).filter(
    (e) => !e.statementId && !e.voidedAt && e.cents !== 0 && !e.selfReferral && Date.parse(e.availableAt) <= now.getTime(),
  );
}

export function statementOfPeriod(partition: Partition, period: string): StatementItem | null {
  return partition.statements.find((s) => s.period === period) ?? null;
}

function entryKey(code: string, entry: MoneyEntry) {
  const [invoiceId = '', reversalId] = entry.id.split('#REVERSAL#');
  return reversalId === undefined ? commissionKeys.commission(code, invoiceId) : commissionKeys.reversal(code, invoiceId, reversalId);
}

function attachEntry(code: string, statementId: string, entry: MoneyEntry) {
  return {
    Update: {
      TableName: tableName(),
      Key: entryKey(code, entry),
      UpdateExpression: 'SET statementId = :statement',
      // A refund voiding the entry and the run attaching it race on these two attributes: one wins.
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(statementId) AND attribute_not_exists(voidedAt)',
      ExpressionAttributeValues: { ':statement': statementId },
    },
  };
}

/**
 * Starts a month's statement with the first entries (statement, pointer and entries in one
 * transaction). False when the month already has one, or an entry changed since it was read.
 */
export async function createStatement(
  statement: Omit<StatementItem, 'totalCents' | 'entryCount' | 'building'>,
  entries: readonly MoneyEntry[],
): Promise<boolean> {
  if (entries.length > MAX_TRANSACTION_ITEMS - 2) throw new Error('Too many entries for one transaction');
  const code = statement.ambassadorCode;
  const totalCents = entries.reduce((sum, e) => sum + e.cents, 0);
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...commissionKeys.statement(code, statement.period),
                entity: 'payout-statement',
                ...statement,
                totalCents,
                entryCount: entries.length,
                building: true,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...commissionKeys.statementPointer(statement.id),
                entity: 'payout-statement-pointer',
                ambassadorCode: code,
                period: statement.period,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          ...entries.map((entry) => attachEntry(code, statement.id, entry)),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Attaches more entries to a statement still being built by this run; its total moves with them. */
export async function extendStatement(statement: StatementItem, runId: string, entries: readonly MoneyEntry[]): Promise<boolean> {
  if (entries.length > MAX_TRANSACTION_ITEMS - 1) throw new Error('Too many entries for one transaction');
  const code = statement.ambassadorCode;
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: commissionKeys.statement(code, statement.period),
              UpdateExpression: 'ADD totalCents :total, entryCount :count SET runId = :run',
              ConditionExpression: 'building = :true AND id = :id',
              ExpressionAttributeValues: {
                ':total': entries.reduce((sum, e) => sum + e.cents, 0),
                ':count': entries.length,
                ':run': runId,
                ':true': true,
                ':id': statement.id,
              },
            },
          },
          ...entries.map((entry) => attachEntry(code, statement.id, entry)),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Closes a statement: from now on only its payment may be recorded; admins see it in the unpaid list. */
export async function finishStatement(statement: Pick<StatementItem, 'ambassadorCode' | 'period' | 'id' | 'createdAt'>): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: commissionKeys.statement(statement.ambassadorCode, statement.period),
        UpdateExpression: 'SET building = :false, GSI2PK = :gsi, GSI2SK = :sort',
        ConditionExpression: 'id = :id AND building = :true',
        ExpressionAttributeValues: {
          ':false': false,
          ':true': true,
          ':id': statement.id,
          ...listValues(commissionKeys.statementList('unpaid', statement.createdAt, statement.id)),
        },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

const listValues = (keys: { GSI2PK: string; GSI2SK: string }) => ({ ':gsi': keys.GSI2PK, ':sort': keys.GSI2SK });

/** Finished statements of one status, newest first (admin list; GSI2, sparse). */
export async function listStatements(status: 'unpaid' | 'paid', limit = 500): Promise<PayoutStatement[]> {
  const items = await queryAll(
    {
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': commissionKeys.statementList(status, '', '').GSI2PK },
      ScanIndexForward: false,
    },
    limit,
  );
  return items.map((item) => statementView(stripKeys<StatementItem>(item)));
}

async function statementById(id: string): Promise<StatementItem | null> {
  const pointer = (
    await db.send(new GetCommand({ TableName: tableName(), Key: commissionKeys.statementPointer(id), ConsistentRead: true }))
  ).Item;
  if (!pointer) return null;
  const item = (
    await db.send(
      new GetCommand({
        TableName: tableName(),
        Key: commissionKeys.statement(String(pointer.ambassadorCode), String(pointer.period)),
        ConsistentRead: true,
      }),
    )
  ).Item;
  return item && item.id === id ? stripKeys<StatementItem>(item) : null;
}

/**
 * Records that a statement was paid, once. Nothing else about it changes: its total and entries
 * were fixed when the run made it.
 */
export async function markStatementPaid(
  id: string,
  payment: { method: PayoutMethod; reference: string; by: string },
  now: Date,
): Promise<PayoutStatement> {
  const statement = await statementById(id);
  if (!statement || statement.building) throw new NotFound('No payout statement has that id.');
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: commissionKeys.statement(statement.ambassadorCode, statement.period),
        UpdateExpression: 'SET paidAt = :now, #method = :method, #reference = :reference, paidBy = :by, GSI2PK = :gsi, GSI2SK = :sort',
        ConditionExpression: 'id = :id AND building = :false AND attribute_not_exists(paidAt)',
        ExpressionAttributeNames: { '#method': 'method', '#reference': 'reference' },
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':method': payment.method,
          ':reference': payment.reference,
          ':by': payment.by,
          ':id': id,
          ':false': false,
          ...listValues(commissionKeys.statementList('paid', statement.createdAt, id)),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return statementView(stripKeys<StatementItem>(out.Attributes!));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new Conflict('This statement is already marked paid', 'already_paid');
    throw error;
  }
}

// ── the payout run's claim ───────────────────────────────────────────────────────────────────

export type PayoutClaim = { claimed: true } | { claimed: false; heldBy: string | null; since: string | null };

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * One payout run at a time (a retry beside a late run, `npm run job` beside the clock). The lease is
 * on the wall clock, whatever `now` the run settles: a crashed run's claim lapses with it.
 */
export async function claimPayoutRun(runId: string, leaseSeconds: number, wallClock = new Date()): Promise<PayoutClaim> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...commissionKeys.payoutClaim(),
          entity: 'payout-claim',
          runId,
          claimedAt: wallClock.toISOString(),
          expiresAt: seconds(wallClock) + leaseSeconds,
        },
        ConditionExpression: 'attribute_not_exists(PK) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': seconds(wallClock) },
      }),
    );
    return { claimed: true };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const holder = (await db.send(new GetCommand({ TableName: tableName(), Key: commissionKeys.payoutClaim(), ConsistentRead: true })))
      .Item;
    return {
      claimed: false,
      heldBy: typeof holder?.runId === 'string' ? holder.runId : null,
      since: typeof holder?.claimedAt === 'string' ? holder.claimedAt : null,
    };
  }
}

export async function releasePayoutRun(runId: string): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: commissionKeys.payoutClaim(),
        ConditionExpression: 'runId = :run',
        ExpressionAttributeValues: { ':run': runId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

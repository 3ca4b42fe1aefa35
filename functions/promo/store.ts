import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { decideClaimConflict } from './rules';
import { db, tableName } from '#functions/platform/table/client';
import { promoTrialItem, zoneRegistration } from '#functions/delivery/store';

/**
 * The promo pool.
 * - one item per code; while unclaimed it sits in the sparse GSI1 partition PROMO_UNCLAIMED,
 *   so "offer another free code" is a Query with Limit 1;
 * - one guard item per email that holds a code (one code per person);
 * - one counter item with total and remaining, moved in the same transaction as every add and
 *   claim, so the page counts never need a scan and never drift from the items.
 */
export const promoKeys = {
  code: (code: string) => ({ PK: `PROMO#${code}`, SK: 'PROMO' }),
  unclaimed: (code: string) => ({ GSI1PK: 'PROMO_UNCLAIMED', GSI1SK: code }),
  emailGuard: (email: string) => ({ PK: `PROMO_EMAIL#${email.toLowerCase()}`, SK: 'PROMO_EMAIL' }),
  counter: () => ({ PK: 'PROMO_POOL', SK: 'COUNTS' }),
};

export interface PromoStats {
  total: number;
  remaining: number;
}

export type ClaimResult =
  | { outcome: 'claimed' }
  | { outcome: 'invalid_promo_code' }
  | { outcome: 'email_already_claimed' }
  | { outcome: 'already_claimed'; alternativeCode: string | null };

const MAX_ATTEMPTS = 8;

export async function getPromoStats(): Promise<PromoStats> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: promoKeys.counter(), ConsistentRead: true }));
  return { total: Number(out.Item?.total ?? 0), remaining: Number(out.Item?.remaining ?? 0) };
}

/** Adds one code and counts it; false when the code already exists (nothing changes). */
export async function addPromoCode(code: string, now = new Date()): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...promoKeys.code(code),
                ...promoKeys.unclaimed(code),
                entity: 'promo',
                promoCode: code,
                email: null,
                contentNiche: null,
                status: 'unused',
                usedAt: null,
                createdAt: now.toISOString(),
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: promoKeys.counter(),
              UpdateExpression: 'ADD #total :one, remaining :one',
              ExpressionAttributeNames: { '#total': 'total' },
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** One free code other than `except` (the index is eventually consistent: it may still list a code just taken). */
export async function findUnclaimedCode(except?: string): Promise<string | null> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': 'PROMO_UNCLAIMED' },
      Limit: 2,
    }),
  );
  const codes = (out.Items ?? []).map((item) => item.promoCode as string).filter((code) => code !== except);
  return codes[0] ?? null;
}

/**
 * Claims `code` for `email` in one transaction: the code takes the email only if it exists and
 * has none, the email guard is created only if the email holds no code, and the counter moves
 * with them. Exactly one of any number of concurrent claims of a code can win.
 */
export async function claimPromoCode(input: {
  code: string;
  email: string;
  contentNiche: string;
  timeZone?: string | null;
  now?: Date;
}): Promise<ClaimResult> {
  const email = input.email.toLowerCase();
  const now = input.now ?? new Date();
  // The claim starts the card-free trial: the daily email for the claimed niche (delivery.ts), written with the claim or not at all.
  const trial = promoTrialItem({ email, niche: input.contentNiche, promoCode: input.code, timeZone: input.timeZone, now });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: promoKeys.code(input.code),
                ConditionExpression: 'attribute_exists(PK) AND attribute_type(email, :null)',
                UpdateExpression: 'SET email = :email, contentNiche = :niche, #status = :used, usedAt = :at REMOVE GSI1PK, GSI1SK',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: {
                  ':null': 'NULL',
                  ':email': email,
                  ':niche': input.contentNiche,
                  ':used': 'used',
                  ':at': now.toISOString(),
                },
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
            {
              Put: {
                TableName: tableName(),
                Item: { ...promoKeys.emailGuard(email), entity: 'promo-email', email, promoCode: input.code },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Update: {
                TableName: tableName(),
                Key: promoKeys.counter(),
                ConditionExpression: 'remaining > :zero',
                UpdateExpression: 'ADD remaining :minusOne',
                ExpressionAttributeValues: { ':zero': 0, ':minusOne': -1 },
              },
            },
            // Unconditional: the email guard above already makes this the address's only claim.
            { Put: { TableName: tableName(), Item: trial } },
            zoneRegistration(String(trial.timeZone)),
          ],
        }),
      );
      return { outcome: 'claimed' };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const [codeReason, emailReason] = error.CancellationReasons ?? [];
      const codeFailed = codeReason?.Code === 'ConditionalCheckFailed';
      const decision = decideClaimConflict({
        codeMissing: codeFailed && !codeReason?.Item,
        codeTaken: codeFailed && Boolean(codeReason?.Item),
        emailHasCode: emailReason?.Code === 'ConditionalCheckFailed',
      });
      switch (decision.kind) {
        case 'invalid_promo_code':
          return { outcome: 'invalid_promo_code' };
        case 'email_already_claimed':
          return { outcome: 'email_already_claimed' };
        case 'already_claimed':
          return { outcome: 'already_claimed', alternativeCode: await findUnclaimedCode(input.code) };
        case 'retry':
          // A TransactionConflict with a concurrent claim: back off with jitter and try again.
          if (attempt >= MAX_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  }
}

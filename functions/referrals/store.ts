import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/platform/table/client';

/**
 * Referral conversions (docs/product-rules.md#referral-capture): at most one per referred user (the
 * key is the user), listed per ambassador through GSI1 in conversion order.
 */
export const referralKeys = {
  item: (referredUserId: string) => ({ PK: `REFERRAL#${referredUserId}`, SK: 'REFERRAL' }),
  byAmbassador: (code: string, conversionDate: string) => ({
    GSI1PK: `AMBASSADOR_REFERRALS#${code.toLowerCase()}`,
    GSI1SK: conversionDate,
  }),
};

export interface ReferralConversion {
  ambassadorCode: string;
  referredUserId: string;
  referredEmail: string;
  referralSource: string | null;
  conversionDate: string;
  subscriptionTier: string | null;
}

export function referralItem(conversion: ReferralConversion): Record<string, unknown> {
  return {
    ...referralKeys.item(conversion.referredUserId),
    ...referralKeys.byAmbassador(conversion.ambassadorCode, conversion.conversionDate),
    entity: 'referral',
    ...conversion,
  };
}

export async function listReferralsOf(code: string): Promise<ReferralConversion[]> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': referralKeys.byAmbassador(code, '').GSI1PK },
    }),
  );
  return (out.Items ?? []).map((item) => {
    const { ambassadorCode, referredUserId, referredEmail, referralSource, conversionDate, subscriptionTier } = item as ReferralConversion;
    return { ambassadorCode, referredUserId, referredEmail, referralSource, conversionDate, subscriptionTier };
  });
}

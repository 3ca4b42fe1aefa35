import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/** An ambassador is found by referral code (stored lower-cased). */
export const ambassadorKeys = {
  item: (code: string) => ({ PK: `AMBASSADOR#${code.toLowerCase()}`, SK: 'AMBASSADOR' }),
};

export interface Ambassador {
  code: string;
  name: string;
  email: string;
  status: 'active' | 'inactive' | 'pending';
  /** Share of the subscription price paid out, 0..1. */
  commissionRate: number;
  createdAt: string;
}

export async function getAmbassador(code: string): Promise<Ambassador | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: ambassadorKeys.item(code) }));
  if (!out.Item) return null;
  const { code: c, name, email, status, commissionRate, createdAt } = out.Item as Ambassador;
  return { code: c, name, email, status, commissionRate, createdAt };
}

export async function putAmbassador(ambassador: Ambassador): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...ambassadorKeys.item(ambassador.code), entity: 'ambassador', ...ambassador, code: ambassador.code.toLowerCase() },
    }),
  );
}

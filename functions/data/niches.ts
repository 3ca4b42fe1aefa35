import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Niche } from '../contract/schemas';
import { db, tableName } from './client';

/** Approved niches live in one small partition: listing them is one Query. */
export const nicheKeys = {
  partition: () => 'NICHES',
  item: (niche: string) => ({ PK: 'NICHES', SK: `NICHE#${niche}` }),
};

export interface ApprovedNiche extends Niche {
  isActive: boolean;
}

interface NicheItem extends ApprovedNiche {
  PK: string;
  SK: string;
  entity: 'niche';
}

export async function putNiche(niche: ApprovedNiche): Promise<void> {
  const item: NicheItem = { ...nicheKeys.item(niche.niche), entity: 'niche', ...niche };
  await db.send(new PutCommand({ TableName: tableName(), Item: item }));
}

/** Every niche, active or not, in sort order. */
export async function listNiches(): Promise<ApprovedNiche[]> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': nicheKeys.partition() },
    }),
  );
  return ((out.Items ?? []) as NicheItem[])
    .map(({ niche, displayName, sortOrder, isActive }) => ({ niche, displayName, sortOrder, isActive }))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.niche.localeCompare(b.niche));
}

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from '#functions/platform/table/client';

/** Security-relevant actions, newest last under one partition per kind, kept a year. */
export const auditKeys = {
  entry: (kind: string, id: string) => ({ PK: `AUDIT#${kind}`, SK: id }),
};

const KEEP_SECONDS = 365 * 24 * 60 * 60;

export async function recordAudit(kind: string, details: Record<string, unknown>, now = new Date()): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...auditKeys.entry(kind, ulid(now.getTime())),
        entity: 'audit',
        kind,
        at: now.toISOString(),
        ...details,
        expiresAt: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
      },
    }),
  );
}

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { StripeEnvironment } from './schemas';
import { db, tableName } from '#functions/platform/table/client';

/** app_settings: one item per setting key. */
export const settingKeys = {
  item: (key: string) => ({ PK: 'SETTINGS', SK: `SETTING#${key}` }),
};

const STRIPE_ENVIRONMENT = 'stripe_environment';

/** The setting's key, for a read batched with others (subscribers.ts). */
export const stripeEnvironmentKey = () => settingKeys.item(STRIPE_ENVIRONMENT);

/** Sandbox until an admin switches: a fresh deployment never takes real money by accident. */
export function stripeEnvironmentOf(item: Record<string, unknown> | undefined): StripeEnvironment {
  return item?.value === 'production' ? 'production' : 'sandbox';
}

export async function getStripeEnvironmentSetting(): Promise<StripeEnvironment> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: stripeEnvironmentKey(), ConsistentRead: true }));
  return stripeEnvironmentOf(out.Item);
}

export async function putStripeEnvironmentSetting(environment: StripeEnvironment, updatedBy: string, now = new Date()): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...settingKeys.item(STRIPE_ENVIRONMENT),
        entity: 'setting',
        key: STRIPE_ENVIRONMENT,
        value: environment,
        updatedBy,
        updatedAt: now.toISOString(),
      },
    }),
  );
}

/** Whether a one-off data migration has completed (the seed runs each until it has). */
export async function migrationDone(name: string): Promise<boolean> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: settingKeys.item(name), ConsistentRead: true }));
  return Boolean(out.Item);
}

export async function markMigrationDone(name: string, now = new Date()): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...settingKeys.item(name), entity: 'setting', key: name, value: true, updatedAt: now.toISOString() },
    }),
  );
}

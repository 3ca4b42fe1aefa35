import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The single table, declared once. The CDK data construct and the local table creation both read
 * this, so the emulator can never drift from what is deployed.
 */
export const TABLE = {
  partitionKey: 'PK',
  sortKey: 'SK',
  timeToLiveAttribute: 'expiresAt',
  indexes: [
    { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    // Admin indexes: the subscribers out of sync, and every Stripe customer for the nightly reconciliation.
    { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
  ],
} as const;

/**
 * Partition-key prefix of the rate-limit counters (functions/platform/rate-limit.ts). Declared here, with
 * no client attached, because IAM grants read-only routes writes to exactly these items.
 */
export const RATE_LIMIT_KEY_PREFIX = 'RATE#';

export type IndexName = (typeof TABLE.indexes)[number]['indexName'];

/** Used by the local stack and the integration tests to create the same table in DynamoDB Local. */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const keyAttributes = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: TABLE.indexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}

/** DynamoDB keeps expired items until its sweeper runs (and DynamoDB Local never does): treat them as gone. */
export function isExpired(item: { expiresAt?: number } | undefined, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  return item?.expiresAt !== undefined && item.expiresAt <= nowSeconds;
}

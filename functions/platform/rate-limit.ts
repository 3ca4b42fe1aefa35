import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TooManyRequests } from './errors';
import { db, tableName } from './table/client';
import { RATE_LIMIT_KEY_PREFIX } from './table/table';

/**
 * Fixed-window counters: one item per key and window, created by the first hit and left to
 * expire (TTL). The count only moves while under the limit, so a flood cannot grow it.
 */
export const rateLimitKeys = {
  window: (bucket: string, subject: string, windowStart: number) => ({
    PK: `${RATE_LIMIT_KEY_PREFIX}${bucket}#${subject}`,
    SK: `W#${windowStart}`,
  }),
};

/**
 * Counts one call of `subject` against `bucket`; over the limit it throws TooManyRequests with the
 * seconds left in the window (the Retry-After the caller is told).
 */
export async function hitRateLimit(bucket: string, subject: string, limit: number, windowSeconds: number, now = Date.now()): Promise<void> {
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateLimitKeys.window(bucket, subject, windowStart),
        UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': windowStart + windowSeconds * 2 },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new TooManyRequests(windowStart + windowSeconds - nowSeconds);
    throw error;
  }
}

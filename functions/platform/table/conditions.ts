import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/**
 * A conditional write that lost: its condition was false, or the transaction it was in was
 * cancelled (a condition, or a concurrent transaction on one of its items). Callers that write for
 * uniqueness read either as "someone else has it".
 */
export function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException || error instanceof TransactionCanceledException;
}

import type { StackInfo } from './local-stack';

/**
 * Points the data layer at the test stack's DynamoDB Local. functions/data reads its env when
 * first imported, so callers import data modules dynamically after this.
 */
export function useStackTable(stack: StackInfo): void {
  process.env.TABLE_NAME = stack.tableName;
  process.env.DYNAMODB_ENDPOINT = stack.dynamodb;
  process.env.AWS_REGION = 'local';
}

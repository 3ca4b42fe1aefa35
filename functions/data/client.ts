import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Module-scope singletons: created once per cold start. DYNAMODB_ENDPOINT points the client at
 * DynamoDB Local; in the cloud it is unset and the SDK uses the regional endpoint.
 */
const endpoint = process.env.DYNAMODB_ENDPOINT;

export const dynamo = new DynamoDBClient({
  ...(endpoint
    ? { endpoint, region: process.env.AWS_REGION ?? 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
    : {}),
});

export const db = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});

export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
}

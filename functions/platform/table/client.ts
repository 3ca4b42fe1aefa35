import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { enforceDeclaredAccess } from './declared-access';

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

// In the cloud IAM refuses a write a route did not declare; locally this does (declared-access.ts).
if (endpoint) enforceDeclaredAccess(dynamo);

export const db = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});

export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
}

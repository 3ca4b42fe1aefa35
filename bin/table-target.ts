import { LOCAL_TABLE_NAME } from '#lib/local/config';

/**
 * The command-line tools work on the local stack by default (DynamoDB Local on DYNAMODB_PORT,
 * 8000) and on a deployed table with TABLE_NAME=<table> AWS_REGION=<region> and AWS credentials.
 * Imported first, before anything that reads these variables.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
if (!process.env.TABLE_NAME) {
  process.env.TABLE_NAME = LOCAL_TABLE_NAME;
  process.env.DYNAMODB_ENDPOINT ??= `http://127.0.0.1:${process.env.DYNAMODB_PORT ?? 8000}`;
}

/** Exit code and message for a tool that failed, with the likely cause when the local table is not running. */
export function reportFailure(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    /ECONNREFUSED|connect/i.test(message)
      ? `Could not reach DynamoDB at ${process.env.DYNAMODB_ENDPOINT}: is \`npm start\` running?`
      : message,
  );
  process.exit(1);
}

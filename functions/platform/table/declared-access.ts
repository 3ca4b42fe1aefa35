import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { TableAccess } from '../route';
import { RATE_LIMIT_KEY_PREFIX } from './table';

/**
 * The table access the running route declared (route table `table`), for the length of one
 * invocation. In the cloud IAM enforces it: a 'read' function's role cannot write. The local stack
 * runs every handler in one process with one set of credentials, so without this a route that
 * writes while declaring 'read' would pass every local test and fail with AccessDenied once
 * deployed.
 */
export const declaredAccess = new AsyncLocalStorage<TableAccess>();

const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

/** What IAM grants a 'read' route with a rate limit: UpdateItem on rate-limit counters only. */
function isCounterUpdate(operation: string, body: unknown): boolean {
  if (operation !== 'UpdateItem') return false;
  const text = typeof body === 'string' ? body : body instanceof Uint8Array ? new TextDecoder().decode(body) : '{}';
  const key = (JSON.parse(text) as { Key?: { PK?: { S?: string } } }).Key?.PK?.S;
  return key?.startsWith(RATE_LIMIT_KEY_PREFIX) ?? false;
}

/** Refuses, as IAM would, a write from a route that declared 'read'. Installed on the local stack's client. */
export function enforceDeclaredAccess(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { headers?: Record<string, string>; body?: unknown };
      const operation = request.headers?.['x-amz-target']?.split('.')[1] ?? '';
      // IAM grants Scan to no route (lib/constructs/data.ts): only deploy-time migrations may.
      if (declaredAccess.getStore() !== undefined && operation === 'Scan') {
        throw Object.assign(new Error('AccessDenied: Scan from a route: every request path reads by key, Query or index'), {
          name: 'AccessDeniedException',
        });
      }
      if (declaredAccess.getStore() === 'read' && WRITES.has(operation) && !isCounterUpdate(operation, request.body)) {
        throw Object.assign(new Error(`AccessDenied: ${operation} from a route whose table access is 'read' (its feature's routes.ts)`), {
          name: 'AccessDeniedException',
        });
      }
      return next(args);
    },
    { step: 'build', name: 'declaredTableAccess' },
  );
}

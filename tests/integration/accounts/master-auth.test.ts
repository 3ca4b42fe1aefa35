import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useStackTable } from '../../support/data';

/**
 * The stack's gateway runs without a master secret (the default, checked in billing.test.ts).
 * Here the handler itself runs in this process with one configured, against the stack's table.
 */
const stack = inject('stack');
let handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode?: number; body?: string }>;
let auditOf: (email: string) => Promise<Array<Record<string, unknown>>>;

beforeAll(async () => {
  useStackTable(stack);
  process.env.MASTER_AUTH_SECRET = `master-${randomUUID()}`;
  ({ handler } = (await import('#functions/accounts/handlers/master-auth')) as unknown as { handler: typeof handler });
  const { db, tableName } = await import('#functions/platform/table/client');
  const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  auditOf = async (email) =>
    (
      (
        await db.send(
          new QueryCommand({
            TableName: tableName(),
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': 'AUDIT#master-auth' },
            ConsistentRead: true,
          }),
        )
      ).Items ?? []
    ).filter((item) => item.email === email);
});

afterAll(() => {
  delete process.env.MASTER_AUTH_SECRET;
});

function call(body: unknown, ip: string) {
  const event = {
    version: '2.0',
    rawPath: '/api/auth/master',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'user-agent': 'vitest' },
    requestContext: { http: { method: 'POST', path: '/api/auth/master', sourceIp: ip }, requestId: randomUUID() },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  return handler(event, { awsRequestId: randomUUID(), functionName: 'masterAuth' } as Context);
}

describe('master-auth with a master secret configured', () => {
  it('writes every attempt to the audit log, never creates a session, and rate-limits per address', async () => {
    const email = `audited-${randomUUID().slice(0, 8)}@example.com`;
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await call({ email, password: i === 0 ? process.env.MASTER_AUTH_SECRET : 'wrong-guess' }, ip));
    expect(answers.map((a) => [a.statusCode, JSON.parse(a.body ?? '{}')])).toEqual(Array(5).fill([200, { success: false }]));

    const audit = await auditOf(email);
    expect(audit).toHaveLength(5);
    expect(audit.filter((entry) => entry.matched === true)).toHaveLength(1);
    expect(audit[0]).toMatchObject({ ip, userAgent: 'vitest' });
    expect(JSON.stringify(audit)).not.toContain(process.env.MASTER_AUTH_SECRET);

    const sixth = await call({ email, password: 'wrong-guess' }, ip);
    expect(sixth.statusCode).toBe(429);
    expect(await auditOf(email)).toHaveLength(5);
  });

  it('refuses a body without a password with 400', async () => {
    const res = await call({ email: 'x@example.com' }, '198.51.100.7');
    expect(res.statusCode).toBe(400);
  });
});

import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useStackTable } from '../../support/data';

/**
 * A route's declared table access, enforced locally as IAM enforces it in the cloud (see
 * functions/platform/table/declared-access.ts): every integration and browser test then runs each route
 * under the access it will have once deployed.
 */
const stack = inject('stack');
let modules: {
  declaredAccess: typeof import('#functions/platform/table/declared-access').declaredAccess;
  db: typeof import('#functions/platform/table/client').db;
  tableName: () => string;
  lib: typeof import('@aws-sdk/lib-dynamodb');
};

beforeAll(async () => {
  useStackTable(stack);
  const { declaredAccess } = await import('#functions/platform/table/declared-access');
  const { db, tableName } = await import('#functions/platform/table/client');
  modules = { declaredAccess, db, tableName, lib: await import('@aws-sdk/lib-dynamodb') };
});

describe("a route declared table: 'read'", () => {
  it('is refused a Put, an Update or a transaction, as IAM would refuse them', async () => {
    const { declaredAccess, db, tableName, lib } = modules;
    const Key = { PK: 'DECLARED#check', SK: 'ITEM' };
    await expect(
      declaredAccess.run('read', () => db.send(new lib.PutCommand({ TableName: tableName(), Item: { ...Key, value: 1 } }))),
    ).rejects.toThrow(/AccessDenied/);
    await expect(
      declaredAccess.run('read', () =>
        db.send(
          new lib.UpdateCommand({ TableName: tableName(), Key, UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': 1 } }),
        ),
      ),
    ).rejects.toThrow(/AccessDenied/);
    await expect(
      declaredAccess.run('read', () =>
        db.send(new lib.TransactWriteCommand({ TransactItems: [{ Put: { TableName: tableName(), Item: Key } }] })),
      ),
    ).rejects.toThrow(/AccessDenied/);
    expect((await db.send(new lib.GetCommand({ TableName: tableName(), Key }))).Item).toBeUndefined();
  });

  it('may read, and may count its rate limit', async () => {
    const { declaredAccess, db, tableName, lib } = modules;
    await declaredAccess.run('read', () =>
      db.send(new lib.GetCommand({ TableName: tableName(), Key: { PK: 'DECLARED#check', SK: 'ITEM' } })),
    );
    const { hitRateLimit } = await import('#functions/platform/rate-limit');
    await expect(declaredAccess.run('read', () => hitRateLimit('declaredCheck', 'ip#192.0.2.1', 5, 60))).resolves.toBeUndefined();
  });

  it("leaves a 'readWrite' route free to write", async () => {
    const { declaredAccess, db, tableName, lib } = modules;
    await declaredAccess.run('readWrite', () =>
      db.send(new lib.PutCommand({ TableName: tableName(), Item: { PK: 'DECLARED#check', SK: 'RW', value: 1 } })),
    );
    expect((await db.send(new lib.GetCommand({ TableName: tableName(), Key: { PK: 'DECLARED#check', SK: 'RW' } }))).Item).toMatchObject({
      value: 1,
    });
  });
});

import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AmbassadorStatus } from './routes';
import { Conflict, NotFound } from '#functions/platform/errors';
import { queryAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';
import { isConditionFailure } from '#functions/platform/table/conditions';

/**
 * Ambassadors, found by referral code (stored lower-cased); the code is the
 * key, so "unique" is a conditional put. Every ambassador is also on the GSI1 list the admin table
 * reads, and one with a portal account has a pointer from its Cognito user.
 */
export const ambassadorKeys = {
  item: (code: string) => ({ PK: `AMBASSADOR#${code.toLowerCase()}`, SK: 'AMBASSADOR' }),
  list: (createdAt: string, code: string) => ({ GSI1PK: 'AMBASSADORS', GSI1SK: `${createdAt}#${code.toLowerCase()}` }),
  ofUser: (userId: string) => ({ PK: `AMBASSADOR_USER#${userId}`, SK: 'AMBASSADOR' }),
};

export interface Ambassador {
  code: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  company: string | null;
  status: AmbassadorStatus;
  /** Share of each payment paid out, 0..1 in steps of 0.01 (domain/commission.ts ratePercent). */
  commissionRate: number;
  notes: string | null;
  /** Set by an admin: the ambassador's referrals stop earning (an inactive ambassador's keep earning otherwise). */
  earningStopped: boolean;
  /** The Cognito user of the ambassador's portal account, once there is one. */
  userId: string | null;
  /** The application an approval created it from. */
  applicationId: string | null;
  createdAt: string;
  updatedAt: string;
}

const FIELDS = [
  'code',
  'email',
  'firstName',
  'lastName',
  'phone',
  'company',
  'status',
  'commissionRate',
  'notes',
  'earningStopped',
  'userId',
  'applicationId',
  'createdAt',
  'updatedAt',
] as const;

/** Older items have `name` instead of first and last names, and no flags. */
function fromItem(item: Record<string, unknown>): Ambassador {
  const legacyName = typeof item.name === 'string' ? item.name.trim() : '';
  const [legacyFirst = null, ...rest] = legacyName ? legacyName.split(/\s+/) : [];
  return {
    code: String(item.code),
    email: String(item.email),
    firstName: (item.firstName as string | null | undefined) ?? legacyFirst,
    lastName: (item.lastName as string | null | undefined) ?? (rest.length ? rest.join(' ') : null),
    phone: (item.phone as string | null | undefined) ?? null,
    company: (item.company as string | null | undefined) ?? null,
    status: item.status as AmbassadorStatus,
    commissionRate: Number(item.commissionRate),
    notes: (item.notes as string | null | undefined) ?? null,
    earningStopped: item.earningStopped === true,
    userId: (item.userId as string | null | undefined) ?? null,
    applicationId: (item.applicationId as string | null | undefined) ?? null,
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt ?? item.createdAt),
  };
}

function toItem(ambassador: Ambassador): Record<string, unknown> {
  const code = ambassador.code.toLowerCase();
  const item: Record<string, unknown> = {
    ...ambassadorKeys.item(code),
    ...ambassadorKeys.list(ambassador.createdAt, code),
    entity: 'ambassador',
  };
  for (const field of FIELDS) item[field] = ambassador[field];
  item.code = code;
  return item;
}

/** The stored item of an ambassador, for a transaction that creates one with another write (an approval). */
export function ambassadorItem(ambassador: Ambassador): Record<string, unknown> {
  return toItem(ambassador);
}

export async function getAmbassador(code: string, options: { consistent?: boolean } = {}): Promise<Ambassador | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: ambassadorKeys.item(code), ConsistentRead: options.consistent }));
  return out.Item ? fromItem(out.Item) : null;
}

/** A new ambassador; a code someone already has is a Conflict (the conditional put decides, not a read). */
export async function createAmbassador(ambassador: Ambassador): Promise<Ambassador> {
  try {
    await db.send(new PutCommand({ TableName: tableName(), Item: toItem(ambassador), ConditionExpression: 'attribute_not_exists(PK)' }));
  } catch (error) {
    if (isConditionFailure(error)) throw new Conflict('That code is taken. Choose another one.');
    throw error;
  }
  return { ...ambassador, code: ambassador.code.toLowerCase() };
}

export type AmbassadorChanges = Pick<
  Ambassador,
  'email' | 'firstName' | 'lastName' | 'phone' | 'company' | 'status' | 'commissionRate' | 'notes' | 'earningStopped'
>;

/** An admin's edit; the code, the portal link and the creation date are not the form's to change. */
export async function updateAmbassador(code: string, changes: AmbassadorChanges, now: Date): Promise<Ambassador> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':updatedAt': now.toISOString() };
  const sets = ['updatedAt = :updatedAt'];
  for (const [field, value] of Object.entries(changes)) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ambassadorKeys.item(code),
        UpdateExpression: `SET ${sets.join(', ')} REMOVE #name`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { ...names, '#name': 'name' },
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem(out.Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('No ambassador has that code.');
    throw error;
  }
}

/** Every ambassador, oldest first (the admin table; an ambassador programme has hundreds, not millions). */
export async function listAmbassadors(): Promise<Ambassador[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': 'AMBASSADORS' },
  });
  return items.map(fromItem);
}

/**
 * Gives the ambassador its portal account: the ambassador names the user and the user's pointer
 * names the ambassador, both or neither. A user already linked to another ambassador is a Conflict.
 */
export async function linkAmbassadorUser(code: string, userId: string): Promise<void> {
  const normalized = code.toLowerCase();
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: ambassadorKeys.item(normalized),
              UpdateExpression: 'SET userId = :userId',
              ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(userId) OR userId = :null OR userId = :userId)',
              ExpressionAttributeValues: { ':userId': userId, ':null': null },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...ambassadorKeys.ofUser(userId), entity: 'ambassador-user', code: normalized },
              ConditionExpression: 'attribute_not_exists(PK) OR code = :code',
              ExpressionAttributeValues: { ':code': normalized },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new Conflict('That account already belongs to another ambassador.');
    throw error;
  }
}

/** The code of the ambassador a signed-in user is, or null. */
export async function ambassadorCodeOfUser(userId: string): Promise<string | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: ambassadorKeys.ofUser(userId), ConsistentRead: true }));
  return typeof out.Item?.code === 'string' ? out.Item.code : null;
}

/** The seed's and tests' write: creates or replaces, keeping the list keys right. */
export async function putAmbassador(ambassador: Ambassador): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: toItem(ambassador) }));
}

/** A whole record from what a caller knows, the rest at its defaults (no portal account, earning). */
export function newAmbassador(
  fields: Pick<Ambassador, 'code' | 'email' | 'status' | 'commissionRate'> &
    Partial<Omit<Ambassador, 'code' | 'email' | 'status' | 'commissionRate'>>,
  now = new Date(),
): Ambassador {
  const createdAt = fields.createdAt ?? now.toISOString();
  return {
    firstName: null,
    lastName: null,
    phone: null,
    company: null,
    notes: null,
    earningStopped: false,
    userId: null,
    applicationId: null,
    updatedAt: createdAt,
    ...fields,
    code: fields.code.toLowerCase(),
    createdAt,
  };
}

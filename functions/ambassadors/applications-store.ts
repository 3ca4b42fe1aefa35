import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { AmbassadorApplicationInput } from './routes';
import { canonicalEmail } from './commission';
import { Conflict, NotFound } from '#functions/platform/errors';
import { ambassadorItem, type Ambassador } from './store';
import { queryAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';
import { isConditionFailure } from '#functions/platform/table/conditions';

/**
 * Ambassador applications, stored with the snake_case field names the form sends and the admin
 * list reads. One PENDING application per person: a guard item keyed by the canonical email is
 * put with `attribute_not_exists` in the same transaction as the application, and deleted in the
 * transaction that approves or rejects it, so the person may apply again later.
 */
export const applicationKeys = {
  item: (id: string) => ({ PK: `AMBASSADOR_APPLICATION#${id}`, SK: 'APPLICATION' }),
  /** GSI1: the admin's lists, one partition per status. */
  byStatus: (status: ApplicationStatus, createdAt: string, id: string) => ({
    GSI1PK: `AMBASSADOR_APPLICATIONS#${status}`,
    GSI1SK: `${createdAt}#${id}`,
  }),
  pendingGuard: (email: string) => ({ PK: `AMBASSADOR_APPLICATION_EMAIL#${canonicalEmail(email)}`, SK: 'PENDING' }),
};

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface AmbassadorApplication {
  id: string;
  name: string;
  email: string;
  company: string | null;
  website: string | null;
  audience_size: NonNullable<AmbassadorApplicationInput['audience_size']> | null;
  experience_level: NonNullable<AmbassadorApplicationInput['experience_level']> | null;
  additional_info: string | null;
  marketing_channels: AmbassadorApplicationInput['marketing_channels'];
  status: ApplicationStatus;
  created_at: string;
  reviewed_at: string | null;
  /** Set by the approval's first step, with the ambassador it created (so a retry finds it). */
  ambassador_code: string | null;
}

export const DUPLICATE_APPLICATION_MESSAGE = 'An application for this email is already under review.';

const FIELDS = [
  'id',
  'name',
  'email',
  'company',
  'website',
  'audience_size',
  'experience_level',
  'additional_info',
  'marketing_channels',
  'status',
  'created_at',
  'reviewed_at',
  'ambassador_code',
] as const;

function fromItem(item: Record<string, unknown>): AmbassadorApplication {
  const application = {} as Record<string, unknown>;
  for (const field of FIELDS) application[field] = item[field] ?? null;
  application.marketing_channels = Array.isArray(item.marketing_channels) ? item.marketing_channels : [];
  return application as unknown as AmbassadorApplication;
}

/** Which items of a canceled transaction failed their condition, in the order they were sent. */
function failedConditions(error: unknown): boolean[] {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code === 'ConditionalCheckFailed');
}

const blankToNull = (value: string | undefined): string | null => (value && value.trim() !== '' ? value : null);

/** Stores a new pending application; a pending one for the same person is a Conflict. */
export async function createApplication(input: AmbassadorApplicationInput, now: Date): Promise<AmbassadorApplication> {
  const createdAt = now.toISOString();
  const application: AmbassadorApplication = {
    id: ulid(now.getTime()),
    name: input.name,
    email: input.email,
    company: blankToNull(input.company),
    website: blankToNull(input.website),
    audience_size: input.audience_size ?? null,
    experience_level: input.experience_level ?? null,
    additional_info: blankToNull(input.additional_info),
    marketing_channels: input.marketing_channels,
    status: 'pending',
    created_at: createdAt,
    reviewed_at: null,
    ambassador_code: null,
  };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...applicationKeys.pendingGuard(input.email),
                entity: 'ambassador-application-guard',
                applicationId: application.id,
                createdAt,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...applicationKeys.item(application.id),
                ...applicationKeys.byStatus('pending', createdAt, application.id),
                entity: 'ambassador-application',
                ...application,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new Conflict(DUPLICATE_APPLICATION_MESSAGE, 'application_pending');
    throw error;
  }
  return application;
}

export async function getApplication(id: string, options: { consistent?: boolean } = {}): Promise<AmbassadorApplication | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: applicationKeys.item(id), ConsistentRead: options.consistent }));
  return out.Item ? fromItem(out.Item) : null;
}

/** Reviewed lists are shown newest first and cut here; the pending queue is shown whole, oldest first. */
export const REVIEWED_LIST_LIMIT = 100;

export async function listApplications(status: ApplicationStatus): Promise<AmbassadorApplication[]> {
  const items = await queryAll(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': applicationKeys.byStatus(status, '', '').GSI1PK },
      ScanIndexForward: status === 'pending',
    },
    status === 'pending' ? Infinity : REVIEWED_LIST_LIMIT,
  );
  return items.map(fromItem);
}

/** How many applications wait for review (the admin's summary card). */
export async function countPendingApplications(): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': applicationKeys.byStatus('pending', '', '').GSI1PK },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return count;
}

export type StartApprovalOutcome =
  /** The ambassador was created now, or by an earlier attempt that stopped half-way (its code). */
  | { outcome: 'started'; code: string }
  /** The code is someone else's. */
  | { outcome: 'code-taken' };

/**
 * The approval's first, decisive step: the ambassador and the application's `ambassador_code`
 * are written together, only while the application is pending and has no code yet. So an
 * approval that crashed after this step is finished by the next attempt (which finds the code)
 * instead of creating a second ambassador.
 */
export async function startApproval(application: AmbassadorApplication, ambassador: Ambassador, now: Date): Promise<StartApprovalOutcome> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: applicationKeys.item(application.id),
              UpdateExpression: 'SET ambassador_code = :code, approval_started_at = :now',
              ConditionExpression: '#status = :pending AND (attribute_not_exists(ambassador_code) OR ambassador_code = :null)',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':code': ambassador.code, ':now': now.toISOString(), ':pending': 'pending', ':null': null },
            },
          },
          { Put: { TableName: tableName(), Item: ambassadorItem(ambassador), ConditionExpression: 'attribute_not_exists(PK)' } },
        ],
      }),
    );
    return { outcome: 'started', code: ambassador.code };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const [applicationFailed = false, codeFailed = false] = failedConditions(error);
    if (applicationFailed) {
      const current = await getApplication(application.id, { consistent: true });
      if (!current) throw new NotFound('No application has that id.');
      if (current.status !== 'pending') throw alreadyReviewed(current.status);
      if (current.ambassador_code) return { outcome: 'started', code: current.ambassador_code };
      throw error;
    }
    if (codeFailed) return { outcome: 'code-taken' };
    throw error;
  }
}

function alreadyReviewed(status: ApplicationStatus): Conflict {
  return new Conflict(`This application was already ${status}.`, 'application_reviewed');
}

/**
 * The last step of an approval, or a rejection: the status, and the person's pending guard
 * released in the same transaction. Only a pending application moves; a rejection also requires
 * that no approval has started (its ambassador exists: approve again to finish it).
 */
export async function reviewApplication(id: string, decision: 'approved' | 'rejected', now: Date): Promise<AmbassadorApplication> {
  const current = await getApplication(id, { consistent: true });
  if (!current) throw new NotFound('No application has that id.');
  if (current.status !== 'pending') throw alreadyReviewed(current.status);
  if (decision === 'rejected' && current.ambassador_code) {
    throw new Conflict('An approval of this application has started: approve it again to finish it.', 'approval_started');
  }
  if (decision === 'approved' && !current.ambassador_code)
    throw new Error(`Application ${id} has no ambassador yet: start the approval first.`);
  const reviewedAt = now.toISOString();
  const listKeys = applicationKeys.byStatus(decision, current.created_at, id);
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: applicationKeys.item(id),
              UpdateExpression: 'SET #status = :decision, reviewed_at = :now, GSI1PK = :gsi1pk, GSI1SK = :gsi1sk',
              ConditionExpression:
                decision === 'approved'
                  ? '#status = :pending AND ambassador_code = :code'
                  : '#status = :pending AND (attribute_not_exists(ambassador_code) OR ambassador_code = :null)',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':decision': decision,
                ':now': reviewedAt,
                ':gsi1pk': listKeys.GSI1PK,
                ':gsi1sk': listKeys.GSI1SK,
                ':pending': 'pending',
                ...(decision === 'approved' ? { ':code': current.ambassador_code } : { ':null': null }),
              },
            },
          },
          {
            // Only this application's guard: the person may have applied again since a release.
            Delete: {
              TableName: tableName(),
              Key: applicationKeys.pendingGuard(current.email),
              ConditionExpression: 'attribute_not_exists(PK) OR applicationId = :id',
              ExpressionAttributeValues: { ':id': id },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Another admin reviewed it between the read and the write.
    const after = await getApplication(id, { consistent: true });
    throw alreadyReviewed(after?.status === 'pending' ? decision : (after?.status ?? decision));
  }
  return { ...current, status: decision, reviewed_at: reviewedAt };
}

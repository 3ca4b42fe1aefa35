import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { canonicalZone, DELIVERY_DEFAULTS, type EmailStatus, PROMO_TRIAL_DAYS } from './rules';
import { db, tableName } from '#functions/platform/table/client';

/**
 * Daily delivery's items (docs/product-rules.md#daily-email).
 *
 * The send-slot index is GSI2, sparse, on subscriber and promo-trial items: the dispatcher reads
 * one partition per (zone, hour) due, never a Scan. An item is in it only while BOTH halves of its
 * key are set, and each half has one owner, so neither writer needs to read what the other owns:
 * - GSI2PK `SENDSLOT#<zone>#<hour>`: set while the daily email is on and the address deliverable,
 *   by the writers of those settings (this module, and the subscriber's creation);
 * - GSI2SK `USER#<id>`: set while the subscription is live, by the billing writers
 *   (subscribers.ts). A promo trial has no subscription: its GSI2SK is set once, at the claim.
 *
 * The zones in use are kept in one item, so the dispatcher asks only about those; a zone is added
 * in the same transaction that first puts someone in it and never removed (an empty slot costs a
 * Query that finds nothing).
 *
 * Sends are claimed per address (`SENT#<email>`), not per account: a promo claimant who subscribes
 * with the same address is one recipient, so a day can never bring them two emails.
 */
export const deliveryKeys = {
  slotPartition: (zone: string, hour: number) => `SENDSLOT#${zone}#${String(hour).padStart(2, '0')}`,
  subscriberMember: (userId: string) => `USER#${userId}`,
  promoMember: (email: string) => `PROMO#${email.toLowerCase()}`,
  zones: () => ({ PK: 'DELIVERY', SK: 'ZONES' }),
  sent: (email: string, kind: string, ref: string) => ({ PK: `SENT#${email.toLowerCase()}`, SK: `${kind}#${ref}` }),
  promoTrial: (email: string) => ({ PK: `PROMOTRIAL#${email.toLowerCase()}`, SK: 'PROMOTRIAL' }),
};

/** The delivery settings every recipient item carries (subscriber or promo trial). */
export interface DeliverySettings {
  dailyEmail: boolean;
  sendHour: number;
  /** Canonical IANA name; UTC when none was ever given. */
  timeZone: string;
  emailStatus: EmailStatus;
}

/** The slot a recipient's settings put it in, or null when nothing is to be sent. */
export function slotOf(settings: DeliverySettings): string | null {
  return settings.dailyEmail && settings.emailStatus === 'deliverable'
    ? deliveryKeys.slotPartition(settings.timeZone, settings.sendHour)
    : null;
}

/** A stored zone, read back as the zone the slot was built from. */
export function storedZone(zone: string | null | undefined): string {
  return canonicalZone(zone) ?? 'UTC';
}

/** The registry write that goes with any write putting a recipient in a zone's slots. */
export function zoneRegistration(zone: string): NonNullable<TransactWriteCommandInput['TransactItems']>[number] {
  return {
    Update: {
      TableName: tableName(),
      Key: deliveryKeys.zones(),
      UpdateExpression: 'ADD zones :zone SET entity = :entity',
      ExpressionAttributeValues: { ':zone': new Set([zone]), ':entity': 'delivery-zones' },
    },
  };
}

export async function listDeliveryZones(): Promise<string[]> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: deliveryKeys.zones(), ConsistentRead: true }));
  const zones = out.Item?.zones as Set<string> | undefined;
  return zones ? [...zones].sort() : [];
}

/** Who a slot partition holds: `USER#…` and `PROMO#…` members, a page at a time. */
export async function* slotMembers(partition: string): AsyncGenerator<string[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ProjectionExpression: 'GSI2SK',
        ExclusiveStartKey: startKey,
      }),
    );
    yield (out.Items ?? []).map((item) => String(item.GSI2SK));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
}

export type SettingsChange = Partial<Pick<DeliverySettings, 'dailyEmail' | 'sendHour' | 'timeZone' | 'emailStatus'>>;

function settingsOf(item: Record<string, unknown>): DeliverySettings & { deliveryVersion: number } {
  return {
    dailyEmail: typeof item.dailyEmail === 'boolean' ? item.dailyEmail : DELIVERY_DEFAULTS.dailyEmail,
    sendHour: typeof item.sendHour === 'number' ? item.sendHour : DELIVERY_DEFAULTS.sendHour,
    timeZone: storedZone(item.timeZone as string | null | undefined),
    emailStatus: item.emailStatus === 'bounced' ? 'bounced' : 'deliverable',
    deliveryVersion: typeof item.deliveryVersion === 'number' ? item.deliveryVersion : 0,
  };
}

const MAX_ATTEMPTS = 4;

/**
 * Changes a recipient's delivery settings and moves its slot key with them. Read, then write on
 * the condition that no other settings write came between (`deliveryVersion`): the slot is derived
 * from all four settings, so two writers each changing one must not leave a slot that matches
 * neither. The subscription half of the key (GSI2SK) is not touched. Returns the item as written,
 * or null when there is no such item.
 */
export async function changeDeliverySettings(
  key: { PK: string; SK: string },
  change: SettingsChange,
  now = new Date(),
): Promise<Record<string, unknown> | null> {
  for (let attempt = 1; ; attempt += 1) {
    const out = await db.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    if (!out.Item) return null;
    const before = settingsOf(out.Item);
    const after: DeliverySettings = {
      dailyEmail: change.dailyEmail ?? before.dailyEmail,
      sendHour: change.sendHour ?? before.sendHour,
      timeZone: change.timeZone ? storedZone(change.timeZone) : before.timeZone,
      emailStatus: change.emailStatus ?? before.emailStatus,
    };
    const slot = slotOf(after);
    const values: Record<string, unknown> = {
      ':daily': after.dailyEmail,
      ':hour': after.sendHour,
      ':zone': after.timeZone,
      ':status': after.emailStatus,
      ':now': now.toISOString(),
      ':one': 1,
      ':version': before.deliveryVersion,
      ':zero': 0,
      ...(slot ? { ':slot': slot } : {}),
    };
    // `timeZone` is a reserved word in DynamoDB's expression language.
    const update =
      'SET dailyEmail = :daily, sendHour = :hour, #zone = :zone, emailStatus = :status, updatedAt = :now, ' +
      'deliveryVersion = if_not_exists(deliveryVersion, :zero) + :one' +
      (slot ? ', GSI2PK = :slot' : ' REMOVE GSI2PK');
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: key,
                UpdateExpression: update,
                ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(deliveryVersion) OR deliveryVersion = :version)',
                ExpressionAttributeNames: { '#zone': 'timeZone' },
                ExpressionAttributeValues: values,
              },
            },
            ...(slot ? [zoneRegistration(after.timeZone)] : []),
          ],
        }),
      );
      const { deliveryVersion: _v, ...rest } = out.Item;
      return { ...rest, ...after, updatedAt: now.toISOString() };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException) || attempt >= MAX_ATTEMPTS) throw error;
      // Another settings write came between the read and this one: read again and redo the change on top of it.
    }
  }
}

/** A promo claimant in the card-free, email-only trial (docs/product-rules.md#promo-codes). */
export interface PromoTrial extends DeliverySettings {
  email: string;
  niche: string;
  promoCode: string;
  /** The claim; day 1 is the first send hour after it. */
  startedAt: string;
}

/**
 * The item a successful claim writes, in the claim's own transaction. It stays in its slot for the
 * trial and a little after (the sender takes it out once the last day is sent); TTL removes it
 * a month after that.
 */
export function promoTrialItem(input: {
  email: string;
  niche: string;
  promoCode: string;
  timeZone: string | null | undefined;
  now: Date;
}): Record<string, unknown> {
  const email = input.email.toLowerCase();
  const trial: PromoTrial = {
    ...DELIVERY_DEFAULTS,
    email,
    niche: input.niche,
    promoCode: input.promoCode,
    timeZone: storedZone(input.timeZone),
    startedAt: input.now.toISOString(),
  };
  return {
    ...deliveryKeys.promoTrial(email),
    GSI2PK: slotOf(trial) ?? undefined,
    GSI2SK: deliveryKeys.promoMember(email),
    entity: 'promo-trial',
    ...trial,
    deliveryVersion: 0,
    expiresAt: Math.floor(input.now.getTime() / 1000) + (PROMO_TRIAL_DAYS + 31) * 86_400,
  };
}

export async function getPromoTrial(email: string): Promise<PromoTrial | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: deliveryKeys.promoTrial(email), ConsistentRead: true }));
  if (!out.Item) return null;
  const item = out.Item;
  return {
    ...settingsOf(item),
    email: String(item.email),
    niche: String(item.niche),
    promoCode: String(item.promoCode),
    startedAt: String(item.startedAt),
  };
}

/** The trial is over: out of the slot index for good (its settings stay, for the preferences page). */
export async function endPromoTrial(email: string): Promise<void> {
  await db
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: deliveryKeys.promoTrial(email),
        UpdateExpression: 'REMOVE GSI2SK',
        ConditionExpression: 'attribute_exists(PK)',
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}

/** How long a claim without a message id holds off others: longer than one send can take. */
export const SEND_LEASE_SECONDS = 120;
/** Sent-email records are kept this long (a support question about "did I get it?"), then TTL removes them. */
const SENT_RECORD_DAYS = 90;

export type SendClaim =
  | { outcome: 'claimed'; lease: string }
  /** Sent already (the message id is stored). */
  | { outcome: 'sent'; messageId: string }
  /** Another sender holds an unexpired claim, or crashed holding it: try again after the lease. */
  | { outcome: 'busy' };

/**
 * Claims one email (address + kind + ref, e.g. `DAILY#2026-11-24`) before it is sent. Wins when
 * nobody claimed it, or when an earlier claim expired without a message id (its sender crashed
 * before or during the send). Exactly one of any number of concurrent senders wins.
 */
export async function claimSend(email: string, kind: string, ref: string, now = new Date()): Promise<SendClaim> {
  const lease = `${now.toISOString()}#${Math.random().toString(36).slice(2, 10)}`;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...deliveryKeys.sent(email, kind, ref),
          entity: 'sent-email',
          email: email.toLowerCase(),
          kind,
          ref,
          lease,
          leaseUntil: nowSeconds + SEND_LEASE_SECONDS,
          claimedAt: now.toISOString(),
          expiresAt: nowSeconds + SENT_RECORD_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(PK) OR (attribute_not_exists(messageId) AND leaseUntil < :now)',
        ExpressionAttributeValues: { ':now': nowSeconds },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { outcome: 'claimed', lease };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const messageId = error.Item?.messageId as { S?: string } | string | undefined;
    const id = typeof messageId === 'string' ? messageId : messageId?.S;
    return id ? { outcome: 'sent', messageId: id } : { outcome: 'busy' };
  }
}

/** After SES accepted it: the message id makes the claim permanent. */
export async function markSent(
  email: string,
  kind: string,
  ref: string,
  lease: string,
  messageId: string,
  now = new Date(),
): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: deliveryKeys.sent(email, kind, ref),
      UpdateExpression: 'SET messageId = :id, sentAt = :now REMOVE leaseUntil',
      ConditionExpression: 'lease = :lease',
      ExpressionAttributeValues: { ':id': messageId, ':now': now.toISOString(), ':lease': lease },
    }),
  );
}

/** SES refused the send: let the retry (or another sender) claim it at once instead of after the lease. */
export async function releaseSend(email: string, kind: string, ref: string, lease: string): Promise<void> {
  await db
    .send(
      new DeleteCommand({
        TableName: tableName(),
        Key: deliveryKeys.sent(email, kind, ref),
        ConditionExpression: 'lease = :lease AND attribute_not_exists(messageId)',
        ExpressionAttributeValues: { ':lease': lease },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}

export async function getSentEmail(email: string, kind: string, ref: string): Promise<Record<string, unknown> | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: deliveryKeys.sent(email, kind, ref), ConsistentRead: true }));
  return out.Item ?? null;
}

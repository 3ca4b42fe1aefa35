import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StripeEnvironment, Subscriber } from '#functions/shared/schemas';
import type { SubscriberBillingState } from '#functions/billing/rules';
import { DELIVERY_DEFAULTS } from '#functions/delivery/rules';
import { deliveryKeys, slotOf, storedZone, zoneRegistration } from '#functions/delivery/store';
import { Conflict } from '#functions/platform/errors';
import { getAll } from '#functions/platform/table/batch';
import { signupCountItem } from '#functions/ambassadors/stats-store';
import { billingKeys } from '#functions/billing/store';
import { progressKeys, subscribersUnlocking } from '#functions/ideas/progress-store';
import { markMigrationDone, migrationDone, stripeEnvironmentKey, stripeEnvironmentOf } from '#functions/shared/settings';
import { classCondition, countedClass, countingAttributes, statsKeys, statsWrites } from './stats-store';
import { classKey, classOf, isMismatched, type StatsClass } from './stats';
import { db, tableName } from '#functions/platform/table/client';

/** A subscriber is keyed by the Cognito user id; GSI1 finds one by (lower-cased) email. */
export const subscriberKeys = {
  item: (userId: string) => ({ PK: `USER#${userId}`, SK: 'SUBSCRIBER' }),
  byEmail: (email: string) => ({ GSI1PK: `EMAIL#${email.toLowerCase()}`, GSI1SK: 'SUBSCRIBER' }),
};

/** The stored record: what the API shows plus the bookkeeping only the server reads. */
export interface SubscriberRecord extends Subscriber {
  referralSource?: string;
  /** The Stripe environment `stripeCustomerId` and `stripeSubscriptionId` live in. */
  stripeEnvironment?: StripeEnvironment;
  stripeSubscriptionId?: string;
  /** Epoch seconds the subscription was created: an older subscription's late event never wins. */
  stripeSubscriptionCreated?: number;
  /** Epoch ms the written state was read from Stripe: an older read never overwrites a newer one. */
  stripeSyncedAt?: number;
  /** First time the subscription gave access (progress and referral were recorded then). */
  activatedAt?: string;
}

/** A record as created or seeded: the delivery settings may be left to their defaults. */
export type NewSubscriberRecord = Omit<SubscriberRecord, keyof typeof DELIVERY_DEFAULTS> &
  Partial<Pick<SubscriberRecord, keyof typeof DELIVERY_DEFAULTS>>;

type SubscriberItem = SubscriberRecord & {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  entity: 'subscriber';
  statsClass: string;
};

function fromItem(item: Record<string, unknown> | undefined): SubscriberRecord | null {
  if (!item) return null;
  const {
    PK: _pk,
    SK: _sk,
    GSI1PK: _g1,
    GSI1SK: _g1s,
    GSI2PK: _g2,
    GSI2SK: _g2s,
    GSI3PK: _g3,
    GSI3SK: _g3s,
    statsClass: _c,
    deliveryVersion: _v,
    entity: _e,
    ...record
  } = item as unknown as SubscriberItem & {
    GSI2PK?: string;
    GSI2SK?: string;
    GSI3PK?: string;
    GSI3SK?: string;
    statsClass?: string;
    deliveryVersion?: number;
  };
  // Records written before billing existed have neither field.
  return {
    ...DELIVERY_DEFAULTS,
    ...record,
    stripeCustomerId: record.stripeCustomerId ?? null,
    testMode: record.testMode ?? false,
  };
}

/** The send-slot keys (delivery.ts) of a whole record: both halves, as a full put writes them. */
function slotKeys(subscriber: SubscriberRecord): { GSI2PK?: string; GSI2SK?: string } {
  const slot = slotOf({ ...subscriber, timeZone: storedZone(subscriber.timeZone) });
  return {
    ...(slot ? { GSI2PK: slot } : {}),
    ...(subscriber.subscribed ? { GSI2SK: deliveryKeys.subscriberMember(subscriber.userId) } : {}),
  };
}

function toItem(record: NewSubscriberRecord): SubscriberItem {
  const subscriber: SubscriberRecord = { ...DELIVERY_DEFAULTS, ...record };
  return {
    ...subscriberKeys.item(subscriber.userId),
    ...subscriberKeys.byEmail(subscriber.email),
    ...slotKeys(subscriber),
    ...countingAttributes(subscriber),
    entity: 'subscriber',
    ...subscriber,
    email: subscriber.email.toLowerCase(),
  } as SubscriberItem;
}

export async function getSubscriber(userId: string, options: { consistent?: boolean } = {}): Promise<SubscriberRecord | null> {
  const out = await db.send(
    new GetCommand({ TableName: tableName(), Key: subscriberKeys.item(userId), ConsistentRead: options.consistent ?? false }),
  );
  return fromItem(out.Item);
}

/**
 * The subscriber record and the `stripe_environment` setting (a test-mode subscription gives
 * access only in the sandbox) in one consistent BatchGetItem: one round trip whether or not the
 * setting turns out to matter, where a Get and then another Get would be two.
 */
export async function getSubscriberAndStripeEnvironment(
  userId: string,
): Promise<{ subscriber: SubscriberRecord | null; environment: StripeEnvironment }> {
  const subscriberKey = subscriberKeys.item(userId);
  const items = await getAll([subscriberKey, stripeEnvironmentKey()], { consistent: true });
  const subscriber = items.find((item) => item.PK === subscriberKey.PK && item.SK === subscriberKey.SK);
  const setting = items.find((item) => item.PK === stripeEnvironmentKey().PK && item.SK === stripeEnvironmentKey().SK);
  return { subscriber: fromItem(subscriber), environment: stripeEnvironmentOf(setting) };
}

export async function findSubscriberByEmail(email: string): Promise<SubscriberRecord | null> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
      ExpressionAttributeValues: { ':pk': subscriberKeys.byEmail(email).GSI1PK, ':sk': 'SUBSCRIBER' },
      Limit: 1,
    }),
  );
  return fromItem(out.Items?.[0]);
}

/**
 * One record per user: a second create is a Conflict, never an overwrite. `signupOf`: the
 * ambassador whose referred sign-up this is, counted in the same transaction, so exactly once.
 */
export async function createSubscriber(subscriber: NewSubscriberRecord, options: { signupOf?: string } = {}): Promise<void> {
  const item = toItem(subscriber);
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
          zoneRegistration(storedZone(item.timeZone)),
          ...statsWrites(null, classOf(item), { events: false }),
          ...(options.signupOf ? [signupCountItem(options.signupOf)] : []),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') {
      throw new Conflict('A subscriber record already exists for this account.');
    }
    throw error;
  }
}

/**
 * Seeding, tests and admin tools only: writes the record whatever is there. The counters move from
 * the class of the record it replaces, conditioned on that record being the one read.
 */
export async function putSubscriber(subscriber: NewSubscriberRecord): Promise<void> {
  const item = toItem(subscriber);
  await retryOnConflict(async () => {
    const current = await getItem(item.userId);
    const before = countedClass(current);
    const guard = current ? classCondition(before) : { expression: 'attribute_not_exists(PK)', values: {} };
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: item,
              ConditionExpression: guard.expression,
              ...(Object.keys(guard.values).length ? { ExpressionAttributeValues: guard.values } : {}),
            },
          },
          zoneRegistration(storedZone(item.timeZone)),
          ...statsWrites(before, classOf(item), { events: false }),
        ],
      }),
    );
  });
}

async function getItem(userId: string): Promise<Record<string, unknown> | undefined> {
  return (await db.send(new GetCommand({ TableName: tableName(), Key: subscriberKeys.item(userId), ConsistentRead: true }))).Item;
}

/** Runs a read-then-conditional-write again when another write got in between (bounded: it always converges). */
async function retryOnConflict(write: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof TransactionCanceledException) || attempt >= 8) throw error;
    }
  }
}

/**
 * Remembers the Stripe customer we created for this user, and the reverse mapping the webhook
 * uses, in one transaction: a customer id is only ever trusted if it was written here.
 */
export async function linkStripeCustomer(
  userId: string,
  environment: StripeEnvironment,
  customerId: string,
  now = new Date(),
): Promise<void> {
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...billingKeys.customer(environment, customerId),
              ...billingKeys.customerIndex(environment, customerId),
              entity: 'stripe-customer',
              userId,
              environment,
              customerId,
              createdAt: now.toISOString(),
            },
            ConditionExpression: 'attribute_not_exists(PK) OR userId = :user',
            ExpressionAttributeValues: { ':user': userId },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: subscriberKeys.item(userId),
            UpdateExpression: 'SET stripeCustomerId = :customer, stripeEnvironment = :env, updatedAt = :now',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':customer': customerId, ':env': environment, ':now': now.toISOString() },
          },
        },
      ],
    }),
  );
}

export interface BillingSync {
  state: SubscriberBillingState;
  environment: StripeEnvironment;
  customerId: string;
  /** Null when the customer has no subscription at all (an admin sync or the reconciliation found none). */
  subscriptionId: string | null;
  subscriptionCreated: number;
  /** Epoch ms the subscription was read from Stripe. */
  syncedAt: number;
}

/** Written with the first state that gives access, in the same transaction. */
export interface FirstActivation {
  items: Array<Record<string, unknown>>;
}

export type SyncOutcome = 'applied' | 'activated' | 'stale' | 'missing';

/**
 * Writes what Stripe says about the subscription, unless a newer read (or a newer subscription)
 * already did. With `activation`, the first write that gives access also sets
 * `onboardingCompleted` and puts the activation items (niche progress, referral conversion),
 * all or nothing, and at most once per subscriber. The admin counters (subscriber-stats.ts) move
 * in the same transaction when the subscriber's class changes: the record is read (consistently)
 * for the class it is counted in, and the write is conditioned on it, so a racing write re-reads.
 */
export async function applyBillingSync(userId: string, sync: BillingSync, activation?: FirstActivation): Promise<SyncOutcome> {
  let withActivation = activation !== undefined;
  for (let attempt = 1; ; attempt += 1) {
    const item = await getItem(userId);
    const read = fromItem(item);
    if (!read) return 'missing';
    if (isStale(read, sync)) return 'stale';
    const outcome = await writeBillingSync(userId, sync, countedClass(item), withActivation && !read.activatedAt ? activation : undefined);
    if (outcome === 'activation-refused') withActivation = false;
    else if (outcome !== 'conflict') return outcome;
    if (attempt >= 8) throw new Error(`Billing sync of ${userId} kept conflicting with other writes`);
  }
}

const isStale = (record: SubscriberRecord, sync: BillingSync) =>
  (record.stripeSyncedAt !== undefined && record.stripeSyncedAt >= sync.syncedAt) ||
  (record.stripeSubscriptionCreated !== undefined && record.stripeSubscriptionCreated > sync.subscriptionCreated);

async function writeBillingSync(
  userId: string,
  sync: BillingSync,
  before: StatsClass | null,
  activation: FirstActivation | undefined,
): Promise<'applied' | 'activated' | 'conflict' | 'activation-refused'> {
  const now = new Date();
  const after = classOf(sync.state);
  const mismatched = isMismatched(sync.state);
  const guard = classCondition(before);
  const values: Record<string, unknown> = {
    ':subscribed': sync.state.subscribed,
    ':status': sync.state.subscriptionStatus,
    ':tier': sync.state.subscriptionTier,
    ':end': sync.state.subscriptionEnd,
    ':test': sync.state.testMode,
    ':customer': sync.customerId,
    ':env': sync.environment,
    ':sub': sync.subscriptionId,
    ':created': sync.subscriptionCreated,
    ':synced': sync.syncedAt,
    ':now': now.toISOString(),
    ':class': classKey(after),
    ...guard.values,
    ...(sync.state.subscribed ? { ':member': deliveryKeys.subscriberMember(userId) } : {}),
    ...(mismatched
      ? {
          ':issuePk': statsKeys.syncIssue(now.toISOString(), userId).GSI3PK,
          ':issueSk': statsKeys.syncIssue(now.toISOString(), userId).GSI3SK,
        }
      : {}),
  };
  // The subscription's half of the send-slot key (delivery.ts): in the slot index only while subscribed.
  const set =
    'SET subscribed = :subscribed, subscriptionStatus = :status, subscriptionTier = :tier, subscriptionEnd = :end, testMode = :test, ' +
    'stripeCustomerId = :customer, stripeEnvironment = :env, stripeSubscriptionId = :sub, stripeSubscriptionCreated = :created, ' +
    'stripeSyncedAt = :synced, updatedAt = :now, statsClass = :class' +
    (sync.state.subscribed ? ', GSI2SK = :member' : '') +
    (mismatched ? ', GSI3PK = :issuePk, GSI3SK = :issueSk' : '');
  const removed = [...(sync.state.subscribed ? [] : ['GSI2SK']), ...(mismatched ? [] : ['GSI3PK', 'GSI3SK'])];
  const remove = removed.length ? ` REMOVE ${removed.join(', ')}` : '';
  const condition =
    'attribute_exists(PK) AND (attribute_not_exists(stripeSyncedAt) OR stripeSyncedAt < :synced) ' +
    `AND (attribute_not_exists(stripeSubscriptionCreated) OR stripeSubscriptionCreated <= :created) AND ${guard.expression}`;
  const counters = statsWrites(before, after, { events: true, at: now });

  if (!activation && counters.length === 0) {
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: subscriberKeys.item(userId),
          UpdateExpression: set + remove,
          ConditionExpression: condition,
          ExpressionAttributeValues: values,
        }),
      );
      return 'applied';
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return 'conflict';
      throw error;
    }
  }
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: subscriberKeys.item(userId),
              UpdateExpression: activation ? `${set}, onboardingCompleted = :true, activatedAt = :now${remove}` : set + remove,
              ConditionExpression: activation ? `${condition} AND attribute_not_exists(activatedAt)` : condition,
              ExpressionAttributeValues: activation ? { ...values, ':true': true } : values,
            },
          },
          ...counters,
          ...(activation?.items ?? []).map((Item) => ({
            Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' },
          })),
        ],
      }),
    );
    return activation ? 'activated' : 'applied';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    // The subscriber's own condition failed: re-read (stale, gone, or counted differently now).
    if (error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return 'conflict';
    // An activation item exists already (progress or referral written before): sync without them.
    if (activation && error.CancellationReasons?.some((reason) => reason.Code === 'ConditionalCheckFailed')) return 'activation-refused';
    throw error;
  }
}

/**
 * Moves the subscriber to another niche, in one transaction: the new niche's progress starts
 * unlocking now (from day 0, or from the days it had before), and the niche left behind keeps
 * the days it reached (`left`) and stops unlocking. The update only lands if the niche is still
 * the one read, so two tabs changing it at once cannot both win.
 */
export async function changeNiche(
  subscriber: SubscriberRecord,
  niche: string,
  left: { niche: string; days: number } | null,
  now = new Date(),
  /** Days the new niche already had (it resumes from them); only places it on the niche's frontier. */
  resumeDays = 0,
): Promise<void> {
  const frontier = progressKeys.frontier(niche, now, resumeDays);
  // A niche without a day opened has no views, so its counter can start at 0 here. One resumed
  // with days but no counter (written before the counter existed) keeps it missing: its views
  // are counted when it is initialised (engagement.ts `initialiseViewCounts`), not lost.
  const startCounter = resumeDays === 0 ? ', viewedCount = if_not_exists(viewedCount, :zero)' : '';
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: subscriberKeys.item(subscriber.userId),
              UpdateExpression: 'SET niche = :niche, updatedAt = :now',
              ConditionExpression: subscriber.niche === null ? 'attribute_exists(PK) AND niche = :null' : 'niche = :previous',
              ExpressionAttributeValues: {
                ':niche': niche,
                ':now': now.toISOString(),
                ...(subscriber.niche === null ? { ':null': null } : { ':previous': subscriber.niche }),
              },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: progressKeys.item(subscriber.userId, niche),
              UpdateExpression:
                'SET entity = if_not_exists(entity, :entity), userId = :user, email = :email, niche = :niche, ' +
                'contentDaysUnlocked = if_not_exists(contentDaysUnlocked, :zero), createdAt = if_not_exists(createdAt, :now), unlockingSince = :now, ' +
                'GSI2PK = :frontierPk, GSI2SK = :frontierSk' +
                startCounter,
              ExpressionAttributeValues: {
                ':entity': 'progress',
                ':user': subscriber.userId,
                ':email': subscriber.email,
                ':niche': niche,
                ':zero': 0,
                ':now': now.toISOString(),
                ':frontierPk': frontier.GSI2PK,
                ':frontierSk': frontier.GSI2SK,
              },
            },
          },
          ...(left
            ? [
                {
                  Update: {
                    TableName: tableName(),
                    Key: progressKeys.item(subscriber.userId, left.niche),
                    UpdateExpression: 'SET contentDaysUnlocked = :days, unlockingSince = :null REMOVE GSI2PK, GSI2SK',
                    ConditionExpression: 'attribute_exists(PK)',
                    ExpressionAttributeValues: { ':days': left.days, ':null': null },
                  },
                },
              ]
            : []),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException)
      throw new Conflict('Your niche was changed elsewhere. Reload and try again.', 'niche_changed');
    throw error;
  }
}

const SEND_SLOTS_MIGRATION = 'send_slots_initialised';

/**
 * One-off migration, run by the seed until it has completed once: subscribers written before daily
 * delivery existed have no send-slot keys, so the dispatcher would never find them. Gives each its
 * keys from its record (default settings: the email on, at 07:00 in its zone), unless a settings
 * or billing write has touched it since it was read (that write set the keys itself).
 */
export async function initialiseAllSendSlots(
  niches: readonly string[],
  now = new Date(),
): Promise<{ subscribers: number; skipped: boolean }> {
  if (await migrationDone(SEND_SLOTS_MIGRATION)) return { subscribers: 0, skipped: true };
  let updated = 0;
  for (const userId of await subscribersUnlocking(niches)) {
    const subscriber = await getSubscriber(userId, { consistent: true });
    if (!subscriber) continue;
    const keys = slotKeys(subscriber);
    const set = Object.keys(keys).map((name) => `${name} = :${name}`);
    if (set.length === 0) continue;
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: subscriberKeys.item(userId),
                UpdateExpression: `SET ${set.join(', ')}`,
                ConditionExpression: 'attribute_not_exists(deliveryVersion) AND subscribed = :subscribed AND updatedAt = :read',
                ExpressionAttributeValues: {
                  ...Object.fromEntries(Object.entries(keys).map(([name, value]) => [`:${name}`, value])),
                  ':subscribed': subscriber.subscribed,
                  ':read': subscriber.updatedAt,
                },
              },
            },
            zoneRegistration(storedZone(subscriber.timeZone)),
          ],
        }),
      );
      updated += 1;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
    }
  }
  await markMigrationDone(SEND_SLOTS_MIGRATION, now);
  return { subscribers: updated, skipped: false };
}

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StripeEnvironment } from '#functions/shared/schemas';
import { db, tableName } from '#functions/platform/table/client';

/**
 * Billing bookkeeping next to the subscriber record:
 * - which of our users a Stripe customer belongs to (written when we create the customer, so a
 *   webhook never trusts a customer id it did not issue);
 * - the caller's checkout in progress, so double clicks and parallel requests share one session;
 * - the Stripe events already processed (kept 35 days; Stripe retries for up to 3), each with its
 *   customer and outcome, so the admin's subscription debug lists what a customer's events did.
 */
export const billingKeys = {
  customer: (environment: StripeEnvironment, customerId: string) => ({
    PK: `STRIPE_CUSTOMER#${environment}#${customerId}`,
    SK: 'CUSTOMER',
  }),
  /** GSI3: every customer of one environment, in customer-id order (the reconciliation pages through it). */
  customerIndex: (environment: StripeEnvironment, customerId: string) => ({
    GSI3PK: `STRIPE_CUSTOMERS#${environment}`,
    GSI3SK: customerId,
  }),
  checkout: (userId: string) => ({ PK: `USER#${userId}`, SK: 'CHECKOUT' }),
  event: (eventId: string) => ({ PK: `STRIPE_EVENT#${eventId}`, SK: 'EVENT' }),
  /** GSI1: one customer's events in the order we received them (the admin's subscription debug). */
  customerEvents: (environment: StripeEnvironment, customerId: string, receivedAt: string, eventId: string) => ({
    GSI1PK: `STRIPE_CUSTOMER_EVENTS#${environment}#${customerId}`,
    GSI1SK: `${receivedAt}#${eventId}`,
  }),
};

const EVENT_KEEP_SECONDS = 35 * 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function userIdOfCustomer(environment: StripeEnvironment, customerId: string): Promise<string | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: billingKeys.customer(environment, customerId) }));
  return typeof out.Item?.userId === 'string' ? out.Item.userId : null;
}

// ── checkout in progress ──────────────────────────────────────────────────────────────────────

export type CheckoutFrom = 'onboarding' | 'complete-subscription' | 'dashboard';

export interface CheckoutRecord {
  state: 'creating' | 'open';
  token: string;
  tier: string;
  from: CheckoutFrom;
  sessionId: string | null;
  url: string | null;
  /** Epoch seconds: a `creating` claim is abandoned after this; an `open` one is no longer reused. */
  expiresAt: number;
}

export async function getCheckout(userId: string): Promise<CheckoutRecord | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: billingKeys.checkout(userId), ConsistentRead: true }));
  return (out.Item as CheckoutRecord | undefined) ?? null;
}

/**
 * Claims the right to create the caller's session. `previousToken` is the token of the record
 * read just before (null when there was none): the claim fails if anyone changed it since.
 */
export async function claimCheckout(
  userId: string,
  claim: Pick<CheckoutRecord, 'token' | 'tier' | 'from'>,
  previousToken: string | null,
  holdSeconds: number,
): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...billingKeys.checkout(userId),
          entity: 'checkout',
          state: 'creating',
          ...claim,
          sessionId: null,
          url: null,
          expiresAt: nowSeconds() + holdSeconds,
        },
        ConditionExpression: previousToken === null ? 'attribute_not_exists(PK)' : '#token = :previous',
        ...(previousToken === null
          ? {}
          : { ExpressionAttributeNames: { '#token': 'token' }, ExpressionAttributeValues: { ':previous': previousToken } }),
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function openCheckout(
  userId: string,
  token: string,
  session: { sessionId: string; url: string; expiresAt: number },
): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: billingKeys.checkout(userId),
      UpdateExpression: 'SET #state = :open, sessionId = :id, #url = :url, expiresAt = :expires',
      ConditionExpression: '#token = :token',
      ExpressionAttributeNames: { '#state': 'state', '#url': 'url', '#token': 'token' },
      ExpressionAttributeValues: {
        ':open': 'open',
        ':id': session.sessionId,
        ':url': session.url,
        ':expires': session.expiresAt,
        ':token': token,
      },
    }),
  );
}

/** Gives the claim up (the session could not be created); only the holder's token can. */
export async function releaseCheckout(userId: string, token: string): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: billingKeys.checkout(userId),
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#token': 'token' },
        ExpressionAttributeValues: { ':token': token },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

// ── processed events ──────────────────────────────────────────────────────────────────────────

export interface ClaimedEvent {
  id: string;
  type: string;
  environment: StripeEnvironment;
  /** The customer the payload names (for the admin's list only: processing trusts nothing in the payload); null when it names none. */
  customerId: string | null;
  /** Stripe's `created`, epoch seconds (null if the payload lacks it). */
  created: number | null;
}

/** What became of an event: `processing` until the webhook is done with it, then the sync's outcome or why it was ignored. */
export type EventOutcome =
  'processing' | 'applied' | 'activated' | 'stale' | 'subscriber missing' | 'unknown subscription' | 'unknown customer';

/** True when this call claimed the event; false when it was already (being) processed. */
export async function claimEvent(event: ClaimedEvent, now = new Date()): Promise<boolean> {
  const nowS = Math.floor(now.getTime() / 1000);
  const receivedAt = now.toISOString();
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...billingKeys.event(event.id),
          // Sparse: an event that names no customer is in no customer's list.
          ...(event.customerId ? billingKeys.customerEvents(event.environment, event.customerId, receivedAt, event.id) : {}),
          entity: 'stripe-event',
          type: event.type,
          environment: event.environment,
          customerId: event.customerId,
          eventCreated: Number.isFinite(event.created) ? new Date(event.created! * 1000).toISOString() : null,
          receivedAt,
          outcome: 'processing' satisfies EventOutcome,
          expiresAt: nowS + EVENT_KEEP_SECONDS,
        },
        // An item past its TTL may still be there (DynamoDB deletes late): it counts as gone.
        ConditionExpression: 'attribute_not_exists(PK) OR expiresAt < :now',
        ExpressionAttributeValues: { ':now': nowS },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Records what processing the claimed event did; an event forgotten meanwhile is not brought back. */
export async function recordEventOutcome(eventId: string, outcome: EventOutcome): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: billingKeys.event(eventId),
        UpdateExpression: 'SET outcome = :outcome',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':outcome': outcome },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export interface CustomerEvent {
  id: string;
  type: string;
  receivedAt: string;
  eventCreated: string | null;
  outcome: string;
}

/** The events we received for one customer, newest first (one Query; expired ones left out, as TTL would). */
export async function listCustomerEvents(
  environment: StripeEnvironment,
  customerId: string,
  limit: number,
  now = new Date(),
): Promise<CustomerEvent[]> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': billingKeys.customerEvents(environment, customerId, '', '').GSI1PK },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  const nowS = Math.floor(now.getTime() / 1000);
  return (out.Items ?? [])
    .filter((item) => !(typeof item.expiresAt === 'number' && item.expiresAt < nowS))
    .map((item) => ({
      id: String(item.PK).slice('STRIPE_EVENT#'.length),
      type: String(item.type),
      receivedAt: String(item.receivedAt),
      eventCreated: typeof item.eventCreated === 'string' ? item.eventCreated : null,
      outcome: typeof item.outcome === 'string' ? item.outcome : 'processing',
    }));
}

// ── Stripe customers of one environment (the nightly reconciliation) ─────────────────────────

export interface CustomerMapping {
  userId: string;
  customerId: string;
}

/** One page of an environment's customers, in customer-id order; `next` continues it (null at the end). */
export async function pageCustomers(
  environment: StripeEnvironment,
  limit: number,
  start: Record<string, unknown> | null,
): Promise<{ customers: CustomerMapping[]; next: Record<string, unknown> | null }> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': billingKeys.customerIndex(environment, '').GSI3PK },
      Limit: limit,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  return {
    customers: (out.Items ?? []).map((item) => ({ userId: String(item.userId), customerId: String(item.customerId) })),
    next: out.LastEvaluatedKey ?? null,
  };
}

/** Processing failed: forget the event so Stripe's retry is processed. */
export async function forgetEvent(eventId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: billingKeys.event(eventId) }));
}

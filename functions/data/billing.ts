import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StripeEnvironment } from '../contract/schemas';
import { db, tableName } from './client';

/**
 * Billing bookkeeping next to the subscriber record:
 * - which of our users a Stripe customer belongs to (written when we create the customer, so a
 *   webhook never trusts a customer id it did not issue);
 * - the caller's checkout in progress, so double clicks and parallel requests share one session;
 * - the Stripe events already processed (kept 35 days; Stripe retries for up to 3).
 */
export const billingKeys = {
  customer: (environment: StripeEnvironment, customerId: string) => ({ PK: `STRIPE_CUSTOMER#${environment}#${customerId}`, SK: 'CUSTOMER' }),
  checkout: (userId: string) => ({ PK: `USER#${userId}`, SK: 'CHECKOUT' }),
  event: (eventId: string) => ({ PK: `STRIPE_EVENT#${eventId}`, SK: 'EVENT' }),
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
export async function claimCheckout(userId: string, claim: Pick<CheckoutRecord, 'token' | 'tier' | 'from'>, previousToken: string | null, holdSeconds: number): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...billingKeys.checkout(userId), entity: 'checkout', state: 'creating', ...claim, sessionId: null, url: null, expiresAt: nowSeconds() + holdSeconds },
        ConditionExpression: previousToken === null ? 'attribute_not_exists(PK)' : '#token = :previous',
        ...(previousToken === null ? {} : { ExpressionAttributeNames: { '#token': 'token' }, ExpressionAttributeValues: { ':previous': previousToken } }),
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function openCheckout(userId: string, token: string, session: { sessionId: string; url: string; expiresAt: number }): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: billingKeys.checkout(userId),
      UpdateExpression: 'SET #state = :open, sessionId = :id, #url = :url, expiresAt = :expires',
      ConditionExpression: '#token = :token',
      ExpressionAttributeNames: { '#state': 'state', '#url': 'url', '#token': 'token' },
      ExpressionAttributeValues: { ':open': 'open', ':id': session.sessionId, ':url': session.url, ':expires': session.expiresAt, ':token': token },
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

/** True when this call claimed the event; false when it was already (being) processed. */
export async function claimEvent(eventId: string, type: string): Promise<boolean> {
  const now = nowSeconds();
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...billingKeys.event(eventId), entity: 'stripe-event', type, receivedAt: new Date().toISOString(), expiresAt: now + EVENT_KEEP_SECONDS },
        // An item past its TTL may still be there (DynamoDB deletes late): it counts as gone.
        ConditionExpression: 'attribute_not_exists(PK) OR expiresAt < :now',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Processing failed: forget the event so Stripe's retry is processed. */
export async function forgetEvent(eventId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: billingKeys.event(eventId) }));
}

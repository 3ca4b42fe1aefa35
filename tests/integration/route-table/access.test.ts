import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildPath, type Access, type RouteDefinition } from '#functions/platform/route';
import { routes } from '#functions/route-table';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import { ROUTE_EXAMPLES, type RouteExample } from './route-examples';

/**
 * Every route in the table × every kind of caller, generated from the table itself: a route
 * added tomorrow is covered by this file without anyone editing it.
 */
const stack = inject('stack');
type Caller = 'anonymous' | 'subscriber' | 'otherSubscriber' | 'admin' | 'ambassador';
const CALLERS = ['anonymous', 'subscriber', 'otherSubscriber', 'admin', 'ambassador'] as const satisfies readonly Caller[];

const EXPECTED: Record<Access, Record<Caller, 'allowed' | 401 | 403>> = {
  public: { anonymous: 'allowed', subscriber: 'allowed', otherSubscriber: 'allowed', admin: 'allowed', ambassador: 'allowed' },
  user: { anonymous: 401, subscriber: 'allowed', otherSubscriber: 'allowed', admin: 'allowed', ambassador: 'allowed' },
  admin: { anonymous: 401, subscriber: 403, otherSubscriber: 403, admin: 'allowed', ambassador: 403 },
  // `ambassador` is the seeded portal account (group `ambassador`, linked to glowwithmia).
  ambassador: { anonymous: 401, subscriber: 403, otherSubscriber: 403, admin: 403, ambassador: 'allowed' },
};

const tokens: Partial<Record<Caller, string>> = {};
const userIds: Partial<Record<Caller, string>> = {};

/**
 * Routes whose answer depends on what the caller already has: a second sign-up record is a 409,
 * a checkout needs a sign-up record (404 without), a plan change needs a subscription (409).
 */
const ROUTES_WITH_STATE = new Set([
  'createSubscriber',
  'createCheckout',
  'changePlan',
  'cancelSubscription',
  // An idea is 404 to a caller who has not unlocked it; a niche change to the current niche is 400.
  'getSubscriberIdea',
  'rateIdea',
  'viewIdea',
  'ideaFeedback',
  'setIdeaFeedbackAction',
  'updateNiche',
  // Email settings exist only for a caller with a subscriber record.
  'updateMyEmailPreferences',
  // A video request needs a subscriber and a video YouTube has; a request id, one of the caller's own.
  'requestVideoIdeas',
  'getVideoIdeas',
  // A session id nobody has: 404 for an admin.
  'adminChatSession',
  // A creator's own profile and chat need a subscriber record with a niche (404 without); nobody has the session id.
  'putMyProfile',
  'myChat',
  'myChatSession',
]);

beforeAll(async () => {
  const { admin, subscriber, ambassador } = stack.accounts;
  userIds.otherSubscriber = await createAccount(stack, 'other.subscriber@example.com', 'other-pass-1');
  userIds.subscriber = subscriber.userId;
  userIds.admin = admin.userId;
  userIds.ambassador = ambassador.userId;
  tokens.subscriber = (await signIn(stack, subscriber.email, subscriber.password)).idToken;
  tokens.otherSubscriber = (await signIn(stack, 'other.subscriber@example.com', 'other-pass-1')).idToken;
  tokens.admin = (await signIn(stack, admin.email, admin.password)).idToken;
  tokens.ambassador = (await signIn(stack, ambassador.email, ambassador.password)).idToken;
});

describe.each(routes as readonly RouteDefinition[])('$method $path ($access)', (route) => {
  const makeExample = ROUTE_EXAMPLES[route.name as keyof typeof ROUTE_EXAMPLES] ?? (() => ({}));

  it('has an example request for this test', () => {
    expect(
      ROUTE_EXAMPLES[route.name as keyof typeof ROUTE_EXAMPLES],
      `add ${route.name} to tests/integration/route-examples.ts`,
    ).toBeDefined();
  });

  it.each(CALLERS)('%s', async (caller) => {
    const example: RouteExample = await makeExample(stack);
    const query = example.query ? `?${new URLSearchParams(example.query)}` : '';
    const res = await api(stack, route.method, buildPath(route.path, example.params) + query, {
      token: tokens[caller],
      body: example.body,
      rawBody: example.rawBody,
      headers: example.headers,
    });
    const expected = EXPECTED[route.access][caller];
    // "Allowed" is about access, not the business answer: a valid request that the route turns
    // down for what it is (409 for a record that already exists) still passed the access rule.
    if (expected === 'allowed') {
      expect([401, 403], JSON.stringify(res.body)).not.toContain(res.status);
      // A plan feature's route lets in every signed-in caller; their plan is checked next, and
      // plans.test.ts checks that answer (402) for each plan.
      if (route.plan && res.status === 402) return;
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      // A redirect route's success is its 303.
      if (!ROUTES_WITH_STATE.has(route.name)) expect(res.status, JSON.stringify(res.body)).toBeLessThan(route.redirect ? 400 : 300);
    } else expect(res.status).toBe(expected);
  });
});

/**
 * POST /api/events takes the token from the body too (a beacon cannot set headers), so its
 * handler, not the gateway, decides whose events they are: always the verified caller's.
 */
describe("POST /api/events writes to the caller's own event log only", () => {
  const signedIn = ['subscriber', 'otherSubscriber', 'admin'] as const;

  async function sessionsIn(userId: string, sessionId: string): Promise<number> {
    useStackTable(stack);
    const { db, tableName } = await import('#functions/platform/table/client');
    const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const { eventKeys } = await import('#functions/events/store');
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        FilterExpression: 'sessionId = :session',
        ExpressionAttributeValues: { ':pk': eventKeys.partition(userId), ':session': sessionId },
        ConsistentRead: true,
      }),
    );
    return out.Items?.length ?? 0;
  }

  const body = (sessionId: string, token?: string) => ({
    ...(token ? { token } : {}),
    sessionId,
    events: [
      { type: 'button_click', at: new Date().toISOString(), pageUrl: '/dashboard', data: { label: 'Sign Out', userId: 'someone-else' } },
    ],
  });

  it('anonymous: 401, and nothing is written anywhere', async () => {
    const sessionId = `anonymous-${randomUUID()}`;
    const res = await api(stack, 'POST', '/api/events', { body: body(sessionId) });
    expect(res.status).toBe(401);
    for (const caller of signedIn) expect(await sessionsIn(userIds[caller]!, sessionId)).toBe(0);
  });

  it.each(signedIn)("%s (token in the body, no header): 202, under their own id and nobody else's", async (caller) => {
    const sessionId = `${caller}-${randomUUID()}`;
    const res = await api(stack, 'POST', '/api/events', { body: body(sessionId, tokens[caller]) });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    for (const owner of signedIn) expect([owner, await sessionsIn(userIds[owner]!, sessionId)]).toEqual([owner, owner === caller ? 1 : 0]);
  });
});

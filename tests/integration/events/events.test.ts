import { createPrivateKey, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { decodeJwt, exportJWK, generateKeyPair, importPKCS8, SignJWT } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';
import { createAccount, createAppClient, signIn, type Tokens } from '../../support/cognito';
import { useStackTable } from '../../support/data';

const stack = inject('stack');
type ErrorBody = { error: { code: string; message: string; fieldErrors?: Record<string, string[]> } };
type Item = Record<string, unknown>;

const DAY_SECONDS = 24 * 60 * 60;

let storedEvents: (userId: string, sessionId: string) => Promise<Item[]>;
let caller: { userId: string; email: string; tokens: Tokens };

beforeAll(async () => {
  useStackTable(stack);
  const { db, tableName } = await import('#functions/platform/table/client');
  const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { eventKeys } = await import('#functions/events/store');
  storedEvents = async (userId, sessionId) =>
    (
      await db.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk',
          FilterExpression: 'sessionId = :session',
          ExpressionAttributeValues: { ':pk': eventKeys.partition(userId), ':session': sessionId },
          ConsistentRead: true,
        }),
      )
    ).Items ?? [];

  const email = `events-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'events-pass-1');
  caller = { userId, email, tokens: await signIn(stack, email, 'events-pass-1') };
});

const newSession = () => `${Date.now()}-${randomUUID().slice(0, 8)}`;
const pageView = (overrides: Item = {}) => ({ type: 'page_view', at: new Date().toISOString(), pageUrl: '/dashboard', ...overrides });

function post(body: unknown, options: { token?: string; headers?: Record<string, string> } = {}) {
  return api<{ recorded: number } & ErrorBody>(stack, 'POST', '/api/events', { body, ...options });
}

/** A token signed with cognito-local's own key, so it differs from a real one only where asked. */
async function mint(overrides: Record<string, unknown>, expiresAt: number): Promise<string> {
  const key = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
  const pkcs8 = createPrivateKey(key.pem).export({ type: 'pkcs8', format: 'pem' }).toString();
  const claims = { ...decodeJwt(caller.tokens.idToken), ...overrides };
  delete claims.exp;
  delete claims.iat;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(await importPKCS8(pkcs8, 'RS256'));
}

describe('POST /api/events records events for the verified caller', () => {
  it("stores each event under the caller's id and email from the token, whatever the data claims", async () => {
    const sessionId = newSession();
    const at = '2026-03-01T09:30:00.000Z';
    const res = await post(
      {
        sessionId,
        events: [
          pageView({ at }),
          {
            type: 'idea_rating',
            at,
            pageUrl: '/content-idea/skincare-example-1-b',
            data: { ideaId: 'skincare-example-1-b', rating: 4, userId: 'someone-else', email: 'mallory@example.com' },
          },
        ],
      },
      { token: caller.tokens.idToken, headers: { 'user-agent': 'EventsTest/1.0' } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ recorded: 2 });

    const items = await storedEvents(caller.userId, sessionId);
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item).toMatchObject({
        PK: `EVENTS#${caller.userId}`,
        userId: caller.userId,
        email: caller.email,
        sessionId,
        userAgent: 'EventsTest/1.0',
        at,
      });
      expect(String(item.SK)).toMatch(new RegExp(`^${at}#[0-9A-HJKMNP-TV-Z]{26}$`));
    }
    const rating = items.find((item) => item.eventType === 'idea_rating')!;
    expect(rating.eventData).toEqual({ ideaId: 'skincare-example-1-b', rating: 4, userId: 'someone-else', email: 'mallory@example.com' });
    expect(rating.pageUrl).toBe('/content-idea/skincare-example-1-b');
    expect(items.find((item) => item.eventType === 'page_view')!.eventData).toBeNull();
  });

  it('keeps events for 180 days: expiresAt is in epoch seconds, 180 days after the write', async () => {
    const sessionId = newSession();
    const before = Math.floor(Date.now() / 1000);
    expect((await post({ sessionId, events: [pageView()] }, { token: caller.tokens.idToken })).status).toBe(202);
    const after = Math.floor(Date.now() / 1000);
    const [item] = await storedEvents(caller.userId, sessionId);
    expect(item!.expiresAt).toBeGreaterThanOrEqual(before + 180 * DAY_SECONDS);
    expect(item!.expiresAt).toBeLessThanOrEqual(after + 180 * DAY_SECONDS);
  });

  it('accepts the token in the body when there is no Authorization header (a beacon)', async () => {
    const sessionId = newSession();
    const res = await post({ token: caller.tokens.idToken, sessionId, events: [pageView()] });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect((await storedEvents(caller.userId, sessionId)).map((item) => [item.userId, item.email])).toEqual([
      [caller.userId, caller.email],
    ]);
  });

  it('accepts an access token too; it has no email, so none is stored', async () => {
    const sessionId = newSession();
    expect((await post({ sessionId, events: [pageView()] }, { token: caller.tokens.accessToken })).status).toBe(202);
    expect((await storedEvents(caller.userId, sessionId))[0]!.email).toBeNull();
  });

  it('stores 50 events, the most one request may carry, in order of time', async () => {
    const sessionId = newSession();
    const start = Date.parse('2026-03-02T10:00:00.000Z');
    const events = Array.from({ length: 50 }, (_, i) => ({
      type: 'button_click',
      at: new Date(start + i * 1000).toISOString(),
      pageUrl: '/dashboard',
      data: { label: `Button ${i}` },
    }));
    const res = await post({ sessionId, events }, { token: caller.tokens.idToken });
    expect(res.body).toEqual({ recorded: 50 });
    const stored = await storedEvents(caller.userId, sessionId);
    expect(stored.map((item) => (item.eventData as { label: string }).label)).toEqual(events.map((event) => event.data.label));
  });

  it('stores the page address without credentials in its query', async () => {
    const sessionId = newSession();
    const pageUrl = '/auth?reset=true&email=a%40example.com&code=123456#access_token=abc';
    expect((await post({ sessionId, events: [pageView({ pageUrl })] }, { token: caller.tokens.idToken })).status).toBe(202);
    expect((await storedEvents(caller.userId, sessionId))[0]!.pageUrl).toBe('/auth?reset=true&email=a%40example.com&code=redacted');
  });
});

describe('POST /api/events refuses callers it cannot verify, and stores nothing', () => {
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  async function forged(): Promise<string> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const kid = (await exportJWK(publicKey)).kid ?? 'CognitoLocal';
    return new SignJWT({ ...decodeJwt(caller.tokens.idToken) }).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
  }

  it('without any token: 401', async () => {
    const sessionId = newSession();
    const res = await post({ sessionId, events: [pageView()] });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
    expect(await storedEvents(caller.userId, sessionId)).toEqual([]);
  });

  const cases: Array<[string, () => Promise<string>]> = [
    ['a token that is not a JWT', async () => 'not-a-jwt'],
    ['a token signed with another key', forged],
    ['an expired token', async () => mint({}, Math.floor(Date.now() / 1000) - 60)],
    ['a token from another issuer', async () => mint({ iss: 'http://localhost:1/local_other' }, inAnHour())],
    [
      'a token for another app client',
      async () => (await signIn(stack, caller.email, 'events-pass-1', await createAppClient(stack))).idToken,
    ],
  ];

  it.each(cases)('with %s in the body: 401 with a clear message', async (_label, token) => {
    const sessionId = newSession();
    const res = await post({ token: await token(), sessionId, events: [pageView()] });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({
      code: 'unauthorized',
      message: 'Your sign-in has expired or is not valid. Please sign in again.',
    });
    expect(await storedEvents(caller.userId, sessionId)).toEqual([]);
  });

  it.each(cases)('with %s in the header: 401', async (_label, token) => {
    const sessionId = newSession();
    expect((await post({ sessionId, events: [pageView()] }, { token: await token() })).status).toBe(401);
    expect(await storedEvents(caller.userId, sessionId)).toEqual([]);
  });

  it('trusts the header over the body: a bad header is not rescued by a good body token', async () => {
    const sessionId = newSession();
    const res = await post({ token: caller.tokens.idToken, sessionId, events: [pageView()] }, { token: await forged() });
    expect(res.status).toBe(401);
    expect(await storedEvents(caller.userId, sessionId)).toEqual([]);
  });
});

describe('POST /api/events refuses bad input with 400 and field errors, and stores nothing', () => {
  const cases: Array<[string, (sessionId: string) => unknown, string]> = [
    ['51 events', (sessionId) => ({ sessionId, events: Array.from({ length: 51 }, () => pageView()) }), 'events'],
    ['no events', (sessionId) => ({ sessionId, events: [] }), 'events'],
    ['an unknown event type', (sessionId) => ({ sessionId, events: [pageView(), pageView({ type: 'purchase' })] }), 'events.1.type'],
    ['a timestamp that is not ISO', (sessionId) => ({ sessionId, events: [pageView({ at: 'yesterday' })] }), 'events.0.at'],
    [
      'a page URL that is not a path',
      (sessionId) => ({ sessionId, events: [pageView({ pageUrl: 'https://evil.example/' })] }),
      'events.0.pageUrl',
    ],
    [
      'a page URL over 2048 characters',
      (sessionId) => ({ sessionId, events: [pageView({ pageUrl: `/${'a'.repeat(2048)}` })] }),
      'events.0.pageUrl',
    ],
    [
      'event data with 21 fields',
      (sessionId) => ({ sessionId, events: [pageView({ data: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) })] }),
      'events.0.data',
    ],
    [
      'an event data value over 500 characters',
      (sessionId) => ({ sessionId, events: [pageView({ data: { label: 'x'.repeat(501) } })] }),
      'events.0.data.label',
    ],
    ['nested event data', (sessionId) => ({ sessionId, events: [pageView({ data: { user: { id: 'x' } } })] }), 'events.0.data.user'],
    ['a session id over 100 characters', () => ({ sessionId: 's'.repeat(101), events: [pageView()] }), 'sessionId'],
    ['a user id in the body', (sessionId) => ({ sessionId, userId: 'someone-else', events: [pageView()] }), '_'],
  ];

  it.each(cases)('%s', async (_label, makeBody, field) => {
    const sessionId = newSession();
    const res = await post(makeBody(sessionId), { token: caller.tokens.idToken });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
    expect(Object.keys(res.body.error.fieldErrors ?? {})).toContain(field);
    expect(await storedEvents(caller.userId, sessionId)).toEqual([]);
  });

  it.each([
    ['in the header', true],
    ['in the body', false],
  ])('a body over 64 KiB with the token %s: 413', async (_label, inHeader) => {
    const sessionId = newSession();
    const events = Array.from({ length: 40 }, () => pageView({ pageUrl: `/${'a'.repeat(2000)}` }));
    const body = inHeader ? { sessionId, events } : { token: caller.tokens.idToken, sessionId, events };
    const res = await post(body, inHeader ? { token: caller.tokens.idToken } : {});
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
    expect(await storedEvents(caller.userId, sessionId)).toEqual([]);
  });
});

import { exportJWK, generateKeyPair, SignJWT, decodeJwt } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';
import { createAppClient, signIn } from '../../support/cognito';

/** The local gateway's JWT checks are the cloud authorizer's: signature, issuer, client, expiry. */
const stack = inject('stack');
let subscriberToken: string;

beforeAll(async () => {
  subscriberToken = (await signIn(stack, stack.accounts.subscriber.email, stack.accounts.subscriber.password)).idToken;
});

async function forge(claims: Record<string, unknown>, expiresIn: string | number = '1h'): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = (await exportJWK(publicKey)).kid ?? 'CognitoLocal';
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).setIssuedAt().setExpirationTime(expiresIn).sign(privateKey);
}

describe('user routes refuse a token that the user pool did not issue for this app', () => {
  it('accepts the id token of a signed-in subscriber', async () => {
    const res = await api<{ userId: string; email: string; groups: string[] }>(stack, 'GET', '/api/me', { token: subscriberToken });
    expect(res.status).toBe(200);
    expect(res.body.userId).toBe(stack.accounts.subscriber.userId);
    expect(res.body.email).toBe(stack.accounts.subscriber.email);
  });

  it('accepts the access token too, without an email claim', async () => {
    const { accessToken } = await signIn(stack, stack.accounts.subscriber.email, stack.accounts.subscriber.password);
    const res = await api<{ userId: string }>(stack, 'GET', '/api/me', { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.body.userId).toBe(stack.accounts.subscriber.userId);
  });

  it('refuses a token signed with another key, even with the right claims', async () => {
    const claims = decodeJwt(subscriberToken);
    const forged = await forge({ ...claims, 'cognito:groups': ['admin'] });
    expect((await api(stack, 'GET', '/api/me', { token: forged })).status).toBe(401);
    expect((await api(stack, 'GET', '/api/admin/whoami', { token: forged })).status).toBe(401);
  });

  it('refuses a tampered token (payload changed, signature kept)', async () => {
    const [header, , signature] = subscriberToken.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(subscriberToken), 'cognito:groups': ['admin'] })).toString('base64url');
    const res = await api(stack, 'GET', '/api/admin/whoami', { token: `${header}.${payload}.${signature}` });
    expect(res.status).toBe(401);
  });

  it('refuses a token issued to another app client of the same pool', async () => {
    const otherClient = await createAppClient(stack);
    const { idToken } = await signIn(stack, stack.accounts.subscriber.email, stack.accounts.subscriber.password, otherClient);
    expect((await api(stack, 'GET', '/api/me', { token: idToken })).status).toBe(401);
  });

  it('refuses garbage, an empty bearer and a missing header with 401', async () => {
    expect((await api(stack, 'GET', '/api/me', { token: 'not-a-jwt' })).status).toBe(401);
    expect((await api(stack, 'GET', '/api/me', { headers: { authorization: 'Bearer ' } })).status).toBe(401);
    expect((await api(stack, 'GET', '/api/me')).status).toBe(401);
  });
});

describe('the gateway answers unknown paths and methods without reaching a handler', () => {
  it('404 for an unknown path', async () => {
    const res = await api<{ error: { code: string } }>(stack, 'GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('405 for a known path with the wrong method', async () => {
    expect((await api(stack, 'DELETE', '/api/niches')).status).toBe(405);
  });
});

describe('tokens signed with the pool key are still checked for expiry and issuer', () => {
  // cognito-local signs with a key shipped in its package, so the test can mint tokens that differ
  // from a real one in exactly one claim.
  async function mint(overrides: Record<string, unknown>, expiresAt: number): Promise<string> {
    const { createRequire } = await import('node:module');
    const key = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
    const { importPKCS8 } = await import('jose');
    const { createPrivateKey } = await import('node:crypto');
    const pkcs8 = createPrivateKey(key.pem).export({ type: 'pkcs8', format: 'pem' }).toString();
    const claims = { ...decodeJwt(subscriberToken), ...overrides };
    delete claims.exp;
    delete claims.iat;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setIssuedAt(expiresAt - 3600)
      .setExpirationTime(expiresAt)
      .sign(await importPKCS8(pkcs8, 'RS256'));
  }
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  it('accepts a minted token with the real claims (the control for the cases below)', async () => {
    expect((await api(stack, 'GET', '/api/me', { token: await mint({}, inAnHour()) })).status).toBe(200);
  });

  it('refuses it once expired', async () => {
    const expired = await mint({}, Math.floor(Date.now() / 1000) - 60);
    expect((await api(stack, 'GET', '/api/me', { token: expired })).status).toBe(401);
  });

  it('refuses it from another issuer', async () => {
    const token = await mint({ iss: 'http://localhost:1/local_other' }, inAnHour());
    expect((await api(stack, 'GET', '/api/me', { token })).status).toBe(401);
  });

  it('refuses it for another audience', async () => {
    const token = await mint({ aud: 'some-other-client' }, inAnHour());
    expect((await api(stack, 'GET', '/api/me', { token })).status).toBe(401);
  });
});

// @vitest-environment jsdom
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeJwt } from '@/lib/emulator-token-refresher';
import { readStoredSession } from '@/lib/stored-session';

// The reader answers from what the real Amplify token store writes to localStorage, and must give
// the answer Amplify's fetchAuthSession gives, or step aside ("unknown") where Amplify would refresh.

const CLIENT_ID = 'client-1';
const nowSeconds = () => Math.floor(Date.now() / 1000);
const jwt = (claims: Record<string, unknown>) => ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.');
const token = (use: 'id' | 'access', expiresIn: number) => jwt({ sub: 'user-1', token_use: use, exp: nowSeconds() + expiresIn });

const refresher = vi.fn<Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0]>();

/** Signs in as far as Amplify's token store is concerned: the tokens sign-in would store. */
async function storeTokens(tokens: { id?: string; access: string; clockDrift?: number; username?: string }): Promise<void> {
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
    tokens: {
      accessToken: decodeJwt(tokens.access),
      idToken: tokens.id === undefined ? undefined : decodeJwt(tokens.id),
      refreshToken: 'refresh-1',
      clockDrift: tokens.clockDrift ?? 0,
      username: tokens.username ?? 'user-1',
    },
  });
}

async function amplifyIdToken(): Promise<string | null> {
  return (await fetchAuthSession()).tokens?.idToken?.toString() ?? null;
}

beforeEach(() => {
  localStorage.clear();
  Amplify.configure({ Auth: { Cognito: { userPoolId: 'local_pool1', userPoolClientId: CLIENT_ID, loginWith: { email: true } } } });
  refresher.mockReset();
  refresher.mockRejectedValue(Object.assign(new Error('refresh token expired'), { name: 'NotAuthorizedException' }));
  cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(refresher);
});

afterEach(() => {
  localStorage.clear();
});

describe('the stored session, read without Amplify', () => {
  it('is the id token Amplify returns when both tokens are fresh', async () => {
    const id = token('id', 3600);
    await storeTokens({ id, access: token('access', 3600), username: 'ana@example.com' });

    expect(readStoredSession(CLIENT_ID)).toEqual({ kind: 'valid', idToken: id });
    expect(await amplifyIdToken()).toBe(id);
    expect(refresher).not.toHaveBeenCalled();
  });

  it('is none when nobody signed in, as Amplify finds no tokens', async () => {
    expect(readStoredSession(CLIENT_ID)).toEqual({ kind: 'none' });
    expect(await amplifyIdToken()).toBeNull();
    expect(refresher).not.toHaveBeenCalled();
  });

  it('is none after Amplify cleared the tokens (sign-out)', async () => {
    await storeTokens({ id: token('id', 3600), access: token('access', 3600) });
    await cognitoUserPoolsTokenProvider.tokenOrchestrator.clearTokens();

    expect(readStoredSession(CLIENT_ID)).toEqual({ kind: 'none' });
    expect(await amplifyIdToken()).toBeNull();
  });

  it('belongs to one app client: another client id finds none', async () => {
    await storeTokens({ id: token('id', 3600), access: token('access', 3600) });

    expect(readStoredSession('another-client')).toEqual({ kind: 'none' });
  });

  it.each([
    ['the access token expired', { id: token('id', 3600), access: token('access', -60) }],
    ['the id token expires within 5 s', { id: token('id', 3), access: token('access', 3600) }],
    ['the clock drift puts both past their expiry', { id: token('id', 600), access: token('access', 600), clockDrift: 700_000 }],
  ])('steps aside when %s, where Amplify refreshes', async (_case, tokens) => {
    await storeTokens(tokens);

    expect(readStoredSession(CLIENT_ID)).toEqual({ kind: 'unknown' });
    await amplifyIdToken();
    expect(refresher).toHaveBeenCalledTimes(1);
  });

  it('steps aside when there is no id token or it does not decode', async () => {
    await storeTokens({ access: token('access', 3600) });
    expect(readStoredSession(CLIENT_ID)).toEqual({ kind: 'unknown' });

    localStorage.setItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.user-1.idToken`, 'not-a-jwt');
    expect(readStoredSession(CLIENT_ID)).toEqual({ kind: 'unknown' });
  });

  it('steps aside when the storage cannot be read', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(readStoredSession(CLIENT_ID, blocked)).toEqual({ kind: 'unknown' });
  });
});

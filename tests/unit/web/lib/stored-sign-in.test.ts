// @vitest-environment jsdom
import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeJwt } from '@/lib/emulator-token-refresher';
import { hasStoredSignIn } from '@/lib/stored-session';

// The header chooses Logout or Sign In from what the real Amplify token store leaves in localStorage.

const jwt = (claims: Record<string, unknown>) => ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.');
const token = (use: 'id' | 'access', expiresIn: number) =>
  jwt({ sub: 'user-1', token_use: use, exp: Math.floor(Date.now() / 1000) + expiresIn });

async function signIn(expiresIn = 3600): Promise<void> {
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
    tokens: {
      accessToken: decodeJwt(token('access', expiresIn)),
      idToken: decodeJwt(token('id', expiresIn)),
      refreshToken: 'refresh-1',
      clockDrift: 0,
      username: 'user-1',
    },
  });
}

beforeEach(() => {
  localStorage.clear();
  Amplify.configure({ Auth: { Cognito: { userPoolId: 'local_pool1', userPoolClientId: 'client-1', loginWith: { email: true } } } });
});

afterEach(() => localStorage.clear());

describe('a stored sign-in, read without the config', () => {
  it('is there once Amplify has stored the tokens of a sign-in', async () => {
    await signIn();
    expect(hasStoredSignIn()).toBe(true);
  });

  it('is there with expired tokens, which Amplify would refresh', async () => {
    await signIn(-60);
    expect(hasStoredSignIn()).toBe(true);
  });

  it('is gone once Amplify has cleared the tokens (sign-out)', async () => {
    await signIn();
    await cognitoUserPoolsTokenProvider.tokenOrchestrator.clearTokens();
    expect(hasStoredSignIn()).toBe(false);
  });

  it('is not there in a fresh browser, nor with other apps’ keys', () => {
    localStorage.setItem('referral_data', '{}');
    localStorage.setItem('SomethingElse.accessToken', 'x');
    expect(hasStoredSignIn()).toBe(false);
  });

  it('is not there where storage is blocked', () => {
    expect(
      hasStoredSignIn(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }),
    ).toBe(false);
  });
});

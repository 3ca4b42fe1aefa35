import { describe, expect, it, vi } from 'vitest';
import { createEmulatorTokenRefresher, decodeJwt } from '@/lib/emulator-token-refresher';

const jwt = (payload: object) => ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.');

const accessToken = jwt({ sub: 'u1', iat: 1_700_000_000, token_use: 'access' });
const idToken = jwt({ sub: 'u1', email: 'zoë@example.com', 'cognito:groups': ['admin'] });
const session = {
  accessToken: decodeJwt(jwt({ sub: 'u1', iat: 1 })),
  refreshToken: 'refresh-1',
  clockDrift: 0,
  username: 'u1',
};

function refresherAnswering(status: number, body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));
  const refresh = createEmulatorTokenRefresher({ endpoint: 'http://localhost:9229', clientId: 'client-1', fetch });
  return { fetch, refresh };
}

describe('token refresher for cognito-local', () => {
  it('asks the emulator for REFRESH_TOKEN_AUTH with the stored refresh token', async () => {
    const { fetch, refresh } = refresherAnswering(200, { AuthenticationResult: { AccessToken: accessToken, IdToken: idToken } });
    await refresh({ tokens: session, username: 'u1' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://localhost:9229');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    });
    expect(JSON.parse(String(init?.body))).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client-1',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
  });

  it('returns the new tokens and keeps the refresh token the emulator did not replace', async () => {
    const { refresh } = refresherAnswering(200, { AuthenticationResult: { AccessToken: accessToken, IdToken: idToken } });
    const tokens = await refresh({ tokens: session, username: 'u1' });
    expect(tokens.accessToken.toString()).toBe(accessToken);
    expect(tokens.idToken?.payload).toMatchObject({ email: 'zoë@example.com', 'cognito:groups': ['admin'] });
    expect(tokens.refreshToken).toBe('refresh-1');
    expect(tokens.username).toBe('u1');
    expect(typeof tokens.clockDrift).toBe('number');
  });

  it('fails with the Cognito exception name so Amplify can drop a dead session', async () => {
    const { refresh } = refresherAnswering(400, { __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
    await expect(refresh({ tokens: session, username: 'u1' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    });
  });

  it('fails as not authorized when the session has no refresh token', async () => {
    const { fetch, refresh } = refresherAnswering(200, {});
    await expect(refresh({ tokens: { ...session, refreshToken: undefined }, username: 'u1' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentIdToken, hasSession } from '@/lib/auth-service';

// Amplify's side of the service; the service must load it only when a page needs it.
const amplify = vi.hoisted(() => ({ currentIdToken: vi.fn<() => Promise<string | null>>() }));
vi.mock('@/lib/amplify-auth', () => amplify);

const CLIENT_ID = 'client-1';
const config = {
  stage: 'local',
  region: 'local',
  userPoolId: 'local_pool1',
  userPoolClientId: CLIENT_ID,
  authFlowType: 'USER_PASSWORD_AUTH',
};
const jwt = (expiresIn: number) =>
  ['e30', Buffer.from(JSON.stringify({ sub: 'user-1', exp: Math.floor(Date.now() / 1000) + expiresIn })).toString('base64url'), 'sig'].join(
    '.',
  );

function signedInWith(tokens: { id: string; access: string }): void {
  const key = (name: string) => `CognitoIdentityServiceProvider.${CLIENT_ID}.user-1.${name}`;
  localStorage.setItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.LastAuthUser`, 'user-1');
  localStorage.setItem(key('idToken'), tokens.id);
  localStorage.setItem(key('accessToken'), tokens.access);
  localStorage.setItem(key('clockDrift'), '0');
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(config))),
  );
  amplify.currentIdToken.mockResolvedValue('refreshed.id.token');
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the auth service', () => {
  it('answers a fresh session from storage, without Amplify', async () => {
    const id = jwt(3600);
    signedInWith({ id, access: jwt(3600) });

    expect(await currentIdToken()).toBe(id);
    expect(await hasSession()).toBe(true);
    expect(amplify.currentIdToken).not.toHaveBeenCalled();
  });

  it('answers no session from storage, without Amplify', async () => {
    expect(await currentIdToken()).toBeNull();
    expect(await hasSession()).toBe(false);
    expect(amplify.currentIdToken).not.toHaveBeenCalled();
  });

  it('asks Amplify when the tokens must be refreshed', async () => {
    signedInWith({ id: jwt(3600), access: jwt(-60) });

    expect(await currentIdToken()).toBe('refreshed.id.token');
    expect(amplify.currentIdToken).toHaveBeenCalledTimes(1);
  });

  it('turns Amplify failing to load (offline, or replaced by a deploy) into an unexpected sign-in failure', async () => {
    vi.resetModules();
    vi.doMock('@/lib/amplify-auth', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { signInWithPassword } = await import('@/lib/auth-service');

    const result = await signInWithPassword('ana@example.com', 'password-1');

    expect(result).toMatchObject({ status: 'failed', failure: { kind: 'unexpected' } });
  });
});

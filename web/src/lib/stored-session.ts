import { decodeJwt } from './emulator-token-refresher';

/**
 * What Amplify's token store holds for this app client, read without loading Amplify. Amplify v6
 * keeps the session in localStorage under `CognitoIdentityServiceProvider.{clientId}.{user}.{name}`
 * (the v5-compatible layout) and `fetchAuthSession` refreshes when the id or access token expires
 * within 5 s (after the stored clock drift). This reader answers only what it can answer exactly
 * as Amplify would; anything else is `unknown`, and the caller asks Amplify.
 * tests/unit/stored-session.test.ts checks it against the real Amplify token store.
 */
export type StoredSession =
  /** No access token: Amplify finds no session and answers without a network call. */
  | { readonly kind: 'none' }
  /** Both tokens readable and neither about to expire: Amplify would return them as they are. */
  | { readonly kind: 'valid'; readonly idToken: string }
  /** Expired (Amplify refreshes), incomplete or unreadable: only Amplify can answer. */
  | { readonly kind: 'unknown' };

type ReadableStorage = Pick<Storage, 'getItem'>;

const PREFIX = 'CognitoIdentityServiceProvider';
/** Amplify's isTokenExpired tolerance. */
const EXPIRY_TOLERANCE_MS = 5000;

/** `storage` is a getter: merely touching `localStorage` throws where the browser blocks it. */
export function readStoredSession(
  clientId: string,
  storage: () => ReadableStorage = () => localStorage,
  now: number = Date.now(),
): StoredSession {
  try {
    const item = (key: string) => storage().getItem(`${PREFIX}.${clientId}.${key}`);
    const user = item('LastAuthUser') ?? 'username';
    const accessToken = item(`${user}.accessToken`);
    if (!accessToken) return { kind: 'none' };
    const idToken = item(`${user}.idToken`);
    const clockDrift = Number.parseInt(item(`${user}.clockDrift`) ?? '0');
    if (!idToken || !Number.isFinite(clockDrift)) return { kind: 'unknown' };
    const fresh = (token: string) => now + clockDrift + EXPIRY_TOLERANCE_MS <= expiresAtMs(token);
    return fresh(accessToken) && fresh(idToken) ? { kind: 'valid', idToken } : { kind: 'unknown' };
  } catch {
    // Storage blocked, or a token that does not decode: Amplify has its own answer for both.
    return { kind: 'unknown' };
  }
}

/** The token's `exp` in ms; throws unless it is a three-part JWT with a numeric `exp` (as Amplify requires). */
function expiresAtMs(token: string): number {
  if (token.split('.').length !== 3) throw new Error('Not a JWT');
  const { exp } = decodeJwt(token).payload;
  if (typeof exp !== 'number') throw new Error('No exp claim');
  return exp * 1000;
}

/**
 * Whether this browser holds a session at all, to choose between Sign In and Logout. Public pages
 * never load /config.json, so this looks for an access token of any app client rather than this
 * one's; an expired one still counts (Amplify refreshes it, and Logout clears it either way).
 */
export function hasStoredSignIn(storage: () => Pick<Storage, 'key' | 'length'> = () => localStorage): boolean {
  try {
    const store = storage();
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(`${PREFIX}.`) && key.endsWith('.accessToken')) return true;
    }
    return false;
  } catch {
    // Storage blocked: nothing can be stored there either, so there is no session to end.
    return false;
  }
}

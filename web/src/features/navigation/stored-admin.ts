import { ADMIN_GROUP, AMBASSADOR_GROUP } from '#functions/shared/roles';
import { decodeJwt } from '../../lib/emulator-token-refresher';

const PREFIX = 'CognitoIdentityServiceProvider';

type ReadableStorage = () => Pick<Storage, 'key' | 'length' | 'getItem'>;

/**
 * Whether the session this browser holds is an admin's, from the `cognito:groups` of the stored id
 * token (Amplify's localStorage layout, as lib/stored-session.ts reads it). Only to offer the
 * "Admin" link: the admin gate and every admin route ask the API, which decides.
 */
export function hasStoredAdminSignIn(storage: ReadableStorage = () => localStorage): boolean {
  return hasStoredGroupSignIn(ADMIN_GROUP, storage);
}

/** The same for an ambassador, to offer the "Portal" link (docs/product-rules.md#navigation-and-not-found). */
export function hasStoredAmbassadorSignIn(storage: ReadableStorage = () => localStorage): boolean {
  return hasStoredGroupSignIn(AMBASSADOR_GROUP, storage);
}

function hasStoredGroupSignIn(group: string, storage: ReadableStorage): boolean {
  try {
    const store = storage();
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (!key?.startsWith(`${PREFIX}.`) || !key.endsWith('.idToken')) continue;
      const token = store.getItem(key);
      if (token && tokenHasGroup(token, group)) return true;
    }
    return false;
  } catch {
    // Storage blocked: there is no stored session at all.
    return false;
  }
}

function tokenHasGroup(token: string, group: string): boolean {
  try {
    const groups: unknown = decodeJwt(token).payload['cognito:groups'];
    return Array.isArray(groups) && groups.includes(group);
  } catch {
    // A token that does not decode says nothing about its groups.
    return false;
  }
}

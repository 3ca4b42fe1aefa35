import { ADMIN_GROUP } from '../../../../functions/domain/roles';
import { decodeJwt } from '@/lib/emulator-token-refresher';

const PREFIX = 'CognitoIdentityServiceProvider';

/**
 * Whether the session this browser holds is an admin's, from the `cognito:groups` of the stored id
 * token (Amplify's localStorage layout, as lib/stored-session.ts reads it). Only to offer the
 * "Admin" link: the admin gate and every admin route ask the API, which decides.
 */
export function hasStoredAdminSignIn(storage: () => Pick<Storage, 'key' | 'length' | 'getItem'> = () => localStorage): boolean {
  try {
    const store = storage();
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (!key?.startsWith(`${PREFIX}.`) || !key.endsWith('.idToken')) continue;
      const token = store.getItem(key);
      if (token && isAdminToken(token)) return true;
    }
    return false;
  } catch {
    // Storage blocked: there is no stored session at all.
    return false;
  }
}

function isAdminToken(token: string): boolean {
  try {
    const groups: unknown = decodeJwt(token).payload['cognito:groups'];
    return Array.isArray(groups) && groups.includes(ADMIN_GROUP);
  } catch {
    // A token that does not decode says nothing about its groups.
    return false;
  }
}

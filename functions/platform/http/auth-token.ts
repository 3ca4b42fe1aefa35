import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

/**
 * Verifies a Cognito token inside a function, for the routes API Gateway cannot check because
 * the token is not in a header (`tokenInBody` in the route table). The checks are the JWT
 * authorizer's: signature against the pool's published keys, issuer, expiry, and the app client
 * (`aud` on id tokens, `client_id` on access tokens).
 */

export interface TokenIssuer {
  /** `https://cognito-idp.<region>.amazonaws.com/<poolId>`; cognito-local's is `http://localhost:<port>/<poolId>`. */
  readonly issuer: string;
  /** The only app client whose tokens are accepted. */
  readonly clientId: string;
}

/** API Gateway's shape of the claims: every value a string, arrays flattened to "[a b]". */
export type TokenClaims = Record<string, string>;

export type TokenCheck =
  | { readonly ok: true; readonly claims: TokenClaims }
  /** `reason` is a short code for the logs (jose's error code); it never contains the token. */
  | { readonly ok: false; readonly reason: string };

/**
 * Read when first needed, not at import: locally the pool only exists once cognito-local is up,
 * after the handlers may have been loaded. The CDK api construct sets both in the cloud.
 */
export function issuerFromEnv(env: NodeJS.ProcessEnv = process.env): TokenIssuer {
  const issuer = env.COGNITO_ISSUER;
  const clientId = env.COGNITO_CLIENT_ID;
  if (!issuer || !clientId) throw new Error('COGNITO_ISSUER and COGNITO_CLIENT_ID must be set to verify tokens');
  return { issuer, clientId };
}

// One key set per issuer for the life of the function: jose caches the keys and refetches them
// only for an unknown key id (rotation), with a cooldown.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetOf(issuer: string): ReturnType<typeof createRemoteJWKSet> {
  let keySet = keySets.get(issuer);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(`${issuer.replace(/\/+$/, '')}/.well-known/jwks.json`));
    keySets.set(issuer, keySet);
  }
  return keySet;
}

const KEY_SET_FAILURES = new Set<string>([errors.JWKSTimeout.code, errors.JWKSInvalid.code, errors.JOSEError.code]);

export async function verifyToken(token: string, config: TokenIssuer = issuerFromEnv()): Promise<TokenCheck> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySetOf(config.issuer), { issuer: config.issuer, algorithms: ['RS256'] }));
  } catch (error) {
    // The pool's key set could not be fetched or read (jose reports a bad answer as a generic
    // error): ours to fix, not the caller's fault.
    if (!(error instanceof errors.JOSEError) || KEY_SET_FAILURES.has(error.code)) throw error;
    return { ok: false, reason: error.code };
  }
  if (payload.token_use !== 'id' && payload.token_use !== 'access') return { ok: false, reason: 'token_use' };
  const audience = payload.token_use === 'access' ? payload.client_id : payload.aud;
  if (audience !== config.clientId) return { ok: false, reason: 'audience' };
  if (typeof payload.sub !== 'string' || payload.sub === '') return { ok: false, reason: 'subject' };
  return { ok: true, claims: flattenClaims(payload) };
}

function flattenClaims(payload: JWTPayload): TokenClaims {
  const out: TokenClaims = {};
  for (const [key, value] of Object.entries(payload)) {
    out[key] = Array.isArray(value) ? `[${value.join(' ')}]` : String(value);
  }
  return out;
}

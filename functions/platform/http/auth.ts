import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Access } from '../route';
import { Forbidden, Unauthorized } from '../errors';
import { ADMIN_GROUP, AMBASSADOR_GROUP } from '#functions/shared/roles';

export interface AuthContext {
  readonly userId: string;
  readonly email: string | null;
  readonly groups: readonly string[];
}

// The constructs and the local Cognito create the group under the name the domain checks.
export { ADMIN_GROUP, AMBASSADOR_GROUP };
/** Accounts an admin marked as testers: their sandbox subscriptions keep access in production. */
export const TESTER_GROUP = 'tester';

type Claims = Record<string, string | number | boolean | string[] | undefined>;

function claimsOf(event: APIGatewayProxyEventV2): Claims | undefined {
  const authorizer = (event.requestContext as { authorizer?: { jwt?: { claims?: Claims } } }).authorizer;
  return authorizer?.jwt?.claims;
}

/**
 * API Gateway's JWT authorizer flattens array claims to a string such as "[admin editors]";
 * the local gateway passes the real array. Accept both.
 */
export function parseGroups(value: Claims[string]): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/**
 * The signature, issuer, audience and expiry were already checked by the authorizer in front of
 * the function (API Gateway in the cloud, the local gateway on a laptop). Here we only read the
 * claims and enforce the route's access rule, which the authorizer cannot express (groups).
 */
export function authContext(access: Access, event: APIGatewayProxyEventV2): AuthContext | null {
  const claims = claimsOf(event);
  if (access === 'public') return claims?.sub ? toContext(claims) : null;
  if (!claims?.sub) throw new Unauthorized();
  const context = toContext(claims);
  if (access === 'admin' && !context.groups.includes(ADMIN_GROUP)) {
    throw new Forbidden('Admin privileges required.');
  }
  if (access === 'ambassador' && !context.groups.includes(AMBASSADOR_GROUP)) {
    throw new Forbidden('Ambassador account required.');
  }
  return context;
}

function toContext(claims: Claims): AuthContext {
  return {
    userId: String(claims.sub),
    email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
    groups: parseGroups(claims['cognito:groups']),
  };
}

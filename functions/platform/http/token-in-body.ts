import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { verifyToken, type TokenClaims } from './auth-token';
import { DEFAULT_MAX_BODY_BYTES, type RouteDefinition } from '../route';
import { PayloadTooLarge, ServiceUnavailable, Unauthorized } from '../errors';
import type * as z from 'zod/mini';
import { errorResponse } from './errors';
import { composeRouteHandler, type RouteHandler, type RouteInput } from './handler';
import { logger } from '../logger';
import { rawBodyOf } from './request';

/**
 * The shared route chain (handler.ts) for a `tokenInBody` route, with the token checked first by
 * `acceptTokenInBody`. `routeHandler` refuses such a route, so it cannot be built without this.
 */
export function tokenInBodyRouteHandler<R extends RouteDefinition>(
  route: R,
  run: (input: RouteInput<R>) => Promise<z.input<R['response']>>,
): RouteHandler {
  return composeRouteHandler(route, run, { tokenStep: acceptTokenInBody });
}

/**
 * Plays the JWT authorizer for a `tokenInBody` route, which neither API Gateway nor the local
 * gateway checks: the token comes from the Authorization header when there is one, otherwise from
 * the body's `token` field (a beacon cannot set headers). A valid token becomes the authorizer
 * claims the route chain reads, exactly as API Gateway would pass them; any claims already on
 * the event are dropped first. No token: no claims, and the chain answers 401 like any `user`
 * route. A token that fails the checks: 401 here, and nothing runs.
 *
 * The body is parsed here only to find the token; the chain still validates the whole body with
 * the route's schema.
 */
export function acceptTokenInBody(route: RouteDefinition, handler: RouteHandler): RouteHandler {
  if (!route.tokenInBody || route.access === 'public') {
    throw new Error(`Route ${route.name} must be a signed-in route declared with tokenInBody to take its token from the body.`);
  }
  const maxBytes = route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return async (event, context) => {
    const raw = rawBodyOf(event);
    if (Buffer.byteLength(raw, 'utf8') > maxBytes) return errorResponse(new PayloadTooLarge());
    const token = bearerToken(event) ?? bodyToken(raw);
    let claims: TokenClaims | null = null;
    if (token !== undefined) {
      let check: Awaited<ReturnType<typeof verifyToken>>;
      try {
        check = await verifyToken(token);
      } catch (error) {
        // The pool's keys could not be fetched: ours to fix, the caller may retry.
        logger.error('Token verification unavailable', {
          route: route.name,
          error: error instanceof Error ? error.message : String(error),
        });
        return errorResponse(new ServiceUnavailable());
      }
      if (!check.ok) {
        logger.info('Token refused', { route: route.name, reason: check.reason });
        return errorResponse(new Unauthorized('Your sign-in has expired or is not valid. Please sign in again.'));
      }
      claims = check.claims;
    }
    return handler(withClaims(event, claims), context);
  };
}

function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = Object.entries(event.headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}

function bodyToken(raw: string): string | undefined {
  try {
    const body = JSON.parse(raw) as unknown;
    const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
    return typeof token === 'string' && token !== '' ? token : undefined;
  } catch {
    // Not JSON: the chain answers that (after the access rule).
    return undefined;
  }
}

type WithAuthorizer = APIGatewayProxyEventV2['requestContext'] & { authorizer?: unknown };

function withClaims(event: APIGatewayProxyEventV2, claims: TokenClaims | null): APIGatewayProxyEventV2 {
  const { authorizer: _dropped, ...requestContext } = event.requestContext as WithAuthorizer;
  return {
    ...event,
    requestContext: {
      ...requestContext,
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    } as APIGatewayProxyEventV2['requestContext'],
  };
}

import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import type { RouteDefinition } from '../route';
import { declaredAccess } from '../table/declared-access';
import { hitRateLimit } from '../rate-limit';
import { authContext, type AuthContext } from './auth';
import { clientIp } from './client-ip';
import { errorResponse, httpErrors } from './errors';
import { logger } from '../logger';
import { assertViaCloudFront } from './origin';
import { parseRequest } from './request';
import { jsonResponse, redirectResponse, textResponse } from './response';

// Every route's function answers bad input with zod's English messages ("Too big: expected string to
// have <=60 characters"); zod/mini says "Invalid input" unless told. The routes file of a feature
// need not import a shared schema (the health route's does not), so the chain says it once for all.
z.config(en());

// The schemas are optional members of a route: strip `undefined` before reading their output type.
type Out<S> = [NonNullable<S>] extends [z.ZodMiniType] ? z.output<NonNullable<S>> : undefined;

export interface RouteInput<R extends RouteDefinition> {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: Out<R['body']>;
  /** Present on user and admin routes; on public routes only when a valid token was sent. */
  auth: R['access'] extends 'public' ? AuthContext | null : AuthContext;
  event: APIGatewayProxyEventV2;
}

export type RouteHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The route's declared rate limit: per client address on public routes, per user on signed-in
 * ones. Counted after the access rule (an anonymous caller cannot use up a user's allowance) and
 * before validation (bad input counts too, so probing costs the prober).
 */
async function countCall(route: RouteDefinition, auth: AuthContext | null, event: APIGatewayProxyEventV2): Promise<void> {
  if ('unlimited' in route.rateLimit) return;
  const subject = route.access === 'public' ? `ip#${clientIp(event)}` : `user#${auth!.userId}`;
  await hitRateLimit(route.name, subject, route.rateLimit.requests, route.rateLimit.windowSeconds);
}

/**
 * Puts the caller's claims on the event for a route no authorizer checked (token-in-body.ts), in
 * front of the rest of the chain.
 */
export type TokenStep = (route: RouteDefinition, chain: RouteHandler) => RouteHandler;

/**
 * Throws PlanRequired when the signed-in caller's plan lacks the route's `plan` feature. Supplied by
 * the subscribers feature (plan-access.ts), which owns the subscriber record the plan is read from:
 * the platform imports no feature.
 */
export type PlanCheck = (route: RouteDefinition, auth: AuthContext) => Promise<void>;

export interface ChainSteps {
  readonly tokenStep?: TokenStep;
  readonly planCheck?: PlanCheck;
}

/**
 * Wraps a route's business call in the shared middy chain: logging context, access rule, rate
 * limit, validation with the route's zod schemas, and one error mapping. The response is parsed with
 * the route's response schema so a handler can never leak a field the contract does not name.
 * Around it all: the CloudFront origin check, and the route's declared table access for the
 * invocation.
 *
 * A `tokenInBody` route is refused here: no authorizer checked its token, so its handler must be
 * built with `tokenInBodyRouteHandler` (token-in-body.ts), which checks it first. That step lives
 * in its own module so only that route's bundle carries the token verifier.
 */
export function routeHandler<R extends RouteDefinition>(
  route: R,
  run: (input: RouteInput<R>) => Promise<z.input<R['response']>>,
): RouteHandler {
  return composeRouteHandler(route, run);
}

/**
 * `routeHandler`, with the token step a `tokenInBody` route needs (and only such a route takes), and
 * the plan check a route with `plan` needs (and only such a route takes).
 */
export function composeRouteHandler<R extends RouteDefinition>(
  route: R,
  run: (input: RouteInput<R>) => Promise<z.input<R['response']>>,
  { tokenStep, planCheck }: ChainSteps = {},
): RouteHandler {
  if (route.tokenInBody && !tokenStep) {
    throw new Error(
      `Route ${route.name} takes its token from the body, which no authorizer checks: build its handler with tokenInBodyRouteHandler (functions/platform/http/token-in-body.ts), not routeHandler.`,
    );
  }
  if (!route.tokenInBody && tokenStep) {
    throw new Error(`Route ${route.name} is not declared with tokenInBody: build its handler with routeHandler.`);
  }
  if (route.plan && (!planCheck || route.access !== 'user')) {
    throw new Error(
      `Route ${route.name} is a plan feature (${route.plan}): declare it with access 'user' and build its handler with planRouteHandler (functions/subscribers/plan-access.ts).`,
    );
  }
  if (!route.plan && planCheck) throw new Error(`Route ${route.name} declares no plan feature: build its handler with routeHandler.`);
  const chain = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpErrors())
    .handler(async (event) => {
      logger.appendKeys({ route: route.name });
      const auth = authContext(route.access, event);
      await countCall(route, auth, event);
      if (planCheck) await planCheck(route, auth!);
      const { params, query, body } = parseRequest(route, event);
      const result = await run({ params, query, body, auth, event } as RouteInput<R>);
      const response = route.response.parse(result);
      if (route.redirect) return redirectResponse(route.successStatus ?? 303, (response as { location: string }).location);
      if (route.textBody) {
        const { body: text, filename } = response as { body: string; filename?: string };
        return textResponse(route.successStatus ?? 200, route.textBody.contentType, text, filename);
      }
      return jsonResponse(route.successStatus ?? 200, response);
    }) as unknown as RouteHandler;
  const handler = tokenStep ? tokenStep(route, chain) : chain;
  const access = route.table ?? 'read';
  return (event, context) =>
    declaredAccess.run(access, async () => {
      // First of all: a request that went around CloudFront is refused before its token, its
      // address or its body are looked at (origin.ts).
      try {
        await assertViaCloudFront(event);
      } catch (error) {
        return errorResponse(error);
      }
      return handler(event, context);
    });
}

import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineRoute } from '#functions/platform/route';
import { Conflict, NotFound, PlanRequired } from '#functions/platform/errors';
import { composeRouteHandler, routeHandler } from '#functions/platform/http/handler';
import { planRequiredMessage, planRouteHandler } from '#functions/subscribers/plan-access';
import { tokenInBodyRouteHandler } from '#functions/platform/http/token-in-body';

/** The shared middy chain, driven with the events API Gateway sends: what a caller sees. */
const echo = defineRoute({
  name: 'echo',
  method: 'POST',
  path: '/api/echo/{id}',
  access: 'user',
  rateLimit: { unlimited: 'test route' },
  handler: 'test/echo',
  params: z.object({ id: z.string().check(z.regex(/^\d+$/)) }),
  body: z.strictObject({ email: z.email(), count: z.number().check(z.int(), z.gte(1)) }),
  response: z.object({ id: z.string(), email: z.string(), count: z.number(), caller: z.string() }),
  maxBodyBytes: 200,
});

const echoHandler = routeHandler(echo, async ({ params, body, auth }) => ({
  ...body,
  id: params.id,
  caller: auth.userId,
  secret: 'never sent',
}));

const context = { awsRequestId: 'test', functionName: 'echo', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
const claims = { sub: 'user-1', email: 'A@Example.com', 'cognito:groups': '[admin editors]' };

function event(
  body: string | undefined,
  options: { claims?: Record<string, string> | null; contentType?: string; id?: string } = {},
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/echo/{id}',
    rawPath: '/api/echo/1',
    rawQueryString: '',
    headers: { 'content-type': options.contentType ?? 'application/json' },
    pathParameters: { id: options.id ?? '1' },
    requestContext: {
      http: { method: 'POST', path: '/api/echo/1' },
      ...(options.claims === null ? {} : { authorizer: { jwt: { claims: options.claims ?? claims, scopes: null } } }),
    } as unknown as APIGatewayProxyEventV2['requestContext'],
    body,
    isBase64Encoded: false,
  };
}

async function call(e: APIGatewayProxyEventV2, handler = echoHandler) {
  const res = await handler(e, context);
  return { status: res.statusCode, body: JSON.parse(res.body ?? 'null') as Record<string, any> };
}

describe('the route handler chain', () => {
  it('passes validated input to the business call and returns only the contract fields', async () => {
    const res = await call(event(JSON.stringify({ email: 'a@b.co', count: 2 })));
    expect(res).toEqual({ status: 200, body: { id: '1', email: 'a@b.co', count: 2, caller: 'user-1' } });
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await call(event('{"email": '));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The request body is not valid JSON.');
  });

  it('answers wrong types with 400 and an error per field', async () => {
    const res = await call(event(JSON.stringify({ email: 'nope', count: '2' })));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fieldErrors).sort()).toEqual(['count', 'email']);
  });

  it('refuses unknown fields by name', async () => {
    const res = await call(event(JSON.stringify({ email: 'a@b.co', count: 1, isAdmin: true })));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error.fieldErrors)).toContain('isAdmin');
  });

  it('refuses a body over the route limit with 413', async () => {
    const res = await call(event(JSON.stringify({ email: 'a@b.co', count: 1, pad: 'x'.repeat(300) })));
    expect(res.status).toBe(413);
  });

  it('refuses a body that is not JSON by content type with 415', async () => {
    const res = await call(event('email=a', { contentType: 'application/x-www-form-urlencoded' }));
    expect(res.status).toBe(415);
  });

  it('refuses a missing body with 400', async () => {
    expect((await call(event(undefined))).status).toBe(400);
  });

  it('validates path parameters', async () => {
    const res = await call(event(JSON.stringify({ email: 'a@b.co', count: 1 }), { id: 'abc' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.id).toBeDefined();
  });

  it('answers 401 before validating anything when a user route has no verified claims', async () => {
    const res = await call(event('{not json', { claims: null }));
    expect(res.status).toBe(401);
  });

  it('maps named domain errors to their status', async () => {
    const notFound = routeHandler(echo, async () => {
      throw new NotFound('No such idea.');
    });
    const conflict = routeHandler(echo, async () => {
      throw new Conflict('Already signed up.', 'already_signed_up');
    });
    const ok = JSON.stringify({ email: 'a@b.co', count: 1 });
    expect(await call(event(ok), notFound)).toEqual({ status: 404, body: { error: { code: 'not_found', message: 'No such idea.' } } });
    expect(await call(event(ok), conflict)).toEqual({
      status: 409,
      body: { error: { code: 'already_signed_up', message: 'Already signed up.' } },
    });
  });

  it('never shows the internal message of an unexpected error', async () => {
    const broken = routeHandler(echo, async () => {
      throw new Error('connection string postgres://secret');
    });
    const res = await call(event(JSON.stringify({ email: 'a@b.co', count: 1 })), broken);
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('secret');
    expect(res.body.error.message).toBe('Something went wrong. Please try again later.');
  });
});

describe('admin routes', () => {
  const adminRoute = defineRoute({
    name: 'adminEcho',
    method: 'GET',
    path: '/api/admin/echo',
    access: 'admin',
    rateLimit: { unlimited: 'test route' },
    handler: 'test/admin-echo',
    response: z.object({ groups: z.array(z.string()), email: z.nullable(z.string()) }),
  });
  const handler = routeHandler(adminRoute, async ({ auth }) => ({ groups: [...auth.groups], email: auth.email }));
  const get = (c: Record<string, string>) => call({ ...event(undefined, { claims: c }), routeKey: 'GET /api/admin/echo' }, handler);

  it('reads groups as API Gateway flattens them and lower-cases the email', async () => {
    expect(await get(claims)).toEqual({ status: 200, body: { groups: ['admin', 'editors'], email: 'a@example.com' } });
  });

  it('refuses a signed-in user outside the admin group with 403', async () => {
    expect((await get({ sub: 'user-2', 'cognito:groups': '[editors]' })).status).toBe(403);
    expect((await get({ sub: 'user-3' })).status).toBe(403);
  });
});

describe('token-in-body routes', () => {
  const beacon = defineRoute({ ...echo, name: 'beaconEcho', tokenInBody: true });

  it('are refused by routeHandler, which names the builder to use', () => {
    expect(() => routeHandler(beacon, async () => ({ id: '1', email: 'a@b.c', count: 1, caller: 'x' }))).toThrow(/tokenInBodyRouteHandler/);
  });

  it('are the only routes tokenInBodyRouteHandler builds', () => {
    expect(() => tokenInBodyRouteHandler(echo, async () => ({ id: '1', email: 'a@b.c', count: 1, caller: 'x' }))).toThrow(/routeHandler/);
  });
});

describe('plan routes', () => {
  const calendarRoute = defineRoute({ ...echo, name: 'calendarEcho', plan: 'calendar' });
  const run = async () => ({ id: '1', email: 'a@b.c', count: 1, caller: 'x' });
  // The chain's plan step as planRouteHandler supplies it, with the plan read from the caller's id
  // instead of the table: only "user-1" is on a plan with the calendar here.
  const gated = composeRouteHandler(calendarRoute, async ({ body, auth }) => ({ ...body, id: '1', caller: auth.userId }), {
    planCheck: async (route, auth) => {
      if (auth.userId !== 'user-1') throw new PlanRequired(planRequiredMessage(route.plan!));
    },
  });

  it('are refused by routeHandler, which names the builder to use', () => {
    expect(() => routeHandler(calendarRoute, run)).toThrow(/planRouteHandler/);
  });

  it('must be user routes, even built with planRouteHandler', () => {
    const adminPlanRoute = { ...defineRoute({ ...echo, name: 'adminCalendarEcho', access: 'admin' }), plan: 'calendar' as const };
    expect(() => planRouteHandler(adminPlanRoute, run)).toThrow(/access 'user'/);
  });

  it('answer 402 plan_required, naming the plans that have the feature, to a caller without it', async () => {
    const res = await call(event(JSON.stringify({ email: 'a@b.co', count: 1 }), { claims: { sub: 'weekly-user' } }), gated);
    expect(res).toEqual({
      status: 402,
      body: { error: { code: 'plan_required', message: 'Content calendar comes with the Monthly and Yearly plans.' } },
    });
  });

  it('check the plan before the body, so a caller without the plan learns that first', async () => {
    expect((await call(event('{not json', { claims: { sub: 'weekly-user' } }), gated)).status).toBe(402);
  });

  it('answer 401 to an anonymous caller before looking at any plan', async () => {
    expect((await call(event(JSON.stringify({ email: 'a@b.co', count: 1 }), { claims: null }), gated)).status).toBe(401);
  });

  it('let a caller whose plan has the feature through to the handler', async () => {
    const res = await call(event(JSON.stringify({ email: 'a@b.co', count: 1 })), gated);
    expect(res).toEqual({ status: 200, body: { id: '1', email: 'a@b.co', count: 1, caller: 'user-1' } });
  });
});

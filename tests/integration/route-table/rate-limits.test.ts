import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { buildPath, type RateLimit, type RouteDefinition } from '#functions/platform/route';
import { routes } from '#functions/route-table';
import { api, loopbackAddress, type ApiOptions } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';

/**
 * Every route's declared rate limit, generated from the route table: `requests` calls in a window
 * pass, the next is 429 with Retry-After, and the limit belongs to one caller only (an address on
 * public routes, a user on signed-in ones). A route added tomorrow is covered without editing this
 * file; a route declared `unlimited` must say why, which the table's type already forces.
 *
 * The calls are the cheapest the route counts: the limit is counted before validation, so a route
 * that takes a body gets malformed JSON and one with path parameters gets an invalid value: no
 * side effects, and a probe with bad input pays like any other call.
 */
const stack = inject('stack');

const limited = (routes as readonly RouteDefinition[]).filter(
  (route): route is RouteDefinition & { rateLimit: RateLimit } => !('unlimited' in route.rateLimit),
);

function cheapestCall(route: RouteDefinition): { path: string; options: ApiOptions } {
  const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, '!!!']));
  return {
    path: buildPath(route.path, params),
    options: route.body || route.rawBody ? { rawBody: '{"not json', headers: { 'content-type': 'application/json' } } : {},
  };
}

async function signedInCaller(route: RouteDefinition): Promise<string> {
  const email = `limits-${route.name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  await createAccount(stack, email, 'limits-pass-1', route.access === 'admin' ? ['admin'] : []);
  return (await signIn(stack, email, 'limits-pass-1')).idToken;
}

describe('every route with a rate limit', () => {
  it('leaves out only signed-in reads, the signature-checked webhook and the health check', () => {
    // Stripe's webhook refuses a bad signature before any table work; health touches nothing; the
    // calendar feed is polled by calendar apps from a few shared servers (functions/calendar/routes.ts).
    const publicUnlimited = new Set(['stripeWebhook', 'health', 'calendarFeed']);
    const unlimited = (routes as readonly RouteDefinition[]).filter((route) => 'unlimited' in route.rateLimit);
    for (const route of unlimited) {
      const signedInRead = route.access !== 'public' && route.method === 'GET';
      expect(signedInRead || publicUnlimited.has(route.name), `${route.name} is declared unlimited`).toBe(true);
    }
    expect(limited.length).toBeGreaterThan(0);
  });
});

/**
 * The counters are fixed windows aligned to the epoch: calls that straddle a window boundary are
 * counted in two windows and never reach the limit. Start the calls in a window with time for
 * them all (about 60 ms a call, generously) by waiting for the next one when this one is ending.
 */
async function freshWindowFor(limit: RateLimit): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const neededMs = limit.requests * 60 + 5_000;
  const leftMs = windowMs - (Date.now() % windowMs);
  if (neededMs < windowMs && leftMs < neededMs) await new Promise((resolve) => setTimeout(resolve, leftMs + 50));
}

describe.each(limited)('$name ($access): $rateLimit.requests per $rateLimit.windowSeconds s', (route) => {
  it('answers 429 with Retry-After past its limit, for that caller only', async () => {
    const { path, options } = cheapestCall(route);
    const first = route.access === 'public' ? { from: loopbackAddress() } : { token: await signedInCaller(route) };
    const other = route.access === 'public' ? { from: loopbackAddress() } : { token: await signedInCaller(route) };
    await freshWindowFor(route.rateLimit);

    const statuses: number[] = [];
    for (let i = 0; i < route.rateLimit.requests; i += 1)
      statuses.push((await api(stack, route.method, path, { ...options, ...first })).status);
    expect(
      statuses.filter((status) => status === 429 || status >= 500),
      `statuses ${statuses.join(',')}`,
    ).toEqual([]);

    const over = await api(stack, route.method, path, { ...options, ...first });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error: { code: 'too_many_requests' } });
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(route.rateLimit.windowSeconds);

    expect((await api(stack, route.method, path, { ...options, ...other })).status).not.toBe(429);
  });
});

describe('the client address of a public route', () => {
  it('is the connection, not a header the caller sets: forged X-Forwarded-For and CloudFront-Viewer-Address do not reset the count', async () => {
    const from = loopbackAddress();
    const lookup = (headers: Record<string, string> = {}) =>
      api(stack, 'POST', '/api/signup/lookup', { from, body: { email: `probe-${randomUUID()}@example.com` }, headers });
    for (let i = 0; i < 20; i += 1) expect((await lookup({ 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(200);
    expect((await lookup({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    expect((await lookup({ 'cloudfront-viewer-address': '203.0.113.10:4431' })).status).toBe(429);
  });
});

import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import type { RouteDefinition } from '#functions/platform/route';
import { routes } from '#functions/route-table';
import { api, type ApiOptions } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { ROUTE_EXAMPLES, type RouteExample } from './route-examples';

/**
 * Bad input for every route in the table, as every kind of caller, generated from the table and
 * the access test's example requests: malformed JSON, wrong types, oversized strings, prototype
 * keys, NUL, RTL and lone-surrogate characters, hostile path parameters, junk query strings and
 * 1 MB bodies. Whatever comes in, the answer is a 4xx with an error code or a success, never a 5xx
 * or a dropped connection. A route added tomorrow is fuzzed without anyone editing this file.
 */
const stack = inject('stack');
const CALLERS = ['anonymous', 'subscriber', 'otherSubscriber', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

interface Case {
  label: string;
  /** Path parameters as they go on the wire: already %-encoded (or deliberately malformed). */
  params?: Record<string, string>;
  /** Appended to the path as is. */
  query?: string;
  rawBody?: string;
  contentType?: string;
}

const STRING_ATTACKS: ReadonlyArray<readonly [string, string]> = [
  ['NUL', 'a\u0000b'],
  ['RTL override', '\u202Egnp.exe'],
  ['control characters', 'a\u0007\u001b[31mb'],
  ['20,000 characters', 'x'.repeat(20_000)],
  ['only spaces', '   '],
];
const WRONG_TYPES: ReadonlyArray<readonly [string, unknown]> = [
  ['a number', 12345],
  ['an array', ['a', 'b']],
  ['an object', { nested: { deeper: true } }],
  ['null', null],
  ['a boolean', true],
];
/** Written into the raw JSON text: JSON.stringify would escape a lone surrogate into valid text. */
const LONE_SURROGATE = '"Ann\uD800"';

const PARAM_ATTACKS: ReadonlyArray<readonly [string, string]> = [
  ['%00', '%00'],
  ['../', '..%2F..%2Fetc%2Fpasswd'],
  ['dot segments', '%2E%2E'],
  ['500 characters', 'a'.repeat(500)],
  ['emoji', '%F0%9F%98%80'],
  ['RTL override', '%E2%80%AEabc'],
  ['lone % sign', '%'],
];

const encoded = (params: Record<string, string> | undefined) =>
  Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, encodeURIComponent(value)]));

function bodyCases(example: RouteExample): Case[] {
  const json = (label: string, rawBody: string): Case => ({ label, rawBody, params: encoded(example.params) });
  const cases: Case[] = [
    json('malformed JSON', '{"a": '),
    json('JSON null', 'null'),
    json('a JSON array', '[1, 2, 3]'),
    json('a JSON string', '"hello"'),
    json('a 1 MB body', JSON.stringify({ blob: 'x'.repeat(1024 * 1024) })),
    { label: 'text/plain', rawBody: JSON.stringify(example.body ?? {}), contentType: 'text/plain', params: encoded(example.params) },
  ];
  const base = (typeof example.body === 'object' && example.body !== null ? example.body : {}) as Record<string, unknown>;
  cases.push(
    json('a __proto__ key', `{"__proto__": {"isAdmin": true, "subscribed": true}, ${JSON.stringify(base).slice(1)}`.replace(/, }$/, '}')),
  );
  cases.push(json('a constructor.prototype key', JSON.stringify({ ...base, constructor: { prototype: { isAdmin: true } } })));
  for (const field of Object.keys(base)) {
    for (const [name, value] of WRONG_TYPES) cases.push(json(`${field} as ${name}`, JSON.stringify({ ...base, [field]: value })));
    for (const [name, value] of STRING_ATTACKS) cases.push(json(`${field} with ${name}`, JSON.stringify({ ...base, [field]: value })));
    cases.push(json(`${field} with a lone surrogate`, JSON.stringify({ ...base, [field]: '§' }).replace('"§"', LONE_SURROGATE)));
  }
  return cases;
}

function paramCases(route: RouteDefinition, example: RouteExample): Case[] {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
  const cases: Case[] = [];
  for (const name of names) {
    for (const [label, value] of PARAM_ATTACKS)
      cases.push({ label: `${name} = ${label}`, params: { ...encoded(example.params), [name]: value } });
  }
  return cases;
}

function casesFor(route: RouteDefinition, example: RouteExample): Case[] {
  const cases: Case[] = [
    { label: 'a junk query string', params: encoded(example.params), query: '?__proto__[isAdmin]=1&a=%&b=%00&c=' + 'q'.repeat(2000) },
    ...paramCases(route, example),
  ];
  if (route.body || route.rawBody) cases.push(...bodyCases(example));
  else cases.push({ label: 'an unexpected body', params: encoded(example.params), rawBody: '{"surprise": true}' });
  if (route.tokenInBody) {
    const body = example.body as Record<string, unknown>;
    cases.push({ label: 'a garbage token in the body', rawBody: JSON.stringify({ ...body, token: 'not.a.jwt' }) });
    cases.push({ label: 'a number as the token', rawBody: JSON.stringify({ ...body, token: 5 }) });
  }
  return cases;
}

/**
 * Signed-in callers, fresh per route, replaced when their rate-limit allowance for the route runs
 * out: a 429 would stop the input from reaching validation, and this test is about validation.
 */
class Callers {
  private readonly used = new Map<Caller, number>();
  private readonly tokens = new Map<Caller, string>();

  constructor(private readonly route: RouteDefinition) {}

  async token(caller: Caller): Promise<string | undefined> {
    if (caller === 'anonymous') return undefined;
    const allowance = 'unlimited' in this.route.rateLimit || this.route.access === 'public' ? Infinity : this.route.rateLimit.requests;
    const used = this.used.get(caller) ?? 0;
    if (!this.tokens.has(caller) || used >= allowance) {
      const email = `fuzz-${caller.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
      // On an ambassador's route the signed-in subscriber is an ambassador too, so the input gets past the group check.
      const groups = caller === 'admin' ? ['admin'] : caller === 'subscriber' && this.route.access === 'ambassador' ? ['ambassador'] : [];
      await createAccount(stack, email, 'fuzz-pass-1', groups);
      const { idToken } = await signIn(stack, email, 'fuzz-pass-1');
      if (caller === 'subscriber')
        await api(stack, 'POST', '/api/me/subscriber', {
          token: idToken,
          body: { firstName: 'Fuzz', lastName: 'Case', niche: 'skincare' },
        });
      this.tokens.set(caller, idToken);
      this.used.set(caller, 0);
    }
    this.used.set(caller, (this.used.get(caller) ?? 0) + 1);
    return this.tokens.get(caller);
  }
}

function signedHeaders(route: RouteDefinition, body: string | undefined): Record<string, string> {
  // Signed with the real secret, so the fuzz reaches past the signature check into event handling.
  return route.rawBody && body !== undefined
    ? { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: stack.stripeKeys.webhookSecret }) }
    : {};
}

describe.each(routes as readonly RouteDefinition[])('$method $path ($access) with bad input', (route) => {
  it.each(CALLERS)('%s: never a 5xx', async (caller) => {
    const makeExample = ROUTE_EXAMPLES[route.name as keyof typeof ROUTE_EXAMPLES] as
      (typeof ROUTE_EXAMPLES)[keyof typeof ROUTE_EXAMPLES] | undefined;
    expect(makeExample, `add ${route.name} to tests/integration/route-examples.ts`).toBeDefined();
    const example = await makeExample!(stack);
    const callers = new Callers(route);
    const failures: string[] = [];
    for (const c of casesFor(route, example)) {
      const options: ApiOptions = {
        token: await callers.token(caller),
        rawBody: c.rawBody,
        headers: {
          ...(c.rawBody !== undefined ? { 'content-type': c.contentType ?? 'application/json' } : {}),
          ...signedHeaders(route, c.rawBody),
        },
      };
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => c.params?.[name] ?? 'x') + (c.query ?? '');
      const res = await api<{ error?: { code?: unknown } }>(stack, route.method, path, options);
      const clear = res.status < 400 || typeof res.body?.error?.code === 'string';
      if (res.status >= 500 || res.status === 0 || !clear)
        failures.push(`${c.label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineRoute } from '#functions/platform/route';
import { getMe } from '#functions/subscribers/routes';
import { listNiches } from '#functions/niches/routes';
import { ApiError, apiCall } from '@/lib/api-client';

const auth = vi.hoisted(() => ({ currentIdToken: vi.fn<() => Promise<string | null>>() }));
vi.mock('@/lib/load-auth', () => ({ loadAuth: () => Promise.resolve(auth) }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const request = () => {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
};

const me = { userId: 'u1', email: 'ana@example.com', groups: [], subscriber: null };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('api client', () => {
  it('sends the id token as a bearer token on a user route', async () => {
    auth.currentIdToken.mockResolvedValue('id.token.value');
    fetchMock.mockResolvedValue(json(200, me));
    await expect(apiCall(getMe)).resolves.toEqual(me);
    expect(request().url).toBe('/api/me');
    expect(request().init.method).toBe('GET');
    expect(request().headers.authorization).toBe('Bearer id.token.value');
  });

  it('sends no authorization header when there is no session', async () => {
    auth.currentIdToken.mockResolvedValue(null);
    fetchMock.mockResolvedValue(json(401, { error: { code: 'unauthorized', message: 'Sign in to continue.' } }));
    await expect(apiCall(getMe)).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(request().headers.authorization).toBeUndefined();
  });

  it('does not load the auth code for a public route', async () => {
    fetchMock.mockResolvedValue(json(200, { niches: [] }));
    await apiCall(listNiches);
    expect(auth.currentIdToken).not.toHaveBeenCalled();
  });

  it('fills path parameters, adds the query and sends the body as JSON', async () => {
    const rateIdea = defineRoute({
      name: 'rateIdea',
      method: 'PUT',
      path: '/api/ideas/{id}/rating',
      access: 'public',
      rateLimit: { unlimited: 'test route' },
      handler: 'ideas/handlers/rate',
      params: z.object({ id: z.string() }),
      query: z.object({ variant: z.optional(z.string()), tags: z.optional(z.array(z.string())) }),
      body: z.object({ rating: z.number() }),
      response: z.object({ rating: z.number() }),
    });
    fetchMock.mockResolvedValue(json(200, { rating: 4 }));
    await apiCall(rateIdea, { params: { id: 'a b' }, query: { variant: 'B', tags: ['x', 'y'] }, body: { rating: 4 } });
    expect(request().url).toBe('/api/ideas/a%20b/rating?variant=B&tags=x&tags=y');
    expect(request().init.method).toBe('PUT');
    expect(request().headers['content-type']).toBe('application/json');
    expect(request().init.body).toBe('{"rating":4}');
  });

  it('throws the error body as an ApiError with its field errors', async () => {
    fetchMock.mockResolvedValue(
      json(400, { error: { code: 'invalid_input', message: 'The request is not valid.', fieldErrors: { email: ['Required'] } } }),
    );
    const error = await apiCall(listNiches).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_input',
      message: 'The request is not valid.',
      fieldErrors: { email: ['Required'] },
    });
  });

  it('describes a failure without an error body by its status', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    await expect(apiCall(listNiches)).rejects.toMatchObject({ status: 502, code: 'http_502' });
  });

  it('turns a network failure into an ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(apiCall(listNiches)).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('rejects a response that breaks the contract', async () => {
    fetchMock.mockResolvedValue(json(200, { niches: 'nope' }));
    await expect(apiCall(listNiches)).rejects.toMatchObject({ code: 'invalid_response' });
  });
});

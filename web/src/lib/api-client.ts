import { buildPath, type BodyOf, type ParamsOf, type QueryOf, type ResponseOf, type RouteDefinition } from '#functions/platform/route';
import { errorBody } from '#functions/shared/schemas';
import { loadAuth } from './load-auth';

/** A failed API call, as the error body described it. The caller decides what the user sees. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

type Part<Key extends string, Value> = [Value] extends [undefined] ? { readonly [K in Key]?: undefined } : { readonly [K in Key]: Value };

export type CallOptions<R> = Part<'params', ParamsOf<R>> & Part<'query', QueryOf<R>> & Part<'body', BodyOf<R>>;

type OptionalWhenEmpty<R> = object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/**
 * Calls one route of the route table. Routes that need a user get the Cognito id token as a
 * bearer token (it carries email and cognito:groups); public routes never load the auth code.
 */
export async function apiCall<R extends RouteDefinition>(route: R, ...args: OptionalWhenEmpty<R>): Promise<ResponseOf<R>> {
  const options = (args[0] ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (route.access !== 'public') {
    const token = await (await loadAuth()).currentIdToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = buildPath(route.path, stringRecord(options.params)) + queryString(options.query);

  let response: Response;
  try {
    response = await fetch(url, { method: route.method, headers, body });
  } catch {
    throw new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw await toApiError(response);
  const payload: unknown = response.status === 204 ? undefined : await response.json();
  const parsed = route.response.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, 'invalid_response', `Unexpected response from ${route.name}.`);
  }
  return parsed.data as ResponseOf<R>;
}

async function toApiError(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => undefined);
  const parsed = errorBody.safeParse(payload);
  if (parsed.success) {
    const { code, message, fieldErrors } = parsed.data.error;
    return new ApiError(response.status, code, message, fieldErrors);
  }
  return new ApiError(response.status, `http_${response.status}`, `Request failed (HTTP ${response.status}).`);
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (value === undefined || value === null) return undefined;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, String(item)]));
}

function queryString(value: unknown): string {
  if (value === undefined || value === null) return '';
  const search = new URLSearchParams();
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (item === undefined || item === null) continue;
    for (const one of Array.isArray(item) ? item : [item]) search.append(key, String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Messages promised as "the message, default {fallback}" (e.g. docs/product-rules.md#checkout): an error's own message when it has one. */
export function messageOr(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

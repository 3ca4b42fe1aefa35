import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import { DEFAULT_MAX_BODY_BYTES, type RouteDefinition } from '../route';
import { InvalidInput, PayloadTooLarge, UnsupportedMediaType } from '../errors';

export interface ParsedRequest {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** The body as the client sent it, decoded from base64 when API Gateway encoded it. */
export function rawBodyOf(event: APIGatewayProxyEventV2): string {
  const raw = event.body ?? '';
  return event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
}

/** `{ "email": ["Invalid email"] }`: the shape the web forms show next to their fields. */
export function fieldErrorsOf(error: z.core.$ZodError, prefix?: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || (prefix ?? '_');
    const message = issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message;
    (out[path] ??= []).push(message);
  }
  return out;
}

function validate(schema: z.ZodMiniType | undefined, value: unknown, part: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw new InvalidInput(`The request ${part} is not valid.`, fieldErrorsOf(result.error));
  return result.data;
}

function readBody(route: RouteDefinition, event: APIGatewayProxyEventV2): unknown {
  const text = rawBodyOf(event);
  if (Buffer.byteLength(text, 'utf8') > (route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)) {
    throw new PayloadTooLarge();
  }
  if (route.rawBody) return undefined;
  if (!route.body) {
    if (text.trim() !== '') throw new InvalidInput('This request takes no body.');
    return undefined;
  }
  const contentType = Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === 'content-type')?.[1];
  if (contentType && !/^application\/json\b/i.test(contentType)) throw new UnsupportedMediaType();
  if (text.trim() === '') throw new InvalidInput('A JSON body is required.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidInput('The request body is not valid JSON.');
  }
}

export function parseRequest(route: RouteDefinition, event: APIGatewayProxyEventV2): ParsedRequest {
  const body = readBody(route, event);
  return {
    params: validate(route.params, event.pathParameters ?? {}, 'path'),
    query: validate(route.query, event.queryStringParameters ?? {}, 'query'),
    body: validate(route.body, body, 'body'),
  };
}

import type { FormObject, FormValue } from './form';

export interface StripeErrorBody {
  type: 'invalid_request_error' | 'idempotency_error' | 'api_error' | 'card_error';
  message: string;
  code?: string;
  param?: string;
  doc_url?: string;
}

/** An error answered in Stripe's shape, `{ error: { type, message, code?, param? } }`. */
export class StripeApiError extends Error {
  override name = 'StripeApiError';
  constructor(
    readonly status: 400 | 401 | 402 | 404 | 405 | 409,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

/** A missing object named in the URL is a 404; one named by a parameter is a 400, as Stripe does it. */
export function noSuch(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(param === 'id' ? 404 : 400, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
  });
}

export function invalid(message: string, param?: string, code = 'parameter_invalid'): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) });
}

export function missing(param: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    message: `Missing required param: ${param}.`,
    param,
  });
}

export function optString(form: FormObject, key: string, param = key): string | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${param} must be a string.`, param);
  return value;
}

export function optBoolean(form: FormObject, key: string, param = key): boolean | undefined {
  const value = optString(form, key, param);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalid(`Invalid boolean: ${value}`, param);
  return value === 'true';
}

export function optInteger(form: FormObject, key: string, range: { min: number; max: number }, param = key): number | undefined {
  const value = optString(form, key, param);
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) throw invalid(`Invalid integer: ${value}`, param);
  if (number < range.min || number > range.max) {
    throw invalid(`${param} must be between ${range.min} and ${range.max}.`, param);
  }
  return number;
}

export function optObject(form: FormObject, key: string, param = key): FormObject | undefined {
  const value = form[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(`Invalid hash: ${param} must be a hash.`, param);
  return value;
}

export function optArray(form: FormObject, key: string, param = key): FormValue[] | undefined {
  const value = form[key];
  if (value === undefined || value === '') return undefined;
  if (!Array.isArray(value)) throw invalid(`Invalid array: ${param} must be an array.`, param);
  return value;
}

export function objectAt(items: FormValue[], index: number, param: string): FormObject {
  const value = items[index];
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalid(`Invalid hash: ${param}[${index}] must be a hash.`, `${param}[${index}]`);
  return value;
}

/** `metadata[key]=value` sets a key, `metadata[key]=` removes it, `metadata=` clears them all. */
export function mergeMetadata(current: Record<string, string>, form: FormObject, key = 'metadata'): Record<string, string> {
  const value = form[key];
  if (value === undefined) return current;
  if (value === '') return {};
  const update = optObject(form, key);
  const next = { ...current };
  for (const [name, entry] of Object.entries(update ?? {})) {
    if (typeof entry !== 'string') throw invalid(`Invalid metadata value for ${name}: must be a string.`, `${key}[${name}]`);
    if (entry === '') delete next[name];
    else next[name] = entry;
  }
  return next;
}

/** `expand[0]=subscription` (stripe-node) or `expand[]=subscription` (curl), from the body or the query. */
export function expandPaths(...sources: FormObject[]): string[] {
  return sources.flatMap((source) => {
    const value = source['expand'];
    if (value === undefined) return [];
    const values = Array.isArray(value) ? value : [value];
    return values.filter((entry): entry is string => typeof entry === 'string');
  });
}

import { createHash } from 'node:crypto';
import { apiErrors } from './errors';

/**
 * A request's query, read as the real API reads it: list parameters may come comma-separated
 * (`part=snippet,statistics`) or repeated (`part=snippet&part=statistics`, which is how the
 * googleapis client sends arrays).
 */
export class Query {
  constructor(private readonly params: URLSearchParams) {}

  /** Everything but the key, for the request log. */
  withoutKey(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of this.params) {
      if (name === 'key') continue;
      out[name] = name in out ? `${out[name]},${value}` : value;
    }
    return out;
  }

  has(name: string): boolean {
    return this.params.has(name) && this.params.getAll(name).some((value) => value !== '');
  }

  text(name: string): string | undefined {
    const values = this.params.getAll(name).filter((value) => value !== '');
    return values.length ? values.join(',') : undefined;
  }

  list(name: string): string[] {
    return this.params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean);
  }

  /** `part`, checked against the parts the resource has. */
  parts(allowed: readonly string[]): Set<string> {
    const parts = this.list('part');
    if (parts.length === 0) throw apiErrors.missingParameter('part');
    for (const part of parts) {
      if (!allowed.includes(part)) {
        throw apiErrors.badRequest(
          'unknownPart',
          `'${part}' is not a valid value for the part parameter. Use one of ${allowed.join(', ')}.`,
          'part',
        );
      }
    }
    return new Set(parts);
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.text(name);
    if (value === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(value)) {
      throw apiErrors.badRequest('invalidParameter', `Invalid value '${value}' for ${name}: expected one of ${allowed.join(', ')}.`, name);
    }
    return value as T;
  }

  /** `maxResults`: a whole number in range, or the method's default. */
  maxResults(min: number, max: number, fallback: number): number {
    const raw = this.text('maxResults');
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw apiErrors.badRequest(
        'invalidParameter',
        `Invalid value '${raw}'. Values must be within the range: [${min}, ${max}]`,
        'maxResults',
      );
    }
    return value;
  }

  /** An RFC 3339 date-time parameter such as `publishedAfter`. */
  time(name: string): number | undefined {
    const raw = this.text(name);
    if (raw === undefined) return undefined;
    const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(raw) ? Date.parse(raw) : Number.NaN;
    if (Number.isNaN(at)) {
      throw apiErrors.badRequest(
        'invalidParameter',
        `Invalid value '${raw}' for ${name}: use an RFC 3339 date-time such as 2026-01-01T00:00:00Z.`,
        name,
      );
    }
    return at;
  }
}

/**
 * Page tokens are opaque to callers, as Google's are; inside they carry the offset and a
 * fingerprint of the filters, so a token reused with other filters is refused, not misread.
 */
export function pageToken(scope: string, offset: number): string {
  return Buffer.from(`${offset}:${fingerprint(scope)}`).toString('base64url');
}

export function readPageToken(token: string | undefined, scope: string): number {
  if (token === undefined) return 0;
  const decoded = Buffer.from(token, 'base64url').toString('utf8');
  const match = /^(\d+):([0-9a-f]{8})$/.exec(decoded);
  if (!match || match[2] !== fingerprint(scope)) throw apiErrors.invalidPageToken();
  return Number(match[1]);
}

function fingerprint(scope: string): string {
  return createHash('sha1').update(scope).digest('hex').slice(0, 8);
}

/** An etag shaped like YouTube's: 27 URL-safe characters that change when the object does. */
export function etagOf(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 27);
}

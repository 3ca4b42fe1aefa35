import { request } from 'node:http';
import type { StackInfo } from './local-stack';

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /**
   * The loopback address the request leaves from (127.0.0.0/8 all reaches the gateway), which is
   * the client address the rate limits count. By default each call comes from an address of its
   * own, as from a different visitor, so tests about other things never meet a public route's
   * per-address limit; a test about the limit names one.
   */
  from?: string;
}

/** A random address in 127.0.0.0/8, never 127.0.0.1 (the browser tests' and bench's address). */
export function loopbackAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `127.${byte()}.${byte()}.${Math.floor(Math.random() * 253) + 2}`;
}

/** Calls the local gateway as the browser would. */
export async function api<T = unknown>(stack: StackInfo, method: string, path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  // Node sends a GET's body unframed unless told its length, which the server reads as a second request.
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const res = await send(new URL(`${stack.api}${path}`), method, headers, body, options.from ?? loopbackAddress());
  let parsed: unknown = res.text;
  try {
    parsed = res.text ? JSON.parse(res.text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  localAddress: string,
): Promise<{ status: number; text: string; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const req = request(
      // `path` is sent as given: a test may send a path with malformed %-encoding on purpose.
      { host: '127.0.0.1', port: url.port, method, path: url.pathname + url.search, headers, localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: out });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

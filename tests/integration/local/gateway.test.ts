import { Agent, request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';

/** The local gateway answers bad requests as API Gateway would: a clear 4xx, never a 500 or a dropped connection. */
const stack = inject('stack');

function post(agent: Agent, path: string, body: Buffer): Promise<{ status: number; text: string; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const url = new URL(stack.api);
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), reusedSocket: req.reusedSocket }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the local gateway', () => {
  it('answers malformed %-encoding in a path parameter with 400', async () => {
    for (const path of ['/api/referrals/validate/%', '/api/referrals/validate/%E0%A4%A', '/api/ideas/%zz/view']) {
      const res = await api(stack, 'GET', path);
      expect(res.status, path).toBe(path.endsWith('/view') ? 405 : 400);
    }
    // A signed-in route checks the token first, as API Gateway's authorizer does.
    expect((await api(stack, 'PUT', '/api/ideas/%zz/view')).status).toBe(401);
  });

  it('refuses a body over its limit with 413 and keeps the connection usable', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = await post(agent, '/api/waitlist', Buffer.alloc(2 * 1024 * 1024, 'a'));
      expect(big.status).toBe(413);
      expect(JSON.parse(big.text)).toMatchObject({ error: { code: 'payload_too_large' } });
      const next = await post(agent, '/api/waitlist', Buffer.from('{}'));
      expect(next.status).toBe(400);
      expect(next.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('marks its own 401, 404 and 405 answers not to be cached', async () => {
    for (const [method, path] of [
      ['GET', '/api/me'],
      ['GET', '/api/no-such-route'],
      ['DELETE', '/api/health'],
    ] as const) {
      const res = await api(stack, method, path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('cache-control'), `${method} ${path}`).toBe('no-store');
    }
  });
});

import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AppConfig } from '#functions/shared/app-config';
import { SPA_SHELL_PATH } from '../../web/build-output';
import { prerenderedRoutes, spaRewrite } from '../constructs/spa-rewrite';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg', '.map']);

/**
 * Serves the production build (web/dist) the way CloudFront does: the same viewer-request
 * rewrite, gzip, immutable caching of hashed assets, `/api` on the same origin and /config.json.
 * Used by the e2e tests of prerendered pages and the Lighthouse bench.
 */
export async function startDistServer(options: {
  port: number;
  distDir: string;
  apiUrl: string;
  appConfig: AppConfig;
}): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(join(options.distDir, SPA_SHELL_PATH))) {
    throw new Error(`${options.distDir} has no production build: run \`npm run build\` first.`);
  }
  const rewrite = spaRewrite(prerenderedRoutes(options.distDir), SPA_SHELL_PATH);
  const config = JSON.stringify(options.appConfig);
  const gzipped = new Map<string, Buffer>();
  const api = new URL(options.apiUrl);

  function proxy(req: IncomingMessage, res: ServerResponse): void {
    const upstream = httpRequest(
      { hostname: api.hostname, port: api.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"error":{"code":"bad_gateway","message":"The API is not reachable."}}');
    });
    req.pipe(upstream);
  }

  function serveFile(req: IncomingMessage, res: ServerResponse, uri: string): void {
    const file = normalize(join(options.distDir, decodeURIComponent(uri)));
    if (!file.startsWith(options.distDir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const ext = extname(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': uri.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    let body: Buffer = readFileSync(file);
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let zipped = gzipped.get(file);
      if (!zipped) gzipped.set(file, (zipped = gzipSync(body)));
      body = zipped;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) return proxy(req, res);
    if (url.pathname === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(config);
      return;
    }
    serveFile(req, res, rewrite(url.pathname));
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolveListen());
  });
  return {
    url: `http://localhost:${options.port}`,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}

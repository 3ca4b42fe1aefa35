import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/*
 * The viewer-request rewrite of the site: CloudFront runs it in front of the bucket, and the
 * local stack's production-build server (lib/local/web.ts) runs the very same code, so a path
 * resolves the same way on a laptop as in the cloud.
 */

/**
 * Paths that have their own prerendered page in the build, i.e. `<path>/index.html`, such as
 * `/pricing` for `pricing/index.html`. The root page is the default root object.
 */
export function prerenderedRoutes(distDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'assets') continue;
      const child = join(dir, entry.name);
      if (existsSync(join(child, 'index.html'))) found.push(`/${relative(distDir, child).split(sep).join('/')}`);
      walk(child);
    }
  };
  walk(distDir);
  return found.sort();
}

/** CloudFront Functions (JS 2.0) allow at most 10 KB of code. */
const MAX_FUNCTION_CODE_BYTES = 10 * 1024;

/** CloudFront Functions JS 2.0: no modules, small, and it must finish in under a millisecond. */
export function spaRewriteCode(prerendered: readonly string[], spaFallback: string): string {
  const pages: Record<string, true> = {};
  for (const path of prerendered) pages[path] = true;
  const code = `var PAGES = ${JSON.stringify(pages)};
var FALLBACK = ${JSON.stringify(spaFallback)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  if (uri === '/') {
    request.uri = '/index.html';
    return request;
  }
  var path = uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  request.uri = PAGES[path] ? path + '/index.html' : FALLBACK;
  return request;
}
`;
  if (Buffer.byteLength(code) > MAX_FUNCTION_CODE_BYTES) {
    throw new Error(
      `The SPA rewrite function lists ${prerendered.length} prerendered pages and exceeds CloudFront's 10 KB limit; ` +
        'serve that many pages another way (for example a CloudFront KeyValueStore).',
    );
  }
  return code;
}

/** The rewrite as a Node function: evaluates the CloudFront code (it has no imports or globals). */
export function spaRewrite(prerendered: readonly string[], spaFallback: string): (uri: string) => string {
  const handler = new Function(`${spaRewriteCode(prerendered, spaFallback)}; return handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string };
  return (uri) => handler({ request: { uri } }).uri;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The lazy route modules whose first load we measure, by the path a visitor opens. */
export const MEASURED_ROUTES: Record<string, string> = {
  '/auth': 'src/app/routes/auth.tsx',
  '/<not found>': 'src/app/routes/not-found.tsx',
};

function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

export interface RouteWeight {
  route: string;
  files: number;
  jsBytes: number;
  jsGzipBytes: number;
}

/**
 * Initial JS of a route: the entry and everything it imports statically, plus the route's lazy
 * chunk and its static imports. Dynamic imports that run after the first render (Amplify, for
 * example) are not initial and not counted. Sizes are gzip at the default level, as served.
 */
export function initialJs(distDir: string): RouteWeight[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('No entry chunk in the Vite manifest');
  return Object.entries(MEASURED_ROUTES).map(([route, module]) => {
    if (!manifest[module]) throw new Error(`${module} is not in the Vite manifest: is ${route} still a lazy route?`);
    const keys = closure(manifest, [entry, module]);
    let jsBytes = 0;
    let jsGzipBytes = 0;
    for (const key of keys) {
      const content = readFileSync(join(distDir, manifest[key]!.file));
      jsBytes += content.length;
      jsGzipBytes += gzipSync(content).length;
    }
    return { route, files: keys.size, jsBytes, jsGzipBytes };
  });
}

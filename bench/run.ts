/**
 * `npm run bench [part...]`: measurements, not pass/fail tests. Parts: `bundle` (initial JS per
 * route of the production build). Later issues add API latency and Lighthouse.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../lib/local/config';
import { initialJs } from './bundle';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function bundle(): Promise<void> {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log('\nInitial JS per route (production build, gzip)');
  console.log('route'.padEnd(16), 'files'.padStart(5), 'raw'.padStart(10), 'gzip'.padStart(10));
  for (const row of initialJs(join(REPO_ROOT, 'web/dist'))) {
    console.log(row.route.padEnd(16), String(row.files).padStart(5), kb(row.jsBytes).padStart(10), kb(row.jsGzipBytes).padStart(10));
  }
}

const PARTS: Record<string, () => Promise<void>> = { bundle };

const requested = process.argv.slice(2);
for (const name of requested.length ? requested : Object.keys(PARTS)) {
  const part = PARTS[name];
  if (!part) {
    console.error(`Unknown bench part "${name}". Parts: ${Object.keys(PARTS).join(', ')}`);
    process.exit(2);
  }
  await part();
}

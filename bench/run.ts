/**
 * `npm run bench [part...]`: measurements, not pass/fail tests. Parts:
 * - `bundle`: initial JS (gzip) per public route and /auth, production build, in Chromium;
 * - `lighthouse`: Lighthouse mobile performance of /, /skincare and /promo-code.
 * Both build the web app and start a throw-away local stack serving web/dist as CloudFront does.
 */
import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from '../lib/local/config';
import { startTestStack } from '../tests/support/local-stack';
import { launch } from '../tests/e2e/support/browser';
import { initialJs } from './bundle';
import { lighthouse } from './lighthouse';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const JS_TARGET_KB = 70;
const SCORE_TARGET = 98;
const LIGHTHOUSE_ROUTES = ['/', '/skincare', '/promo-code'];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

type Part = (appUrl: string) => Promise<void>;

const bundle: Part = async (appUrl) => {
  const { publicPaths } = await import('./public-paths');
  const browser = await launch();
  try {
    const rows = await initialJs(browser, appUrl, [...(await publicPaths()), '/auth']);
    console.log(`\nInitial JS per route (production build, gzip on the wire; target <= ${JS_TARGET_KB} KB)`);
    for (const row of rows) {
      const flag = row.jsGzipBytes / 1024 <= JS_TARGET_KB ? '' : '  over target';
      console.log(`  ${row.route.padEnd(28)} ${String(row.scripts).padStart(2)} scripts ${kb(row.jsGzipBytes).padStart(7)} KB${flag}`);
    }
  } finally {
    await browser.close();
  }
};

const lighthouseScores: Part = async (appUrl) => {
  console.log(`\nLighthouse mobile performance (target >= ${SCORE_TARGET})`);
  for (const route of LIGHTHOUSE_ROUTES) {
    const r = await lighthouse(appUrl, route);
    console.log(`  ${route.padEnd(14)} score ${String(r.score).padStart(3)}   LCP ${r.lcpMs} ms   TBT ${r.tbtMs} ms   CLS ${r.cls}`);
  }
};

const PARTS: Record<string, Part> = { bundle, lighthouse: lighthouseScores };

async function main(): Promise<void> {
  const requested = process.argv.slice(2);
  for (const name of requested) {
    if (!PARTS[name]) throw new Error(`Unknown bench part "${name}". Parts: ${Object.keys(PARTS).join(', ')}`);
  }
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const { info, stop } = await startTestStack({ web: 'dist', demoData: true });
  try {
    for (const name of requested.length ? requested : Object.keys(PARTS)) await PARTS[name]!(info.app!);
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

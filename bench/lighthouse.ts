import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { freePort } from '#lib/local/processes';
import { CHROMIUM_PATH } from '#tests/e2e/support/browser';
import type { StorageState } from './bundle';

const run = promisify(execFile);

const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

export interface LighthouseResult {
  route: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse mobile performance (its default throttling) of one URL, offline, with Debian's Chromium. */
export async function lighthouse(baseUrl: string, route: string): Promise<LighthouseResult> {
  return runLighthouse(`${baseUrl}${route}`, route, [`--chrome-flags=${CHROME_FLAGS}`]);
}

export interface SignedInLighthouseResult extends LighthouseResult {
  runs: number;
  /** The lowest and highest LCP of the runs. */
  lcpRangeMs: [number, number];
}

/**
 * The same for a page that needs a session (e.g. /dashboard for the demo subscriber): the run with
 * the median LCP of `runs` (simulated throttling multiplies the CPU time it observes, so one run on
 * a busy machine can be far off). Lighthouse clears the origin's storage before it loads a page,
 * which would sign the subscriber out, so it runs with `--disable-storage-reset` against a Chromium
 * started here whose profile holds the session's localStorage. The session is written from
 * /config.json, which loads no script, and the HTTP cache is cleared after, so the page loads cold.
 */
export async function lighthouseSignedIn(
  baseUrl: string,
  route: string,
  session: StorageState,
  runs = 3,
): Promise<SignedInLighthouseResult> {
  const items = session.origins.find((origin) => origin.origin === new URL(baseUrl).origin)?.localStorage ?? [];
  if (items.length === 0) throw new Error(`The signed-in state holds no localStorage for ${baseUrl}`);
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run += 1) {
    const port = await freePort();
    const profile = mkdtempSync(join(tmpdir(), 'commentspark-lh-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROME_FLAGS.split(' ').filter((flag) => flag !== '--headless'), `--remote-debugging-port=${port}`],
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/config.json`);
      await page.evaluate((entries) => {
        for (const { name, value } of entries) localStorage.setItem(name, value);
      }, items);
      await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
      await page.close();
      results.push(await runLighthouse(`${baseUrl}${route}`, route, [`--port=${port}`, '--disable-storage-reset']));
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  const byLcp = [...results].sort((a, b) => a.lcpMs - b.lcpMs);
  return { ...byLcp[Math.floor((byLcp.length - 1) / 2)]!, runs, lcpRangeMs: [byLcp[0]!.lcpMs, byLcp.at(-1)!.lcpMs] };
}

async function runLighthouse(url: string, route: string, chromeOptions: readonly string[]): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'commentspark-lh-'));
  const output = join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        join(process.cwd(), 'node_modules/lighthouse/cli/index.js'),
        url,
        ...chromeOptions,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      finalDisplayedUrl: string;
      categories: { performance: { score: number } };
      audits: Record<string, { numericValue: number }>;
    };
    // A page that sends the visitor elsewhere (e.g. a lost session to /auth) measured that page instead.
    const landed = new URL(report.finalDisplayedUrl).pathname.replace(/(.)\/$/, '$1');
    if (landed !== route) throw new Error(`Lighthouse ended on ${report.finalDisplayedUrl}, not ${route}`);
    return {
      route,
      score: Math.round(report.categories.performance.score * 100),
      lcpMs: Math.round(report.audits['largest-contentful-paint']!.numericValue),
      tbtMs: Math.round(report.audits['total-blocking-time']!.numericValue),
      cls: Number(report.audits['cumulative-layout-shift']!.numericValue.toFixed(3)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

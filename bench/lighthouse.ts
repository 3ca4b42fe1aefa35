import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from '../tests/e2e/support/browser';

const run = promisify(execFile);

const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

export interface LighthouseResult {
  route: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse mobile performance (its default throttling) of one URL, offline, with Debian's Chromium. */
export async function lighthouse(baseUrl: string, route: string): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'commentspark-lh-'));
  const output = join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        join(process.cwd(), 'node_modules/lighthouse/cli/index.js'),
        `${baseUrl}${route}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      categories: { performance: { score: number } };
      audits: Record<string, { numericValue: number }>;
    };
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

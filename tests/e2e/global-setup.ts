import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '#lib/local/config';
import { startTestStack } from '../support/local-stack';

/**
 * The browser tests run against the production build (prerendered pages, the SPA shell, hashed
 * assets), served the way CloudFront serves it, in front of a full local stack.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const { info, stop } = await startTestStack({ web: 'dist', demoData: true });
  project.provide('stack', info);
  return stop;
}

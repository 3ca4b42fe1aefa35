import type { TestProject } from 'vitest/node';
import { startTestStack } from '../support/local-stack';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { info, stop } = await startTestStack({ web: false, demoData: false });
  project.provide('stack', info);
  return stop;
}

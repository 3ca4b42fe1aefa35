import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#lib/app';
import { MINING_NODE_MODULES, lambdaEsbuildOptions, nodeModulesOf } from '#lib/constructs/bundling';
import { ProjectFunction } from '#lib/constructs/function';
import { FUNCTIONS_DIR, REPO_ROOT } from '#lib/paths';

const MINING_HANDLERS = [
  'content-engine/handlers/admin-generate',
  'content-engine/handlers/generate-job',
  'ingestion/handlers/admin-sources',
  'ingestion/handlers/ingest-job',
  'personal/handlers/own-channel-job',
  'personal/handlers/personal-job',
  'personal/handlers/video-ideas-worker',
];

function functionsIn(root: IConstruct): ProjectFunction[] {
  return root.node.findAll().filter((c): c is ProjectFunction => c instanceof ProjectFunction);
}

describe('the NLP model ships beside the bundles of the functions that mine, and nowhere else', () => {
  it('installs wink-nlp and its English model for the functions that mine only', () => {
    // Bundling skipped: what is installed is decided by the construct, before esbuild runs.
    const { stack } = buildApp({
      context: { stage: 'test', 'aws:cdk:bundling-stacks': [] },
      env: { account: '123456789012', region: 'eu-west-1' },
    });
    const functions = functionsIn(stack);

    const withModules = functions.filter((fn) => fn.nodeModules.length > 0);

    expect(withModules.map((fn) => fn.handler).sort()).toEqual(MINING_HANDLERS);
    for (const fn of withModules) expect(fn.nodeModules).toEqual(MINING_NODE_MODULES);
    expect(functions.length).toBeGreaterThan(withModules.length);
  });

  it.each(MINING_HANDLERS)('%s leaves the model out of its code', async (handler) => {
    const result = await build({
      ...lambdaEsbuildOptions(join(FUNCTIONS_DIR, `${handler}.ts`), join(REPO_ROOT, 'cdk.out', 'test-bundle', `${handler}.mjs`), {
        nodeModules: nodeModulesOf(handler),
      }),
      write: false,
      sourcemap: false,
      metafile: true,
    });

    const inputs = Object.keys((result.metafile as Metafile).inputs);
    const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'))!.text;

    expect(inputs.filter((path) => path.includes('node_modules/wink-'))).toEqual([]);
    expect(inputs.some((path) => path.endsWith('mining/nlp.ts'))).toBe(true);
    expect(code.length).toBeLessThan(1_000_000);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { ExamplesFile, IdeaFile, KnowledgeFile, OfflineTemplates } from '#functions/content-engine/content-files';
import { lambdaEsbuildOptions } from '#lib/constructs/bundling';
import { FUNCTIONS_DIR, REPO_ROOT } from '#lib/paths';

/** A route's function bundled as the construct bundles it: its code and the modules it holds. */
async function bundle(handler: string): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    ...lambdaEsbuildOptions(join(FUNCTIONS_DIR, `${handler}.ts`), join(REPO_ROOT, 'cdk.out', 'test-bundle', `${handler}.mjs`)),
    write: false,
    sourcemap: false,
    metafile: true,
  });
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'))!.text;
  const inputs = Object.keys((result.metafile as Metafile).inputs);
  return { code, inputs };
}

const contentFile = <T>(path: string) => JSON.parse(readFileSync(join(REPO_ROOT, 'content', path), 'utf8')) as T;

const holds = (inputs: string[], module: string) => inputs.some((path) => path.includes(`node_modules/${module}/`));

describe('Lambda bundles hold only what their route needs', () => {
  it("leave out other routes' schemas", async () => {
    const { code } = await bundle('health/handlers/health');
    // Messages of the claimPromo and getPublicIdea schemas.
    expect(code).not.toContain('Promo code is required');
    expect(code).not.toContain('Slugs look like idea-4-b');
    // zod/mini's English messages stay: z.config(en()) runs wherever the contract is loaded.
    expect(code).toContain('Too big');
  });

  it('carry the token verifier (jose) only in the tokenInBody route', async () => {
    expect(holds((await bundle('health/handlers/health')).inputs, 'jose')).toBe(false);
    expect(holds((await bundle('events/handlers/record')).inputs, 'jose')).toBe(true);
  });

  it.each(['content-engine/handlers/generate-job', 'content-engine/handlers/admin-generate'])(
    '%s reads content/ at run time: none of its text is in the code',
    async (handler) => {
      const texts = [
        contentFile<IdeaFile>('ideas/travel.json').days[0]!.A!.title,
        contentFile<ExamplesFile>('examples/skincare.json').days[0]!.A!.title,
        contentFile<KnowledgeFile>('knowledge/skincare.json').topics[0]!.points[0]!.voiceover,
        contentFile<OfflineTemplates>('offline/templates.json').hooks[0]!,
      ];
      const { code, inputs } = await bundle(handler);
      expect(inputs.filter((path) => path.startsWith('content/'))).toEqual([]);
      for (const text of texts) expect(code).not.toContain(text);
    },
  );

  it.each(['content-engine/handlers/generate-job', 'content-engine/handlers/admin-generate', 'profiles/handlers/admin-chat'])(
    "%s sends its OpenAI formats as written ahead of time: without zod 3 (openai/helpers/zod) or zod 4's JSON-schema converter",
    async (handler) => {
      const { code, inputs } = await bundle(handler);
      expect(holds(inputs, 'openai')).toBe(true);
      expect(holds(inputs, 'zod/v3')).toBe(false);
      // Messages of zod's toJSONSchema and of its processors (the module is listed as an input even when tree-shaken away).
      expect(code).not.toContain('Unprocessed schema');
      expect(code).not.toContain('cannot be represented in JSON Schema');
    },
  );

  it("writes the generate job's metric without Powertools Metrics", async () => {
    const { code } = await bundle('content-engine/handlers/generate-job');
    // The library's own warning when a flush has no metrics.
    expect(code).not.toContain('No application metrics to publish');
  });

  it('read secrets with the SDK client alone, without Powertools parameters', async () => {
    const { inputs } = await bundle('billing/handlers/config');
    expect(holds(inputs, '@aws-lambda-powertools/parameters')).toBe(false);
    expect(holds(inputs, '@aws-sdk/client-secrets-manager')).toBe(true);
  });
});

describe('the YouTube ingestion bundles', () => {
  const seededQuery = () => (contentFile<{ niches: Record<string, string[]> }>('ingestion/queries.json').niches.decor ?? [])[0]!;

  it.each([
    'ingestion/handlers/ingest-job',
    'ingestion/handlers/refresh-job',
    'ingestion/handlers/admin-sources',
    'ingestion/handlers/admin-sources-queries',
    'ingestion/handlers/admin-sources-video',
    'ingestion/handlers/admin-sources-channel',
  ])('%s bundles, reading content/ingestion at run time', async (handler) => {
    const { code, inputs } = await bundle(handler);

    expect(inputs.filter((path) => path.startsWith('content/'))).toEqual([]);
    expect(code).not.toContain(seededQuery());
  });

  it("carry Google's YouTube client only where a call is made: the jobs and the routes that look up a URL", async () => {
    for (const handler of [
      'ingestion/handlers/ingest-job',
      'ingestion/handlers/admin-sources-video',
      'ingestion/handlers/admin-sources-channel',
    ])
      expect(holds((await bundle(handler)).inputs, '@googleapis/youtube'), handler).toBe(true);
    for (const handler of ['ingestion/handlers/admin-sources', 'ingestion/handlers/admin-sources-queries'])
      expect(holds((await bundle(handler)).inputs, '@googleapis/youtube'), handler).toBe(false);
  });
});

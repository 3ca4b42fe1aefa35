import { join } from 'node:path';
import type { BuildOptions } from 'esbuild';

/**
 * How every Lambda function is bundled, in one place: `ProjectFunction` hands these settings to
 * CDK's NodejsFunction, and `npm run bench lambda` hands the same settings to esbuild, the way CDK
 * does, so the sizes and init times the bench reports are those of the deployed functions.
 *
 * No aws-cdk-lib import here: the bench loads this module, and aws-cdk-lib takes seconds to load.
 */

/** Lambda's Node.js ESM output has no `require`; some CommonJS dependencies still call it. */
export const ESM_REQUIRE_SHIM = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * Modules swapped for smaller ones in every bundle, as esbuild's `alias` (package → file). The
 * default credential chain becomes the environment provider alone (./lambda-credentials.ts says
 * why that is the same in Lambda): about 130 KB less in every function that uses the SDK.
 */
export const LAMBDA_ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': join(import.meta.dirname, 'lambda-credentials.ts'),
};

export const LAMBDA_BUNDLING = {
  format: 'esm',
  target: 'node22',
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_SHIM,
  minify: true,
  sourceMap: true,
  // Line numbers need only the mappings; leaving the sources out keeps the asset small.
  sourcesContent: false,
  // The SDK in the Lambda runtime floats; bundle the versions the tests ran against. Bundled and
  // minified it also initialises faster than the runtime's copy (`npm run bench lambda` compares).
  bundleAwsSDK: true,
  // Lambda sets no NODE_ENV: without this, React (the email templates) runs its development build,
  // about 360 KB more and twice the render time.
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuildArgs: { '--alias': Object.entries(LAMBDA_ALIASES).map(([module, file]) => `${module}=${file}`) },
} as const;

/**
 * Packages installed beside a function's bundle (CDK's `nodeModules`: external to esbuild, then
 * `npm install`ed into the asset at the lock file's versions) instead of bundled, by handler.
 * The English model wink-nlp reads is a 3 MB JSON module that would triple a bundle: only the
 * functions that mine comments (functions/content-engine/mining/nlp.ts) carry it, and they read
 * it only when they mine.
 */
export const MINING_NODE_MODULES = ['wink-nlp', 'wink-eng-lite-web-model'] as const;
export const LAMBDA_NODE_MODULES: Readonly<Record<string, readonly string[]>> = {
  'content-engine/handlers/generate-job': MINING_NODE_MODULES,
  'content-engine/handlers/admin-generate': MINING_NODE_MODULES,
  // The ingest run asks the mining filter which replies ask something and counts each niche's asks
  // left; the Sources screen counts asks left too.
  'ingestion/handlers/ingest-job': MINING_NODE_MODULES,
  'ingestion/handlers/admin-sources': MINING_NODE_MODULES,
  // Both read comments through the mining filter and mine them (own channels, a pasted video).
  'personal/handlers/own-channel-job': MINING_NODE_MODULES,
  'personal/handlers/video-ideas-worker': MINING_NODE_MODULES,
  // Personal ideas are chosen among the niche's insights, mined as the generate job mines them.
  'personal/handlers/personal-job': MINING_NODE_MODULES,
};

/** The packages a handler (`<feature>/handlers/<name>`) gets beside its bundle. */
export const nodeModulesOf = (handler: string): readonly string[] => LAMBDA_NODE_MODULES[handler] ?? [];

/**
 * What CDK leaves out of the bundle when `bundleAwsSDK` is false on a Node 18+ runtime, with the
 * `@aws-cdk/aws-lambda-nodejs:sdkV3ExcludeSmithyPackages` flag cdk.json sets.
 */
export const LAMBDA_RUNTIME_SDK = ['@aws-sdk/*', '@smithy/*'];

/**
 * The esbuild options CDK derives from `LAMBDA_BUNDLING` (its `--bundle --platform=node ...`
 * command line), for bundling a handler outside CDK. `bundleAwsSDK: false` leaves the SDK to be
 * resolved at run time, as the Lambda runtime would provide it; `nodeModules` (nodeModulesOf) are
 * left to node_modules, as CDK installs them beside the bundle.
 */
export function lambdaEsbuildOptions(
  entry: string,
  outfile: string,
  { bundleAwsSDK = LAMBDA_BUNDLING.bundleAwsSDK, nodeModules = [] }: { bundleAwsSDK?: boolean; nodeModules?: readonly string[] } = {},
): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: LAMBDA_BUNDLING.format,
    target: LAMBDA_BUNDLING.target,
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    banner: { js: LAMBDA_BUNDLING.banner },
    minify: LAMBDA_BUNDLING.minify,
    sourcemap: LAMBDA_BUNDLING.sourceMap,
    sourcesContent: LAMBDA_BUNDLING.sourcesContent,
    define: { ...LAMBDA_BUNDLING.define },
    external: [...(bundleAwsSDK ? [] : LAMBDA_RUNTIME_SDK), ...nodeModules],
    // With the SDK left to the runtime, its own credential chain is used: nothing to swap.
    alias: bundleAwsSDK ? { ...LAMBDA_ALIASES } : {},
    logLevel: 'warning',
  };
}

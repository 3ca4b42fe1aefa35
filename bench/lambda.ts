/**
 * Every Lambda function bundled exactly as `ProjectFunction` bundles it (lib/constructs/bundling.ts;
 * the bench's bundle is byte for byte CDK's asset), then measured: minified size, and module init
 * time, the median of RUNS cold `import()`s of the bundle, each in a fresh Node process with a
 * Lambda-like environment (the function's NODE_OPTIONS, region, dummy credentials, TABLE_NAME and
 * the other variables the stack sets), so module scope runs as it does at a cold start.
 *
 * Init is reported twice: wall time, and the CPU time the process spent on the import. On a shared
 * machine the wall time moves with whatever else runs (and Lambda's fractional vCPU turns CPU time
 * into wall time anyway); the CPU time is the steadier comparison. Runs are interleaved across
 * functions so outside load spreads over all of them.
 *
 * The figures of the code before the contract moved to `zod/mini` are kept in BASELINE_FILE and
 * printed next to today's. To take a baseline of another tree (e.g. `git worktree add /tmp/base
 * HEAD` with node_modules symlinked): `node --import tsx bench/lambda.ts --baseline /tmp/base`. A
 * tree with its own lib/constructs/bundling.ts is bundled with it; an older one with today's
 * options without the module aliases, which is what its function.ts did.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { lambdaEsbuildOptions } from '#lib/constructs/bundling';
import { REPO_ROOT } from '#lib/paths';

const run = promisify(execFile);

export const RUNS = 10;
export const BASELINE_FILE = join(REPO_ROOT, 'bench', 'baseline', 'lambda-before.json');
const SIZE_TARGET_KB = { median: 300, max: 500 };
/**
 * The functions that generate ideas and seed a fresh stack: the keep-ahead job (which also seeds, with
 * {"seed": true}) and the admin generation tester. Each has its own 500 KB target, background or not:
 * content rides beside them as asset files, not in their JavaScript.
 */
const GENERATE_PATH_FUNCTIONS = ['jobs/generate', 'adminGenerate'];
/** A typical DynamoDB route for the SDK comparison; the largest function is compared too. */
const TYPICAL_DYNAMODB_ROUTE = 'listIdeas';

interface LambdaFunction {
  /** The route's name, or the name in OTHER_FUNCTIONS. */
  name: string;
  /** The entry module's absolute path. */
  entry: string;
}

export interface Figures {
  handler: string;
  bytes: number;
  /** Median of RUNS cold imports, wall time in milliseconds. */
  initMs: number;
  /** Median of the same imports, CPU time (user + system) in milliseconds. */
  initCpuMs: number;
}

type EsbuildOptionsFor = typeof lambdaEsbuildOptions;

interface Init {
  wallMs: number;
  cpuMs: number;
}

export interface LambdaBaseline {
  description: string;
  commit: string;
  measuredAt: string;
  node: string;
  runs: number;
  functions: Record<string, Figures>;
}

interface Bundle extends LambdaFunction {
  file: string;
  bytes: number;
  metafile: Metafile;
}

/**
 * Functions that are not routes: the Cognito triggers, the scheduled jobs, the email sender and SES's
 * events (lib/constructs/auth.ts, lib/stack.ts, lib/constructs/email.ts), by the names the bench has
 * always printed, with their module in today's tree and in trees from before the feature folders.
 */
const OTHER_FUNCTIONS = [
  { name: 'cognito/custom-message', handler: 'accounts/handlers/custom-message', before: 'cognito/custom-message' },
  { name: 'cognito/pre-sign-up', handler: 'accounts/handlers/pre-sign-up', before: 'cognito/pre-sign-up' },
  { name: 'jobs/generate', handler: 'content-engine/handlers/generate-job', before: 'jobs/generate' },
  { name: 'jobs/daily-dispatch', handler: 'delivery/handlers/dispatch-job', before: 'jobs/daily-dispatch' },
  { name: 'jobs/send-email', handler: 'delivery/handlers/sender-job', before: 'jobs/send-email' },
  { name: 'email/ses-events', handler: 'delivery/handlers/ses-events', before: 'email/ses-events' },
  { name: 'jobs/reconcile', handler: 'billing/handlers/reconcile-job', before: 'jobs/reconcile' },
  { name: 'jobs/payouts', handler: 'ambassadors/handlers/payouts-job', before: 'jobs/payouts' },
];

/** The jobs, the sender and SES's events: no request waits for them, so the size targets leave them out. */
const BACKGROUND_FUNCTIONS = OTHER_FUNCTIONS.map(({ name }) => name).filter((name) => !name.startsWith('cognito/'));

/**
 * The route table's functions and the others, read from the tree at `root`. Handlers are module paths
 * under `functions/`; trees from before the feature folders kept them under `functions/handlers/`
 * and the table under `functions/contract/`.
 */
async function lambdaFunctions(root: string): Promise<LambdaFunction[]> {
  const featureLayout = existsSync(join(root, 'functions', 'route-table.ts'));
  const handlersDir = featureLayout ? join(root, 'functions') : join(root, 'functions', 'handlers');
  const table = featureLayout
    ? join(root, 'functions', 'route-table.ts')
    : ['route-table.ts', 'routes.ts'].map((file) => join(root, 'functions', 'contract', file)).find((file) => existsSync(file))!;
  const { routes } = (await import(pathToFileURL(table).href)) as {
    routes: readonly { name: string; handler: string }[];
  };
  const others = OTHER_FUNCTIONS.map(({ name, handler, before }) => ({
    name,
    entry: join(handlersDir, `${featureLayout ? handler : before}.ts`),
  })).filter(({ entry }) => existsSync(entry));
  return [...routes.map(({ name, handler }) => ({ name, entry: join(handlersDir, `${handler}.ts`) })), ...others];
}

async function bundle(
  root: string,
  outDir: string,
  fn: LambdaFunction,
  bundleAwsSDK: boolean,
  options: EsbuildOptionsFor = lambdaEsbuildOptions,
): Promise<Bundle> {
  const file = join(outDir, `${fn.name.replace('/', '-')}${bundleAwsSDK ? '' : '-external-sdk'}`, 'index.mjs');
  const entry = fn.entry;
  const result = await build({ ...options(entry, file, { bundleAwsSDK }), metafile: true });
  return { ...fn, file, bytes: (await stat(file)).size, metafile: result.metafile };
}

/** What the stack gives a function, with made-up values: enough for module scope to run. */
function lambdaEnvironment(name: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_OPTIONS: '--enable-source-maps',
    AWS_REGION: 'us-east-1',
    AWS_DEFAULT_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'bench-dummy-access-key',
    AWS_SECRET_ACCESS_KEY: 'bench-dummy-secret',
    AWS_SESSION_TOKEN: 'bench-dummy-token',
    AWS_LAMBDA_FUNCTION_NAME: `bench-${name.replace('/', '-')}`,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    TABLE_NAME: 'bench-table',
    POWERTOOLS_SERVICE_NAME: 'commentspark',
    POWERTOOLS_LOG_LEVEL: 'INFO',
    APP_URL: 'https://app.example.com',
    COGNITO_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_bench',
    COGNITO_CLIENT_ID: 'benchclientid',
    STRIPE_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:bench-stripe',
    MASTER_AUTH_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:bench-master',
  };
}

// Times the import from inside the child, so Node's own start-up is not counted; fails if the
// bundle has no handler (a broken bundle must not look fast).
const IMPORT_ONCE = `
const cpu = process.cpuUsage();
const started = performance.now();
const mod = await import(process.env.BENCH_MODULE);
const wall = performance.now() - started;
const { user, system } = process.cpuUsage(cpu);
if (typeof mod.handler !== 'function') throw new Error('no handler export');
console.log('BENCH_INIT=' + wall + ' ' + (user + system) / 1000);
`;

async function importOnce(item: Bundle): Promise<Init> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', IMPORT_ONCE], {
    env: { ...lambdaEnvironment(item.name), BENCH_MODULE: pathToFileURL(item.file).href },
    maxBuffer: 16 * 1024 * 1024,
  });
  const match = /BENCH_INIT=([\d.]+) ([\d.]+)/.exec(stdout);
  if (!match) throw new Error(`${item.name}: no timing in the child's output`);
  return { wallMs: Number(match[1]), cpuMs: Number(match[2]) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Median cold import times of each bundle; the RUNS rounds are interleaved across bundles. */
async function initTimes(bundles: Bundle[]): Promise<Map<Bundle, Init>> {
  const samples = new Map(bundles.map((item) => [item, [] as Init[]]));
  for (let round = 0; round < RUNS; round++) {
    for (const item of bundles) samples.get(item)!.push(await importOnce(item));
  }
  return new Map(
    bundles.map((item) => {
      const runs = samples.get(item)!;
      return [item, { wallMs: round1(median(runs.map((r) => r.wallMs))), cpuMs: round1(median(runs.map((r) => r.cpuMs))) }];
    }),
  );
}

/** The bundle's bytes per package (or `(project)` for our own code), largest first. */
function packagesOf(metafile: Metafile, file: string): Array<[string, number]> {
  const output = Object.entries(metafile.outputs).find(([path]) => resolve(path) === file)?.[1];
  const totals = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
    const name = match ? match[1]! : '(project)';
    totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

async function withTempDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-lambda-'));
  try {
    // Lets a bundle that leaves the SDK external resolve it, as the runtime's copy would be found.
    await symlink(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function measure(
  root: string,
  dir: string,
  options?: EsbuildOptionsFor,
): Promise<{ bundles: Bundle[]; figures: Record<string, Figures> }> {
  const functions = await lambdaFunctions(root);
  const bundles = await Promise.all(functions.map((fn) => bundle(root, dir, fn, true, options)));
  const times = await initTimes(bundles);
  const figures = Object.fromEntries(
    bundles.map((item) => {
      const { wallMs, cpuMs } = times.get(item)!;
      return [item.name, { handler: relative(root, item.entry), bytes: item.bytes, initMs: wallMs, initCpuMs: cpuMs }];
    }),
  );
  return { bundles, figures };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function readBaseline(): Promise<LambdaBaseline | undefined> {
  try {
    return JSON.parse(await readFile(BASELINE_FILE, 'utf8')) as LambdaBaseline;
  } catch {
    return undefined;
  }
}

function sizeSummary(figures: Record<string, Figures>): { median: number; max: number } {
  const sizes = Object.values(figures).map((f) => f.bytes);
  return { median: median(sizes), max: Math.max(...sizes) };
}

/** `npm run bench lambda`. */
export async function lambdaBench(): Promise<void> {
  const baseline = await readBaseline();
  await withTempDir(async (dir) => {
    const { bundles, figures } = await measure(REPO_ROOT, dir);
    const before = (name: string) => baseline?.functions[name];
    const arrow = (old: string | undefined, now: string) => `${(old ?? '-').padStart(8)} → ${now.padStart(7)}`;

    console.log(
      `\nLambda functions (lib/constructs/bundling.ts: esbuild, minified ESM, node22, SDK bundled with the environment credential provider; ` +
        `init = median of ${RUNS} cold imports, each in a new Node process)`,
    );
    if (baseline)
      console.log(
        `  before = ${BASELINE_FILE.slice(REPO_ROOT.length + 1)} (commit ${baseline.commit.slice(0, 7)}, ${baseline.measuredAt.slice(0, 10)})`,
      );
    console.log(
      `  ${'function'.padEnd(22)} ${'size KB before → now'.padStart(20)}   ${'init wall ms'.padStart(20)}   ${'init CPU ms'.padStart(20)}`,
    );
    for (const [name, now] of Object.entries(figures)) {
      const old = before(name);
      console.log(
        `  ${name.padEnd(22)} ${arrow(old && kb(old.bytes), kb(now.bytes))}   ${arrow(old && old.initMs.toFixed(1), now.initMs.toFixed(1))}   ` +
          `${arrow(old && old.initCpuMs.toFixed(1), now.initCpuMs.toFixed(1))}`,
      );
    }
    // The targets are about what a request waits for: the jobs and the email sender run in the background.
    const now = sizeSummary(Object.fromEntries(Object.entries(figures).filter(([name]) => !BACKGROUND_FUNCTIONS.includes(name))));
    const old = baseline && sizeSummary(baseline.functions);
    const flag = (bytes: number, target: number) => (bytes / 1024 <= target ? '' : '  over target');
    console.log(`  (median and largest: routes and Cognito triggers; ${BACKGROUND_FUNCTIONS.join(', ')} run in the background)`);
    console.log(
      `  ${'median size'.padEnd(22)} ${arrow(old && kb(old.median), kb(now.median))}   target <= ${SIZE_TARGET_KB.median} KB${flag(now.median, SIZE_TARGET_KB.median)}`,
    );
    console.log(
      `  ${'largest'.padEnd(22)} ${arrow(old && kb(old.max), kb(now.max))}   target <= ${SIZE_TARGET_KB.max} KB${flag(now.max, SIZE_TARGET_KB.max)}`,
    );

    for (const name of GENERATE_PATH_FUNCTIONS) {
      const bytes = figures[name]?.bytes;
      if (bytes !== undefined)
        console.log(
          `  ${`${name} (generate path)`.padEnd(22)} ${kb(bytes).padStart(18)}   target <= ${SIZE_TARGET_KB.max} KB${flag(bytes, SIZE_TARGET_KB.max)}`,
        );
    }

    const largest = bundles.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const typical = bundles.find((b) => b.name === TYPICAL_DYNAMODB_ROUTE) ?? bundles[0]!;
    const generatePath = bundles.filter((b) => GENERATE_PATH_FUNCTIONS.includes(b.name));
    for (const item of new Set([typical, largest, ...generatePath])) {
      const top = packagesOf(item.metafile, item.file).slice(0, 8);
      console.log(`  ${item.name} by package (KB): ${top.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}`);
    }

    // The SDK: bundled (as deployed) or left to the runtime's copy. Measured, not assumed.
    const compared = [...new Set([typical, largest])];
    const external = await Promise.all(compared.map((fn) => bundle(REPO_ROOT, dir, fn, false)));
    const externalTimes = await initTimes(external);
    console.log(
      `\nAWS SDK bundled and minified (deployed) vs left external (resolved from node_modules, as the Lambda runtime provides it)`,
    );
    compared.forEach((item, i) => {
      const ext = external[i]!;
      const [mine, theirs] = [figures[item.name]!, externalTimes.get(ext)!];
      const init = (wall: number, cpu: number) => `init ${wall.toFixed(1).padStart(6)} ms wall, ${cpu.toFixed(1).padStart(6)} ms CPU`;
      console.log(
        `  ${item.name.padEnd(22)} bundled ${kb(item.bytes).padStart(7)} KB  ${init(mine.initMs, mine.initCpuMs)}   ` +
          `external ${kb(ext.bytes).padStart(7)} KB  ${init(theirs.wallMs, theirs.cpuMs)}   ` +
          `faster: ${mine.initCpuMs <= theirs.cpuMs ? 'bundled' : 'external'}`,
      );
    });
  });
}

/** The tree's own bundling options, or today's without the aliases for a tree from before they existed. */
async function bundlingOf(root: string): Promise<EsbuildOptionsFor> {
  const own = join(root, 'lib', 'constructs', 'bundling.ts');
  if (existsSync(own)) return ((await import(pathToFileURL(own).href)) as { lambdaEsbuildOptions: EsbuildOptionsFor }).lambdaEsbuildOptions;
  return (...args): BuildOptions => ({ ...lambdaEsbuildOptions(...args), alias: {} });
}

/** Measures the tree at `root` and writes its figures as the baseline. */
async function writeBaseline(root: string): Promise<void> {
  const { stdout: commit } = await run('git', ['-C', root, 'rev-parse', 'HEAD']);
  const options = await bundlingOf(resolve(root));
  const baseline = await withTempDir(async (dir) => {
    const { figures } = await measure(resolve(root), dir, options);
    return {
      description: 'Lambda bundle sizes and module init times before the contract moved to zod/mini (npm run bench lambda).',
      commit: commit.trim(),
      measuredAt: new Date().toISOString(),
      node: process.version,
      runs: RUNS,
      functions: figures,
    } satisfies LambdaBaseline;
  });
  await mkdir(join(REPO_ROOT, 'bench', 'baseline'), { recursive: true });
  await writeFile(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
  console.log(`Wrote ${BASELINE_FILE} (${Object.keys(baseline.functions).length} functions, commit ${baseline.commit.slice(0, 7)}).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--baseline');
  const root = at >= 0 ? process.argv[at + 1] : undefined;
  if (!root) {
    console.error('Usage: node --import tsx bench/lambda.ts --baseline <tree to measure>   (npm run bench lambda to compare)');
    process.exit(2);
  }
  writeBaseline(root).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

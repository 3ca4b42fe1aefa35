import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#lib/local/config';
import { freePort } from '#lib/local/processes';

/**
 * `npm start` as a newcomer meets it: the process, its output and what it leaves behind.
 * Each case runs the real entry point on free ports with its own data folder.
 */
interface Run {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exited: Promise<number | null>;
}

const runs: Run[] = [];
const dirs: string[] = [];

async function ports() {
  return {
    APP_PORT: await freePort(),
    API_PORT: await freePort(),
    COGNITO_PORT: await freePort(),
    SES_PORT: await freePort(),
    DYNAMODB_PORT: await freePort(),
    STRIPE_PORT: await freePort(),
    SQS_PORT: await freePort(),
    YOUTUBE_PORT: await freePort(),
  };
}

function start(dataDir: string, env: Record<string, number>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/local.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOCAL_DATA_DIR: dataDir, ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)])) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const run = { child, out: () => out, err: () => err, exited };
  runs.push(run);
  return run;
}

async function until(check: () => boolean, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const pidOf = (dataDir: string, name: string) => Number(readFileSync(join(dataDir, 'pids', `${name}.pid`), 'utf8'));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'commentspark-start-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const run of runs.splice(0)) if (run.child.exitCode === null) run.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) {
    for (const name of ['dynamodb', 'cognito']) {
      const file = join(dir, 'pids', `${name}.pid`);
      if (existsSync(file)) {
        const pid = Number(readFileSync(file, 'utf8'));
        if (alive(pid)) process.kill(pid, 'SIGKILL');
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
});

// Each case runs whole starts of the stack (one takes 15-35 s on these 2-core machines), not a request.
describe('npm start', { timeout: 180_000 }, () => {
  it('prints the URLs, the seeded accounts and ready; SIGTERM stops every child and frees the ports', async () => {
    const dataDir = tempDir();
    const env = await ports();
    const run = start(dataDir, env);
    await until(() => /ready/.test(run.out()) || run.child.exitCode !== null, 'ready');
    expect(run.out()).toContain('ready');
    expect(run.out()).toContain(`http://localhost:${env.APP_PORT}`);
    expect(run.out()).toContain(`http://localhost:${env.SES_PORT}`);
    expect(run.out()).toMatch(/admin@commentspark\.local \/ \S+/);
    expect(run.out()).toMatch(/demo@commentspark\.local \/ \S+/);

    const health = await fetch(`http://localhost:${env.APP_PORT}/api/health`);
    expect(health.status).toBe(200);
    const config = (await (await fetch(`http://localhost:${env.APP_PORT}/config.json`)).json()) as { authFlowType: string };
    expect(config.authFlowType).toBe('USER_PASSWORD_AUTH');

    const java = pidOf(dataDir, 'dynamodb');
    const cognito = pidOf(dataDir, 'cognito');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(alive(java)).toBe(false);
    expect(alive(cognito)).toBe(false);
    for (const port of Object.values(env)) expect(await portFree(port), `port ${port}`).toBe(true);
  });

  it('after a crash that left DynamoDB Local running, the next start stops the stale one and starts', async () => {
    const dataDir = tempDir();
    const env = await ports();
    const first = start(dataDir, env);
    await until(() => /ready/.test(first.out()), 'first ready');
    const staleJava = pidOf(dataDir, 'dynamodb');
    first.child.kill('SIGKILL'); // no exit handler runs: the java child is orphaned
    await first.exited;
    expect(alive(staleJava)).toBe(true);

    const second = start(dataDir, env);
    await until(() => /ready/.test(second.out()) || second.child.exitCode !== null, 'second ready');
    expect(second.err()).toBe('');
    expect(alive(staleJava)).toBe(false);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    // Two full starts of the stack: on a 2-core machine under load each can take 20 s.
  }, 90_000);

  it('a port in use ends with one line that names the port and the variable to change', async () => {
    const env = await ports();
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(env.API_PORT, '127.0.0.1', () => resolve()));
    try {
      const run = start(tempDir(), env);
      expect(await run.exited).toBe(1);
      expect(run.err().trim()).toBe(
        `Could not start: Port ${env.API_PORT} (the local API gateway) is already in use. Stop what is using it, or choose another port with API_PORT=<port>.`,
      );
    } finally {
      blocker.close();
    }
  });

  it('a port variable that is not a number is refused with one line', async () => {
    const run = start(tempDir(), { ...(await ports()), DYNAMODB_PORT: 0 });
    expect(await run.exited).toBe(1);
    expect(run.err().trim()).toBe('Could not start: DYNAMODB_PORT=0 is not a port number (1-65535).');
  });
});

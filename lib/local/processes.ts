import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { LocalStackError } from './config';

/**
 * Children of the local stack (java for DynamoDB Local, node for cognito-local) outlive a parent
 * that crashes and keep their ports. Each one's pid is written to a file so the next start can
 * stop a stale one, and every exit path of this process stops the live ones.
 */
export class ChildProcesses {
  private readonly children = new Map<string, ChildProcess>();

  constructor(private readonly pidDir: string) {
    mkdirSync(pidDir, { recursive: true });
  }

  /** Stops a process left by an earlier run that died without cleaning up. */
  killStale(name: string): boolean {
    const file = this.pidFile(name);
    if (!existsSync(file)) return false;
    const pid = Number(readFileSync(file, 'utf8'));
    rmSync(file, { force: true });
    if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false;
    try {
      process.kill(pid, 'SIGKILL');
      return true;
    } catch {
      return false;
    }
  }

  track(name: string, child: ChildProcess): ChildProcess {
    this.children.set(name, child);
    if (child.pid) writeFileSync(this.pidFile(name), String(child.pid));
    child.once('exit', () => {
      this.children.delete(name);
      rmSync(this.pidFile(name), { force: true });
    });
    return child;
  }

  isRunning(name: string): boolean {
    return this.children.has(name);
  }

  /** Asks each child to stop, waits for it to exit (ports freed), and kills the ones that don't. */
  async stopAll(graceMs = 3000): Promise<void> {
    const exits = [...this.children.values()].map(
      (child) =>
        new Promise<void>((resolveExit) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolveExit();
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolveExit();
          });
          child.kill('SIGTERM');
        }),
    );
    await Promise.all(exits);
    this.killAll();
  }

  /** Synchronous so it also works from a process 'exit' handler. */
  killAll(): void {
    for (const [name, child] of this.children) {
      try {
        child.kill('SIGKILL');
      } catch {
        // already gone
      }
      rmSync(this.pidFile(name), { force: true });
    }
    this.children.clear();
  }

  private pidFile(name: string): string {
    return join(this.pidDir, `${name}.pid`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function assertPortFree(port: number, what: string, envName: string): Promise<void> {
  const free = await new Promise<boolean>((resolveFree) => {
    const server = createServer();
    server.once('error', () => resolveFree(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolveFree(true)));
  });
  if (!free) {
    throw new LocalStackError(
      `Port ${port} (${what}) is already in use. Stop what is using it, or choose another port with ${envName}=<port>.`,
    );
  }
}

/** A port nobody is listening on right now (for tests that run beside a developer's `npm start`). */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export function assertJava(): void {
  try {
    const out = execFileSync('java', ['-version'], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    void out;
  } catch {
    throw new LocalStackError(
      'Java is not installed: DynamoDB Local needs Java 17 or newer (Debian: apt-get install -y openjdk-17-jre-headless).',
    );
  }
}

export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new LocalStackError(`${what} exited during start-up (code ${child.exitCode}). Run again with LOCAL_DEBUG=1 to see its output.`);
    }
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new LocalStackError(
    `${what} did not start within ${Math.round(timeoutMs / 1000)} s. Run again with LOCAL_DEBUG=1 to see its output.`,
  );
}

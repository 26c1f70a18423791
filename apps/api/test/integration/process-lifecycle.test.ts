import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, makeTempDataDir } from '../../src/core/database/embedded-postgres.js';
import { createTestDatabase } from '../support/test-database.js';

/** The compiled server as an operator runs it: `node dist/apps/api/main.js`. */
const MAIN = resolve('dist/apps/api/main.js');

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number>;
} {
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number>((done) => child.on('exit', (code) => done(code ?? -1)));
  return { child, output: () => output, exited };
}

/**
 * Polls /health until the server answers. A first start without DATABASE_URL runs initdb and
 * every migration, which on a busy two-core machine takes well over 30 s: the deadline is
 * generous, and a server that exits on the way fails at once with what it printed.
 */
async function waitForHealth(
  port: number,
  run: ReturnType<typeof start>,
  timeoutMs = 150_000,
): Promise<number> {
  let exitCode: number | undefined;
  void run.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`server exited with ${exitCode} before answering:\n${run.output()}`);
    try {
      return (await fetch(`http://127.0.0.1:${port}/health`)).status;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`server did not come up within ${timeoutMs / 1000} s:\n${run.output()}`);
}

/** A port nothing listens on now (a random one collided with other tests' servers). */
const port = async () => String(await freePort());

describe('the server process', () => {
  it('ends a bad configuration with one clear line and exit code 1', async () => {
    const run = start({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toBe(
      'Configuration error: PORT must be a whole number from 0 to 65535, got "eighty"',
    );
  });

  it('with DATABASE_URL: serves (a listen backlog for a rush, long keep-alive), then shuts down cleanly on SIGTERM', async () => {
    const db = await createTestDatabase();
    const p = await port();
    const run = start({
      DATABASE_URL: db.url,
      PORT: p,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'proc-')),
    });
    try {
      expect(await waitForHealth(Number(p), run)).toBe(200);
      // 1,000 visitors connecting at once: Node's default queue of 511 unaccepted connections
      // dropped some. The kernel caps the backlog at net.core.somaxconn.
      const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
      expect(listenBacklog(p)).toBe(Math.min(4096, somaxconn));
      // Idle kept-alive connections stay longer than proxies and clients keep them (Node's 5 s
      // gave Playwright's request client ECONNRESET on a connection being closed).
      const health = await fetch(`http://127.0.0.1:${p}/health`);
      expect(health.headers.get('keep-alive')).toBe('timeout=65');
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.output()).toContain('shutting down');
    } finally {
      run.child.kill('SIGKILL');
      await db.drop();
    }
  }, 200_000);

  it('without DATABASE_URL: starts an embedded PostgreSQL, stops it on SIGINT, reuses its data', async () => {
    const dataDir = makeTempDataDir('proc-embedded-');
    const env = {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'first-admin-pass',
    };
    const pidFile = join(dataDir, 'postgres', 'postmaster.pid');

    for (const round of [1, 2]) {
      const p = await port();
      const run = start({ ...env, PORT: p });
      try {
        expect(await waitForHealth(Number(p), run)).toBe(200);
        const postgresPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
        expect(isAlive(postgresPid)).toBe(true);
        run.child.kill('SIGINT');
        expect(await run.exited).toBe(0);
        expect(existsSync(pidFile)).toBe(false);
        expect(isAlive(postgresPid)).toBe(false);
        // The first start creates the admin; the second finds the same data and the same account.
        expect(run.output()).toContain(
          round === 1 ? 'admin account created' : 'admin account ensured',
        );
      } finally {
        run.child.kill('SIGKILL');
      }
    }
  }, 400_000);
});

/** The accept queue's size of the socket listening on `port` (`ss` shows it as Send-Q). */
function listenBacklog(port: string): number {
  const line = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' }).trim();
  return Number(line.split(/\s+/)[2]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

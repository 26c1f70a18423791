import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  makeTempDataDir,
  startEmbeddedPostgres,
  freePort,
} from '../../dist/apps/api/core/database/embedded-postgres.js';

/** A PostgreSQL for a benchmark: BENCH_DATABASE_URL's server when set, else an embedded one. */
export async function benchDatabase() {
  if (process.env.BENCH_DATABASE_URL)
    return { url: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  return startEmbeddedPostgres({ dir: makeTempDataDir('bench-pg-'), persistent: false });
}

const TEMPLATE_DIR = new URL('../../tmp/bench-postgres/', import.meta.url).pathname;
/**
 * A fill's dates are relative to its day (sessions from tomorrow on): past this age sessions
 * would have begun and the listing would change under the benchmark, so the fill runs again.
 */
const TEMPLATE_MAX_AGE_MS = 20 * 60 * 60 * 1000;

/**
 * A database filled by `fill(url)` once and kept as a template in a throwaway-grade cluster
 * (`tmp/bench-postgres`, no fsync): later runs copy it (`CREATE DATABASE … TEMPLATE`) in seconds
 * instead of filling again. A new migration is applied to the kept template (as to a production
 * database); a changed fill needs a new `name`; a template older than TEMPLATE_MAX_AGE_MS is
 * filled again. Each run works on its own copy.
 */
export async function templateDatabase(name, fill) {
  const template = `tpl_${name}`;
  const server = process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, stop: async () => {} }
    : await startEmbeddedPostgres({
        dir: TEMPLATE_DIR,
        persistent: true,
        durable: false,
        database: 'postgres',
      });
  const urlOf = (database) => {
    const url = new URL(server.url);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const admin = new pg.Client({ connectionString: urlOf('postgres') });
  await admin.connect();
  try {
    const found = await admin.query(
      `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1`,
      [template],
    );
    let fillMs = null;
    const { runMigrations } = await import('../../dist/apps/api/core/database/migrate.js');
    const filledAt = /^filled (\S+)$/.exec(found.rows[0]?.note ?? '')?.[1];
    if (filledAt && Date.now() - Date.parse(filledAt) < TEMPLATE_MAX_AGE_MS) {
      await runMigrations(urlOf(template));
    } else {
      const started = Date.now();
      await admin.query(`DROP DATABASE IF EXISTS "${template}"`);
      await admin.query(`CREATE DATABASE "${template}"`);
      await runMigrations(urlOf(template));
      await fill(urlOf(template));
      await admin.query(
        `COMMENT ON DATABASE "${template}" IS 'filled ${new Date(started).toISOString()}'`,
      );
      fillMs = Date.now() - started;
    }
    // One copy per process: two benchmarks running at once on one server never drop each
    // other's database.
    const copy = `run_${name}_${process.pid}`;
    const started = Date.now();
    await admin.query(`DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${copy}" TEMPLATE "${template}"`);
    const stop = async () => {
      const dropper = new pg.Client({ connectionString: urlOf('postgres') });
      await dropper.connect();
      await dropper
        .query(`DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`)
        .finally(() => dropper.end());
      await server.stop();
    };
    return { url: urlOf(copy), stop, fillMs, copyMs: Date.now() - started };
  } finally {
    await admin.end();
  }
}

/** Starts a Node process and waits until `readyPath` answers on its port. */
export async function startProcess(args, env, readyPath = '/health') {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    },
  });
  // A busy machine (a load average of 30 on 2 cores) needs more than a minute to start the API.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${readyPath}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`${args.join(' ')} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Bounded load on loopback: a warm-up, then a measured run. */
export async function measure({ url, path = '/', ...options }) {
  const base = { connections: 10, duration: 8, ...options, url: `${url}${path}` };
  // A warm-up long enough for the JIT to settle; the first seconds of a Node server are slow.
  await autocannon({ ...base, duration: 3 });
  const result = await autocannon(base);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${options.title}: ${result.non2xx} non-2xx answers and ${result.errors} errors`,
    );
  }
  return { requests: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

export function printComparison(rows, baselineTitle) {
  const baseline = rows.find((r) => r.title === baselineTitle);
  console.log('| scenario | requests/s | p50 ms | p99 ms | ratio to baseline (req/s) |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = baseline ? (row.requests / baseline.requests).toFixed(3) : '-';
    console.log(
      `| ${row.title} | ${row.requests.toFixed(0)} | ${row.p50} | ${row.p99} | ${ratio} |`,
    );
  }
}

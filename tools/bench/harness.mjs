import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
 * instead of filling again. A kept template is never changed: migrations newer than it are
 * applied to the run's copy (as to a production database), so runs of branches with different
 * migrations can share it; a changed fill needs a new `name`; a template older than
 * TEMPLATE_MAX_AGE_MS is filled again. Each run works on its own copy (named after its process,
 * so two runs at once never drop each other's), dropped by `stop()`.
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
    let note = found.rows[0]?.note;
    // Another run may be filling it right now (no note yet, someone connected): wait for it.
    while (found.rows.length > 0 && !note && (await connectionsTo(admin, template)) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      note = (
        await admin.query(
          `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1`,
          [template],
        )
      ).rows[0]?.note;
    }
    const filledAt = /^filled (\S+)$/.exec(note ?? '')?.[1];
    const kept = filledAt && Date.now() - Date.parse(filledAt) < TEMPLATE_MAX_AGE_MS;
    if (!kept) {
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
    // Its own copy per process: two runs at once on one server must not drop each other's.
    const copy = `run_${name}_${process.pid}`;
    await dropCopiesOfEndedRuns(admin, name);
    const started = Date.now();
    await admin.query(`DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`);
    // Copied file by file (not written through the WAL), and written out before anything is
    // measured: the copy's hundreds of megabytes must not be flushed during a measurement.
    await admin.query(`CREATE DATABASE "${copy}" TEMPLATE "${template}" STRATEGY FILE_COPY`);
    if (kept) await runMigrations(urlOf(copy));
    await admin.query('CHECKPOINT');
    const stop = async () => {
      const dropper = new pg.Client({ connectionString: urlOf('postgres') });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
      await server.stop();
    };
    return { url: urlOf(copy), stop, fillMs, copyMs: Date.now() - started };
  } finally {
    await admin.end();
  }
}

/** Copies left by runs that were interrupted (their process is gone). */
async function dropCopiesOfEndedRuns(admin, name) {
  const { rows } = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
    `run\\_${name}\\_%`,
  ]);
  for (const { datname } of rows) {
    const pid = Number(datname.slice(`run_${name}_`.length));
    if (Number.isInteger(pid) && pid !== process.pid && !isRunning(pid))
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

async function connectionsTo(admin, database) {
  const { rows } = await admin.query(
    'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
    [database],
  );
  return rows[0].n;
}

/**
 * Starts a Node process and waits until `readyPath` answers on its port (null: a process
 * without HTTP, such as a job worker, is not waited for). BENCH_NODE_OPTIONS
 * adds flags for Node itself (e.g. `--cpu-prof --cpu-prof-dir=tmp/prof` to profile the server).
 */
export async function startProcess(args, env, readyPath = '/health') {
  stopChildrenWithThisProcess();
  const port = await freePort();
  const nodeFlags = (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeFlags, ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // A service of its own (its own session, as under systemd or in a container): the kernel
    // shares the CPU between sessions, and the load generator, which stands for visitors' own
    // machines, must not take its share from the server's.
    detached: true,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    },
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  // A busy machine (load 30 on 2 cores) can take more than a minute to start the API.
  const deadline = Date.now() + 180_000;
  for (; readyPath !== null;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${readyPath}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      // Not left behind, holding connections to the run's database.
      child.kill('SIGTERM');
      throw new Error(`${args.join(' ')} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Servers started by `startProcess` and still running. */
const children = new Set();
let stopsChildren = false;

/**
 * A server started as a session of its own does not get the terminal's Ctrl-C: it is stopped when
 * the bench ends in any way, so none is left holding a copy of the database.
 */
function stopChildrenWithThisProcess() {
  if (stopsChildren) return;
  stopsChildren = true;
  const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
  process.once('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      stopAll();
      process.exit(130);
    });
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc on Linux; null elsewhere.
 * Per request, it moves much less with the machine's load than requests per second do.
 */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

/**
 * Waits until a process has been nearly idle (under 5 % of a core) for two seconds in a row,
 * at most `maxMs`: a freshly started API runs its start-up work (jobs, first queries, the JIT)
 * for a while, which made the first measured case of a run the slowest.
 */
export async function whenIdle(pid, maxMs = 90_000) {
  const deadline = Date.now() + maxMs;
  let quiet = 0;
  let before = cpuMsOf(pid);
  while (before !== null && quiet < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = cpuMsOf(pid);
    quiet = now !== null && now - before < 50 ? quiet + 1 : 0;
    before = now;
  }
}

/**
 * Bounded load on loopback: a warm-up, then a measured run. With `pid` (the server's), also the
 * server's CPU time per answered request.
 */
export async function measure({ url, path = '/', pid, ...options }) {
  const base = { connections: 10, duration: 8, ...options, url: `${url}${path}` };
  // A warm-up long enough for the JIT to settle; the first seconds of a Node server are slow.
  await autocannon({ ...base, duration: 3 });
  const cpuBefore = pid ? cpuMsOf(pid) : null;
  const result = await autocannon(base);
  const cpuAfter = pid ? cpuMsOf(pid) : null;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${options.title}: ${result.non2xx} non-2xx answers and ${result.errors} errors`,
    );
  }
  const cpuUsPerRequest =
    cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
      ? Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total)
      : null;
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUsPerRequest,
  };
}

export function printComparison(rows, baselineTitle) {
  const baseline = rows.find((r) => r.title === baselineTitle);
  const cpu = rows.some((row) => row.cpuUsPerRequest != null);
  console.log(
    `| scenario | requests/s | p50 ms | p99 ms | ratio to baseline (req/s) |${cpu ? ' server CPU µs/request |' : ''}`,
  );
  console.log(`|---|---:|---:|---:|---:|${cpu ? '---:|' : ''}`);
  for (const row of rows) {
    const ratio = baseline ? (row.requests / baseline.requests).toFixed(3) : '-';
    const cpuCell = cpu ? ` ${row.cpuUsPerRequest ?? '-'} |` : '';
    console.log(
      `| ${row.title} | ${row.requests.toFixed(0)} | ${row.p50} | ${row.p99} | ${ratio} |${cpuCell}`,
    );
  }
}

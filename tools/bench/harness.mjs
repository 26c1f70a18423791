import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
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

/** Starts a Node process and waits until `readyPath` answers on its port. */
export async function startProcess(args, env, readyPath = '/health') {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'silent' },
  });
  const deadline = Date.now() + 60_000;
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

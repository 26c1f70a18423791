import 'reflect-metadata';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { join } from 'node:path';
import { type AppConfig, loadConfig } from './core/config/app-config.js';
import { ConfigError } from './core/config/config-error.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './core/database/embedded-postgres.js';
import { runMigrations } from './core/database/migrate.js';
import { createRootLogger } from './core/logging/logger.js';
import { startupSummary } from './core/logging/startup-summary.js';
import { createApp } from './create-app.js';

/**
 * Connections the kernel queues before the server accepts them. Node's default (511) dropped
 * some of 1,000 visitors registering at the same moment (the event loop accepts in turns); the
 * kernel caps it at net.core.somaxconn (4096 on current Linux, see docs/operations.md).
 */
const LISTEN_BACKLOG = 4096;
/**
 * How long an idle kept-alive connection stays open. Node's 5 s is shorter than what proxies and
 * HTTP clients assume (a proxy's pool, Playwright's request client, which ignores the server's
 * `Keep-Alive: timeout` hint): they send on a connection the server is closing and get
 * ECONNRESET. 65 s outlasts the usual 60 s of proxies; the header timeout must be longer still.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * A worker apart from the API runs at this niceness: on a machine they share, the kernel gives
 * the CPU to the API's answers first and to mails and scheduled jobs when it is free (as the
 * worker inside `npm start`'s one process lets a rush of requests go first).
 */
const WORKER_NICENESS = 10;
/** The scheduler group of this process's session (Linux with autogroups). */
const AUTOGROUP = '/proc/self/autogroup';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createRootLogger(config.logLevel);

  let embedded: EmbeddedDatabase | undefined;
  let closingSince = 0;
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  const shutdown = async (signal: string) => {
    if (closingSince) {
      // Ctrl-C reaches npm, the start script and the server at once: ignore those echoes,
      // but let a deliberate second Ctrl-C end a shutdown that hangs.
      if (Date.now() - closingSince < 2000) return;
      logger.warn('second signal: exiting at once');
      process.exit(1);
    }
    closingSince = Date.now();
    logger.info({ signal }, 'shutting down: finishing requests and running jobs');
    try {
      await app?.close();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    if (!config.databaseUrl) {
      embedded = await startEmbeddedPostgres({
        dir: join(config.dataDir, 'postgres'),
        persistent: true,
      });
      config = { ...config, databaseUrl: embedded.url };
      logger.info(
        'embedded PostgreSQL started (data under the data folder); set DATABASE_URL to use your own server',
      );
    }
    const applied = await runMigrations(config.databaseUrl);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    app = await createApp(config, logger);
    if (config.processRole === 'worker') {
      // Worker only: runs queued and scheduled jobs, answers no HTTP.
      lowerPriority(WORKER_NICENESS, logger);
      logger.info('job worker running (PROCESS_ROLE=worker, no HTTP)');
    } else {
      await listen(app, config.port, LISTEN_BACKLOG);
      logger.info(
        `listening on ${config.publicUrl} (port ${config.port}, PROCESS_ROLE=${config.processRole})`,
      );
      for (const line of startupSummary(config, Boolean(embedded))) logger.info(line);
    }
  } catch (error) {
    process.stderr.write(
      `Start failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    await app?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(1);
  }
}

/**
 * This process at `niceness` (where the system allows; else it runs as it is). Linux shares the
 * CPU between sessions first (autogroups) and uses niceness within one: a worker started as a
 * session of its own lowers its session's share too (not a session it shares with the API).
 * Under systemd, `Nice=` or `CPUWeight=` in the worker's unit does the same (operations.md).
 */
function lowerPriority(niceness: number, logger: ReturnType<typeof createRootLogger>): void {
  try {
    setPriority(Math.max(getPriority(), niceness));
    if (leadsOwnSession()) writeFileSync(AUTOGROUP, String(niceness));
  } catch (error) {
    logger.warn({ error: String(error) }, "could not lower the worker's CPU priority");
  }
}

/** Whether this process started a session of its own (field 6 of /proc/self/stat: the session). */
function leadsOwnSession(): boolean {
  if (!existsSync(AUTOGROUP)) return false;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[3]) === process.pid;
}

/**
 * `app.listen` with a backlog and the keep-alive timeout: Nest hands the arguments after the port to Node's
 * `server.listen(port, backlog, callback)` (its types only name a host there).
 */
function listen(
  app: Awaited<ReturnType<typeof createApp>>,
  port: number,
  backlog: number,
): Promise<unknown> {
  const server = app.getHttpServer();
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const withBacklog = app.listen.bind(app) as unknown as (
    port: number,
    backlog: number,
  ) => Promise<unknown>;
  return withBacklog(port, backlog);
}

void main();

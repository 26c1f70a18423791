import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  Logger as WorkerLogger,
  parseCronItems,
  run,
  type LogLevel,
  type Runner,
  type Task,
  type TaskList,
} from 'graphile-worker';
import pg from 'pg';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { RequestsInFlight } from '../http/requests-in-flight.js';
import { JobRegistry } from './job-registry.js';

/** How many jobs one worker process runs at once (mail sending is mostly waiting on SMTP). */
const CONCURRENCY = 4;
/**
 * In a process that also answers HTTP (`PROCESS_ROLE=all`), a job starts only while at most
 * this many requests are in flight: a rush of visitors (a thousand registrations for one date)
 * is answered first, its mails are sent right after it.
 */
const YIELD_ABOVE_REQUESTS = 16;
/** However long the rush, a job waits at most this long (a rush on a busy 2-core machine: 10-25 s). */
const YIELD_AT_MOST_MS = 30_000;

/**
 * Runs graphile-worker inside this process when `PROCESS_ROLE` is `all` or `worker`: jobs are
 * picked up at once through LISTEN/NOTIFY (polling only catches up on retries that fall due),
 * and the crontab's jobs are scheduled once per period across every instance (graphile-worker
 * records each period's run in `known_crontabs`). On shutdown, running jobs finish before the
 * pool closes; jobs still queued stay in the table for the next worker.
 */
@Injectable()
export class JobWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private runner?: Runner;
  private pool?: pg.Pool;
  private stopping = false;
  /** Jobs that finished in this process, by task name (what the health check and tests read). */
  readonly completed = new Map<string, number>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: JobRegistry,
    private readonly requests: RequestsInFlight,
  ) {}

  get running(): boolean {
    return Boolean(this.runner);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.processRole === 'api') return;
    this.pool = new pg.Pool({ connectionString: this.config.databaseUrl, max: CONCURRENCY + 2 });
    // An idle or checked-out client that loses its connection must not crash the process.
    this.pool.on('error', (error) => this.logger.error({ msg: 'job pool error', error }));
    this.pool.on('connect', (client) =>
      client.on('error', (error) => this.logger.error({ msg: 'job client error', error })),
    );
    this.runner = await run({
      pgPool: this.pool,
      concurrency: CONCURRENCY,
      noHandleSignals: true,
      pollInterval: this.config.jobPollIntervalMs,
      logger: new WorkerLogger((scope) => (level, message, meta) => {
        this.log(level, message, { ...scope, ...meta });
      }),
      // Batched (even with no delay) completions are awaited by the graceful shutdown;
      // unbatched ones are not, and a job finished during shutdown would run again later.
      preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
      taskList: this.taskList(),
      parsedCronItems: parseCronItems(this.registry.cronItems()),
    });
    this.runner.events.on('job:success', ({ job }) => {
      this.completed.set(job.task_identifier, (this.completed.get(job.task_identifier) ?? 0) + 1);
    });
    this.logger.log('job worker started');
  }

  async onModuleDestroy(): Promise<void> {
    // Before TypeORM closes (onApplicationShutdown): the running tasks still use the database.
    const runner = this.runner;
    this.runner = undefined;
    this.stopping = true;
    try {
      await runner?.stop();
    } catch (error) {
      this.logger.error({ msg: 'job worker stopped with an error', error });
    }
    await this.pool?.end();
  }

  /** The registered tasks; with HTTP in the same process, each lets a rush of requests go first. */
  private taskList(): TaskList {
    const tasks = this.registry.taskList();
    if (this.config.processRole !== 'all') return tasks;
    const yielding = ([name, task]: [string, Task | undefined]): [string, Task] => [
      name,
      async (payload, helpers) => {
        await this.requests.calmerThan(YIELD_ABOVE_REQUESTS, YIELD_AT_MOST_MS, () => this.stopping);
        return task?.(payload, helpers);
      },
    ];
    return Object.fromEntries(Object.entries(tasks).map(yielding));
  }

  private log(level: LogLevel, message: string, meta: Record<string, unknown>): void {
    // graphile-worker reports a failed attempt at error level; the tasks log their own failures.
    const severity: string = level; // a const enum of strings: compared by its value
    if (severity === 'error' || severity === 'warning') this.logger.warn({ msg: message, ...meta });
    else this.logger.debug({ msg: message, ...meta });
  }
}

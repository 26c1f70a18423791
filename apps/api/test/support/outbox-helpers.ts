import type { TestApp } from './test-app.js';

/** Waits until `check` returns a truthy value (polling the database or the catcher). */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Drains the job queue: waits until no job is running and none is due (jobs scheduled for
 * later, such as a retry after its back-off or tomorrow's reminder, stay). Every mail the
 * steps before enqueued has then been handed to SMTP, so a test can count caught mails, or
 * assert that nothing was sent, without sleeping.
 */
export async function drainJobs(t: TestApp, timeoutMs = 20_000): Promise<void> {
  await eventually(
    async () => {
      const [jobs] = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM graphile_worker._private_jobs
          WHERE locked_at IS NOT NULL OR (run_at <= now() AND attempts < max_attempts)`,
      );
      return jobs.n === 0;
    },
    'the job queue to drain',
    timeoutMs,
  );
}

export interface OutboxRow {
  id: string;
  key: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

export function outboxRows(t: TestApp, recipient?: string): Promise<OutboxRow[]> {
  return t.db.query<OutboxRow>(
    `SELECT id, key, recipient, status, attempts, last_error FROM mail_outbox
     ${recipient ? 'WHERE recipient = $1' : ''} ORDER BY created_at`,
    recipient ? [recipient] : [],
  );
}

/** Makes every queued retry due now (instead of after its backoff). */
export async function retryNow(t: TestApp): Promise<void> {
  await t.db.query(
    'UPDATE graphile_worker._private_jobs SET run_at = now() WHERE locked_at IS NULL',
  );
}

/**
 * Runs a registered job once through the queue (as its cron or an enqueue would) and waits
 * until this app's worker has finished it.
 */
export async function runJob(t: TestApp, task: string, timeoutMs = 20_000): Promise<void> {
  const { JobWorker } = await import('../../src/core/jobs/job-worker.service.js');
  const worker = t.app.get(JobWorker);
  const before = worker.completed.get(task) ?? 0;
  await t.db.query('SELECT graphile_worker.add_job($1)', [task]);
  await eventually(
    () => Promise.resolve((worker.completed.get(task) ?? 0) > before),
    `job ${task} to finish`,
    timeoutMs,
  );
}

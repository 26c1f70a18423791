import type { EntityManager } from 'typeorm';

export interface AddJobOptions {
  /** Replaces a job with the same key that has not started yet (graphile-worker `job_key`). */
  jobKey?: string;
  maxAttempts?: number;
  runAt?: Date;
}

/**
 * Adds a job through the given transaction: it becomes visible to the worker when (and only
 * if) that transaction commits, and the commit's NOTIFY wakes a worker at once.
 */
export async function addJob(
  manager: EntityManager,
  task: string,
  payload: Record<string, unknown>,
  options: AddJobOptions = {},
): Promise<void> {
  await manager.query(
    `SELECT graphile_worker.add_job($1, $2::json, job_key => $3, max_attempts => $4,
                                    run_at => $5)`,
    [
      task,
      JSON.stringify(payload),
      options.jobKey ?? null,
      options.maxAttempts ?? null,
      options.runAt ?? null,
    ],
  );
}

/**
 * Adds one job of `task` per payload through the given transaction in one statement
 * (graphile-worker's `add_jobs`, one NOTIFY for all): for work that many changes of one
 * transaction queue at once. `jobKeys[i]` names the job of `payloads[i]` (see `AddJobOptions`).
 */
export async function addJobs(
  manager: EntityManager,
  task: string,
  jobs: ReadonlyArray<{ payload: Record<string, unknown>; jobKey: string }>,
  options: Pick<AddJobOptions, 'maxAttempts'> = {},
): Promise<void> {
  if (jobs.length === 0) return;
  await manager.query(
    `SELECT graphile_worker.add_jobs(ARRAY(
       SELECT ROW($1, payload, NULL, NULL, $2::smallint, job_key, NULL, NULL)::graphile_worker.job_spec
         FROM unnest($3::json[], $4::text[]) AS job(payload, job_key)))`,
    [
      task,
      options.maxAttempts ?? null,
      jobs.map((job) => JSON.stringify(job.payload)),
      jobs.map((job) => job.jobKey),
    ],
  );
}

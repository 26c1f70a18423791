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

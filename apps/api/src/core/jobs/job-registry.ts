import { Injectable } from '@nestjs/common';
import type { CronItem, Task, TaskList } from 'graphile-worker';

export interface ScheduledJob {
  /** Task name; also the cron identifier that makes the schedule run once across instances. */
  name: string;
  /** Cron pattern, in UTC (graphile-worker's crontab syntax). */
  match: string;
  run: () => Promise<unknown>;
}

/**
 * Where modules hand their background tasks to the worker (in `onModuleInit`; the worker starts
 * in `onApplicationBootstrap`, after every module is initialised). A module keeps its task's
 * code; the registry only collects names.
 */
@Injectable()
export class JobRegistry {
  private readonly tasks: TaskList = {};
  private readonly schedule: CronItem[] = [];
  private readonly scheduled = new Map<string, ScheduledJob>();

  task(name: string, handler: Task): void {
    if (this.tasks[name]) throw new Error(`job task "${name}" registered twice`);
    this.tasks[name] = handler;
  }

  /** A job run by the clock: once per period across all worker instances. */
  every(job: ScheduledJob): void {
    this.scheduled.set(job.name, job);
    this.task(job.name, async () => {
      await job.run();
    });
    this.schedule.push({ task: job.name, identifier: job.name, match: job.match });
  }

  taskList(): TaskList {
    return { ...this.tasks };
  }

  cronItems(): CronItem[] {
    return [...this.schedule];
  }

  scheduledJobs(): ScheduledJob[] {
    return [...this.scheduled.values()];
  }
}

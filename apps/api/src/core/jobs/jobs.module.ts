import { Global, Module } from '@nestjs/common';
import { JobRegistry } from './job-registry.js';
import { JobWorker } from './job-worker.service.js';

/** The job queue: modules register tasks with `JobRegistry`; `JobWorker` runs them. */
@Global()
@Module({ providers: [JobRegistry, JobWorker], exports: [JobRegistry, JobWorker] })
export class JobsModule {}

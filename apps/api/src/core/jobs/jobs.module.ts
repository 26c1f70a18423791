import { Global, Module } from '@nestjs/common';
import { RequestsInFlight } from '../http/requests-in-flight.js';
import { JobRegistry } from './job-registry.js';
import { JobWorker } from './job-worker.service.js';

/**
 * The job queue: modules register tasks with `JobRegistry`; `JobWorker` runs them (letting a
 * rush of HTTP requests, counted by `RequestsInFlight`, go first).
 */
@Global()
@Module({
  providers: [JobRegistry, JobWorker, RequestsInFlight],
  exports: [JobRegistry, JobWorker, RequestsInFlight],
})
export class JobsModule {}

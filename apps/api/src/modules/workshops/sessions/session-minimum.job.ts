import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../core/clock/clock.js';
import { JobRegistry } from '../../../core/jobs/job-registry.js';
import { type MinimumRunResult, SessionMinimumService } from './session-minimum.service.js';

/**
 * `workshop_session_minimum`, every five minutes: warns hosts a day before a date's decision
 * time while it is below its minimum, and at the decision time cancels a date still below it
 * (unless its host confirmed it). A missed run is caught up by the next one; each step is done
 * once (see `SessionMinimumService`).
 */
@Injectable()
export class SessionMinimumJob implements OnModuleInit {
  constructor(
    private readonly minimum: SessionMinimumService,
    private readonly jobs: JobRegistry,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.every({
      name: 'workshop_session_minimum',
      match: '*/5 * * * *',
      run: () => this.run(),
    });
  }

  run(): Promise<MinimumRunResult> {
    return this.minimum.run(this.clock.now());
  }
}

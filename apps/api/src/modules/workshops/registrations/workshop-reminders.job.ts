import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../core/clock/clock.js';
import { JobRegistry } from '../../../core/jobs/job-registry.js';
import { RegistrationReminders } from './registration-reminders.js';

export const REMINDER_WINDOW_MS = 24 * 3_600_000;

/**
 * `workshop_reminders`, every five minutes: a mail 24 hours before each session to everyone
 * confirmed for it. A missed run is caught up by the next one (the window is "starts within
 * 24 hours"); the outbox key makes every reminder go out once.
 */
@Injectable()
export class WorkshopRemindersJob implements OnModuleInit {
  constructor(
    private readonly reminders: RegistrationReminders,
    private readonly jobs: JobRegistry,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.every({ name: 'workshop_reminders', match: '*/5 * * * *', run: () => this.run() });
  }

  run(): Promise<number> {
    return this.reminders.queueReminders(this.clock.now(), REMINDER_WINDOW_MS);
  }
}

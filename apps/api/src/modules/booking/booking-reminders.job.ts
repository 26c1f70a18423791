import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../core/clock/clock.js';
import { JobRegistry } from '../../core/jobs/job-registry.js';
import { BookingService } from './booking.service.js';

const REMINDER_WINDOW_MS = 24 * 3_600_000;

/**
 * `booking_reminders`, every five minutes: visitor and consultant are mailed 24 hours before a
 * consultation. A missed run is caught up by the next; the outbox keys make each mail go once.
 */
@Injectable()
export class BookingRemindersJob implements OnModuleInit {
  constructor(
    private readonly bookings: BookingService,
    private readonly jobs: JobRegistry,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.every({ name: 'booking_reminders', match: '*/5 * * * *', run: () => this.run() });
  }

  run(): Promise<number> {
    return this.bookings.queueReminders(this.clock.now(), REMINDER_WINDOW_MS);
  }
}

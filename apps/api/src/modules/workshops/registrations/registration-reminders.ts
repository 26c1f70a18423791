import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SessionSeatsService } from '../sessions/session-seats.service.js';
import { GuestLinks } from './guest-links.service.js';
import { RegistrationMailQueue } from './registration-mail-queue.js';
import { reminderMail } from './registration-mails.js';
import { RegistrationsRepository } from './registrations.repository.js';

/** The reminder before a workshop date (the job that runs it: `workshop-reminders.job.ts`). */
@Injectable()
export class RegistrationReminders {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registrations: RegistrationsRepository,
    private readonly sessions: SessionSeatsService,
    private readonly mails: RegistrationMailQueue,
    private readonly guestLinks: GuestLinks,
  ) {}

  /**
   * Queues the 24-hour reminders: every confirmed registration of an approved, scheduled
   * workshop whose session starts within `windowMs` after `now` (registrations made inside that
   * window just had their confirmation). Keyed per registration and start, so each reminder
   * goes out once however often this runs. Returns how many were newly considered.
   */
  async queueReminders(now: Date, windowMs: number): Promise<number> {
    const sessions = await this.sessions.scheduledStartingBetween(
      now,
      new Date(now.getTime() + windowMs),
    );
    if (sessions.length === 0) return 0;
    const rows = await this.registrations.confirmedBefore(sessions, windowMs);
    for (const row of rows) {
      await this.dataSource.transaction((manager) =>
        this.mails.queue(
          manager,
          row,
          `workshop-reminder:${row.session_starts_at.toISOString()}:${row.id}`,
          reminderMail,
          row.user_id === null ? this.guestLinks.laterGuestToken(row.id) : null,
        ),
      );
    }
    return rows.length;
  }
}

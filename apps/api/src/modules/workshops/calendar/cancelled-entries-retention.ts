import { Injectable, type OnModuleInit } from '@nestjs/common';
import { RetentionContributors } from '../../retention/index.js';
import { SessionCalendarRepository } from './session-calendar.repository.js';

/**
 * The calendar feeds' kept entries of cancelled sessions and deleted workshops, in the daily
 * retention: once they ended longer ago than any feed shows (30 days), they go.
 */
@Injectable()
export class CancelledEntriesRetention implements OnModuleInit {
  constructor(
    private readonly calendar: SessionCalendarRepository,
    private readonly retention: RetentionContributors,
  ) {}

  onModuleInit(): void {
    this.retention.register({
      order: 45,
      purge: async (now) => ({
        cancelledCalendarEntries: await this.calendar.purgeKeptBefore(now),
      }),
    });
  }
}

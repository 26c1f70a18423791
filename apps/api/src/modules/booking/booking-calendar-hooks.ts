import { Injectable } from '@nestjs/common';
import type { Tx } from '../../core/database/sql-repository.js';

export interface BusyRange {
  start: Date;
  end: Date;
}

/**
 * What a consultant's own calendar adds to booking (filled in by the calendar-sync module,
 * which imports this one): busy times that are not offered, and the calendar entries that
 * follow each booking. Without a source nothing is busy and nothing is written.
 */
export interface ExternalCalendarSource {
  /** Busy times from the cache, refreshed first when stale (never waits longer than briefly). */
  busyTimes(consultantId: string, from: Date, to: Date): Promise<BusyRange[]>;
  /** Whether the cached busy times overlap `range`, read inside the booking's transaction. */
  overlapsBusy(tx: Tx, consultantId: string, range: BusyRange): Promise<boolean>;
  /** A booking was made, moved or cancelled: queue its calendar entry (same transaction). */
  bookingChanged(tx: Tx, consultantId: string, bookingId: string): Promise<void>;
}

@Injectable()
export class BookingCalendarHooks {
  private source: ExternalCalendarSource | undefined;

  use(source: ExternalCalendarSource): void {
    this.source = source;
  }

  busyTimes(consultantId: string, from: Date, to: Date): Promise<BusyRange[]> {
    return this.source ? this.source.busyTimes(consultantId, from, to) : Promise.resolve([]);
  }

  overlapsBusy(tx: Tx, consultantId: string, range: BusyRange): Promise<boolean> {
    return this.source ? this.source.overlapsBusy(tx, consultantId, range) : Promise.resolve(false);
  }

  async bookingChanged(tx: Tx, consultantId: string, bookingId: string): Promise<void> {
    await this.source?.bookingChanged(tx, consultantId, bookingId);
  }
}

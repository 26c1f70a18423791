import { Inject, Injectable } from '@nestjs/common';
import type { IcsEvent, Locale } from '@platform/domain';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import {
  BookingCalendarRepository,
  type CalendarBookingRow,
} from './booking-calendar.repository.js';

/** A booking as the consultant's own calendar holds it. */
export interface CalendarEntry {
  consultantId: string;
  cancelled: boolean;
  event: IcsEvent;
}

/**
 * The bookings' entries of the calendar feeds, with the UID and SEQUENCE of the mails'
 * calendar files (`booking-<id>@<hostname>`), so a move or a cancellation updates the entry a
 * subscriber already has.
 */
@Injectable()
export class BookingCalendarService {
  constructor(
    private readonly repository: BookingCalendarRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  isConsultant(userId: string): Promise<boolean> {
    return this.repository.isConsultant(userId);
  }

  consultantIdOf(userId: string): Promise<string | undefined> {
    return this.repository.consultantIdOf(userId);
  }

  async consultant(id: string): Promise<{ userId: string; displayName: string } | undefined> {
    const row = await this.repository.consultantFacts(id);
    return row && { userId: row.user_id, displayName: row.display_name };
  }

  /**
   * A booking's entry in its consultant's own calendar: the UID and SEQUENCE of the mails'
   * calendar files, the visitor's contact in the description.
   */
  async entry(bookingId: string, locale: Locale): Promise<CalendarEntry | undefined> {
    const row = await this.repository.entry(bookingId);
    if (!row) return undefined;
    const event = this.event(
      row,
      locale === 'de' ? `Beratung: ${row.name}` : `Consultation: ${row.name}`,
    );
    const description = [row.email, row.phone, row.message].filter(Boolean).join('\n\n');
    return {
      consultantId: row.consultant_id,
      cancelled: row.status === 'cancelled',
      event: { ...event, description: description || undefined },
    };
  }

  /** The consultant's upcoming confirmed bookings (for a newly connected calendar). */
  upcomingIdsOf(consultantId: string, now: Date, limit = 500): Promise<string[]> {
    return this.repository.upcomingIdsOf(consultantId, now, limit);
  }

  /** The consultant's bookings (for the member who is that consultant). */
  async consultantEvents(userId: string, locale: Locale): Promise<IcsEvent[]> {
    const rows = await this.repository.ofConsultantUser(userId, new Date());
    return rows.map((row) =>
      this.event(row, locale === 'de' ? `Beratung: ${row.name}` : `Consultation: ${row.name}`),
    );
  }

  /**
   * The bookings a member made as a visitor: those with their account's address, which the
   * caller passes only once it is verified (a booking has no account, the address links it).
   */
  async visitorEvents(verifiedEmail: string, locale: Locale): Promise<IcsEvent[]> {
    const rows = await this.repository.ofVisitorEmail(verifiedEmail, new Date());
    return rows.map((row) =>
      this.event(
        row,
        locale === 'de'
          ? `Beratungstermin mit ${row.consultant_name}`
          : `Consultation with ${row.consultant_name}`,
      ),
    );
  }

  private event(row: CalendarBookingRow, summary: string): IcsEvent {
    const online = row.meeting_mode === 'online';
    return {
      uid: `booking-${row.id}@${new URL(this.config.publicUrl).hostname}`,
      start: row.start,
      end: row.end,
      summary,
      location: (online ? row.meeting_url : row.location) ?? undefined,
      url: (online && row.meeting_url) || undefined,
      sequence: row.sequence,
      status: row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    };
  }
}

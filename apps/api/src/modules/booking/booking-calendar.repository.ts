import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MeetingMode } from '@platform/domain';
import { DataSource } from 'typeorm';
import { SqlRepository } from '../../core/database/sql-repository.js';

/** A booking as a calendar feed shows it. */
export interface CalendarBookingRow {
  id: string;
  start: Date;
  end: Date;
  name: string;
  status: 'confirmed' | 'cancelled';
  meeting_mode: MeetingMode;
  location: string | null;
  meeting_url: string | null;
  sequence: number;
  consultant_name: string;
}

const COLUMNS = `b.id, lower(b.period) AS start, upper(b.period) AS end, b.name, b.status,
  b.meeting_mode, b.location, b.meeting_url, b.sequence, c.display_name AS consultant_name`;
/** Past bookings stay in a feed this long; at most this many entries. */
const PAST_DAYS = 30;
const FEED_LIMIT = 500;

/** The reads behind the calendar feeds' bookings (read-only). */
@Injectable()
export class BookingCalendarRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Whether this member has a consultant record. */
  async isConsultant(userId: string): Promise<boolean> {
    const rows = await this.db().query<unknown[]>('SELECT 1 FROM consultants WHERE user_id = $1', [
      userId,
    ]);
    return rows.length > 0;
  }

  /** The consultant record of this member, if any. */
  async consultantIdOf(userId: string): Promise<string | undefined> {
    const [row] = await this.db().query<Array<{ id: string }>>(
      'SELECT id FROM consultants WHERE user_id = $1',
      [userId],
    );
    return row?.id;
  }

  /** A consultant's account and name, if the consultant exists. */
  async consultantFacts(
    id: string,
  ): Promise<{ user_id: string; display_name: string } | undefined> {
    const [row] = await this.db().query<Array<{ user_id: string; display_name: string }>>(
      'SELECT user_id, display_name FROM consultants WHERE id = $1',
      [id],
    );
    return row;
  }

  /** One booking with what its entry in the consultant's own calendar needs. */
  async entry(id: string): Promise<
    | (CalendarBookingRow & {
        consultant_id: string;
        email: string;
        phone: string | null;
        message: string | null;
      })
    | undefined
  > {
    const [row] = await this.db().query<
      Array<
        CalendarBookingRow & {
          consultant_id: string;
          email: string;
          phone: string | null;
          message: string | null;
        }
      >
    >(
      `SELECT ${COLUMNS}, b.consultant_id, b.email, b.phone, b.message
         FROM bookings b JOIN consultants c ON c.id = b.consultant_id WHERE b.id = $1`,
      [id],
    );
    return row;
  }

  /** The consultant's confirmed bookings that have not ended yet (oldest first). */
  async upcomingIdsOf(consultantId: string, now: Date, limit: number): Promise<string[]> {
    const rows = await this.db().query<Array<{ id: string }>>(
      `SELECT id FROM bookings
        WHERE consultant_id = $1 AND status = 'confirmed' AND upper(period) > $2
        ORDER BY lower(period) LIMIT $3`,
      [consultantId, now, limit],
    );
    return rows.map((row) => row.id);
  }

  /** The bookings of the consultant this member is. */
  async ofConsultantUser(userId: string, now: Date): Promise<CalendarBookingRow[]> {
    return this.db().query<CalendarBookingRow[]>(
      `SELECT ${COLUMNS} FROM bookings b JOIN consultants c ON c.id = b.consultant_id
        WHERE c.user_id = $1 AND upper(b.period) > $2::timestamptz - make_interval(days => ${PAST_DAYS})
        ORDER BY lower(b.period), b.id LIMIT ${FEED_LIMIT}`,
      [userId, now],
    );
  }

  /** The bookings a visitor made with this (verified account's) address. */
  async ofVisitorEmail(email: string, now: Date): Promise<CalendarBookingRow[]> {
    return this.db().query<CalendarBookingRow[]>(
      `SELECT ${COLUMNS} FROM bookings b JOIN consultants c ON c.id = b.consultant_id
        WHERE lower(b.email) = lower($1)
          AND upper(b.period) > $2::timestamptz - make_interval(days => ${PAST_DAYS})
        ORDER BY lower(b.period), b.id LIMIT ${FEED_LIMIT}`,
      [email, now],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BookingAnswer, Locale, MeetingMode } from '@platform/domain';
import { DataSource } from 'typeorm';
import { queryReturning } from '../../core/database/returning.js';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import { AvailabilityWindow } from './entities/availability-window.entity.js';
import { Consultant } from './entities/consultant.entity.js';
import { DayOff } from './entities/day-off.entity.js';

export interface BookingRow {
  id: string;
  consultant_id: string;
  start: Date;
  end: Date;
  name: string;
  email: string;
  message: string | null;
  locale: Locale;
  status: 'confirmed' | 'cancelled';
  phone: string | null;
  meeting_mode: MeetingMode;
  location: string | null;
  meeting_url: string | null;
  sequence: number;
  reschedule_count: number;
  answers: BookingAnswer[];
}

/** How a booking happens: the place, or the video room. */
export interface BookingPlace {
  meetingMode: MeetingMode;
  location: string | null;
  meetingUrl: string | null;
}

/** A booking with its consultant's visitor rules, as its link holder may change it. */
export interface ManagedBookingRow extends BookingRow {
  consultant_name: string;
  change_cutoff_hours: number;
  max_reschedules: number;
}

export interface BookingMove extends BookingPlace {
  start: Date;
  end: Date;
  blockedEnd: Date;
  /** The new link token's hash: the old mail's links stop working. */
  cancelTokenHash: string;
  /** A visitor's move counts against the consultant's limit; the team's does not. */
  countsAsReschedule: boolean;
}

export interface NewBooking {
  consultantId: string;
  start: Date;
  end: Date;
  /** The end of the range blocked for others (the slot plus the consultant's buffer). */
  blockedEnd: Date;
  name: string;
  email: string;
  message: string | null;
  locale: Locale;
  cancelTokenHash: string;
  phone: string | null;
  place: BookingPlace;
  answers: BookingAnswer[];
}

const BOOKING_COLUMNS = `id, consultant_id, lower(period) AS start, upper(period) AS end,
  name, email, message, locale, status, phone, meeting_mode, location, meeting_url, sequence,
  reschedule_count, answers`;
/** The same columns of `bookings b` in a statement that also names `consultants`. */
const B_COLUMNS = `b.id, b.consultant_id, lower(b.period) AS start, upper(b.period) AS end,
  b.name, b.email, b.message, b.locale, b.status, b.phone, b.meeting_mode, b.location,
  b.meeting_url, b.sequence, b.reschedule_count, b.answers`;
const MANAGED_COLUMNS = `${B_COLUMNS}, c.display_name AS consultant_name, c.change_cutoff_hours,
  c.max_reschedules`;

/**
 * The `bookings` table, and the consultants, availability windows and days off a booking is
 * checked against. Double bookings are refused by the table's exclusion constraint.
 */
@Injectable()
export class BookingsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async activeConsultants(): Promise<Consultant[]> {
    return this.db()
      .getRepository(Consultant)
      .find({ where: { active: true }, order: { displayName: 'ASC' } });
  }

  async activeConsultant(id: string): Promise<Consultant | null> {
    return this.db().getRepository(Consultant).findOneBy({ id, active: true });
  }

  async consultant(tx: Tx, id: string): Promise<Consultant> {
    return tx.getRepository(Consultant).findOneByOrFail({ id });
  }

  async windowsOf(consultantId: string, tx?: Tx): Promise<AvailabilityWindow[]> {
    return this.db(tx).getRepository(AvailabilityWindow).findBy({ consultantId });
  }

  async daysOffOf(consultantId: string, tx?: Tx): Promise<DayOff[]> {
    return this.db(tx).getRepository(DayOff).findBy({ consultantId });
  }

  /**
   * The active consultants' ids in the order "any consultant" gives a slot: fewest confirmed
   * bookings starting in [from, until), then the longest since their last booking was made
   * (never booked first), then by name.
   */
  async rankedForAny(from: Date, until: Date): Promise<string[]> {
    const rows = await this.db().query<Array<{ id: string }>>(
      `SELECT c.id FROM consultants c
         LEFT JOIN LATERAL (
           SELECT count(*) FILTER (WHERE lower(b.period) >= $1 AND lower(b.period) < $2) AS coming,
                  max(b.created_at) AS last_booked
             FROM bookings b WHERE b.consultant_id = c.id AND b.status = 'confirmed'
         ) s ON true
        WHERE c.active
        ORDER BY s.coming ASC, s.last_booked ASC NULLS FIRST, c.display_name, c.id`,
      [from, until],
    );
    return rows.map((row) => row.id);
  }

  /** Ranges blocked by confirmed bookings of the consultant that overlap [from, to). */
  async blockedRanges(
    consultantId: string,
    from: Date,
    to: Date,
  ): Promise<Array<{ start: Date; end: Date }>> {
    return this.db().query<Array<{ start: Date; end: Date }>>(
      `SELECT lower(blocked_range) AS start, upper(blocked_range) AS end FROM bookings
        WHERE consultant_id = $1 AND status = 'confirmed' AND blocked_range && tstzrange($2, $3)`,
      [consultantId, from, to],
    );
  }

  /** A confirmed booking; its id. Throws the exclusion violation when the range is taken. */
  async insert(tx: Tx, booking: NewBooking): Promise<string> {
    const [row] = await tx.query<Array<{ id: string }>>(
      `INSERT INTO bookings
       (consultant_id, period, blocked_range, name, email, message, locale, cancel_token_hash,
        phone, meeting_mode, location, meeting_url, answers)
     VALUES ($1, tstzrange($2, $3), tstzrange($2, $4), $5, $6, $7, $8, $9, $10, $11, $12, $13,
             $14::jsonb)
     RETURNING id`,
      [
        booking.consultantId,
        booking.start,
        booking.end,
        booking.blockedEnd,
        booking.name,
        booking.email,
        booking.message,
        booking.locale,
        booking.cancelTokenHash,
        booking.phone,
        booking.place.meetingMode,
        booking.place.location,
        booking.place.meetingUrl,
        JSON.stringify(booking.answers),
      ],
    );
    return row.id;
  }

  /** The booking of a link, locked for a change in this transaction. */
  async lockByTokenHash(tx: Tx, hash: string): Promise<ManagedBookingRow | undefined> {
    const [row] = await tx.query<ManagedBookingRow[]>(
      `SELECT ${MANAGED_COLUMNS} FROM bookings b JOIN consultants c ON c.id = b.consultant_id
        WHERE b.cancel_token_hash = $1 FOR UPDATE OF b`,
      [hash],
    );
    return row;
  }

  /** A booking by id, locked for a change in this transaction. */
  async lockById(tx: Tx, id: string): Promise<ManagedBookingRow | undefined> {
    const [row] = await tx.query<ManagedBookingRow[]>(
      `SELECT ${MANAGED_COLUMNS} FROM bookings b JOIN consultants c ON c.id = b.consultant_id
        WHERE b.id = $1 FOR UPDATE OF b`,
      [id],
    );
    return row;
  }

  /**
   * Moves a confirmed booking in one statement: the old range is free and the new one taken at
   * the same moment. Throws the exclusion violation when the new range is taken.
   */
  async move(tx: Tx, id: string, move: BookingMove): Promise<BookingRow> {
    const [row] = await queryReturning<BookingRow>(
      tx,
      `UPDATE bookings
          SET period = tstzrange($2, $3), blocked_range = tstzrange($2, $4),
              cancel_token_hash = $5, meeting_mode = $6, location = $7, meeting_url = $8,
              sequence = sequence + 1,
              reschedule_count = reschedule_count + CASE WHEN $9 THEN 1 ELSE 0 END
        WHERE id = $1 AND status = 'confirmed'
        RETURNING ${BOOKING_COLUMNS}`,
      [
        id,
        move.start,
        move.end,
        move.blockedEnd,
        move.cancelTokenHash,
        move.meetingMode,
        move.location,
        move.meetingUrl,
        move.countsAsReschedule,
      ],
    );
    return row;
  }

  async byCancelTokenHash(hash: string): Promise<ManagedBookingRow | undefined> {
    const [row] = await this.db().query<ManagedBookingRow[]>(
      `SELECT ${MANAGED_COLUMNS} FROM bookings b JOIN consultants c ON c.id = b.consultant_id
        WHERE b.cancel_token_hash = $1`,
      [hash],
    );
    return row;
  }

  /**
   * Cancels the confirmed booking of this link if it starts later than its consultant's
   * cutoff from now.
   */
  async cancelByToken(tx: Tx, hash: string): Promise<BookingRow | undefined> {
    const [row] = await queryReturning<BookingRow>(
      tx,
      `UPDATE bookings b SET status = 'cancelled', cancelled_at = now(), sequence = b.sequence + 1
         FROM consultants c
        WHERE c.id = b.consultant_id AND b.cancel_token_hash = $1 AND b.status = 'confirmed'
          AND lower(b.period) - make_interval(hours => c.change_cutoff_hours) > now()
      RETURNING ${B_COLUMNS}`,
      [hash],
    );
    return row;
  }

  /** Cancels a confirmed booking that has not ended yet. */
  async cancelUpcoming(tx: Tx, id: string): Promise<BookingRow | undefined> {
    const [row] = await queryReturning<BookingRow>(
      tx,
      `UPDATE bookings SET status = 'cancelled', cancelled_at = now(), sequence = sequence + 1
        WHERE id = $1 AND status = 'confirmed' AND upper(period) > now()
        RETURNING ${BOOKING_COLUMNS}`,
      [id],
    );
    return row;
  }

  async statusOf(tx: Tx, id: string): Promise<string | undefined> {
    const [known] = await tx.query<Array<{ status: string }>>(
      'SELECT status FROM bookings WHERE id = $1',
      [id],
    );
    return known?.status;
  }

  /** Confirmed bookings starting in (from, until], booked more than `windowMs` ahead. */
  async startingBetween(from: Date, until: Date, windowMs: number): Promise<BookingRow[]> {
    return this.db().query<BookingRow[]>(
      `SELECT ${BOOKING_COLUMNS}
         FROM bookings
        WHERE status = 'confirmed' AND lower(period) > $1 AND lower(period) <= $2
          AND created_at < lower(period) - make_interval(secs => $3)`,
      [from, until, windowMs / 1000],
    );
  }

  /** The bookings made under this address, for the person's data download. */
  async exportFor<T>(email: string): Promise<T[]> {
    return this.db().query<T[]>(
      `SELECT b.id, c.display_name AS consultant, lower(b.period) AS starts_at,
              upper(b.period) AS ends_at, b.name, b.email, b.message, b.phone, b.answers,
              b.status, b.created_at AS booked_at
       FROM bookings b JOIN consultants c ON c.id = b.consultant_id
       WHERE lower(b.email) = lower($1) ORDER BY lower(b.period)`,
      [email],
    );
  }

  async deleteFor(email: string): Promise<void> {
    await this.db().query('DELETE FROM bookings WHERE lower(email) = lower($1)', [email]);
  }
}

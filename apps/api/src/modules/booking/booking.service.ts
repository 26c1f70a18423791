import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PATHS, type Locale, isUuid } from '@platform/domain';
import { DataSource, QueryFailedError } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { requestContext } from '../../core/context/request-context.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { queryReturning } from '../../core/database/returning.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { UsersService } from '../auth/index.js';
import { MailOutbox } from '../mail/index.js';
import { bookingMails, type BookingMailFacts } from './booking-mails.js';
import type { AvailableSlotsArgs, BookConsultationInput } from './dto/booking.inputs.js';
import { AvailabilityWindow } from './entities/availability-window.entity.js';
import { Consultant } from './entities/consultant.entity.js';
import { DayOff } from './entities/day-off.entity.js';
import type {
  BookingConfirmationModel,
  BookingSlotModel,
  CancellableBookingModel,
} from './models/booking.models.js';
import type { ConsultantModel } from './models/consultant.model.js';
import {
  availableSlots,
  blockedRangeOf,
  checkRequestedSlot,
  type SlotProblem,
  type SlotQuery,
} from './slot-computation.js';
import { AuditLogService } from '../audit/index.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The visitor's link cancels up to this long before the start. */
export const CANCEL_CUTOFF_MS = 24 * HOUR;
const MAX_QUERY_RANGE_MS = 62 * DAY;
const EXCLUSION_VIOLATION = '23P01';
interface BookingRow {
  id: string;
  consultant_id: string;
  start: Date;
  end: Date;
  name: string;
  email: string;
  message: string | null;
  locale: Locale;
  status: 'confirmed' | 'cancelled';
}

export function hashCancelToken(token: string): string {
  // Real tokens are 43 characters; anything far longer is not worth hashing.
  if (token.length > 200) throw new DomainError('BOOKING_CANCEL_INVALID');
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Visitors' side of consultation booking: who can be booked, which slots are free, booking
 * and cancelling. Double bookings are refused by PostgreSQL's exclusion constraint; this
 * service turns that refusal into a clear "slot taken" answer.
 */
@Injectable()
export class BookingService {
  private readonly logger = new Logger('Booking');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
    private readonly users: UsersService,
    private readonly audit: AuditLogService,
  ) {}

  async consultants(): Promise<ConsultantModel[]> {
    const rows = await this.dataSource
      .getRepository(Consultant)
      .find({ where: { active: true }, order: { displayName: 'ASC' } });
    return rows.map((c) => ({
      id: c.id,
      displayName: c.displayName,
      appointmentMinutes: c.appointmentMinutes,
    }));
  }

  async availableSlots(args: AvailableSlotsArgs): Promise<BookingSlotModel[]> {
    const span = args.to.getTime() - args.from.getTime();
    if (!(span > 0 && span <= MAX_QUERY_RANGE_MS)) throw new DomainError('BOOKING_RANGE_INVALID');
    const consultant = await this.activeConsultant(args.consultantId);
    const rules = await this.rulesOf(consultant, new Date());
    const booked = await this.dataSource.query<Array<{ start: Date; end: Date }>>(
      `SELECT lower(blocked_range) AS start, upper(blocked_range) AS end FROM bookings
        WHERE consultant_id = $1 AND status = 'confirmed' AND blocked_range && tstzrange($2, $3)`,
      [consultant.id, args.from, new Date(args.to.getTime() + DAY)],
    );
    return availableSlots({ ...rules, booked, from: args.from, to: args.to });
  }

  async book(input: BookConsultationInput): Promise<BookingConfirmationModel> {
    await this.limiter.hitIpAndAccount(
      'booking',
      input.email,
      { limit: 10, windowMs: HOUR },
      { limit: 5, windowMs: HOUR },
    );
    if (!input.start) {
      throw new DomainError('BOOKING_SLOT_REQUIRED', {
        fields: { start: 'BOOKING_SLOT_REQUIRED' },
      });
    }
    const consultant = await this.activeConsultant(input.consultantId);
    const now = new Date();
    const checked = checkRequestedSlot(await this.rulesOf(consultant, now), input.start);
    if ('problem' in checked) throw slotError(checked.problem, consultant);
    const slot = checked.slot;
    const blocked = blockedRangeOf(slot, consultant.bufferMinutes);
    const token = randomBytes(32).toString('base64url');
    const locale = requestContext.locale();
    const consultantUser = await this.users.factsOrFail(consultant.userId);
    let booked: { id: string; facts: ReturnType<BookingService['mailFacts']> };
    try {
      // The booking and both confirmations commit together; the worker sends them.
      booked = await this.dataSource.transaction(async (manager) => {
        const [row] = await manager.query<Array<{ id: string }>>(
          `INSERT INTO bookings
           (consultant_id, period, blocked_range, name, email, message, locale, cancel_token_hash)
         VALUES ($1, tstzrange($2, $3), tstzrange($2, $4), $5, $6, $7, $8, $9)
         RETURNING id`,
          [
            consultant.id,
            slot.start,
            slot.end,
            blocked.end,
            input.name,
            input.email.toLowerCase(),
            input.message || null,
            locale,
            hashCancelToken(token),
          ],
        );
        const facts = this.mailFacts(row.id, slot, consultant, consultantUser.email, {
          name: input.name,
          email: input.email.toLowerCase(),
          message: input.message || null,
        });
        await this.outbox.enqueue(
          bookingMails.confirmationToVisitor(
            locale,
            facts,
            `${this.config.publicUrl}${PATHS.bookingCancel}?token=${token}`,
            new Date(slot.start.getTime() - CANCEL_CUTOFF_MS),
          ),
          { key: `booking-confirmation-visitor:${row.id}`, manager },
        );
        await this.outbox.enqueue(
          bookingMails.confirmationToConsultant(consultantUser.locale, facts),
          { key: `booking-confirmation-consultant:${row.id}`, manager },
        );
        return { id: row.id, facts };
      });
    } catch (error) {
      if (isExclusionViolation(error)) {
        throw new DomainError('BOOKING_SLOT_TAKEN', { fields: { start: 'BOOKING_SLOT_TAKEN' } });
      }
      throw error;
    }
    const { id, facts } = booked;
    this.logger.log({ bookingId: id, consultantId: consultant.id }, 'consultation booked');
    return {
      id,
      consultantName: consultant.displayName,
      start: slot.start,
      end: slot.end,
      email: facts.visitorEmail,
    };
  }

  /** What the cancel link points at, without changing anything (mail scanners open links). */
  async cancellableBooking(token: string): Promise<CancellableBookingModel> {
    const [row] = await this.dataSource.query<Array<BookingRow & { consultant_name: string }>>(
      `SELECT b.status, lower(b.period) AS start, upper(b.period) AS end,
              c.display_name AS consultant_name
         FROM bookings b JOIN consultants c ON c.id = b.consultant_id
        WHERE b.cancel_token_hash = $1`,
      [hashCancelToken(token)],
    );
    if (!row) throw new DomainError('BOOKING_CANCEL_INVALID');
    return {
      consultantName: row.consultant_name,
      start: row.start,
      end: row.end,
      cancelled: row.status === 'cancelled',
      cancelDeadline: new Date(row.start.getTime() - CANCEL_CUTOFF_MS),
    };
  }

  /** Single use: only a confirmed booking more than 24 hours ahead changes, in one statement. */
  async cancel(token: string): Promise<CancellableBookingModel> {
    await this.limiter.hit('booking-cancel:ip', requestContext.current()?.ip ?? 'unknown', {
      limit: 30,
      windowMs: HOUR,
    });
    const hash = hashCancelToken(token);
    const done = await this.dataSource.transaction(async (manager) => {
      const [row] = await queryReturning<BookingRow>(
        manager,
        `UPDATE bookings SET status = 'cancelled', cancelled_at = now()
        WHERE cancel_token_hash = $1 AND status = 'confirmed'
          AND lower(period) - make_interval(secs => $2) > now()
        RETURNING id, consultant_id, lower(period) AS start, upper(period) AS end,
                  name, email, message, locale, status`,
        [hash, CANCEL_CUTOFF_MS / 1000],
      );
      if (!row) return undefined;
      const consultant = await manager
        .getRepository(Consultant)
        .findOneByOrFail({ id: row.consultant_id });
      const consultantUser = await this.users.factsOrFail(consultant.userId, manager);
      const facts = this.mailFacts(row.id, row, consultant, consultantUser.email, row);
      await this.outbox.enqueue(bookingMails.cancellation(row.locale, row.email, null, facts), {
        key: `booking-cancellation-visitor:${row.id}`,
        manager,
      });
      await this.outbox.enqueue(
        bookingMails.cancellation(
          consultantUser.locale,
          consultantUser.email,
          consultant.displayName,
          facts,
        ),
        { key: `booking-cancellation-consultant:${row.id}`, manager },
      );
      return { row, consultant };
    });
    if (!done) {
      const existing = await this.cancellableBooking(token);
      if (existing.cancelled) throw new DomainError('BOOKING_CANCEL_INVALID');
      throw new DomainError('BOOKING_CANCEL_TOO_LATE');
    }
    const { row, consultant } = done;
    this.logger.log({ bookingId: row.id }, 'consultation cancelled by the visitor');
    return {
      consultantName: consultant.displayName,
      start: row.start,
      end: row.end,
      cancelled: true,
      cancelDeadline: new Date(row.start.getTime() - CANCEL_CUTOFF_MS),
    };
  }

  /**
   * An admin cancels a confirmed upcoming booking (no deadline: the team may always call one
   * off). The slot is free again at once; visitor and consultant are told, each with a
   * METHOD:CANCEL calendar file, through the outbox in the same transaction.
   */
  async cancelByAdmin(id: string): Promise<{ id: string }> {
    if (!isUuid(id)) throw new DomainError('BOOKING_NOT_FOUND');
    return this.dataSource.transaction(async (manager) => {
      const [row] = await queryReturning<BookingRow>(
        manager,
        `UPDATE bookings SET status = 'cancelled', cancelled_at = now()
          WHERE id = $1 AND status = 'confirmed' AND upper(period) > now()
          RETURNING id, consultant_id, lower(period) AS start, upper(period) AS end,
                    name, email, message, locale, status`,
        [id],
      );
      if (!row) {
        const [known] = await manager.query<Array<{ status: string }>>(
          'SELECT status FROM bookings WHERE id = $1',
          [id],
        );
        throw new DomainError(known ? 'BOOKING_ALREADY_CANCELLED' : 'BOOKING_NOT_FOUND');
      }
      const consultant = await manager
        .getRepository(Consultant)
        .findOneByOrFail({ id: row.consultant_id });
      const consultantUser = await this.users.factsOrFail(consultant.userId, manager);
      const facts = this.mailFacts(row.id, row, consultant, consultantUser.email, row);
      await this.outbox.enqueue(
        bookingMails.cancellation(row.locale, row.email, null, facts, 'team'),
        { key: `booking-cancelled-by-admin:${row.id}:visitor`, manager },
      );
      await this.outbox.enqueue(
        bookingMails.cancellation(
          consultantUser.locale,
          consultantUser.email,
          consultant.displayName,
          facts,
          'team',
        ),
        { key: `booking-cancelled-by-admin:${row.id}:consultant`, manager },
      );
      await this.audit.record(
        {
          action: 'booking.cancelled_by_admin',
          target: { type: 'booking', id: row.id },
          before: { status: 'confirmed', start: row.start, consultantId: row.consultant_id },
          after: { status: 'cancelled' },
        },
        manager,
      );
      this.logger.log({ bookingId: row.id }, 'consultation cancelled by an admin');
      return { id: row.id };
    });
  }

  private async activeConsultant(id: string): Promise<Consultant> {
    const consultant = await this.dataSource
      .getRepository(Consultant)
      .findOneBy({ id, active: true });
    if (!consultant) throw new DomainError('CONSULTANT_NOT_FOUND');
    return consultant;
  }

  private async rulesOf(
    consultant: Consultant,
    now: Date,
  ): Promise<Omit<SlotQuery, 'booked' | 'from' | 'to'>> {
    const [windows, daysOff] = await Promise.all([
      this.dataSource.getRepository(AvailabilityWindow).findBy({ consultantId: consultant.id }),
      this.dataSource.getRepository(DayOff).findBy({ consultantId: consultant.id }),
    ]);
    return {
      windows,
      daysOff,
      appointmentMinutes: consultant.appointmentMinutes,
      bufferMinutes: consultant.bufferMinutes,
      minNoticeHours: consultant.minNoticeHours,
      horizonDays: consultant.horizonDays,
      now,
    };
  }

  /**
   * Queues the 24-hour reminders for every confirmed consultation starting within `windowMs`
   * after `now` (one to the visitor, one to the consultant), unless it was booked inside that
   * window. Keyed per booking and person: each goes out once. Cancelled bookings get none.
   */
  async queueReminders(now: Date, windowMs: number): Promise<number> {
    const rows = await this.dataSource.query<BookingRow[]>(
      `SELECT id, consultant_id, lower(period) AS start, upper(period) AS end, name, email,
              message, locale, status
         FROM bookings
        WHERE status = 'confirmed' AND lower(period) > $1 AND lower(period) <= $2
          AND created_at < lower(period) - make_interval(secs => $3)`,
      [now, new Date(now.getTime() + windowMs), windowMs / 1000],
    );
    for (const row of rows) {
      await this.dataSource.transaction(async (manager) => {
        const consultant = await manager
          .getRepository(Consultant)
          .findOneByOrFail({ id: row.consultant_id });
        const user = await this.users.factsOrFail(consultant.userId, manager);
        const facts = this.mailFacts(row.id, row, consultant, user.email, row);
        await this.outbox.enqueue(
          bookingMails.reminder(row.locale, row.email, null, facts, false),
          { key: `booking-reminder-visitor:${row.id}`, manager },
        );
        await this.outbox.enqueue(
          bookingMails.reminder(user.locale, user.email, consultant.displayName, facts, true),
          { key: `booking-reminder-consultant:${row.id}`, manager },
        );
      });
    }
    return rows.length;
  }

  private mailFacts(
    id: string,
    slot: { start: Date; end: Date },
    consultant: Consultant,
    consultantEmail: string,
    visitor: { name: string; email: string; message: string | null },
  ): BookingMailFacts {
    return {
      id,
      start: slot.start,
      end: slot.end,
      consultantName: consultant.displayName,
      consultantEmail,
      visitorName: visitor.name,
      visitorEmail: visitor.email,
      message: visitor.message,
      teamEmail: this.config.contactInbox,
      host: new URL(this.config.publicUrl).hostname,
      location: consultant.location,
      meetingUrl: consultant.meetingUrl,
    };
  }
}

function slotError(problem: SlotProblem, consultant: Consultant): DomainError {
  const fields = (code: string) => ({ start: code });
  switch (problem) {
    case 'IN_PAST':
      return new DomainError('BOOKING_SLOT_IN_PAST', { fields: fields('BOOKING_SLOT_IN_PAST') });
    case 'TOO_SHORT_NOTICE':
      return new DomainError('BOOKING_TOO_SHORT_NOTICE', {
        params: { hours: consultant.minNoticeHours },
      });
    case 'BEYOND_HORIZON':
      return new DomainError('BOOKING_BEYOND_HORIZON', {
        params: { days: consultant.horizonDays },
      });
    case 'NOT_AVAILABLE':
      return new DomainError('BOOKING_SLOT_UNAVAILABLE', {
        fields: fields('BOOKING_SLOT_UNAVAILABLE'),
      });
  }
}

function isExclusionViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string }).code === EXCLUSION_VIOLATION
  );
}

import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PATHS, type Locale } from '@platform/domain';
import { DataSource, QueryFailedError } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { requestContext } from '../../core/context/request-context.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { queryReturning } from '../../core/database/returning.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { User } from '../auth/entities/user.entity.js';
import { MailService } from '../mail/mail.service.js';
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
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
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
    let id: string;
    try {
      const [row] = await this.dataSource.query<Array<{ id: string }>>(
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
      id = row.id;
    } catch (error) {
      if (isExclusionViolation(error)) {
        throw new DomainError('BOOKING_SLOT_TAKEN', { fields: { start: 'BOOKING_SLOT_TAKEN' } });
      }
      throw error;
    }
    const consultantUser = await this.dataSource
      .getRepository(User)
      .findOneByOrFail({ id: consultant.userId });
    const facts = this.mailFacts(id, slot, consultant, consultantUser.email, {
      name: input.name,
      email: input.email.toLowerCase(),
      message: input.message || null,
    });
    await this.mail.send(
      bookingMails.confirmationToVisitor(
        locale,
        facts,
        `${this.config.publicUrl}${PATHS.bookingCancel}?token=${token}`,
        new Date(slot.start.getTime() - CANCEL_CUTOFF_MS),
      ),
    );
    await this.mail.send(bookingMails.confirmationToConsultant(consultantUser.locale, facts));
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
    const [row] = await queryReturning<BookingRow>(
      this.dataSource,
      `UPDATE bookings SET status = 'cancelled', cancelled_at = now()
        WHERE cancel_token_hash = $1 AND status = 'confirmed'
          AND lower(period) - make_interval(secs => $2) > now()
        RETURNING id, consultant_id, lower(period) AS start, upper(period) AS end,
                  name, email, message, locale, status`,
      [hash, CANCEL_CUTOFF_MS / 1000],
    );
    if (!row) {
      const existing = await this.cancellableBooking(token);
      if (existing.cancelled) throw new DomainError('BOOKING_CANCEL_INVALID');
      throw new DomainError('BOOKING_CANCEL_TOO_LATE');
    }
    const consultant = await this.dataSource
      .getRepository(Consultant)
      .findOneByOrFail({ id: row.consultant_id });
    const consultantUser = await this.dataSource
      .getRepository(User)
      .findOneByOrFail({ id: consultant.userId });
    const facts = this.mailFacts(row.id, row, consultant, consultantUser.email, row);
    await this.mail.send(bookingMails.cancellation(row.locale, row.email, row.name, facts));
    await this.mail.send(
      bookingMails.cancellation(
        consultantUser.locale,
        consultantUser.email,
        consultant.displayName,
        facts,
      ),
    );
    this.logger.log({ bookingId: row.id }, 'consultation cancelled by the visitor');
    return {
      consultantName: consultant.displayName,
      start: row.start,
      end: row.end,
      cancelled: true,
      cancelDeadline: new Date(row.start.getTime() - CANCEL_CUTOFF_MS),
    };
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

import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid, mailLink, PATHS } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { requestContext } from '../../core/context/request-context.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { isExclusionViolation } from '../../core/database/pg-errors.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { UsersService } from '../auth/index.js';
import { MailOutbox } from '../mail/index.js';
import { bookingMails, type BookingMailFacts } from './booking-mails.js';
import type { AvailableSlotsArgs, BookConsultationInput } from './dto/booking.inputs.js';
import { BookingsRepository } from './bookings.repository.js';
import type { Consultant } from './entities/consultant.entity.js';
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
    private readonly bookings: BookingsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
    private readonly users: UsersService,
    private readonly audit: AuditLogService,
  ) {}

  async consultants(): Promise<ConsultantModel[]> {
    const rows = await this.bookings.activeConsultants();
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
    const booked = await this.bookings.blockedRanges(
      consultant.id,
      args.from,
      new Date(args.to.getTime() + DAY),
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
        const id = await this.bookings.insert(manager, {
          consultantId: consultant.id,
          start: slot.start,
          end: slot.end,
          blockedEnd: blocked.end,
          name: input.name,
          email: input.email.toLowerCase(),
          message: input.message || null,
          locale,
          cancelTokenHash: hashCancelToken(token),
        });
        const facts = this.mailFacts(id, slot, consultant, consultantUser.email, {
          name: input.name,
          email: input.email.toLowerCase(),
          message: input.message || null,
        });
        await this.outbox.enqueue(
          bookingMails.confirmationToVisitor(
            locale,
            facts,
            mailLink(this.config.publicUrl, PATHS.bookingCancel, { query: { token } }),
            new Date(slot.start.getTime() - CANCEL_CUTOFF_MS),
          ),
          { key: `booking-confirmation-visitor:${id}`, manager },
        );
        await this.outbox.enqueue(
          bookingMails.confirmationToConsultant(consultantUser.locale, facts),
          { key: `booking-confirmation-consultant:${id}`, manager },
        );
        return { id, facts };
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
    const row = await this.bookings.byCancelTokenHash(hashCancelToken(token));
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
      const row = await this.bookings.cancelByToken(manager, hash, CANCEL_CUTOFF_MS);
      if (!row) return undefined;
      const consultant = await this.bookings.consultant(manager, row.consultant_id);
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
      const row = await this.bookings.cancelUpcoming(manager, id);
      if (!row) {
        const known = await this.bookings.statusOf(manager, id);
        throw new DomainError(known ? 'BOOKING_ALREADY_CANCELLED' : 'BOOKING_NOT_FOUND');
      }
      const consultant = await this.bookings.consultant(manager, row.consultant_id);
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
    const consultant = await this.bookings.activeConsultant(id);
    if (!consultant) throw new DomainError('CONSULTANT_NOT_FOUND');
    return consultant;
  }

  private async rulesOf(
    consultant: Consultant,
    now: Date,
  ): Promise<Omit<SlotQuery, 'booked' | 'from' | 'to'>> {
    const [windows, daysOff] = await Promise.all([
      this.bookings.windowsOf(consultant.id),
      this.bookings.daysOffOf(consultant.id),
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
    const rows = await this.bookings.startingBetween(
      now,
      new Date(now.getTime() + windowMs),
      windowMs,
    );
    for (const row of rows) {
      await this.dataSource.transaction(async (manager) => {
        const consultant = await this.bookings.consultant(manager, row.consultant_id);
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

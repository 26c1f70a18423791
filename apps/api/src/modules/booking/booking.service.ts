import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ANY_CONSULTANT,
  ANY_CONSULTANT_WINDOW_DAYS,
  bookingAnswerProblems,
  bookingAnswersOf,
  changeDeadline,
  COMPANY,
  isUuid,
  mailLink,
  type BookingAnswer,
  type MeetingMode,
  PATHS,
  PHONE_RULES,
} from '@platform/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { requestContext } from '../../core/context/request-context.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { isDeadlock, isExclusionViolation } from '../../core/database/pg-errors.js';
import { retryingWhen } from '../../core/database/retry.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { UsersService } from '../auth/index.js';
import { MailOutbox } from '../mail/index.js';
import { BookingCalendarHooks } from './booking-calendar-hooks.js';
import { bookingMails, type BookingMailFacts, type VisitorLinks } from './booking-mails.js';
import type { AvailableSlotsArgs, BookConsultationInput } from './dto/booking.inputs.js';
import {
  type BookingPlace,
  type BookingRow,
  BookingsRepository,
  type ManagedBookingRow,
} from './bookings.repository.js';
import type { AvailabilityWindow } from './entities/availability-window.entity.js';
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
  windowAt,
} from './slot-computation.js';
import { AuditLogService } from '../audit/index.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MAX_QUERY_RANGE_MS = 62 * DAY;

type Rules = Omit<SlotQuery, 'booked' | 'from' | 'to'> & { windows: AvailabilityWindow[] };
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
    private readonly calendars: BookingCalendarHooks,
  ) {}

  async consultants(): Promise<ConsultantModel[]> {
    const rows = await this.bookings.activeConsultants();
    return rows.map(consultantModel);
  }

  async availableSlots(args: AvailableSlotsArgs): Promise<BookingSlotModel[]> {
    const span = args.to.getTime() - args.from.getTime();
    if (!(span > 0 && span <= MAX_QUERY_RANGE_MS)) throw new DomainError('BOOKING_RANGE_INVALID');
    if (args.consultantId === ANY_CONSULTANT) return this.anySlots(args.from, args.to);
    const consultant = await this.activeConsultant(args.consultantId);
    return this.slotsOf(consultant, args.from, args.to);
  }

  private async slotsOf(consultant: Consultant, from: Date, to: Date): Promise<BookingSlotModel[]> {
    const rules = await this.rulesOf(consultant, new Date());
    const until = new Date(to.getTime() + DAY);
    const [booked, busy] = await Promise.all([
      this.bookings.blockedRanges(consultant.id, from, until),
      this.calendars.busyTimes(consultant.id, from, until),
    ]);
    booked.push(...busy);
    return availableSlots({ ...rules, booked, from, to }).map((slot) => ({
      ...slot,
      mode: windowAt(rules.windows, slot.start)?.mode ?? 'onsite',
    }));
  }

  /**
   * "Any consultant": every start at which some bookable consultant is free, once, with the
   * consultant the rule gives it to now (the first free one in `rankedForAny`'s order).
   */
  private async anySlots(from: Date, to: Date): Promise<BookingSlotModel[]> {
    const byStart = new Map<number, BookingSlotModel>();
    for (const consultant of await this.rankedForAny(new Date())) {
      for (const slot of await this.slotsOf(consultant, from, to)) {
        const key = slot.start.getTime();
        if (!byStart.has(key))
          byStart.set(key, { ...slot, consultant: consultantModel(consultant) });
      }
    }
    return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
  }

  /** Active consultants in the order "any consultant" tries them (see `rankedForAny`). */
  private async rankedForAny(now: Date): Promise<Consultant[]> {
    const [ids, consultants] = await Promise.all([
      this.bookings.rankedForAny(now, new Date(now.getTime() + ANY_CONSULTANT_WINDOW_DAYS * DAY)),
      this.bookings.activeConsultants(),
    ]);
    const byId = new Map(consultants.map((c) => [c.id, c]));
    return ids.flatMap((id) => byId.get(id) ?? []);
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
    const any = !input.consultantId || input.consultantId === ANY_CONSULTANT;
    const now = new Date();
    const candidates = any
      ? await this.rankedForAny(now)
      : [await this.activeConsultant(input.consultantId!)];
    if (candidates.length === 0) throw new DomainError('CONSULTANT_NOT_FOUND');
    const answers = Object.fromEntries((input.answers ?? []).map((a) => [a.questionId, a.value]));
    // With "any", each free consultant in the rule's order is tried; one whose slot was just
    // taken (the exclusion constraint) or whose form the answers do not fit gives way to the
    // next. What is said when none takes it: the form's problem with the first free one, else
    // "just taken", else why the slot is not bookable at all.
    let formProblem: DomainError | undefined;
    let slotProblem: DomainError | undefined;
    let taken = false;
    for (const consultant of candidates) {
      const rules = await this.rulesOf(consultant, now);
      const checked = checkRequestedSlot(rules, input.start);
      if ('problem' in checked) {
        slotProblem ??= slotError(checked.problem, consultant);
        continue;
      }
      let form: { phone: string | null; answers: BookingAnswer[] };
      try {
        form = { phone: phoneOf(input.phone, consultant), answers: answersOf(consultant, answers) };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        formProblem ??= error;
        continue;
      }
      try {
        return await this.bookWith(consultant, rules, checked.slot, input, form);
      } catch (error) {
        // Taken meanwhile (the exclusion constraint), or busy in the consultant's own calendar.
        const busy = error instanceof DomainError && error.code === 'BOOKING_SLOT_TAKEN';
        if (!isExclusionViolation(error) && !busy) throw error;
        taken = true;
      }
    }
    if (formProblem) throw formProblem;
    if (taken || !slotProblem) {
      throw new DomainError('BOOKING_SLOT_TAKEN', { fields: { start: 'BOOKING_SLOT_TAKEN' } });
    }
    throw slotProblem;
  }

  /** Books the slot with this consultant; throws the exclusion violation when it is taken. */
  private async bookWith(
    consultant: Consultant,
    rules: Rules,
    slot: { start: Date; end: Date },
    input: BookConsultationInput,
    form: { phone: string | null; answers: BookingAnswer[] },
  ): Promise<BookingConfirmationModel> {
    const { phone, answers } = form;
    const place = this.placeOf(consultant, rules, slot.start, null);
    const blocked = blockedRangeOf(slot, consultant.bufferMinutes);
    const token = randomBytes(32).toString('base64url');
    const locale = requestContext.locale();
    const consultantUser = await this.users.factsOrFail(consultant.userId);
    // The booking and both confirmations commit together; the worker sends them. Two "any"
    // bookings of one slot can deadlock on the exclusion constraint: the loser runs again.
    const booked = await retryingWhen(isDeadlock, () =>
      this.dataSource.transaction(async (manager) => {
        // The consultant's own calendar, as last read: a known busy time is not booked.
        if (await this.calendars.overlapsBusy(manager, consultant.id, blocked)) {
          throw new DomainError('BOOKING_SLOT_TAKEN', { fields: { start: 'BOOKING_SLOT_TAKEN' } });
        }
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
          phone,
          place,
          answers,
        });
        const facts = this.mailFacts(consultant, consultantUser.email, {
          id,
          ...slot,
          name: input.name,
          email: input.email.toLowerCase(),
          message: input.message || null,
          phone,
          meeting_mode: place.meetingMode,
          location: place.location,
          meeting_url: place.meetingUrl,
          sequence: 0,
          answers,
        });
        await this.outbox.enqueue(
          bookingMails.confirmationToVisitor(
            locale,
            facts,
            this.visitorLinks(token, slot.start, consultant.changeCutoffHours),
          ),
          { key: `booking-confirmation-visitor:${id}`, manager },
        );
        await this.outbox.enqueue(
          bookingMails.confirmationToConsultant(consultantUser.locale, facts),
          { key: `booking-confirmation-consultant:${id}`, manager },
        );
        await this.calendars.bookingChanged(manager, consultant.id, id);
        return { id, facts };
      }),
    );
    const { id, facts } = booked;
    this.logger.log({ bookingId: id, consultantId: consultant.id }, 'consultation booked');
    return {
      id,
      consultantId: consultant.id,
      consultantName: consultant.displayName,
      start: slot.start,
      end: slot.end,
      email: facts.visitorEmail,
      meetingMode: place.meetingMode,
      location: place.location,
    };
  }

  /** What the cancel/reschedule link points at, without changing anything (mail scanners open links). */
  async cancellableBooking(token: string): Promise<CancellableBookingModel> {
    const row = await this.bookings.byCancelTokenHash(hashCancelToken(token));
    if (!row) throw new DomainError('BOOKING_CANCEL_INVALID');
    return this.managedModel(row);
  }

  private managedModel(row: ManagedBookingRow): CancellableBookingModel {
    const deadline = changeDeadline(row.start, row.change_cutoff_hours);
    const open = row.status === 'confirmed' && deadline.getTime() > Date.now();
    return {
      consultantId: row.consultant_id,
      consultantName: row.consultant_name,
      start: row.start,
      end: row.end,
      cancelled: row.status === 'cancelled',
      cancelDeadline: deadline,
      changeCutoffHours: row.change_cutoff_hours,
      reschedulesLeft: Math.max(0, row.max_reschedules - row.reschedule_count),
      canCancel: open,
      canReschedule: open && row.reschedule_count < row.max_reschedules,
      meetingMode: row.meeting_mode,
      location: row.meeting_mode === 'onsite' ? row.location : null,
      contactEmail: this.config.contactInbox,
      contactPhone: COMPANY.phone.display,
    };
  }

  /** Single use: only a confirmed booking before its consultant's cutoff changes, in one statement. */
  async cancel(token: string): Promise<CancellableBookingModel> {
    await this.limiter.hit('booking-cancel:ip', requestContext.current()?.ip ?? 'unknown', {
      limit: 30,
      windowMs: HOUR,
    });
    const hash = hashCancelToken(token);
    const done = await this.dataSource.transaction(async (manager) => {
      const row = await this.bookings.cancelByToken(manager, hash);
      if (!row) return undefined;
      const consultant = await this.bookings.consultant(manager, row.consultant_id);
      const consultantUser = await this.users.factsOrFail(consultant.userId, manager);
      const facts = this.mailFacts(consultant, consultantUser.email, row);
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
      await this.calendars.bookingChanged(manager, consultant.id, row.id);
      return { row, consultant };
    });
    if (!done) {
      const existing = await this.cancellableBooking(token);
      if (existing.cancelled) throw new DomainError('BOOKING_CANCEL_INVALID');
      throw new DomainError('BOOKING_CANCEL_TOO_LATE', {
        params: { hours: existing.changeCutoffHours, contact: this.contact() },
      });
    }
    const { row, consultant } = done;
    this.logger.log({ bookingId: row.id }, 'consultation cancelled by the visitor');
    return this.managedModel({
      ...row,
      consultant_name: consultant.displayName,
      change_cutoff_hours: consultant.changeCutoffHours,
      max_reschedules: consultant.maxReschedules,
    });
  }

  /**
   * The visitor moves their booking with the link from the mail, before the consultant's
   * cutoff and at most their number of times. One UPDATE frees the old range and takes the
   * new one; the exclusion constraint refuses a taken slot. The link is renewed (the new mail
   * carries it), both sides get an updated calendar entry.
   */
  async rescheduleByToken(token: string, start: Date): Promise<CancellableBookingModel> {
    await this.limiter.hit('booking-reschedule:ip', requestContext.current()?.ip ?? 'unknown', {
      limit: 60,
      windowMs: HOUR,
    });
    const hash = hashCancelToken(token);
    const moved = await this.move(
      (manager) => this.bookings.lockByTokenHash(manager, hash),
      start,
      { by: 'visitor', note: null },
    );
    return this.managedModel(moved);
  }

  /**
   * The consultant of the booking or an admin moves it to another slot of the consultant's
   * availability (no visitor cutoff, limit or notice), with an optional message for the visitor.
   */
  async rescheduleByTeam(
    user: AuthenticatedUser,
    id: string,
    start: Date,
    message: string | null,
  ): Promise<{ id: string }> {
    if (!isUuid(id)) throw new DomainError('BOOKING_NOT_FOUND');
    await this.move(
      async (manager) => {
        const row = await this.bookings.lockById(manager, id);
        return row && (await this.mayManage(manager, user, row)) ? row : undefined;
      },
      start,
      { by: 'team', note: message || null },
    );
    return { id };
  }

  private async move(
    lock: (manager: EntityManager) => Promise<ManagedBookingRow | undefined>,
    start: Date,
    how: { by: 'visitor' | 'team'; note: string | null },
  ): Promise<ManagedBookingRow> {
    try {
      return await retryingWhen(isDeadlock, () => this.moveOnce(lock, start, how));
    } catch (error) {
      if (isExclusionViolation(error)) {
        throw new DomainError('BOOKING_SLOT_TAKEN', { fields: { start: 'BOOKING_SLOT_TAKEN' } });
      }
      throw error;
    }
  }

  private async moveOnce(
    lock: (manager: EntityManager) => Promise<ManagedBookingRow | undefined>,
    start: Date,
    how: { by: 'visitor' | 'team'; note: string | null },
  ): Promise<ManagedBookingRow> {
    const byVisitor = how.by === 'visitor';
    const token = randomBytes(32).toString('base64url');
    const result = await this.dataSource.transaction(async (manager) => {
      const row = await lock(manager);
      if (!row) throw new DomainError(byVisitor ? 'BOOKING_CANCEL_INVALID' : 'BOOKING_NOT_FOUND');
      if (row.status !== 'confirmed' || row.end.getTime() <= Date.now()) {
        throw new DomainError(byVisitor ? 'BOOKING_CANCEL_INVALID' : 'BOOKING_ALREADY_CANCELLED');
      }
      if (byVisitor) {
        if (changeDeadline(row.start, row.change_cutoff_hours).getTime() <= Date.now()) {
          throw new DomainError('BOOKING_RESCHEDULE_TOO_LATE', {
            params: { hours: row.change_cutoff_hours, contact: this.contact() },
          });
        }
        if (row.reschedule_count >= row.max_reschedules) {
          throw new DomainError('BOOKING_RESCHEDULE_LIMIT', {
            params: { max: row.max_reschedules, contact: this.contact() },
          });
        }
      }
      if (row.start.getTime() === start.getTime()) {
        throw new DomainError('BOOKING_SLOT_UNCHANGED', {
          fields: { start: 'BOOKING_SLOT_UNCHANGED' },
        });
      }
      const consultant = await this.bookings.consultant(manager, row.consultant_id);
      // A paused consultant takes no new times from visitors; the team may still move.
      if (byVisitor && !consultant.active) throw new DomainError('CONSULTANT_NOT_FOUND');
      const rules = await this.rulesOf(consultant, new Date(), manager);
      const checked = checkRequestedSlot(
        byVisitor ? rules : { ...rules, minNoticeHours: 0 },
        start,
      );
      if ('problem' in checked) throw slotError(checked.problem, consultant);
      const slot = checked.slot;
      const place = this.placeOf(consultant, rules, slot.start, row);
      const blocked = blockedRangeOf(slot, consultant.bufferMinutes);
      if (await this.calendars.overlapsBusy(manager, consultant.id, blocked)) {
        throw new DomainError('BOOKING_SLOT_TAKEN', { fields: { start: 'BOOKING_SLOT_TAKEN' } });
      }
      const updated = await this.bookings.move(manager, row.id, {
        start: slot.start,
        end: slot.end,
        blockedEnd: blocked.end,
        cancelTokenHash: hashCancelToken(token),
        countsAsReschedule: byVisitor,
        ...place,
      });
      const consultantUser = await this.users.factsOrFail(consultant.userId, manager);
      const facts = this.mailFacts(consultant, consultantUser.email, updated);
      const previous = { start: row.start, end: row.end };
      const key = `booking-rescheduled:${row.id}:${updated.sequence}`;
      await this.outbox.enqueue(
        bookingMails.rescheduled(
          updated.locale,
          updated.email,
          null,
          facts,
          previous,
          how.by,
          how.note,
          this.visitorLinks(token, slot.start, consultant.changeCutoffHours),
        ),
        { key: `${key}:visitor`, manager },
      );
      await this.outbox.enqueue(
        bookingMails.rescheduled(
          consultantUser.locale,
          consultantUser.email,
          consultant.displayName,
          facts,
          previous,
          how.by,
          how.note,
          null,
        ),
        { key: `${key}:consultant`, manager },
      );
      if (!byVisitor) {
        await this.audit.record(
          {
            action: 'booking.rescheduled_by_team',
            target: { type: 'booking', id: row.id },
            before: { start: row.start, consultantId: row.consultant_id },
            after: { start: slot.start },
          },
          manager,
        );
      }
      await this.calendars.bookingChanged(manager, consultant.id, row.id);
      return { ...row, ...updated };
    });
    this.logger.log({ bookingId: result.id, by: how.by }, 'consultation rescheduled');
    return result;
  }

  /** The consultant of the booking or an admin cancels it, with an optional message. */
  async cancelByTeam(
    user: AuthenticatedUser,
    id: string,
    message: string | null,
  ): Promise<{ id: string }> {
    if (!isUuid(id)) throw new DomainError('BOOKING_NOT_FOUND');
    const allowed = await this.dataSource.transaction(async (manager) => {
      const row = await this.bookings.lockById(manager, id);
      return row !== undefined && (await this.mayManage(manager, user, row));
    });
    if (!allowed) throw new DomainError('BOOKING_NOT_FOUND');
    return this.cancelByAdmin(id, message || null);
  }

  /** Admins manage every booking; a consultant the bookings with them. */
  private async mayManage(
    manager: EntityManager,
    user: AuthenticatedUser,
    row: BookingRow,
  ): Promise<boolean> {
    if (user.role === 'ADMIN') return true;
    const consultant = await this.bookings.consultant(manager, row.consultant_id);
    return consultant.userId === user.id;
  }

  /** How the company is reached when a link can no longer change the booking. */
  private contact(): string {
    return `${this.config.contactInbox}, ${COMPANY.phone.display}`;
  }

  private visitorLinks(token: string, start: Date, cutoffHours: number): VisitorLinks {
    return {
      cancelUrl: mailLink(this.config.publicUrl, PATHS.bookingCancel, { query: { token } }),
      rescheduleUrl: mailLink(this.config.publicUrl, PATHS.bookingReschedule, {
        query: { token },
      }),
      deadline: changeDeadline(start, cutoffHours),
    };
  }

  /**
   * Where a slot's consultation happens: on site at the consultant's address, or online in the
   * consultant's fixed link or else a Jitsi room of its own (kept when an online booking moves).
   */
  private placeOf(
    consultant: Consultant,
    rules: Rules,
    start: Date,
    current: Pick<BookingRow, 'meeting_mode' | 'meeting_url'> | null,
  ): BookingPlace {
    const mode: MeetingMode = windowAt(rules.windows, start)?.mode ?? 'onsite';
    if (mode === 'onsite') {
      return { meetingMode: mode, location: consultant.location, meetingUrl: null };
    }
    const ownRoom =
      current?.meeting_mode === 'online' &&
      current.meeting_url?.startsWith(this.config.jitsiBaseUrl)
        ? current.meeting_url
        : `${this.config.jitsiBaseUrl}/Beratung-${randomBytes(16).toString('hex')}`;
    return { meetingMode: mode, location: null, meetingUrl: consultant.meetingUrl || ownRoom };
  }

  /**
   * An admin cancels a confirmed upcoming booking (no deadline: the team may always call one
   * off). The slot is free again at once; visitor and consultant are told, each with a
   * METHOD:CANCEL calendar file, through the outbox in the same transaction.
   */
  async cancelByAdmin(id: string, message: string | null = null): Promise<{ id: string }> {
    if (!isUuid(id)) throw new DomainError('BOOKING_NOT_FOUND');
    return this.dataSource.transaction(async (manager) => {
      const row = await this.bookings.cancelUpcoming(manager, id);
      if (!row) {
        const known = await this.bookings.statusOf(manager, id);
        throw new DomainError(known ? 'BOOKING_ALREADY_CANCELLED' : 'BOOKING_NOT_FOUND');
      }
      const consultant = await this.bookings.consultant(manager, row.consultant_id);
      const consultantUser = await this.users.factsOrFail(consultant.userId, manager);
      const facts = this.mailFacts(consultant, consultantUser.email, row);
      await this.outbox.enqueue(
        bookingMails.cancellation(row.locale, row.email, null, facts, 'team', message),
        { key: `booking-cancelled-by-admin:${row.id}:visitor`, manager },
      );
      await this.outbox.enqueue(
        bookingMails.cancellation(
          consultantUser.locale,
          consultantUser.email,
          consultant.displayName,
          facts,
          'team',
          message,
        ),
        { key: `booking-cancelled-by-admin:${row.id}:consultant`, manager },
      );
      await this.calendars.bookingChanged(manager, consultant.id, row.id);
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

  /** Inside a transaction pass its `tx`: it holds the pool's connection already. */
  private async rulesOf(consultant: Consultant, now: Date, tx?: EntityManager): Promise<Rules> {
    const [windows, daysOff] = tx
      ? [
          await this.bookings.windowsOf(consultant.id, tx),
          await this.bookings.daysOffOf(consultant.id, tx),
        ]
      : await Promise.all([
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
        const facts = this.mailFacts(consultant, user.email, row);
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
    consultant: Consultant,
    consultantEmail: string,
    booking: Pick<
      BookingRow,
      | 'id'
      | 'start'
      | 'end'
      | 'name'
      | 'email'
      | 'message'
      | 'phone'
      | 'meeting_mode'
      | 'location'
      | 'meeting_url'
      | 'sequence'
      | 'answers'
    >,
  ): BookingMailFacts {
    return {
      id: booking.id,
      start: booking.start,
      end: booking.end,
      consultantName: consultant.displayName,
      consultantEmail,
      visitorName: booking.name,
      visitorEmail: booking.email,
      message: booking.message,
      teamEmail: this.config.contactInbox,
      host: new URL(this.config.publicUrl).hostname,
      meetingMode: booking.meeting_mode,
      location: booking.location,
      meetingUrl: booking.meeting_url,
      phone: booking.phone,
      sequence: booking.sequence,
      answers: booking.answers,
      consultantPageUrl: mailLink(this.config.publicUrl, PATHS.myConsultations),
    };
  }
}

function consultantModel(c: Consultant): ConsultantModel {
  return {
    id: c.id,
    displayName: c.displayName,
    appointmentMinutes: c.appointmentMinutes,
    phoneField: c.phoneField,
    questions: c.bookingQuestions,
  };
}

/** The answers to the consultant's questions, checked (required, choice in options, length). */
function answersOf(consultant: Consultant, answers: Record<string, string>): BookingAnswer[] {
  const problems = bookingAnswerProblems(consultant.bookingQuestions, answers);
  const entries = Object.entries(problems);
  if (entries.length > 0) {
    const code = entries.some(([, p]) => p === 'REQUIRED')
      ? 'BOOKING_ANSWER_REQUIRED'
      : 'BOOKING_ANSWER_INVALID';
    throw new DomainError(code, {
      fields: Object.fromEntries(
        entries.map(([id, p]) => [
          `answers.${id}`,
          p === 'REQUIRED' ? 'BOOKING_ANSWER_REQUIRED' : 'BOOKING_ANSWER_INVALID',
        ]),
      ),
    });
  }
  return bookingAnswersOf(consultant.bookingQuestions, answers);
}

/** The phone number the form sent, checked against the consultant's setting. */
function phoneOf(value: string | undefined, consultant: Consultant): string | null {
  const phone = value?.trim() || null;
  if (consultant.phoneField === 'off') return null;
  if (!phone) {
    if (consultant.phoneField === 'required') {
      throw new DomainError('BOOKING_PHONE_REQUIRED', {
        fields: { phone: 'BOOKING_PHONE_REQUIRED' },
      });
    }
    return null;
  }
  if (!PHONE_RULES.pattern.test(phone)) {
    throw new DomainError('BOOKING_PHONE_INVALID', { fields: { phone: 'BOOKING_PHONE_INVALID' } });
  }
  return phone;
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

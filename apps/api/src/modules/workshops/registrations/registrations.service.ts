import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  isEmailAddress,
  isSingleLineText,
  isSlug,
  isUuid,
  memberPriceCents,
  normalizeEmail,
  REGISTRATION_LIMITS,
  registrationRefusal,
  type Registrant,
} from '@platform/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { requestContext } from '../../../core/context/request-context.js';
import { isUniqueViolation } from '../../../core/database/pg-errors.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { RateLimiter } from '../../../core/rate-limit/rate-limiter.js';
import { hashSecret, newSecret, UsersService } from '../../auth/index.js';
import { InvoicesService, MembershipService } from '../../billing/index.js';
import { HostRegistrationNotices } from '../hosting/host-registration-notices.js';
import { type CheckoutRequest, requirePaidCheckout } from '../../billing/index.js';
import {
  SessionSeatsService,
  type WorkshopSessionFacts,
} from '../sessions/session-seats.service.js';
import { bySessionStart } from '../sessions/session-order.js';
import type { RegistrationModel } from './models/registration.model.js';
import { RegistrationCancellations } from './registration-cancellations.service.js';
import { RegistrationMailQueue } from './registration-mail-queue.js';
import { type RegistrationRow, toRegistrationModel } from './registration-row.js';
import { cleanText } from './registration-text.js';
import { RegistrationBatches } from './registration-batches.js';
import { RegistrationsRepository } from './registrations.repository.js';
import type { SeatTaker } from './seat-taker.js';
import { invoiceSeat } from './seat-invoice.js';

const HOUR = 3_600_000;

export interface RegisterRequest {
  sessionId: string;
  notes?: string | null;
  /** When the session is full: true puts the caller on the waitlist, false refuses. */
  joinWaitlist?: boolean | null;
  /**
   * Runs inside the transaction that takes the seat, after the registration row is written
   * (e.g. the flagship page stores its sign-up row linked to the registration): all or nothing.
   */
  alsoInTransaction?: (manager: EntityManager, registration: RegistrationRow) => Promise<void>;
  /** A paid seat needs the acceptance of the terms and a billing address (§ 312j BGB). */
  checkout?: CheckoutRequest | null;
}

/** A registration and the session it is for. */
export interface Registered {
  registration: RegistrationModel;
  session: WorkshopSessionFacts;
}

/**
 * Taking a seat (members and guests) and a registrant's own reads and notes. Ending a
 * registration is `RegistrationCancellations`, a guest's link `GuestLinks`. A seat is taken by a conditional UPDATE of the session's counter inside the
 * same transaction as the INSERT (the CHECK on the counter is the backstop), so parallel
 * registrations can never overbook; the partial unique index refuses a second active
 * registration per e-mail and session.
 */
@Injectable()
export class RegistrationsService {
  private readonly sessionReads = new Map<string, Promise<WorkshopSessionFacts | null>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registrations: RegistrationsRepository,
    private readonly cancellations: RegistrationCancellations,
    private readonly limiter: RateLimiter,
    private readonly hostNotices: HostRegistrationNotices,
    private readonly invoices: InvoicesService,
    private readonly membership: MembershipService,
    private readonly mails: RegistrationMailQueue,
    private readonly sessions: SessionSeatsService,
    private readonly users: UsersService,
    private readonly batches: RegistrationBatches,
  ) {}

  async registerMember(
    user: AuthenticatedUser,
    request: RegisterRequest,
  ): Promise<RegistrationModel> {
    return (await this.registerMemberAt(user, request)).registration;
  }

  /** `registerMember`, answered with the session it registered for (as read before). */
  async registerMemberAt(user: AuthenticatedUser, request: RegisterRequest): Promise<Registered> {
    const notes = cleanText(request.notes, REGISTRATION_LIMITS.notes, 'notes');
    const account = await this.users.facts(user.id);
    if (!account) throw new DomainError('UNAUTHENTICATED');
    if (!account.emailVerifiedAt) throw new DomainError('EMAIL_NOT_VERIFIED');
    const session = await this.sessionFacts(request.sessionId);
    const { workshop } = session;
    // Approved, not their own workshop (a seat would only take one from someone else), open.
    refuseIfIneligible(session, { kind: 'member', userId: user.id });
    // The member price holds in the trial and while the paid membership runs; lapsed: base.
    const price = (await this.membership.hasBenefits(user.id))
      ? memberPriceCents(workshop.basePriceCents, workshop.memberDiscountPercent)
      : workshop.basePriceCents;
    const registration = await this.take(session, {
      userId: user.id,
      name: account.name,
      email: account.email,
      notes,
      price,
      joinWaitlist: Boolean(request.joinWaitlist),
      guest: false,
      alsoInTransaction: request.alsoInTransaction,
      purchase: price > 0 ? requirePaidCheckout(request.checkout) : null,
    });
    return { registration, session };
  }

  async registerGuest(
    name: string,
    email: string,
    request: RegisterRequest,
  ): Promise<RegistrationModel> {
    return (await this.registerGuestAt(name, email, request)).registration;
  }

  /** `registerGuest`, answered with the session it registered for (as read before). */
  async registerGuestAt(
    name: string,
    email: string,
    request: RegisterRequest,
  ): Promise<Registered> {
    const cleanName = name.trim();
    const cleanEmail = normalizeEmail(email);
    const fields: Record<string, string> = {};
    if (!cleanName || cleanName.length > REGISTRATION_LIMITS.name || !isSingleLineText(cleanName))
      fields.name = 'VALIDATION_FAILED';
    if (!isEmailAddress(cleanEmail)) fields.email = 'VALIDATION_FAILED';
    if (Object.keys(fields).length > 0) throw new DomainError('VALIDATION_FAILED', { fields });
    await this.limiter.hitIpAndAccount(
      'academy-guest',
      cleanEmail,
      { limit: 30, windowMs: HOUR },
      { limit: 5, windowMs: HOUR },
    );
    const session = await this.sessionFacts(request.sessionId);
    const { workshop } = session;
    // Approved, open to visitors with guests allowed, and open.
    refuseIfIneligible(session, { kind: 'guest' });
    const registration = await this.take(session, {
      userId: null,
      name: cleanName,
      email: cleanEmail,
      notes: null,
      price: workshop.basePriceCents,
      joinWaitlist: Boolean(request.joinWaitlist),
      guest: true,
      alsoInTransaction: request.alsoInTransaction,
      purchase: workshop.basePriceCents > 0 ? requirePaidCheckout(request.checkout) : null,
    });
    return { registration, session };
  }

  /** The next session ahead (for the REST paths that name a workshop, not a session). */
  async nextSessionOf(workshopKey: string): Promise<string> {
    const key = workshopKey.trim().toLowerCase();
    if (!isUuid(key) && !isSlug(key)) throw new DomainError('REGISTRATION_SESSION_NOT_FOUND');
    const sessionId = await this.sessions.nextSessionOf(key);
    if (!sessionId) throw new DomainError('REGISTRATION_SESSION_NOT_FOUND');
    return sessionId;
  }

  /** Latest session first; within one session, the newest registration first. */
  async myRegistrations(userId: string): Promise<RegistrationModel[]> {
    const rows = await this.registrations.ofUser(userId);
    const sessions = await this.sessions.factsByIds(rows.map((row) => row.session_id));
    return bySessionStart(rows, sessions, 'desc').map(({ row }) => toRegistrationModel(row));
  }

  /**
   * Every registration under the person's account or their verified e-mail address (their data
   * download). `email` is null while the account has not confirmed its address.
   */
  async registrationsOfPerson(userId: string, email: string | null): Promise<RegistrationModel[]> {
    return (await this.registrations.ofPerson(userId, email)).map(toRegistrationModel);
  }

  async updateNotes(
    id: string,
    user: AuthenticatedUser,
    notes: string | null,
  ): Promise<RegistrationModel> {
    const clean = cleanText(notes, REGISTRATION_LIMITS.notes, 'registrationNotes');
    const row = await this.registrations.byId(id);
    if (!row || (row.user_id !== user.id && user.role !== 'ADMIN'))
      throw new DomainError('REGISTRATION_NOT_FOUND');
    return toRegistrationModel(await this.registrations.setNotes(row.id, clean));
  }

  /**
   * A plain registration joins its session's next batch (`RegistrationBatches`: one
   * transaction for all that arrive together); one with work of its own in the transaction
   * (`alsoInTransaction`), and any the batch hands back, is taken alone.
   */
  private async take(session: WorkshopSessionFacts, who: SeatTaker): Promise<RegistrationModel> {
    if (!who.alsoInTransaction) {
      const outcome = await this.batches.take(session, who);
      if ('row' in outcome) return toRegistrationModel(outcome.row);
      if ('error' in outcome) throw outcome.error;
    }
    return this.takeAlone(session, who);
  }

  /**
   * One registration in its own transaction: the seat (a conditional UPDATE of the counter),
   * the row, its invoice, its mails and the caller's own work commit or roll back together.
   */
  private async takeAlone(
    session: WorkshopSessionFacts,
    who: SeatTaker,
  ): Promise<RegistrationModel> {
    // A friendly early answer; the unique index below is what really guarantees it. A guest
    // registration with a member's address does not count: the member takes it over below.
    if (await this.registrations.hasActive(session.id, who.email, who.userId !== null)) {
      // Only a signed-in member is the owner of the address they register with. Anyone else
      // hears, for a full date, the same answer as for an address nobody registered, so a
      // full session does not tell whether an address is registered for it.
      if (who.guest && !who.joinWaitlist && session.registeredCount >= session.capacity)
        throw new DomainError('REGISTRATION_FULL');
      throw new DomainError('REGISTRATION_DUPLICATE');
    }
    const secret = who.guest ? newSecret() : null;
    let row: RegistrationRow;
    try {
      row = await this.dataSource.transaction(async (manager) => {
        const inherited =
          who.userId !== null &&
          (await this.cancellations.takeOverGuestSeat(manager, session.id, who.email));
        const seat = inherited || (await this.sessions.take(session.id, manager));
        if (!seat && !who.joinWaitlist) throw new DomainError('REGISTRATION_FULL');
        const inserted = await this.registrations.insert(manager, {
          sessionId: session.id,
          workshopId: session.workshopId,
          userId: who.userId,
          name: who.name,
          email: who.email,
          status: seat ? 'confirmed' : 'waitlisted',
          notes: who.notes,
          priceCents: who.price,
          locale: requestContext.locale(),
          cancelTokenHash: secret ? hashSecret(secret) : null,
          billingAddress: who.purchase ? JSON.stringify(who.purchase.address) : null,
          termsAcceptedAt: who.purchase?.terms.acceptedAt ?? null,
          termsVersion: who.purchase?.terms.version ?? null,
        });
        // The session read before the transaction serves the invoice, the mail and the host
        // notice (the seat's counter, the only thing that changed, none of them shows).
        const invoice = await invoiceSeat(this.invoices, this.sessions, manager, inserted, session);
        await this.mails.queueRegistered(manager, inserted, secret, invoice);
        await this.hostNotices.registered(inserted, manager, session);
        await who.alsoInTransaction?.(manager, inserted);
        return inserted;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('REGISTRATION_DUPLICATE');
      throw error;
    }
    return toRegistrationModel(row);
  }

  /**
   * The session as a registration sees it. Registrations for one session that arrive while its
   * read is under way share that read (a rush for one date reads it a few times, not once per
   * registration); the seat itself is decided in the transaction, never from this read.
   */
  private async sessionFacts(sessionId: string): Promise<WorkshopSessionFacts> {
    let read = this.sessionReads.get(sessionId);
    if (!read) {
      read = this.sessions.facts(sessionId).finally(() => this.sessionReads.delete(sessionId));
      this.sessionReads.set(sessionId, read);
    }
    const session = await read;
    if (!session) throw new DomainError('REGISTRATION_SESSION_NOT_FOUND');
    return session;
  }
}

/** The shared eligibility rule (libs/domain, the workshop page runs it too). */
function refuseIfIneligible(session: WorkshopSessionFacts, registrant: Registrant): void {
  const refusal = registrationRefusal(session.workshop, session, registrant, new Date());
  if (refusal) throw new DomainError(refusal);
}

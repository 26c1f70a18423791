import { Inject, Injectable } from '@nestjs/common';
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
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { requestContext } from '../../../core/context/request-context.js';
import { queryReturning } from '../../../core/database/returning.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { RateLimiter } from '../../../core/rate-limit/rate-limiter.js';
import { hashSecret, newSecret, sameHash } from '../../auth/tokens/secret-token.js';
import { UsersService } from '../../auth/users.service.js';
import { InvoicesService } from '../../billing/invoices.service.js';
import { MembershipService } from '../../billing/membership.service.js';
import type { MailMessage } from '../../mail/mail-message.js';
import {
  SessionSeatsService,
  type WorkshopSessionFacts,
} from '../sessions/session-seats.service.js';
import { laterGuestToken } from './guest-link-token.js';
import { HostRegistrationNotices } from '../hosting/host-registration-notices.js';
import type { RegistrationModel } from './models/registration.model.js';
import { RegistrationMailQueue } from './registration-mail-queue.js';
import {
  cancellationMail,
  invoiceAfterConfirmationMail,
  registrationMail,
  type RegistrationMailFacts,
  reminderMail,
  workshopDeletedMail,
} from './registration-mails.js';
import { type RegistrationRow, toRegistrationModel } from './registration-row.js';
import { invoiceSeat } from './seat-invoice.js';
import { bySessionStart } from '../sessions/session-order.js';
import { WaitlistService } from './waitlist.service.js';
import { AuditLogService } from '../../audit/index.js';

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
}

/** Who asks to cancel: the registrant, an admin, or a guest holding the link's secret. */
export type CancelActor =
  | { user: AuthenticatedUser }
  | { token: string }
  /** The payment deadline passed (billing's scheduled work). */
  | { system: 'payment-overdue' };

/**
 * Registrations. A seat is taken by a conditional UPDATE of the session's counter inside the
 * same transaction as the INSERT (the CHECK on the counter is the backstop), so parallel
 * registrations can never overbook; the partial unique index refuses a second active
 * registration per e-mail and session.
 */
@Injectable()
export class RegistrationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
    private readonly hostNotices: HostRegistrationNotices,
    private readonly invoices: InvoicesService,
    private readonly membership: MembershipService,
    private readonly waitlist: WaitlistService,
    private readonly mails: RegistrationMailQueue,
    private readonly sessions: SessionSeatsService,
    private readonly users: UsersService,
    private readonly audit: AuditLogService,
  ) {}

  async registerMember(
    user: AuthenticatedUser,
    request: RegisterRequest,
  ): Promise<RegistrationModel> {
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
    return this.take(session, {
      userId: user.id,
      name: account.name,
      email: account.email,
      notes,
      price,
      joinWaitlist: Boolean(request.joinWaitlist),
      guest: false,
      alsoInTransaction: request.alsoInTransaction,
    });
  }

  async registerGuest(
    name: string,
    email: string,
    request: RegisterRequest,
  ): Promise<RegistrationModel> {
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
    return this.take(session, {
      userId: null,
      name: cleanName,
      email: cleanEmail,
      notes: null,
      price: workshop.basePriceCents,
      joinWaitlist: Boolean(request.joinWaitlist),
      guest: true,
      alsoInTransaction: request.alsoInTransaction,
    });
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
    const rows = await this.dataSource.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations WHERE user_id = $1 ORDER BY created_at DESC`,
      [userId],
    );
    const sessions = await this.sessions.factsByIds(rows.map((row) => row.session_id));
    return bySessionStart(rows, sessions, 'desc').map(({ row }) => toRegistrationModel(row));
  }

  /**
   * A guest's view through the link in their mails. Opening it is the guest's own click on a
   * link only the address's inbox received, so it confirms the address (once; opening it again
   * changes nothing): from then on host messages reach it, mails greet by name, and the
   * invoice of a paid seat, held back until now, is mailed.
   */
  async guestView(id: string, token: string): Promise<RegistrationModel> {
    const row = await this.byId(this.dataSource.manager, id, false);
    if (!row || !this.tokenMatches(row, token)) throw new DomainError('INVALID_LINK');
    if (row.email_confirmed_at !== null) return toRegistrationModel(row);
    return toRegistrationModel(await this.confirmGuestAddress(row));
  }

  private async confirmGuestAddress(row: RegistrationRow): Promise<RegistrationRow> {
    return this.dataSource.transaction(async (manager) => {
      const [confirmed] = await queryReturning<RegistrationRow>(
        manager,
        `UPDATE workshop_registrations SET email_confirmed_at = now(), updated_at = now()
          WHERE id = $1 AND email_confirmed_at IS NULL RETURNING *`,
        [row.id],
      );
      // Confirmed in a parallel request: that one sends the invoice.
      if (!confirmed) return (await this.byId(manager, row.id, false)) ?? row;
      if (confirmed.status === 'confirmed') {
        const held = (await this.invoices.ofRegistration(confirmed.id)).find(
          (invoice) => invoice.kind === 'invoice' && !invoice.cancelledById,
        );
        if (held)
          await this.mails.queue(
            manager,
            confirmed,
            `registration-invoice:${confirmed.id}:${held.id}`,
            invoiceAfterConfirmationMail,
            null,
            held,
          );
      }
      return confirmed;
    });
  }

  async cancel(
    id: string,
    actor: CancelActor,
    reason?: string | null,
    now: Date = new Date(),
  ): Promise<RegistrationModel> {
    const cleanReason = cleanText(reason, REGISTRATION_LIMITS.reason, 'cancellationReason');
    const { cancelled } = await this.dataSource.transaction(async (manager) => {
      const row = await this.byId(manager, id, true);
      if ('system' in actor) {
        if (!row) throw new DomainError('REGISTRATION_NOT_FOUND');
      } else if ('token' in actor) {
        if (!row || !this.tokenMatches(row, actor.token)) throw new DomainError('INVALID_LINK');
      } else if (!row || (row.user_id !== actor.user.id && actor.user.role !== 'ADMIN')) {
        throw new DomainError('REGISTRATION_NOT_FOUND');
      }
      if (row.status === 'cancelled') throw new DomainError('REGISTRATION_ALREADY_CANCELLED');
      const updated = await this.cancelRow(manager, row, {
        reason: cleanReason,
        overdue: 'system' in actor,
        passSeatOn: true,
        now,
      });
      if ('user' in actor && actor.user.role === 'ADMIN' && row.user_id !== actor.user.id)
        await this.audit.record(
          {
            action: 'registration.cancelled_by_admin',
            target: { type: 'registration', id: row.id },
            before: { status: row.status, sessionId: row.session_id },
            after: { status: updated.status, reason: cleanReason },
          },
          manager,
        );
      return { cancelled: updated };
    });
    return toRegistrationModel(cancelled);
  }

  /**
   * Cancels one active registration in `manager`'s transaction: the cancellation invoice for a
   * sold seat, the mail, and (with `passSeatOn`) the freed seat to the first on the waitlist.
   */
  private async cancelRow(
    manager: EntityManager,
    row: RegistrationRow,
    o: { reason: string | null; overdue: boolean; passSeatOn: boolean; now: Date },
  ): Promise<RegistrationRow> {
    const [updated] = await queryReturning<RegistrationRow>(
      manager,
      `UPDATE workshop_registrations
       SET status = 'cancelled', cancellation_reason = $2, updated_at = now()
       WHERE id = $1 RETURNING *`,
      [row.id, o.reason],
    );
    // A sold seat is reversed by a cancellation invoice, mailed with the cancellation.
    const storno = await this.invoices.cancelForRegistration(manager, row.id, o.now);
    const next =
      o.passSeatOn && row.status === 'confirmed'
        ? await this.waitlist.passSeatOn(manager, row.session_id)
        : undefined;
    await this.mails.queue(
      manager,
      updated,
      `registration-cancelled:${updated.id}`,
      (facts) => cancellationMail(facts, o.overdue),
      null,
      storno,
    );
    if (next) await this.waitlist.announceMovedUp(manager, next);
    return updated;
  }

  /**
   * A member's verified address beats a guest registration nobody confirmed: the guest one
   * is cancelled (and mailed) in the member's transaction, and a seat it held passes straight
   * to the member, not to the waitlist (see README). Answers whether a seat passed.
   */
  private async takeOverGuestSeat(
    manager: EntityManager,
    sessionId: string,
    email: string,
  ): Promise<boolean> {
    const guests = await manager.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations
       WHERE session_id = $1 AND email = $2 AND user_id IS NULL AND status <> 'cancelled'
       ORDER BY created_at FOR UPDATE`,
      [sessionId, email],
    );
    let seat = false;
    for (const guest of guests) {
      await this.cancelRow(manager, guest, {
        reason: null,
        overdue: false,
        passSeatOn: false,
        now: new Date(),
      });
      // One active registration per address and session (unique index): at most one seat.
      if (guest.status === 'confirmed') seat = true;
    }
    return seat;
  }

  /**
   * Every registration under the person's account or their verified e-mail address (their data
   * download). `email` is null while the account has not confirmed its address.
   */
  async registrationsOfPerson(userId: string, email: string | null): Promise<RegistrationModel[]> {
    const rows = await this.dataSource.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations
       WHERE user_id = $1 OR ($2::text IS NOT NULL AND email = lower($2::text))
       ORDER BY created_at`,
      [userId, email],
    );
    return rows.map(toRegistrationModel);
  }

  /**
   * Erasing an account: each active registration of the person (as member or guest) is
   * cancelled (the person is mailed, with the cancellation invoice of a sold seat), its seat
   * passed to the first waiting person (who is told), and then every row with their name and
   * address is deleted.
   */
  async eraseForPerson(userId: string, email: string | null): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const active = await manager.query<RegistrationRow[]>(
        `SELECT * FROM workshop_registrations
         WHERE (user_id = $1 OR ($2::text IS NOT NULL AND email = lower($2::text)))
           AND status <> 'cancelled'
         ORDER BY id FOR UPDATE`,
        [userId, email],
      );
      // Cancelled as any registration is: the invoice stays (statutory retention), the sale is
      // reversed by a cancellation invoice mailed with the cancellation, the seat passes on.
      for (const row of active)
        await this.cancelRow(manager, row, {
          reason: null,
          overdue: false,
          passSeatOn: true,
          now: new Date(),
        });
      await manager.query(
        `DELETE FROM workshop_registrations
          WHERE user_id = $1 OR ($2::text IS NOT NULL AND email = lower($2::text))`,
        [userId, email],
      );
    });
  }

  async updateNotes(
    id: string,
    user: AuthenticatedUser,
    notes: string | null,
  ): Promise<RegistrationModel> {
    const clean = cleanText(notes, REGISTRATION_LIMITS.notes, 'registrationNotes');
    const row = await this.byId(this.dataSource.manager, id, false);
    if (!row || (row.user_id !== user.id && user.role !== 'ADMIN'))
      throw new DomainError('REGISTRATION_NOT_FOUND');
    const [updated] = await queryReturning<RegistrationRow>(
      this.dataSource.manager,
      'UPDATE workshop_registrations SET notes = $2, updated_at = now() WHERE id = $1 RETURNING *',
      [row.id, clean],
    );
    return toRegistrationModel(updated);
  }

  /**
   * For the workshops module's delete (inside the deleting transaction, with its manager): each
   * active registrant's mail (with a cancelling calendar file) is enqueued through the outbox in
   * that transaction, so nobody is told about a deletion that was rolled back and a retry never
   * mails twice. The rows themselves go with the workshop (ON DELETE CASCADE). The returned
   * step (after the commit) has nothing left to do; it says how many were told.
   */
  async prepareWorkshopDeletedNotices(
    workshopId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<() => Promise<number>> {
    const rows = await manager.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations WHERE workshop_id = $1 AND status <> 'cancelled'`,
      [workshopId],
    );
    let told = 0;
    for (const row of rows)
      if (await this.enqueueEnded(manager, row, `workshop-deleted:${row.id}`, workshopDeletedMail))
        told += 1;
    return () => Promise.resolve(told);
  }

  /**
   * A registration ended by its host or an admin (a cancelled date, a deleted workshop), in
   * `manager`'s transaction: a sold seat is reversed by a cancellation invoice, and the mail
   * `build` makes carries it. The invoices stay when the registration rows go.
   */
  async enqueueEnded(
    manager: EntityManager,
    row: RegistrationRow,
    key: string,
    build: (facts: RegistrationMailFacts) => MailMessage,
  ): Promise<boolean> {
    const storno = await this.invoices.cancelForRegistration(manager, row.id);
    return this.mails.queue(manager, row, key, build, null, storno);
  }

  /** Both steps at once, for a caller that deletes right after (or has already committed). */
  async notifyWorkshopDeleted(workshopId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) =>
      (await this.prepareWorkshopDeletedNotices(workshopId, manager))(),
    );
  }

  /**
   * Queues the 24-hour reminders: every confirmed registration of an approved, scheduled
   * workshop whose session starts within `windowMs` after `now` (registrations made inside that
   * window just had their confirmation). Keyed per registration and start, so each reminder
   * goes out once however often this runs. Returns how many were newly considered.
   */
  async queueReminders(now: Date, windowMs: number): Promise<number> {
    const sessions = await this.sessions.scheduledStartingBetween(
      now,
      new Date(now.getTime() + windowMs),
    );
    if (sessions.length === 0) return 0;
    // The sessions (from the workshops module) come in as two parallel arrays.
    const rows = await this.dataSource.query<Array<RegistrationRow & { session_starts_at: Date }>>(
      `SELECT r.*, s.starts_at AS session_starts_at FROM workshop_registrations r
       JOIN unnest($1::uuid[], $2::timestamptz[]) AS s(id, starts_at) ON s.id = r.session_id
       WHERE r.status = 'confirmed' AND r.created_at < s.starts_at - make_interval(secs => $3)`,
      [sessions.map((s) => s.id), sessions.map((s) => s.startsAt), windowMs / 1000],
    );
    for (const row of rows) {
      await this.dataSource.transaction((manager) =>
        this.mails.queue(
          manager,
          row,
          `workshop-reminder:${row.session_starts_at.toISOString()}:${row.id}`,
          reminderMail,
          row.user_id === null ? this.laterGuestToken(row.id) : null,
        ),
      );
    }
    return rows.length;
  }

  /**
   * A guest's cancel link for later mails (reminder, change notices). Only the hash of the
   * confirmation mail's link is stored, so later mails carry a second one, derived from the
   * server secret and the registration (issued again any time without being stored); both
   * cancel, and the first keeps working.
   */
  laterGuestToken(registrationId: string): string {
    return laterGuestToken(this.config.jwtSecret, registrationId);
  }

  private tokenMatches(row: RegistrationRow, token: string): boolean {
    if (row.user_id !== null || !token) return false;
    const given = hashSecret(token);
    const stored = row.cancel_token_hash && sameHash(given, row.cancel_token_hash);
    const derived = sameHash(given, hashSecret(this.laterGuestToken(row.id)));
    return Boolean(stored || derived);
  }

  private async take(
    session: WorkshopSessionFacts,
    who: {
      userId: string | null;
      name: string;
      email: string;
      notes: string | null;
      price: number;
      joinWaitlist: boolean;
      guest: boolean;
      alsoInTransaction?: RegisterRequest['alsoInTransaction'];
    },
  ): Promise<RegistrationModel> {
    // A friendly early answer; the unique index below is what really guarantees it. A guest
    // registration with a member's address does not count: the member takes it over below.
    const dup = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM workshop_registrations
       WHERE session_id = $1 AND email = $2 AND status <> 'cancelled'
         AND NOT ($3::boolean AND user_id IS NULL)`,
      [session.id, who.email, who.userId !== null],
    );
    if (dup.length > 0) {
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
          who.userId !== null && (await this.takeOverGuestSeat(manager, session.id, who.email));
        const seat = inherited || (await this.sessions.take(session.id, manager));
        if (!seat && !who.joinWaitlist) throw new DomainError('REGISTRATION_FULL');
        const [inserted] = await manager.query<RegistrationRow[]>(
          `INSERT INTO workshop_registrations
             (session_id, workshop_id, user_id, name, email, status, notes, price_cents, locale,
              cancel_token_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
          [
            session.id,
            session.workshopId,
            who.userId,
            who.name,
            who.email,
            seat ? 'confirmed' : 'waitlisted',
            who.notes,
            who.price,
            requestContext.locale(),
            secret ? hashSecret(secret) : null,
          ],
        );
        const invoice = await invoiceSeat(this.invoices, this.sessions, manager, inserted);
        await this.mails.queue(
          manager,
          inserted,
          `registration:${inserted.id}`,
          registrationMail,
          secret,
          invoice,
        );
        await this.hostNotices.registered(inserted, manager);
        await who.alsoInTransaction?.(manager, inserted);
        return inserted;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('REGISTRATION_DUPLICATE');
      throw error;
    }
    return toRegistrationModel(row);
  }

  private async sessionFacts(sessionId: string): Promise<WorkshopSessionFacts> {
    const session = await this.sessions.facts(sessionId);
    if (!session) throw new DomainError('REGISTRATION_SESSION_NOT_FOUND');
    return session;
  }

  private async byId(
    manager: EntityManager,
    id: string,
    lock: boolean,
  ): Promise<RegistrationRow | undefined> {
    if (!isUuid(id)) return undefined;
    const rows = await manager.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0];
  }
}

function cleanText(value: string | null | undefined, max: number, field: string): string | null {
  const clean = value?.trim() ?? '';
  if (clean.length > max)
    throw new DomainError('VALIDATION_FAILED', { fields: { [field]: 'VALIDATION_FAILED' } });
  return clean || null;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  return e?.code === '23505' || e?.driverError?.code === '23505';
}

/** The shared eligibility rule (libs/domain, the workshop page runs it too). */
function refuseIfIneligible(session: WorkshopSessionFacts, registrant: Registrant): void {
  const refusal = registrationRefusal(session.workshop, session, registrant, new Date());
  if (refusal) throw new DomainError(refusal);
}

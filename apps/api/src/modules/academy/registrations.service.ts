import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { memberPriceCents } from '@platform/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { requestContext } from '../../core/context/request-context.js';
import { queryReturning } from '../../core/database/returning.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { hashSecret, newSecret, sameHash } from '../auth/tokens/secret-token.js';
import { MailService } from '../mail/mail.service.js';
import type { MailMessage } from '../mail/mail-message.js';
import type { RegistrationModel } from './models/registration.model.js';
import {
  cancellationMail,
  registrationMail,
  type RegistrationMailFacts,
  workshopDeletedMail,
} from './registration-mails.js';
import { type RegistrationRow, toRegistrationModel } from './registration-row.js';

const HOUR = 3_600_000;
const EMAIL = /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const REGISTRATION_LIMITS = { name: 200, email: 254, notes: 2000, reason: 1000 } as const;

interface SessionFacts {
  session_id: string;
  starts_at: Date;
  workshop_id: string;
  is_approved: boolean;
  status: string;
  is_public: boolean;
  visibility: string;
  guest_registration_enabled: boolean;
  base_price_cents: number;
  member_discount_percent: string;
}

export interface RegisterRequest {
  sessionId: string;
  notes?: string | null;
  /** When the session is full: true puts the caller on the waitlist, false refuses. */
  joinWaitlist?: boolean | null;
}

/** Who asks to cancel: the registrant, an admin, or a guest holding the link's secret. */
export type CancelActor = { user: AuthenticatedUser } | { token: string };

/**
 * Registrations. A seat is taken by a conditional UPDATE of the session's counter inside the
 * same transaction as the INSERT (the CHECK on the counter is the backstop), so parallel
 * registrations can never overbook; the partial unique index refuses a second active
 * registration per e-mail and session.
 */
@Injectable()
export class RegistrationsService {
  private readonly logger = new Logger('Academy');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
  ) {}

  async registerMember(
    user: AuthenticatedUser,
    request: RegisterRequest,
  ): Promise<RegistrationModel> {
    const notes = cleanText(request.notes, REGISTRATION_LIMITS.notes, 'notes');
    const [account] = await this.dataSource.query<
      Array<{ email: string; name: string; email_verified_at: Date | null }>
    >('SELECT email, name, email_verified_at FROM users WHERE id = $1', [user.id]);
    if (!account) throw new DomainError('UNAUTHENTICATED');
    if (!account.email_verified_at) throw new DomainError('EMAIL_NOT_VERIFIED');
    const session = await this.sessionFacts(request.sessionId);
    if (!session.is_approved) throw new DomainError('REGISTRATION_SESSION_NOT_FOUND');
    const price = memberPriceCents(
      session.base_price_cents,
      Number(session.member_discount_percent),
    );
    return this.take(session, {
      userId: user.id,
      name: account.name,
      email: account.email,
      notes,
      price,
      joinWaitlist: Boolean(request.joinWaitlist),
      guest: false,
    });
  }

  async registerGuest(
    name: string,
    email: string,
    request: RegisterRequest,
  ): Promise<RegistrationModel> {
    const cleanName = name.trim();
    const cleanEmail = email.trim().toLowerCase();
    const fields: Record<string, string> = {};
    if (!cleanName || cleanName.length > REGISTRATION_LIMITS.name)
      fields.name = 'VALIDATION_FAILED';
    if (cleanEmail.length > REGISTRATION_LIMITS.email || !EMAIL.test(cleanEmail))
      fields.email = 'VALIDATION_FAILED';
    if (Object.keys(fields).length > 0) throw new DomainError('VALIDATION_FAILED', { fields });
    await this.limiter.hitIpAndAccount(
      'academy-guest',
      cleanEmail,
      { limit: 30, windowMs: HOUR },
      { limit: 5, windowMs: HOUR },
    );
    const session = await this.sessionFacts(request.sessionId);
    if (!session.is_approved) throw new DomainError('REGISTRATION_SESSION_NOT_FOUND');
    if (
      !session.is_public ||
      session.visibility !== 'public' ||
      !session.guest_registration_enabled
    )
      throw new DomainError('REGISTRATION_MEMBERS_ONLY');
    return this.take(session, {
      userId: null,
      name: cleanName,
      email: cleanEmail,
      notes: null,
      price: session.base_price_cents,
      joinWaitlist: Boolean(request.joinWaitlist),
      guest: true,
    });
  }

  /** The next session ahead (for the REST paths that name a workshop, not a session). */
  async nextSessionOf(workshopKey: string): Promise<string> {
    const key = workshopKey.trim();
    const rows = await this.dataSource.query<Array<{ id: string }>>(
      `SELECT s.id FROM workshops w JOIN workshop_sessions s ON s.workshop_id = w.id
       WHERE (w.id::text = $1 OR w.slug = $2) AND w.is_approved AND s.starts_at > now()
       ORDER BY s.starts_at LIMIT 1`,
      [UUID.test(key) ? key.toLowerCase() : '', key.toLowerCase()],
    );
    if (!rows[0]) throw new DomainError('REGISTRATION_SESSION_NOT_FOUND');
    return rows[0].id;
  }

  async myRegistrations(userId: string): Promise<RegistrationModel[]> {
    const rows = await this.dataSource.query<RegistrationRow[]>(
      `SELECT r.* FROM workshop_registrations r
       JOIN workshop_sessions s ON s.id = r.session_id
       WHERE r.user_id = $1 ORDER BY s.starts_at DESC, r.created_at DESC`,
      [userId],
    );
    return rows.map(toRegistrationModel);
  }

  /** A guest's view through the cancel link (safe to open: it changes nothing). */
  async guestView(id: string, token: string): Promise<RegistrationModel> {
    const row = await this.byId(this.dataSource.manager, id, false);
    if (!row || !tokenMatches(row, token)) throw new DomainError('INVALID_LINK');
    return toRegistrationModel(row);
  }

  async cancel(id: string, actor: CancelActor, reason?: string | null): Promise<RegistrationModel> {
    const cleanReason = cleanText(reason, REGISTRATION_LIMITS.reason, 'cancellationReason');
    const { cancelled, promoted } = await this.dataSource.transaction(async (manager) => {
      const row = await this.byId(manager, id, true);
      if ('token' in actor) {
        if (!row || !tokenMatches(row, actor.token)) throw new DomainError('INVALID_LINK');
      } else if (!row || (row.user_id !== actor.user.id && actor.user.role !== 'ADMIN')) {
        throw new DomainError('REGISTRATION_NOT_FOUND');
      }
      if (row.status === 'cancelled') throw new DomainError('REGISTRATION_ALREADY_CANCELLED');
      const [updated] = await queryReturning<RegistrationRow>(
        manager,
        `UPDATE workshop_registrations
         SET status = 'cancelled', cancellation_reason = $2, updated_at = now()
         WHERE id = $1 RETURNING *`,
        [row.id, cleanReason],
      );
      let next: RegistrationRow | undefined;
      if (row.status === 'confirmed') next = await this.passSeatOn(manager, row.session_id);
      return { cancelled: updated, promoted: next };
    });
    await this.sendFor(cancelled, cancellationMail);
    if (promoted) await this.sendFor(promoted, (facts) => registrationMail(facts, true));
    return toRegistrationModel(cancelled);
  }

  /** Every registration under the person's account or e-mail address (their data download). */
  async registrationsOfPerson(userId: string, email: string): Promise<RegistrationModel[]> {
    const rows = await this.dataSource.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations WHERE user_id = $1 OR email = lower($2)
       ORDER BY created_at`,
      [userId, email],
    );
    return rows.map(toRegistrationModel);
  }

  /**
   * Erasing an account: each active registration of the person (as member or guest) is
   * cancelled, its seat passed to the first waiting person (who is told), and then every row
   * with their name and address is deleted.
   */
  async eraseForPerson(userId: string, email: string): Promise<void> {
    const promoted = await this.dataSource.transaction(async (manager) => {
      const active = await manager.query<RegistrationRow[]>(
        `SELECT * FROM workshop_registrations
         WHERE (user_id = $1 OR email = lower($2)) AND status <> 'cancelled'
         ORDER BY id FOR UPDATE`,
        [userId, email],
      );
      const next: RegistrationRow[] = [];
      for (const row of active) {
        if (row.status !== 'confirmed') continue;
        const taken = await this.passSeatOn(manager, row.session_id);
        if (taken) next.push(taken);
      }
      await manager.query(
        'DELETE FROM workshop_registrations WHERE user_id = $1 OR email = lower($2)',
        [userId, email],
      );
      return next;
    });
    for (const row of promoted) await this.sendFor(row, (facts) => registrationMail(facts, true));
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
   * For the workshops module's delete (its `beforeDelete` hook, inside the deleting transaction
   * with its manager): reads the active registrants and their mail facts while the rows still
   * exist, and returns the sending step, to run after the commit so that nobody is told about a
   * deletion that was rolled back. The rows themselves go with the workshop (ON DELETE CASCADE).
   */
  async prepareWorkshopDeletedNotices(
    workshopId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<() => Promise<number>> {
    const rows = await manager.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations WHERE workshop_id = $1 AND status <> 'cancelled'`,
      [workshopId],
    );
    const facts = await Promise.all(rows.map((row) => this.mailFacts(row, null, manager)));
    return async () => {
      let sent = 0;
      for (const fact of facts) {
        if (!fact) continue;
        try {
          await this.mail.send(workshopDeletedMail(fact));
          sent += 1;
        } catch (error) {
          this.logger.error({
            msg: 'deletion mail failed',
            registration: fact.registrationId,
            error,
          });
        }
      }
      return sent;
    };
  }

  /** Both steps at once, for a caller that deletes right after (or has already committed). */
  async notifyWorkshopDeleted(workshopId: string): Promise<number> {
    return (await this.prepareWorkshopDeletedNotices(workshopId))();
  }

  private async take(
    session: SessionFacts,
    who: {
      userId: string | null;
      name: string;
      email: string;
      notes: string | null;
      price: number;
      joinWaitlist: boolean;
      guest: boolean;
    },
  ): Promise<RegistrationModel> {
    if (session.status !== 'scheduled' || session.starts_at.getTime() <= Date.now())
      throw new DomainError('REGISTRATION_CLOSED');
    // A friendly early answer; the unique index below is what really guarantees it.
    const dup = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM workshop_registrations
       WHERE session_id = $1 AND email = $2 AND status <> 'cancelled'`,
      [session.session_id, who.email],
    );
    if (dup.length > 0) throw new DomainError('REGISTRATION_DUPLICATE');
    const secret = who.guest ? newSecret() : null;
    let row: RegistrationRow;
    try {
      row = await this.dataSource.transaction(async (manager) => {
        const seat = await queryReturning<{ id: string }>(
          manager,
          `UPDATE workshop_sessions SET registered_count = registered_count + 1
           WHERE id = $1 AND registered_count < capacity RETURNING id`,
          [session.session_id],
        );
        if (seat.length === 0 && !who.joinWaitlist) throw new DomainError('REGISTRATION_FULL');
        const [inserted] = await manager.query<RegistrationRow[]>(
          `INSERT INTO workshop_registrations
             (session_id, workshop_id, user_id, name, email, status, notes, price_cents, locale,
              cancel_token_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
          [
            session.session_id,
            session.workshop_id,
            who.userId,
            who.name,
            who.email,
            seat.length > 0 ? 'confirmed' : 'waitlisted',
            who.notes,
            who.price,
            requestContext.locale(),
            secret ? hashSecret(secret) : null,
          ],
        );
        return inserted;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('REGISTRATION_DUPLICATE');
      throw error;
    }
    await this.sendFor(row, registrationMail, secret);
    return toRegistrationModel(row);
  }

  /**
   * Seats that became free without a cancellation (a workshop's capacity was raised) go to the
   * waitlist in the usual order, each with its mail. Each seat is taken with the same
   * conditional UPDATE as a registration, so this may run beside registrations and on several
   * instances at once. Returns how many people moved up.
   */
  async fillFreeSeats(): Promise<number> {
    const sessions = await this.dataSource.query<Array<{ id: string }>>(
      `SELECT s.id FROM workshop_sessions s
       WHERE s.starts_at > now() AND s.registered_count < s.capacity
         AND EXISTS (SELECT 1 FROM workshop_registrations r
                     WHERE r.session_id = s.id AND r.status = 'waitlisted')`,
    );
    let moved = 0;
    for (const session of sessions) {
      for (;;) {
        const promoted = await this.dataSource
          .transaction(async (manager) => {
            const seat = await queryReturning<{ id: string }>(
              manager,
              `UPDATE workshop_sessions SET registered_count = registered_count + 1
             WHERE id = $1 AND registered_count < capacity RETURNING id`,
              [session.id],
            );
            if (seat.length === 0) return undefined;
            const [next] = await queryReturning<RegistrationRow>(
              manager,
              `UPDATE workshop_registrations SET status = 'confirmed', updated_at = now()
             WHERE id = (
               SELECT id FROM workshop_registrations
               WHERE session_id = $1 AND status = 'waitlisted'
               ORDER BY (user_id IS NULL), created_at, id
               LIMIT 1 FOR UPDATE SKIP LOCKED
             ) RETURNING *`,
              [session.id],
            );
            // Nobody left waiting: give the seat back by rolling the transaction back.
            if (!next) throw new NobodyWaiting();
            return next;
          })
          .catch((error: unknown) => {
            if (error instanceof NobodyWaiting) return undefined;
            throw error;
          });
        if (!promoted) break;
        moved += 1;
        await this.sendFor(promoted, (facts) => registrationMail(facts, true));
      }
    }
    return moved;
  }

  /** The first on the waitlist (members before guests) gets the freed seat; else it is free. */
  private async passSeatOn(
    manager: EntityManager,
    sessionId: string,
  ): Promise<RegistrationRow | undefined> {
    const [next] = await queryReturning<RegistrationRow>(
      manager,
      `UPDATE workshop_registrations SET status = 'confirmed', updated_at = now()
       WHERE id = (
         SELECT id FROM workshop_registrations
         WHERE session_id = $1 AND status = 'waitlisted'
         ORDER BY (user_id IS NULL), created_at, id
         LIMIT 1 FOR UPDATE SKIP LOCKED
       ) RETURNING *`,
      [sessionId],
    );
    if (!next)
      await manager.query(
        `UPDATE workshop_sessions SET registered_count = registered_count - 1
         WHERE id = $1 AND registered_count > 0`,
        [sessionId],
      );
    return next;
  }

  private async sessionFacts(sessionId: string): Promise<SessionFacts> {
    const rows = UUID.test(sessionId)
      ? await this.dataSource.query<SessionFacts[]>(
          `SELECT s.id AS session_id, s.starts_at, w.id AS workshop_id, w.is_approved, w.status,
                  w.is_public, w.visibility, w.guest_registration_enabled, w.base_price_cents,
                  w.member_discount_percent
           FROM workshop_sessions s JOIN workshops w ON w.id = s.workshop_id WHERE s.id = $1`,
          [sessionId],
        )
      : [];
    if (!rows[0]) throw new DomainError('REGISTRATION_SESSION_NOT_FOUND');
    return rows[0];
  }

  private async byId(
    manager: EntityManager,
    id: string,
    lock: boolean,
  ): Promise<RegistrationRow | undefined> {
    if (!UUID.test(id)) return undefined;
    const rows = await manager.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0];
  }

  /** Mails go out after the commit; a failed mail is logged and never undoes a registration. */
  private async sendFor(
    row: RegistrationRow,
    build: (facts: RegistrationMailFacts) => MailMessage,
    secret: string | null = null,
  ): Promise<void> {
    try {
      const facts = await this.mailFacts(row, secret);
      if (facts) await this.mail.send(build(facts));
    } catch (error) {
      this.logger.error({ msg: 'registration mail failed', registration: row.id, error });
    }
  }

  private async mailFacts(
    row: RegistrationRow,
    secret: string | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<RegistrationMailFacts | null> {
    const [w] = await manager.query<
      Array<{
        title: string;
        slug: string;
        format: string;
        location: string | null;
        video_call_link: string | null;
        starts_at: Date;
        ends_at: Date;
      }>
    >(
      `SELECT w.title, w.slug, w.format, w.location, w.video_call_link, s.starts_at, s.ends_at
       FROM workshop_sessions s JOIN workshops w ON w.id = s.workshop_id WHERE s.id = $1`,
      [row.session_id],
    );
    if (!w) return null;
    const base = this.config.publicUrl.replace(/\/$/, '');
    const lang = row.locale === 'en' ? '?lang=en' : '';
    return {
      registrationId: row.id,
      locale: row.locale,
      name: row.name,
      email: row.email,
      status: row.status,
      title: w.title,
      slug: w.slug,
      format: w.format,
      location: w.location,
      videoCallLink: w.video_call_link,
      startsAt: w.starts_at,
      endsAt: w.ends_at,
      priceCents: row.price_cents,
      cancelUrl: secret
        ? `${base}/academy/cancel?registration=${row.id}&token=${secret}${row.locale === 'en' ? '&lang=en' : ''}`
        : null,
      workshopUrl: `${base}/academy/${w.slug}${lang}`,
      host: new URL(base).host,
    };
  }
}

class NobodyWaiting extends Error {}

function tokenMatches(row: RegistrationRow, token: string): boolean {
  return Boolean(
    row.user_id === null &&
    row.cancel_token_hash &&
    sameHash(hashSecret(token), row.cancel_token_hash),
  );
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

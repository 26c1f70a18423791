import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid } from '@platform/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { queryReturning } from '../../../core/database/returning.js';
import { newCheckInCode } from './check-in-code.js';
import type { RegistrationRow } from './registration-row.js';

/** A new registration's columns. */
export interface NewRegistration {
  sessionId: string;
  workshopId: string;
  userId: string | null;
  name: string;
  email: string;
  status: 'confirmed' | 'waitlisted';
  notes: string | null;
  priceCents: number;
  locale: 'de' | 'en';
  cancelTokenHash: string | null;
  /** A paid seat's billing address and accepted terms (§ 312j BGB); null for a free one. */
  billingAddress: string | null;
  termsAcceptedAt: Date | null;
  termsVersion: string | null;
}

/**
 * The SQL of `workshop_registrations`: plain rows in, plain rows out. Rules (who may, when, what
 * follows) are the services'. `manager` runs a statement inside the caller's transaction.
 */
@Injectable()
export class RegistrationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async byId(
    id: string,
    options: { lock?: boolean; manager?: EntityManager } = {},
  ): Promise<RegistrationRow | undefined> {
    if (!isUuid(id)) return undefined;
    const rows = await (options.manager ?? this.dataSource.manager).query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0];
  }

  /**
   * Whether the address holds an active registration for the session. For a member, a guest
   * registration with the same address does not count (the member takes it over).
   */
  async hasActive(sessionId: string, email: string, forMember: boolean): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM workshop_registrations
       WHERE session_id = $1 AND email = $2 AND status <> 'cancelled'
         AND NOT ($3::boolean AND user_id IS NULL)`,
      [sessionId, email, forMember],
    );
    return rows.length > 0;
  }

  async insert(manager: EntityManager, r: NewRegistration): Promise<RegistrationRow> {
    const [inserted] = await manager.query<RegistrationRow[]>(
      `INSERT INTO workshop_registrations
         (session_id, workshop_id, user_id, name, email, status, notes, price_cents, locale,
          cancel_token_hash, billing_address, terms_accepted_at, terms_version, check_in_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING *`,
      [
        r.sessionId,
        r.workshopId,
        r.userId,
        r.name,
        r.email,
        r.status,
        r.notes,
        r.priceCents,
        r.locale,
        r.cancelTokenHash,
        r.billingAddress,
        r.termsAcceptedAt,
        r.termsVersion,
        newCheckInCode(),
      ],
    );
    return inserted;
  }

  /** The account's registrations, newest first. */
  ofUser(userId: string): Promise<RegistrationRow[]> {
    return this.dataSource.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations WHERE user_id = $1 ORDER BY created_at DESC`,
      [userId],
    );
  }

  /** Under the account or its verified address (`email` null: not verified), oldest first. */
  ofPerson(userId: string, email: string | null): Promise<RegistrationRow[]> {
    return this.dataSource.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations
       WHERE user_id = $1 OR ($2::text IS NOT NULL AND email = lower($2::text))
       ORDER BY created_at`,
      [userId, email],
    );
  }

  activeOfPersonForUpdate(
    manager: EntityManager,
    userId: string,
    email: string | null,
  ): Promise<RegistrationRow[]> {
    return manager.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations
       WHERE (user_id = $1 OR ($2::text IS NOT NULL AND email = lower($2::text)))
         AND status <> 'cancelled'
       ORDER BY id FOR UPDATE`,
      [userId, email],
    );
  }

  async deleteOfPerson(manager: EntityManager, userId: string, email: string | null) {
    await manager.query(
      `DELETE FROM workshop_registrations
        WHERE user_id = $1 OR ($2::text IS NOT NULL AND email = lower($2::text))`,
      [userId, email],
    );
  }

  /** A session's active guest registrations with this address, locked, oldest first. */
  activeGuestsForUpdate(
    manager: EntityManager,
    sessionId: string,
    email: string,
  ): Promise<RegistrationRow[]> {
    return manager.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations
       WHERE session_id = $1 AND email = $2 AND user_id IS NULL AND status <> 'cancelled'
       ORDER BY created_at FOR UPDATE`,
      [sessionId, email],
    );
  }

  activeOfWorkshop(manager: EntityManager, workshopId: string): Promise<RegistrationRow[]> {
    return manager.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations WHERE workshop_id = $1 AND status <> 'cancelled'`,
      [workshopId],
    );
  }

  /**
   * Confirmed registrations of these sessions (parallel arrays of ids and starts) made more than
   * `windowMs` before their session starts, with that start.
   */
  confirmedBefore(
    sessions: ReadonlyArray<{ id: string; startsAt: Date }>,
    windowMs: number,
  ): Promise<Array<RegistrationRow & { session_starts_at: Date }>> {
    return this.dataSource.query<Array<RegistrationRow & { session_starts_at: Date }>>(
      `SELECT r.*, s.starts_at AS session_starts_at FROM workshop_registrations r
       JOIN unnest($1::uuid[], $2::timestamptz[]) AS s(id, starts_at) ON s.id = r.session_id
       WHERE r.status = 'confirmed' AND r.created_at < s.starts_at - make_interval(secs => $3)`,
      [sessions.map((s) => s.id), sessions.map((s) => s.startsAt), windowMs / 1000],
    );
  }

  async setNotes(id: string, notes: string | null): Promise<RegistrationRow> {
    const [updated] = await queryReturning<RegistrationRow>(
      this.dataSource.manager,
      'UPDATE workshop_registrations SET notes = $2, updated_at = now() WHERE id = $1 RETURNING *',
      [id, notes],
    );
    return updated;
  }

  async markCancelled(
    manager: EntityManager,
    id: string,
    reason: string | null,
  ): Promise<RegistrationRow> {
    const [updated] = await queryReturning<RegistrationRow>(
      manager,
      `UPDATE workshop_registrations
       SET status = 'cancelled', cancellation_reason = $2, updated_at = now()
       WHERE id = $1 RETURNING *`,
      [id, reason],
    );
    return updated;
  }

  /** A session's confirmed registrations in the order they were made. */
  confirmedOfSession(manager: EntityManager, sessionId: string): Promise<RegistrationRow[]> {
    return manager.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations
        WHERE session_id = $1 AND status = 'confirmed' ORDER BY created_at, id`,
      [sessionId],
    );
  }

  /** A session's active registrations in the order they were made, locked. */
  activeOfSessionForUpdate(manager: EntityManager, sessionId: string): Promise<RegistrationRow[]> {
    return manager.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations
        WHERE session_id = $1 AND status <> 'cancelled' ORDER BY created_at, id FOR UPDATE`,
      [sessionId],
    );
  }

  /** Ended by its host or an admin: cancelled, without a reason of the registrant's. */
  async markEnded(manager: EntityManager, id: string): Promise<void> {
    await queryReturning(
      manager,
      `UPDATE workshop_registrations SET status = 'cancelled', updated_at = now()
        WHERE id = $1 RETURNING id`,
      [id],
    );
  }

  /** The sessions someone waits for. */
  async sessionsWithWaitlist(): Promise<string[]> {
    const rows = await this.dataSource.query<Array<{ session_id: string }>>(
      `SELECT DISTINCT session_id FROM workshop_registrations WHERE status = 'waitlisted'`,
    );
    return rows.map((row) => row.session_id);
  }

  /** A session's waitlist in the order people joined; rows another transaction holds are skipped. */
  waitingForUpdate(
    manager: EntityManager,
    sessionId: string,
  ): Promise<Array<{ id: string; user_id: string | null }>> {
    return manager.query<Array<{ id: string; user_id: string | null }>>(
      `SELECT id, user_id FROM workshop_registrations
       WHERE session_id = $1 AND status = 'waitlisted'
       ORDER BY created_at, id FOR UPDATE SKIP LOCKED`,
      [sessionId],
    );
  }

  async markConfirmed(manager: EntityManager, id: string): Promise<RegistrationRow> {
    const [confirmed] = await queryReturning<RegistrationRow>(
      manager,
      `UPDATE workshop_registrations SET status = 'confirmed', updated_at = now()
       WHERE id = $1 RETURNING *`,
      [id],
    );
    return confirmed;
  }

  /** Undefined when the address was confirmed already (in a parallel request). */
  async confirmEmail(manager: EntityManager, id: string): Promise<RegistrationRow | undefined> {
    const [confirmed] = await queryReturning<RegistrationRow>(
      manager,
      `UPDATE workshop_registrations SET email_confirmed_at = now(), updated_at = now()
        WHERE id = $1 AND email_confirmed_at IS NULL RETURNING *`,
      [id],
    );
    return confirmed;
  }
}

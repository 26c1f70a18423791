import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid } from '@platform/domain';
import { DataSource } from 'typeorm';
import { queryReturning } from '../../../core/database/returning.js';
import { SqlRepository, type Tx } from '../../../core/database/sql-repository.js';
import { newCheckInCode } from './check-in-code.js';
import type { RegistrationRow } from './registration-row.js';

/** A registrant as the host's list shows them. */
export interface RegistrantRow {
  id: string;
  session_id: string;
  name: string;
  email: string;
  status: string;
  user_id: string | null;
  notes: string | null;
  created_at: Date;
}

/** A confirmed registrant of a session and whether their address is proven. */
export interface ConfirmedRecipientRow {
  id: string;
  email: string;
  locale: 'de' | 'en';
  proven: boolean;
}

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
export class RegistrationsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async byId(
    id: string,
    options: { lock?: boolean; manager?: Tx } = {},
  ): Promise<RegistrationRow | undefined> {
    if (!isUuid(id)) return undefined;
    const rows = await this.db(options.manager).query<RegistrationRow[]>(
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
    const rows = await this.db().query<unknown[]>(
      `SELECT 1 FROM workshop_registrations
       WHERE session_id = $1 AND email = $2 AND status <> 'cancelled'
         AND NOT ($3::boolean AND user_id IS NULL)`,
      [sessionId, email, forMember],
    );
    return rows.length > 0;
  }

  /** The session's active registrations under any of these addresses: address and account. */
  activeOfEmails(
    manager: Tx,
    sessionId: string,
    emails: readonly string[],
  ): Promise<Array<{ email: string; user_id: string | null }>> {
    return manager.query<Array<{ email: string; user_id: string | null }>>(
      `SELECT email, user_id FROM workshop_registrations
       WHERE session_id = $1 AND email = ANY($2::text[]) AND status <> 'cancelled'`,
      [sessionId, emails],
    );
  }

  /**
   * Several registrations in one statement, in the given order: each `created_at` one
   * microsecond after the one before (from the moment of the insert), so the waitlist's order
   * (created_at, id) is this order. The rows come back in the given order.
   */
  insertMany(manager: Tx, list: readonly NewRegistration[]): Promise<RegistrationRow[]> {
    const column = <T>(pick: (r: NewRegistration) => T) => list.map(pick);
    return manager.query<RegistrationRow[]>(
      `WITH ins AS (
         INSERT INTO workshop_registrations
           (session_id, workshop_id, user_id, name, email, status, notes, price_cents, locale,
            cancel_token_hash, billing_address, terms_accepted_at, terms_version, check_in_code,
            join_code, created_at, updated_at)
         SELECT r.session_id, r.workshop_id, r.user_id, r.name, r.email,
                r.status::registration_status, r.notes, r.price_cents, r.locale, r.cancel_token_hash,
                r.billing_address::jsonb, r.terms_accepted_at, r.terms_version, r.check_in_code,
                r.join_code, start.at + r.position * interval '1 microsecond',
                start.at + r.position * interval '1 microsecond'
           FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[],
                       $7::text[], $8::int[], $9::text[], $10::text[], $11::text[],
                       $12::timestamptz[], $13::text[], $14::text[], $15::text[])
                  WITH ORDINALITY AS r(session_id, workshop_id, user_id, name, email, status, notes,
                    price_cents, locale, cancel_token_hash, billing_address, terms_accepted_at,
                    terms_version, check_in_code, join_code, position),
                (SELECT clock_timestamp() AS at) AS start
          ORDER BY r.position
         RETURNING *)
       SELECT * FROM ins ORDER BY created_at`,
      [
        column((r) => r.sessionId),
        column((r) => r.workshopId),
        column((r) => r.userId),
        column((r) => r.name),
        column((r) => r.email),
        column((r) => r.status),
        column((r) => r.notes),
        column((r) => r.priceCents),
        column((r) => r.locale),
        column((r) => r.cancelTokenHash),
        column((r) => r.billingAddress),
        column((r) => r.termsAcceptedAt),
        column((r) => r.termsVersion),
        column(() => newCheckInCode()),
        column(() => newCheckInCode()),
      ],
    );
  }

  async insert(manager: Tx, r: NewRegistration): Promise<RegistrationRow> {
    const [inserted] = await manager.query<RegistrationRow[]>(
      `INSERT INTO workshop_registrations
         (session_id, workshop_id, user_id, name, email, status, notes, price_cents, locale,
          cancel_token_hash, billing_address, terms_accepted_at, terms_version, check_in_code, join_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING *`,
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
        newCheckInCode(),
      ],
    );
    return inserted;
  }

  /** The account's registrations, newest first. */
  ofUser(userId: string): Promise<RegistrationRow[]> {
    return this.db().query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations WHERE user_id = $1 ORDER BY created_at DESC`,
      [userId],
    );
  }

  /** Under the account or its verified address (`email` null: not verified), oldest first. */
  ofPerson(userId: string, email: string | null): Promise<RegistrationRow[]> {
    return this.db().query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations
       WHERE user_id = $1 OR ($2::text IS NOT NULL AND email = lower($2::text))
       ORDER BY created_at`,
      [userId, email],
    );
  }

  activeOfPersonForUpdate(
    manager: Tx,
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

  async deleteOfPerson(manager: Tx, userId: string, email: string | null) {
    await manager.query(
      `DELETE FROM workshop_registrations
        WHERE user_id = $1 OR ($2::text IS NOT NULL AND email = lower($2::text))`,
      [userId, email],
    );
  }

  /** A session's active guest registrations with this address, locked, oldest first. */
  activeGuestsForUpdate(manager: Tx, sessionId: string, email: string): Promise<RegistrationRow[]> {
    return manager.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations
       WHERE session_id = $1 AND email = $2 AND user_id IS NULL AND status <> 'cancelled'
       ORDER BY created_at FOR UPDATE`,
      [sessionId, email],
    );
  }

  activeOfWorkshop(manager: Tx, workshopId: string): Promise<RegistrationRow[]> {
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
    return this.db().query<Array<RegistrationRow & { session_starts_at: Date }>>(
      `SELECT r.*, s.starts_at AS session_starts_at FROM workshop_registrations r
       JOIN unnest($1::uuid[], $2::timestamptz[]) AS s(id, starts_at) ON s.id = r.session_id
       WHERE r.status = 'confirmed' AND r.created_at < s.starts_at - make_interval(secs => $3)`,
      [sessions.map((s) => s.id), sessions.map((s) => s.startsAt), windowMs / 1000],
    );
  }

  async setNotes(id: string, notes: string | null): Promise<RegistrationRow> {
    const [updated] = await queryReturning<RegistrationRow>(
      this.db(),
      'UPDATE workshop_registrations SET notes = $2, updated_at = now() WHERE id = $1 RETURNING *',
      [id, notes],
    );
    return updated;
  }

  async markCancelled(manager: Tx, id: string, reason: string | null): Promise<RegistrationRow> {
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
  confirmedOfSession(manager: Tx, sessionId: string): Promise<RegistrationRow[]> {
    return manager.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations
        WHERE session_id = $1 AND status = 'confirmed' ORDER BY created_at, id`,
      [sessionId],
    );
  }

  /** A session's active registrations in the order they were made, locked. */
  activeOfSessionForUpdate(manager: Tx, sessionId: string): Promise<RegistrationRow[]> {
    return manager.query<RegistrationRow[]>(
      `SELECT * FROM workshop_registrations
        WHERE session_id = $1 AND status <> 'cancelled' ORDER BY created_at, id FOR UPDATE`,
      [sessionId],
    );
  }

  /** Ended by its host or an admin: cancelled, without a reason of the registrant's. */
  async markEnded(manager: Tx, id: string): Promise<void> {
    await queryReturning(
      manager,
      `UPDATE workshop_registrations SET status = 'cancelled', updated_at = now()
        WHERE id = $1 RETURNING id`,
      [id],
    );
  }

  /** The sessions someone waits for. */
  async sessionsWithWaitlist(): Promise<string[]> {
    const rows = await this.db().query<Array<{ session_id: string }>>(
      `SELECT DISTINCT session_id FROM workshop_registrations WHERE status = 'waitlisted'`,
    );
    return rows.map((row) => row.session_id);
  }

  /** A session's waitlist in the order people joined; rows another transaction holds are skipped. */
  waitingForUpdate(
    manager: Tx,
    sessionId: string,
  ): Promise<Array<{ id: string; user_id: string | null }>> {
    return manager.query<Array<{ id: string; user_id: string | null }>>(
      `SELECT id, user_id FROM workshop_registrations
       WHERE session_id = $1 AND status = 'waitlisted'
       ORDER BY created_at, id FOR UPDATE SKIP LOCKED`,
      [sessionId],
    );
  }

  async markConfirmed(manager: Tx, id: string): Promise<RegistrationRow> {
    const [confirmed] = await queryReturning<RegistrationRow>(
      manager,
      `UPDATE workshop_registrations SET status = 'confirmed', updated_at = now()
       WHERE id = $1 RETURNING *`,
      [id],
    );
    return confirmed;
  }

  /** Undefined when the address was confirmed already (in a parallel request). */
  async confirmEmail(manager: Tx, id: string): Promise<RegistrationRow | undefined> {
    const [confirmed] = await queryReturning<RegistrationRow>(
      manager,
      `UPDATE workshop_registrations SET email_confirmed_at = now(), updated_at = now()
        WHERE id = $1 AND email_confirmed_at IS NULL RETURNING *`,
      [id],
    );
    return confirmed;
  }

  /** Those of these workshops the person holds a confirmed registration for. */
  async confirmedWorkshopIds(workshopIds: readonly string[], userId: string): Promise<string[]> {
    const rows = await this.db().query<Array<{ workshop_id: string }>>(
      `SELECT DISTINCT workshop_id FROM workshop_registrations
       WHERE workshop_id = ANY($1::uuid[]) AND user_id = $2 AND status = 'confirmed'`,
      [workshopIds, userId],
    );
    return rows.map((row) => row.workshop_id);
  }

  /** Whether the person holds a confirmed registration for the workshop. */
  async isConfirmedFor(workshopId: string, userId: string): Promise<boolean> {
    const rows = await this.db().query<unknown[]>(
      `SELECT 1 FROM workshop_registrations
       WHERE workshop_id = $1 AND user_id = $2 AND status = 'confirmed' LIMIT 1`,
      [workshopId, userId],
    );
    return rows.length > 0;
  }

  /** The person's latest active (not cancelled) registration per workshop, for these workshops. */
  async latestActiveOf(userId: string, workshopIds: readonly string[]): Promise<RegistrationRow[]> {
    return this.db().query<RegistrationRow[]>(
      `SELECT DISTINCT ON (workshop_id) * FROM workshop_registrations
       WHERE user_id = $1 AND workshop_id = ANY($2::uuid[]) AND status <> 'cancelled'
       ORDER BY workshop_id, created_at DESC`,
      [userId, workshopIds],
    );
  }

  /** Those of these registrations that hold a confirmed seat. */
  async confirmedIds(registrationIds: readonly string[], tx?: Tx): Promise<string[]> {
    const rows = await this.db(tx).query<Array<{ id: string }>>(
      `SELECT id FROM workshop_registrations WHERE id = ANY($1::uuid[]) AND status = 'confirmed'`,
      [registrationIds],
    );
    return rows.map((row) => row.id);
  }

  /** Those of these registrations made by a guest who has not confirmed the address. */
  async unprovenIds(registrationIds: readonly string[], tx?: Tx): Promise<string[]> {
    const rows = await this.db(tx).query<Array<{ id: string }>>(
      `SELECT id FROM workshop_registrations
        WHERE id = ANY($1::uuid[]) AND user_id IS NULL AND email_confirmed_at IS NULL`,
      [registrationIds],
    );
    return rows.map((row) => row.id);
  }

  /** Confirmed registrations per session (sessions without any are left out). */
  async confirmedCounts(
    sessionIds: readonly string[],
    tx?: Tx,
  ): Promise<Array<{ session_id: string; confirmed: number }>> {
    return this.db(tx).query<Array<{ session_id: string; confirmed: number }>>(
      `SELECT session_id, count(*)::int AS confirmed FROM workshop_registrations
       WHERE session_id = ANY($1::uuid[]) AND status = 'confirmed' GROUP BY session_id`,
      [sessionIds],
    );
  }

  /**
   * A workshop's registrants (optionally of one session) by status (confirmed, waitlisted,
   * cancelled), then in the order they registered.
   */
  async registrantsOf(workshopId: string, sessionId: string | null): Promise<RegistrantRow[]> {
    return this.db().query<RegistrantRow[]>(
      `SELECT id, session_id, name, email, status, user_id, notes, created_at
         FROM workshop_registrations
        WHERE workshop_id = $1 AND ($2::uuid IS NULL OR session_id = $2::uuid)
        ORDER BY array_position(ARRAY['confirmed','waitlisted','cancelled']::text[], status::text),
                 created_at, id`,
      [workshopId, sessionId],
    );
  }

  /** A session's confirmed registrants in the order they registered. */
  async confirmedRecipients(manager: Tx, sessionId: string): Promise<ConfirmedRecipientRow[]> {
    return manager.query<ConfirmedRecipientRow[]>(
      `SELECT id, email, locale, (user_id IS NOT NULL OR email_confirmed_at IS NOT NULL) AS proven
         FROM workshop_registrations
        WHERE session_id = $1 AND status = 'confirmed' ORDER BY created_at, id`,
      [sessionId],
    );
  }
}

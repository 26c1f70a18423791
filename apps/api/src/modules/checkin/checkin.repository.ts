import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import type { CheckInMethod } from './entities/check-in.entity.js';
import { queryAffected, queryReturning } from '../../core/database/returning.js';

export interface CheckInRow {
  id: string;
  registration_id: string;
  session_id: string;
  checked_in_at: Date;
  checked_in_by: string | null;
  checked_in_by_name: string;
  method: CheckInMethod;
  created_at: Date;
}

export interface CheckInHelperRow {
  session_id: string;
  email: string;
  created_at: Date;
}

export interface NewCheckIn {
  registrationId: string;
  sessionId: string;
  checkedInAt: Date;
  /** Null for a join link opened by the registrant. */
  byId: string | null;
  byName: string;
  method: CheckInMethod;
  recordedAt: Date;
}

/** The `check_ins` and `check_in_helpers` tables. */
@Injectable()
export class CheckinRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * Records the check-in unless the registration has one: the unique key decides between two
   * devices scanning the same code at once. The row that exists afterwards, and whether it is
   * this call's.
   */
  async insertOnce(c: NewCheckIn, tx?: Tx): Promise<{ row: CheckInRow; created: boolean }> {
    const [created] = await this.db(tx).query<CheckInRow[]>(
      `INSERT INTO check_ins
         (registration_id, session_id, checked_in_at, checked_in_by, checked_in_by_name, method, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (registration_id) DO NOTHING RETURNING *`,
      [c.registrationId, c.sessionId, c.checkedInAt, c.byId, c.byName, c.method, c.recordedAt],
    );
    if (created) return { row: created, created: true };
    const existing = await this.ofRegistration(c.registrationId, tx);
    // Undone between the two statements: try once more (the row is then this call's).
    if (!existing) return this.insertOnce(c, tx);
    return { row: existing, created: false };
  }

  async ofRegistration(registrationId: string, tx?: Tx): Promise<CheckInRow | undefined> {
    const [row] = await this.db(tx).query<CheckInRow[]>(
      'SELECT * FROM check_ins WHERE registration_id = $1',
      [registrationId],
    );
    return row;
  }

  async ofSession(sessionId: string): Promise<CheckInRow[]> {
    return this.db().query<CheckInRow[]>(
      'SELECT * FROM check_ins WHERE session_id = $1 ORDER BY checked_in_at DESC',
      [sessionId],
    );
  }

  /** Deletes the check-in if it was recorded at or after `since`; whether one was deleted. */
  async deleteIfRecordedSince(registrationId: string, since: Date, tx?: Tx): Promise<boolean> {
    const affected = await queryAffected(
      this.db(tx),
      'DELETE FROM check_ins WHERE registration_id = $1 AND created_at >= $2',
      [registrationId, since],
    );
    return affected > 0;
  }

  /** Deletes a registration's check-in (the host unticks it); the deleted row, if any. */
  async deleteOf(registrationId: string, tx?: Tx): Promise<CheckInRow | undefined> {
    const rows = await queryReturning<CheckInRow>(
      this.db(tx),
      'DELETE FROM check_ins WHERE registration_id = $1 RETURNING *',
      [registrationId],
    );
    return rows[0];
  }

  /** How many people were present at each of these sessions. */
  async countsOfSessions(sessionIds: string[]): Promise<Map<string, number>> {
    if (sessionIds.length === 0) return new Map();
    const rows = await this.db().query<Array<{ session_id: string; count: number }>>(
      `SELECT session_id, count(*)::int AS count FROM check_ins
        WHERE session_id = ANY($1::uuid[]) GROUP BY session_id`,
      [sessionIds],
    );
    return new Map(rows.map((r) => [r.session_id, r.count]));
  }

  async helpers(sessionId: string): Promise<CheckInHelperRow[]> {
    return this.db().query<CheckInHelperRow[]>(
      'SELECT session_id, email, created_at FROM check_in_helpers WHERE session_id = $1 ORDER BY email',
      [sessionId],
    );
  }

  async isHelper(sessionId: string, email: string): Promise<boolean> {
    const rows = await this.db().query<unknown[]>(
      'SELECT 1 FROM check_in_helpers WHERE session_id = $1 AND email = $2',
      [sessionId, email],
    );
    return rows.length > 0;
  }

  /** Names a helper; the new row, or null when the address was named already. */
  async addHelper(
    sessionId: string,
    email: string,
    addedBy: string,
    tx?: Tx,
  ): Promise<CheckInHelperRow | null> {
    const rows = await this.db(tx).query<CheckInHelperRow[]>(
      `INSERT INTO check_in_helpers (session_id, email, added_by) VALUES ($1, $2, $3)
       ON CONFLICT (session_id, email) DO NOTHING RETURNING session_id, email, created_at`,
      [sessionId, email, addedBy],
    );
    return rows[0] ?? null;
  }

  async removeHelper(sessionId: string, email: string): Promise<void> {
    await this.db().query('DELETE FROM check_in_helpers WHERE session_id = $1 AND email = $2', [
      sessionId,
      email,
    ]);
  }

  /** The sessions this address helps at (for the member's "check-in" links). */
  async sessionsHelpedBy(email: string): Promise<string[]> {
    const rows = await this.db().query<Array<{ session_id: string }>>(
      'SELECT session_id FROM check_in_helpers WHERE email = $1',
      [email],
    );
    return rows.map((r) => r.session_id);
  }

  /** The check-ins of these registrations (a member's own attendance). */
  async ofRegistrations(ids: string[]): Promise<CheckInRow[]> {
    if (ids.length === 0) return [];
    return this.db().query<CheckInRow[]>(
      'SELECT * FROM check_ins WHERE registration_id = ANY($1::uuid[]) ORDER BY checked_in_at',
      [ids],
    );
  }

  /** How many people this account checked in, per session. */
  async madeBy(userId: string): Promise<Array<{ session_id: string; count: number }>> {
    return this.db().query<Array<{ session_id: string; count: number }>>(
      `SELECT session_id, count(*)::int AS count FROM check_ins WHERE checked_in_by = $1
       GROUP BY session_id ORDER BY session_id`,
      [userId],
    );
  }

  /** An erased account: its name leaves the check-ins it made, its address the helper lists. */
  async forget(userId: string, email: string | null, tx: Tx): Promise<void> {
    await this.db(tx).query(
      `UPDATE check_ins SET checked_in_by = NULL, checked_in_by_name = '' WHERE checked_in_by = $1`,
      [userId],
    );
    if (email) await this.db(tx).query('DELETE FROM check_in_helpers WHERE email = $1', [email]);
  }
}

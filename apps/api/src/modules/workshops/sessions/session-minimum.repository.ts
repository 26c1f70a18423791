import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../../core/database/sql-repository.js';

/** A future session of a workshop with a minimum, as the minimum job judges it. */
export interface MinimumSessionRow {
  id: string;
  workshop_id: string;
  starts_at: Date;
  registered_count: number;
  min_participants: number;
  decision_hours: number;
  decision_at: Date;
  minimum_warned_for: Date | null;
  run_confirmed_at: Date | null;
}

/** Sessions of approved, scheduled workshops with a minimum, not confirmed to run, not begun. */
const OPEN = `FROM workshop_sessions s JOIN workshops w ON w.id = s.workshop_id
  WHERE w.min_participants IS NOT NULL AND w.min_participants_decision_hours IS NOT NULL
    AND w.is_approved AND w.status = 'scheduled'
    AND s.run_confirmed_at IS NULL AND s.starts_at > $1`;
const DECISION = `s.starts_at - make_interval(hours => w.min_participants_decision_hours)`;
const COLUMNS = `s.id, s.workshop_id, s.starts_at, s.registered_count, w.min_participants,
  w.min_participants_decision_hours AS decision_hours, ${DECISION} AS decision_at,
  s.minimum_warned_for, s.run_confirmed_at`;

/** The minimum's state of `workshop_sessions` (the sessions module's table). */
@Injectable()
export class SessionMinimumRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * Below their minimum, the decision ahead but less than `warningHours` away, and the host not
   * yet warned about this decision time.
   */
  dueForWarning(now: Date, warningHours: number): Promise<MinimumSessionRow[]> {
    return this.db().query<MinimumSessionRow[]>(
      `SELECT ${COLUMNS} ${OPEN}
         AND s.registered_count < w.min_participants
         AND ${DECISION} > $1
         AND ${DECISION} - make_interval(hours => $2::int) <= $1
         AND s.minimum_warned_for IS DISTINCT FROM ${DECISION}
       ORDER BY s.starts_at, s.id`,
      [now, warningHours],
    );
  }

  /** The decision time has come (and the session has not begun). */
  dueForDecision(now: Date): Promise<MinimumSessionRow[]> {
    return this.db().query<MinimumSessionRow[]>(
      `SELECT ${COLUMNS} ${OPEN} AND ${DECISION} <= $1 ORDER BY s.starts_at, s.id`,
      [now],
    );
  }

  /** One session's minimum state, its row locked (the caller holds the workshop's lock first). */
  async lockOne(tx: Tx, sessionId: string): Promise<MinimumSessionRow | null> {
    const rows = await tx.query<MinimumSessionRow[]>(
      `SELECT ${COLUMNS} FROM workshop_sessions s JOIN workshops w ON w.id = s.workshop_id
        WHERE s.id = $1 AND w.min_participants IS NOT NULL
          AND w.min_participants_decision_hours IS NOT NULL
        FOR UPDATE OF s`,
      [sessionId],
    );
    return rows[0] ?? null;
  }

  async markWarned(tx: Tx, sessionId: string, decisionAt: Date): Promise<void> {
    await tx.query('UPDATE workshop_sessions SET minimum_warned_for = $2 WHERE id = $1', [
      sessionId,
      decisionAt,
    ]);
  }

  /** The session runs whatever its minimum (`byId` null: decided by the minimum being reached). */
  async confirmRun(tx: Tx, sessionId: string, at: Date, byId: string | null): Promise<void> {
    await tx.query(
      `UPDATE workshop_sessions SET run_confirmed_at = $2, run_confirmed_by_id = $3
        WHERE id = $1 AND run_confirmed_at IS NULL`,
      [sessionId, at, byId],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  isUuid,
  type WorkshopFormat,
  type WorkshopStatus,
  type WorkshopVisibility,
} from '@platform/domain';
import { DataSource, In, MoreThan } from 'typeorm';
import { queryReturning } from '../../../core/database/returning.js';
import { SqlRepository, type Tx } from '../../../core/database/sql-repository.js';
import { WorkshopSession } from './entities/workshop-session.entity.js';

/** A workshop's columns that other parts read with its sessions (`SessionSeatsService`). */
export interface WorkshopFactsRow {
  workshop_id: string;
  slug: string;
  title: string;
  format: WorkshopFormat;
  location: string | null;
  video_call_link: string | null;
  status: WorkshopStatus;
  is_approved: boolean;
  is_public: boolean;
  visibility: WorkshopVisibility;
  guest_registration_enabled: boolean;
  base_price_cents: number;
  member_discount_percent: string;
  creator_id: string | null;
  notify_host_on_registration: boolean;
}

/** One session with its seats and its workshop's columns. */
export interface SessionFactsRow extends WorkshopFactsRow {
  id: string;
  starts_at: Date;
  ends_at: Date;
  capacity: number;
  registered_count: number;
  sequence: number;
}

/** A future session's time and SEQUENCE, read before and after a change to compare. */
export interface SessionTimeRow {
  id: string;
  starts_at: Date;
  ends_at: Date;
  sequence: number;
}

/** An open-ended recurring workshop and the rule date of its last session. */
export interface OpenEndedRow {
  id: string;
  recurrence_rule: string;
  duration_minutes: number;
  max_participants: number;
  skipped_dates: string[];
  last_start: Date;
}

/** The sessions a schedule plans for one workshop, all of the same length and capacity. */
export interface SessionPlan {
  workshopId: string;
  starts: Date[];
  durationMinutes: number;
  capacity: number;
}

/**
 * The future sessions (of `s`) a re-planned schedule drops: of workshop $1, after $2, nobody
 * registered, not moved by the host, and not at one of the planned starts $3.
 */
export const FREE_FUTURE_SESSIONS_SQL = `s.workshop_id = $1 AND s.starts_at > $2
  AND s.registered_count = 0 AND s.rule_starts_at IS NULL
  AND s.starts_at <> ALL($3::timestamptz[])`;

const WORKSHOP_COLUMNS = `w.id AS workshop_id, w.slug, w.title, w.format, w.location,
  w.video_call_link, w.status, w.is_approved, w.is_public, w.visibility,
  w.guest_registration_enabled, w.base_price_cents, w.member_discount_percent, w.creator_id,
  w.notify_host_on_registration`;
const SESSIONS = `SELECT s.id, s.starts_at, s.ends_at, s.capacity, s.registered_count, s.sequence,
  ${WORKSHOP_COLUMNS}
  FROM workshop_sessions s JOIN workshops w ON w.id = s.workshop_id`;

/**
 * The SQL of `workshop_sessions` (a session with its workshop's facts, seats, the schedule's
 * regeneration and the horizon). Rules (when a session moves, who is told) are the services'.
 * Each method runs inside the caller's transaction when given its `tx`.
 */
@Injectable()
export class SessionsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  // --- Single sessions -------------------------------------------------------------------

  /** Null when there is no such session (or the id is no UUID). */
  async byId(id: string, tx?: Tx): Promise<WorkshopSession | null> {
    if (!isUuid(id)) return null;
    return this.db(tx).getRepository(WorkshopSession).findOneBy({ id });
  }

  /** The session, its row locked until the transaction ends. */
  async lockById(tx: Tx, id: string): Promise<WorkshopSession | null> {
    return tx
      .getRepository(WorkshopSession)
      .createQueryBuilder('s')
      .setLock('pessimistic_write')
      .where('s.id = :id', { id })
      .getOne();
  }

  async byIds(ids: readonly string[]): Promise<WorkshopSession[]> {
    return this.db()
      .getRepository(WorkshopSession)
      .findBy({ id: In([...ids]) });
  }

  /** Whether the workshop has a session starting at that moment. */
  async existsAt(workshopId: string, startsAt: Date, tx?: Tx): Promise<boolean> {
    return this.db(tx).getRepository(WorkshopSession).existsBy({ workshopId, startsAt });
  }

  async save(tx: Tx, session: WorkshopSession): Promise<WorkshopSession> {
    return tx.getRepository(WorkshopSession).save(session);
  }

  async delete(tx: Tx, id: string): Promise<void> {
    await tx.getRepository(WorkshopSession).delete({ id });
  }

  // --- Sessions of workshops -------------------------------------------------------------

  /** Every session of these workshops, by start. */
  async ofWorkshops(workshopIds: readonly string[]): Promise<WorkshopSession[]> {
    return this.db()
      .getRepository(WorkshopSession)
      .find({ where: { workshopId: In([...workshopIds]) }, order: { startsAt: 'ASC' } });
  }

  /** The sessions of these workshops that have not ended, by start. */
  async upcomingOf(workshopIds: readonly string[]): Promise<WorkshopSession[]> {
    return this.db()
      .getRepository(WorkshopSession)
      .createQueryBuilder('s')
      .where('s.workshop_id IN (:...ids) AND s.ends_at > now()', { ids: [...workshopIds] })
      .orderBy('s.starts_at', 'ASC')
      .getMany();
  }

  /** The future sessions of a workshop (their time and SEQUENCE). */
  async futureTimes(tx: Tx, workshopId: string, now: Date): Promise<SessionTimeRow[]> {
    return tx.query<SessionTimeRow[]>(
      `SELECT id, starts_at, ends_at, sequence FROM workshop_sessions
        WHERE workshop_id = $1 AND starts_at > $2`,
      [workshopId, now],
    );
  }

  /** Raises the iCalendar SEQUENCE of these sessions by one. */
  async raiseSequences(tx: Tx, sessionIds: readonly string[]): Promise<void> {
    await tx.query(
      'UPDATE workshop_sessions SET sequence = sequence + 1 WHERE id = ANY($1::uuid[])',
      [sessionIds],
    );
  }

  // --- The schedule ----------------------------------------------------------------------

  async insertMany(tx: Tx, plan: SessionPlan): Promise<void> {
    await tx.getRepository(WorkshopSession).insert(
      plan.starts.map((startsAt) => ({
        workshopId: plan.workshopId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + plan.durationMinutes * 60_000),
        capacity: plan.capacity,
      })),
    );
  }

  /**
   * Deletes the future sessions nobody registered for and the host did not move, except those
   * at a start the new plan keeps (they keep their id, so calendars keep their entry).
   */
  async deleteFreeFuture(tx: Tx, workshopId: string, now: Date, planned: Date[]): Promise<void> {
    await tx.query(`DELETE FROM workshop_sessions s WHERE ${FREE_FUTURE_SESSIONS_SQL}`, [
      workshopId,
      now,
      planned,
    ]);
  }

  /** The future sessions' starts and the rule dates they stand in for. */
  async futureStarts(
    tx: Tx,
    workshopId: string,
    now: Date,
  ): Promise<Array<Pick<WorkshopSession, 'startsAt' | 'ruleStartsAt'>>> {
    return tx.getRepository(WorkshopSession).find({
      where: { workshopId, startsAt: MoreThan(now) },
      select: { startsAt: true, ruleStartsAt: true },
    });
  }

  /** Marks the future sessions whose rule date is not among `starts` as off the schedule. */
  async markOffSchedule(tx: Tx, workshopId: string, now: Date, starts: Date[]): Promise<void> {
    await tx.query(
      `UPDATE workshop_sessions
          SET off_schedule = NOT (COALESCE(rule_starts_at, starts_at) = ANY($3::timestamptz[]))
        WHERE workshop_id = $1 AND starts_at > $2`,
      [workshopId, now, starts],
    );
  }

  /** Every future session takes the length and capacity (never below its registrations). */
  async resizeFuture(
    tx: Tx,
    workshopId: string,
    now: Date,
    capacity: number,
    durationMinutes: number,
  ): Promise<void> {
    await tx.query(
      `UPDATE workshop_sessions
          SET capacity = GREATEST($3::int, registered_count),
              ends_at = starts_at + make_interval(mins => $4::int)
        WHERE workshop_id = $1 AND starts_at > $2`,
      [workshopId, now, capacity, durationMinutes],
    );
  }

  /** The ids of the workshop's future sessions. */
  async futureIds(tx: Tx, workshopId: string, now: Date): Promise<string[]> {
    const rows = await tx.getRepository(WorkshopSession).find({
      where: { workshopId, startsAt: MoreThan(now) },
      select: { id: true },
    });
    return rows.map((row) => row.id);
  }

  /** Moves a session (back on the schedule) and sets its capacity, never below its registrations. */
  async moveTo(tx: Tx, id: string, startsAt: Date, endsAt: Date, capacity: number): Promise<void> {
    await tx.query(
      `UPDATE workshop_sessions
          SET starts_at = $2, ends_at = $3, capacity = GREATEST($4::int, registered_count),
              off_schedule = false
        WHERE id = $1`,
      [id, startsAt, endsAt, capacity],
    );
  }

  // --- The horizon -----------------------------------------------------------------------

  /** Open-ended recurring workshops whose last session's rule date lies before `target`. */
  async openEndedBefore(target: Date): Promise<OpenEndedRow[]> {
    return this.db().query<OpenEndedRow[]>(
      `SELECT w.id, w.recurrence_rule, w.duration_minutes, w.max_participants, w.skipped_dates,
              max(COALESCE(s.rule_starts_at, s.starts_at)) AS last_start
       FROM workshops w JOIN workshop_sessions s ON s.workshop_id = w.id
       WHERE w.recurrence_rule IS NOT NULL AND w.recurrence_ends_at IS NULL
         AND w.status = 'scheduled'
       GROUP BY w.id
       HAVING max(COALESCE(s.rule_starts_at, s.starts_at)) < $1`,
      [target],
    );
  }

  /** Adds the sessions whose start is still free; answers how many were added. */
  async insertMissing(
    workshopId: string,
    durationMinutes: number,
    capacity: number,
    starts: Date[],
  ): Promise<number> {
    const rows = await this.db().query<unknown[]>(
      `INSERT INTO workshop_sessions (workshop_id, starts_at, ends_at, capacity)
       SELECT $1, start, start + make_interval(mins => $2), $3
       FROM unnest($4::timestamptz[]) AS start
       ON CONFLICT (workshop_id, starts_at) DO NOTHING RETURNING id`,
      [workshopId, durationMinutes, capacity, starts],
    );
    return rows.length;
  }

  // --- Seats and facts -------------------------------------------------------------------

  /** Takes one seat if one is free (a conditional update); the row stays locked. */
  async takeSeat(sessionId: string, tx?: Tx): Promise<boolean> {
    const taken = await queryReturning<{ id: string }>(
      this.db(tx),
      `UPDATE workshop_sessions SET registered_count = registered_count + 1
       WHERE id = $1 AND registered_count < capacity RETURNING id`,
      [sessionId],
    );
    return taken.length > 0;
  }

  /**
   * Takes up to `wanted` seats at once: the free ones, locked (FOR NO KEY UPDATE: registrations
   * referencing the session are not held up) until the caller's transaction ends. A full
   * session is neither locked nor updated, as with `takeSeat`. Answers how many were taken.
   */
  async takeSeats(sessionId: string, wanted: number, tx: Tx): Promise<number> {
    if (wanted <= 0) return 0;
    const [free] = await tx.query<Array<{ free: number }>>(
      `SELECT capacity - registered_count AS free FROM workshop_sessions
       WHERE id = $1 AND registered_count < capacity FOR NO KEY UPDATE`,
      [sessionId],
    );
    const taken = Math.min(wanted, free?.free ?? 0);
    if (taken > 0)
      await tx.query(
        `UPDATE workshop_sessions SET registered_count = registered_count + $2 WHERE id = $1`,
        [sessionId, taken],
      );
    return taken;
  }

  /** Gives one seat back (never below zero). */
  async releaseSeat(sessionId: string, tx?: Tx): Promise<void> {
    await this.db(tx).query(
      `UPDATE workshop_sessions SET registered_count = registered_count - 1
       WHERE id = $1 AND registered_count > 0`,
      [sessionId],
    );
  }

  async factsRow(sessionId: string, tx?: Tx): Promise<SessionFactsRow | undefined> {
    const [row] = await this.db(tx).query<SessionFactsRow[]>(`${SESSIONS} WHERE s.id = $1`, [
      sessionId,
    ]);
    return row;
  }

  async factsRows(sessionIds: readonly string[], tx?: Tx): Promise<SessionFactsRow[]> {
    return this.db(tx).query<SessionFactsRow[]>(`${SESSIONS} WHERE s.id = ANY($1::uuid[])`, [
      sessionIds,
    ]);
  }

  async workshopFactsRows(workshopIds: readonly string[], tx?: Tx): Promise<WorkshopFactsRow[]> {
    return this.db(tx).query<WorkshopFactsRow[]>(
      `SELECT ${WORKSHOP_COLUMNS} FROM workshops w WHERE w.id = ANY($1::uuid[])`,
      [workshopIds],
    );
  }

  /** The next session ahead of an approved workshop, named by its id or its slug. */
  async nextOf(workshopIdOrSlug: string, tx?: Tx): Promise<string | null> {
    const [row] = await this.db(tx).query<Array<{ id: string }>>(
      `SELECT s.id FROM workshops w JOIN workshop_sessions s ON s.workshop_id = w.id
       WHERE (w.id::text = $1 OR w.slug = $2) AND w.is_approved AND s.starts_at > now()
       ORDER BY s.starts_at LIMIT 1`,
      [isUuid(workshopIdOrSlug) ? workshopIdOrSlug : '', workshopIdOrSlug],
    );
    return row?.id ?? null;
  }

  /** Those of these sessions that lie ahead and have a free seat. */
  async withFreeSeats(sessionIds: readonly string[], tx?: Tx): Promise<string[]> {
    const rows = await this.db(tx).query<Array<{ id: string }>>(
      `SELECT id FROM workshop_sessions
       WHERE id = ANY($1::uuid[]) AND starts_at > now() AND registered_count < capacity`,
      [sessionIds],
    );
    return rows.map((row) => row.id);
  }

  /** Sessions of approved, scheduled workshops that start after `from`, up to `to`. */
  async scheduledStartingBetween(from: Date, to: Date, tx?: Tx): Promise<SessionFactsRow[]> {
    return this.db(tx).query<SessionFactsRow[]>(
      `${SESSIONS} WHERE s.starts_at > $1 AND s.starts_at <= $2
         AND w.status = 'scheduled' AND w.is_approved`,
      [from, to],
    );
  }

  /** The sessions of a host's workshops, latest start first. */
  async ofCreator(creatorId: string, limit: number, tx?: Tx): Promise<SessionFactsRow[]> {
    return this.db(tx).query<SessionFactsRow[]>(
      `${SESSIONS} WHERE w.creator_id = $1 ORDER BY s.starts_at DESC LIMIT $2`,
      [creatorId, limit],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import type { BusyRange } from './busy-times.js';
import type { CalendarKind, CalendarProblem } from './entities/calendar-connection.entity.js';

export interface ConnectionRow {
  id: string;
  consultant_id: string;
  kind: CalendarKind;
  calendar_url: string;
  calendar_name: string;
  username: string | null;
  secret_sealed: string;
  problem: CalendarProblem | null;
  problem_at: Date | null;
  last_attempt_at: Date | null;
  last_synced_at: Date | null;
  created_at: Date;
}

export interface NewConnection {
  id: string;
  consultantId: string;
  kind: CalendarKind;
  calendarUrl: string;
  calendarName: string;
  username: string | null;
  secretSealed: string;
}

const COLUMNS = `id, consultant_id, kind, calendar_url, calendar_name, username, secret_sealed,
  problem, problem_at, last_attempt_at, last_synced_at, created_at`;

/** The consultants' connected calendars and the busy times read from them. */
@Injectable()
export class CalendarConnectionsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async ofConsultant(consultantId: string, tx?: Tx): Promise<ConnectionRow | undefined> {
    const [row] = await this.db(tx).query<ConnectionRow[]>(
      `SELECT ${COLUMNS} FROM calendar_connections WHERE consultant_id = $1`,
      [consultantId],
    );
    return row;
  }

  async ofConsultants(consultantIds: string[]): Promise<ConnectionRow[]> {
    if (consultantIds.length === 0) return [];
    return this.db().query<ConnectionRow[]>(
      `SELECT ${COLUMNS} FROM calendar_connections WHERE consultant_id = ANY($1::uuid[])`,
      [consultantIds],
    );
  }

  /** Connections not read since `before` (the scheduled refresh). */
  async staleSince(before: Date, limit: number): Promise<ConnectionRow[]> {
    return this.db().query<ConnectionRow[]>(
      `SELECT ${COLUMNS} FROM calendar_connections
        WHERE last_attempt_at IS NULL OR last_attempt_at < $1
        ORDER BY last_attempt_at NULLS FIRST LIMIT $2`,
      [before, limit],
    );
  }

  /** Replaces the consultant's connection (and with it the old busy times). */
  async replace(tx: Tx, connection: NewConnection, busy: BusyRange[], now: Date): Promise<void> {
    await tx.query('DELETE FROM calendar_connections WHERE consultant_id = $1', [
      connection.consultantId,
    ]);
    await tx.query(
      `INSERT INTO calendar_connections
         (id, consultant_id, kind, calendar_url, calendar_name, username, secret_sealed,
          last_attempt_at, last_synced_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
      [
        connection.id,
        connection.consultantId,
        connection.kind,
        connection.calendarUrl,
        connection.calendarName,
        connection.username,
        connection.secretSealed,
        now,
      ],
    );
    await this.insertBusy(tx, connection.id, busy);
  }

  /** Removes the consultant's connection; the removed row (for tidying it), if there was one. */
  async remove(consultantId: string): Promise<ConnectionRow | undefined> {
    // A DELETE answers [rows, affected] through TypeORM.
    const [[row]] = await this.db().query<[ConnectionRow[], number]>(
      `DELETE FROM calendar_connections WHERE consultant_id = $1 RETURNING ${COLUMNS}`,
      [consultantId],
    );
    return row;
  }

  /**
   * Claims a read: true when the connection was not attempted since `notAfter` (then its
   * attempt time is now `now`), so concurrent slot pickers read the calendar once.
   */
  async claimRead(id: string, notAfter: Date, now: Date): Promise<boolean> {
    // An UPDATE answers [rows, affected] through TypeORM.
    const [, affected] = await this.db().query<[unknown[], number]>(
      `UPDATE calendar_connections SET last_attempt_at = $3
        WHERE id = $1 AND (last_attempt_at IS NULL OR last_attempt_at <= $2)`,
      [id, notAfter, now],
    );
    return affected > 0;
  }

  /** A successful read: its busy times replace the cached ones. */
  async storeBusy(id: string, busy: BusyRange[], now: Date): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const [still] = await tx.query<unknown[]>(
        'SELECT 1 FROM calendar_connections WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!still) return;
      await tx.query('DELETE FROM calendar_busy_times WHERE connection_id = $1', [id]);
      await this.insertBusy(tx, id, busy);
      await tx.query(
        `UPDATE calendar_connections SET last_synced_at = $2, problem = NULL, problem_at = NULL
          WHERE id = $1`,
        [id, now],
      );
    });
  }

  /** A successful write clears a problem (reads keep their own time). */
  async clearProblem(id: string): Promise<void> {
    await this.db().query(
      'UPDATE calendar_connections SET problem = NULL, problem_at = NULL WHERE id = $1',
      [id],
    );
  }

  async markProblem(id: string, problem: CalendarProblem, now: Date): Promise<void> {
    await this.db().query(
      'UPDATE calendar_connections SET problem = $2, problem_at = $3 WHERE id = $1',
      [id, problem, now],
    );
  }

  async busyBetween(consultantId: string, from: Date, to: Date): Promise<BusyRange[]> {
    return this.db().query<BusyRange[]>(
      `SELECT lower(b.period) AS start, upper(b.period) AS end
         FROM calendar_busy_times b JOIN calendar_connections c ON c.id = b.connection_id
        WHERE c.consultant_id = $1 AND b.period && tstzrange($2, $3)
        ORDER BY lower(b.period)`,
      [consultantId, from, to],
    );
  }

  async overlapsBusy(tx: Tx, consultantId: string, range: BusyRange): Promise<boolean> {
    const rows = await tx.query<unknown[]>(
      `SELECT 1 FROM calendar_busy_times b JOIN calendar_connections c ON c.id = b.connection_id
        WHERE c.consultant_id = $1 AND b.period && tstzrange($2, $3) LIMIT 1`,
      [consultantId, range.start, range.end],
    );
    return rows.length > 0;
  }

  async isCaldav(tx: Tx, consultantId: string): Promise<boolean> {
    const rows = await tx.query<unknown[]>(
      "SELECT 1 FROM calendar_connections WHERE consultant_id = $1 AND kind = 'caldav'",
      [consultantId],
    );
    return rows.length > 0;
  }

  private async insertBusy(tx: Tx, id: string, busy: BusyRange[]): Promise<void> {
    if (busy.length === 0) return;
    await tx.query(
      `INSERT INTO calendar_busy_times (connection_id, period)
       SELECT $1, tstzrange(s, e) FROM unnest($2::timestamptz[], $3::timestamptz[]) AS t(s, e)`,
      [id, busy.map((b) => b.start), busy.map((b) => b.end)],
    );
  }
}

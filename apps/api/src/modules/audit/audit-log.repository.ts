import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { queryReturning } from '../../core/database/returning.js';
import { SqlRepository } from '../../core/database/sql-repository.js';
import type { AuditFilter } from './audit-filter.js';

export interface AuditLogRow {
  id: string;
  occurredAt: Date;
  actorId: string | null;
  actorLabel: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  subjectUserId: string | null;
  ip: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The columns of a new entry, already cut to their lengths. */
export type NewAuditRow = Omit<AuditLogRow, 'id' | 'occurredAt'>;

interface DbRow {
  id: string;
  occurred_at: Date;
  actor_id: string | null;
  actor_label: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  subject_user_id: string | null;
  ip: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const COLUMNS = `id, occurred_at, actor_id, actor_label, action, target_type, target_id,
  subject_user_id, ip, before, after`;

/** The `audit_log` table (append-only: a trigger refuses updates and most deletes). */
@Injectable()
export class AuditLogRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Appends an entry, in the caller's transaction when one is given. */
  async insert(row: NewAuditRow, tx?: EntityManager | QueryRunner): Promise<void> {
    await (tx ?? this.db()).query(
      `INSERT INTO audit_log
         (actor_id, actor_label, action, target_type, target_id, subject_user_id, ip, before, after)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        row.actorId,
        row.actorLabel,
        row.action,
        row.targetType,
        row.targetId,
        row.subjectUserId,
        row.ip,
        jsonOrNull(row.before),
        jsonOrNull(row.after),
      ],
    );
  }

  /** Entries matching the filter, newest first. */
  async newestFirst(filter: AuditFilter, limit: number, offset = 0): Promise<AuditLogRow[]> {
    const where = auditWhere(filter);
    const rows = await this.db().query<DbRow[]>(
      `SELECT ${COLUMNS} FROM audit_log ${where.sql}
       ORDER BY occurred_at DESC, id DESC
       LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
      [...where.params, limit, offset],
    );
    return rows.map(toRow);
  }

  /** The account's entries of these actions, newest first. */
  async ofSubject(
    userId: string,
    actions: readonly string[],
    limit: number,
  ): Promise<AuditLogRow[]> {
    const rows = await this.db().query<DbRow[]>(
      `SELECT ${COLUMNS} FROM audit_log
       WHERE subject_user_id = $1 AND action = ANY($2::text[])
       ORDER BY occurred_at DESC, id DESC LIMIT $3`,
      [userId, [...actions], limit],
    );
    return rows.map(toRow);
  }

  /**
   * Deletes entries older than `days` days before `now` (never before the database's own
   * clock says so). The trigger lets only a transaction that names itself the retention job,
   * with the period, delete.
   */
  async deleteOlderThan(now: Date, days: number): Promise<number> {
    const removed = await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `SELECT set_config('app.audit_retention', 'on', true),
                set_config('app.audit_retention_days', $1, true)`,
        [String(days)],
      );
      return queryReturning(
        manager,
        `DELETE FROM audit_log
         WHERE occurred_at < least($1::timestamptz, now()) - make_interval(days => $2) RETURNING id`,
        [now, days],
      );
    });
    return removed.length;
  }
}

function jsonOrNull(value: Record<string, unknown> | null): string | null {
  return value ? JSON.stringify(value) : null;
}

function toRow(r: DbRow): AuditLogRow {
  return {
    id: r.id,
    occurredAt: r.occurred_at,
    actorId: r.actor_id,
    actorLabel: r.actor_label,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    subjectUserId: r.subject_user_id,
    ip: r.ip,
    before: r.before,
    after: r.after,
  };
}

/** WHERE clause and parameters for a filter (`extra` first: parameters continue after them). */
function auditWhere(filter: AuditFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (clause: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(clause(params.length));
  };
  if (filter.action) add((n) => `action = $${n}`, filter.action);
  if (filter.actorId) add((n) => `actor_id = $${n}::uuid`, filter.actorId);
  if (filter.actorText)
    add((n) => `actor_label ILIKE $${n} ESCAPE '\\'`, `%${likeEscape(filter.actorText)}%`);
  if (filter.targetType) add((n) => `target_type = $${n}`, filter.targetType);
  if (filter.targetId) add((n) => `target_id = $${n}`, filter.targetId);
  if (filter.from) add((n) => `occurred_at >= $${n}`, filter.from);
  if (filter.to) add((n) => `occurred_at < $${n}`, filter.to);
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

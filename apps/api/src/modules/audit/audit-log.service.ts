import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUDIT_CSV_MAX_ROWS, SECURITY_EVENT_ACTIONS } from '@platform/domain';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { requestContext } from '../../core/context/request-context.js';
import { toCsv } from '../../core/csv/csv.js';
import { auditSnapshot, type AuditEntry } from './audit-entry.js';
import { type AuditFilter, auditWhere } from './audit-filter.js';

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

/** The member's own security events shown in account settings (newest first). */
const SECURITY_EVENTS_SHOWN = 100;

/**
 * The audit log: append-only record of actions that change money, access or what the public
 * sees. Other modules call `record` inside the transaction of the change (pass its manager or
 * query runner), so the entry exists exactly when the change commits.
 */
@Injectable()
export class AuditLogService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(entry: AuditEntry, manager?: EntityManager | QueryRunner): Promise<void> {
    const context = requestContext.current();
    const actor = entry.actor === undefined ? (context?.actor ?? null) : entry.actor;
    const ip = entry.ip === undefined ? (context?.ip ?? null) : entry.ip;
    await (manager ?? this.dataSource).query(
      `INSERT INTO audit_log
         (actor_id, actor_label, action, target_type, target_id, subject_user_id, ip, before, after)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        actor?.id ?? null,
        actor?.email.slice(0, 320) ?? null,
        entry.action,
        entry.target?.type.slice(0, 40) ?? null,
        entry.target?.id.slice(0, 100) ?? null,
        entry.subjectUserId ?? null,
        ip?.slice(0, 64) ?? null,
        jsonOrNull(auditSnapshot(entry.before)),
        jsonOrNull(auditSnapshot(entry.after)),
      ],
    );
  }

  /** One page for the admins, newest first; `hasMore` when another page follows. */
  async list(
    filter: AuditFilter,
    page: number,
    pageSize: number,
  ): Promise<{ entries: AuditLogRow[]; hasMore: boolean }> {
    const where = auditWhere(filter);
    const rows = await this.dataSource.query<DbRow[]>(
      `SELECT ${COLUMNS} FROM audit_log ${where.sql}
       ORDER BY occurred_at DESC, id DESC
       LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
      [...where.params, pageSize + 1, (page - 1) * pageSize],
    );
    return { entries: rows.slice(0, pageSize).map(toRow), hasMore: rows.length > pageSize };
  }

  /** The same filters as CSV (newest first, at most `AUDIT_CSV_MAX_ROWS` entries). */
  async csv(filter: AuditFilter): Promise<string> {
    const where = auditWhere(filter);
    const rows = await this.dataSource.query<DbRow[]>(
      `SELECT ${COLUMNS} FROM audit_log ${where.sql}
       ORDER BY occurred_at DESC, id DESC LIMIT $${where.params.length + 1}`,
      [...where.params, AUDIT_CSV_MAX_ROWS],
    );
    return toCsv(
      ['time', 'action', 'actor_id', 'actor', 'target_type', 'target_id', 'ip', 'before', 'after'],
      rows.map((r) => [
        r.occurred_at.toISOString(),
        r.action,
        r.actor_id,
        r.actor_label,
        r.target_type,
        r.target_id,
        r.ip,
        r.before ? JSON.stringify(r.before) : '',
        r.after ? JSON.stringify(r.after) : '',
      ]),
    );
  }

  /** The account's own security events (sign-ins, devices, second factors, e-mail, password). */
  async securityEvents(userId: string): Promise<AuditLogRow[]> {
    const rows = await this.dataSource.query<DbRow[]>(
      `SELECT ${COLUMNS} FROM audit_log
       WHERE subject_user_id = $1 AND action = ANY($2::text[])
       ORDER BY occurred_at DESC, id DESC LIMIT $3`,
      [userId, [...SECURITY_EVENT_ACTIONS], SECURITY_EVENTS_SHOWN],
    );
    return rows.map(toRow);
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

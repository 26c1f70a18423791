import { Injectable } from '@nestjs/common';
import { AUDIT_CSV_MAX_ROWS, SECURITY_EVENT_ACTIONS } from '@platform/domain';
import type { EntityManager, QueryRunner } from 'typeorm';
import { requestContext } from '../../core/context/request-context.js';
import { toCsv } from '../../core/csv/csv.js';
import { auditSnapshot, type AuditEntry } from './audit-entry.js';
import type { AuditFilter } from './audit-filter.js';
import { AuditLogRepository, type AuditLogRow } from './audit-log.repository.js';

export type { AuditLogRow } from './audit-log.repository.js';

/** The member's own security events shown in account settings (newest first). */
const SECURITY_EVENTS_SHOWN = 100;

/**
 * The audit log: append-only record of actions that change money, access or what the public
 * sees. Other modules call `record` inside the transaction of the change (pass its manager or
 * query runner), so the entry exists exactly when the change commits.
 */
@Injectable()
export class AuditLogService {
  constructor(private readonly entries: AuditLogRepository) {}

  async record(entry: AuditEntry, manager?: EntityManager | QueryRunner): Promise<void> {
    const context = requestContext.current();
    const actor = entry.actor === undefined ? (context?.actor ?? null) : entry.actor;
    const ip = entry.ip === undefined ? (context?.ip ?? null) : entry.ip;
    await this.entries.insert(
      {
        actorId: actor?.id ?? null,
        actorLabel: actor?.email.slice(0, 320) ?? null,
        action: entry.action,
        targetType: entry.target?.type.slice(0, 40) ?? null,
        targetId: entry.target?.id.slice(0, 100) ?? null,
        subjectUserId: entry.subjectUserId ?? null,
        ip: ip?.slice(0, 64) ?? null,
        before: auditSnapshot(entry.before),
        after: auditSnapshot(entry.after),
      },
      manager,
    );
  }

  /** One page for the admins, newest first; `hasMore` when another page follows. */
  async list(
    filter: AuditFilter,
    page: number,
    pageSize: number,
  ): Promise<{ entries: AuditLogRow[]; hasMore: boolean }> {
    const rows = await this.entries.newestFirst(filter, pageSize + 1, (page - 1) * pageSize);
    return { entries: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
  }

  /** The same filters as CSV (newest first, at most `AUDIT_CSV_MAX_ROWS` entries). */
  async csv(filter: AuditFilter): Promise<string> {
    const rows = await this.entries.newestFirst(filter, AUDIT_CSV_MAX_ROWS);
    return toCsv(
      ['time', 'action', 'actor_id', 'actor', 'target_type', 'target_id', 'ip', 'before', 'after'],
      rows.map((r) => [
        r.occurredAt.toISOString(),
        r.action,
        r.actorId,
        r.actorLabel,
        r.targetType,
        r.targetId,
        r.ip,
        r.before ? JSON.stringify(r.before) : '',
        r.after ? JSON.stringify(r.after) : '',
      ]),
    );
  }

  /** The account's own security events (sign-ins, devices, second factors, e-mail, password). */
  async securityEvents(userId: string): Promise<AuditLogRow[]> {
    return this.entries.ofSubject(userId, SECURITY_EVENT_ACTIONS, SECURITY_EVENTS_SHOWN);
  }
}

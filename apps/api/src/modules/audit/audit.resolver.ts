import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Roles } from '../../core/auth/roles.decorator.js';
import { parseAuditFilter, parsePage } from './audit-filter.js';
import { type AuditLogRow, AuditLogService } from './audit-log.service.js';
import {
  type AuditLogEntryModel,
  AuditLogFilterInput,
  AuditLogPageModel,
  SecurityEventModel,
} from './models/audit-log.model.js';

@Resolver()
export class AuditResolver {
  constructor(private readonly audit: AuditLogService) {}

  @Roles('ADMIN')
  @Query(() => AuditLogPageModel, { description: 'The audit log, newest first, filtered.' })
  async auditLog(
    @Args('filter', { type: () => AuditLogFilterInput, nullable: true })
    filter?: AuditLogFilterInput | null,
    @Args('page', { type: () => Int, nullable: true }) page?: number | null,
    @Args('pageSize', { type: () => Int, nullable: true }) pageSize?: number | null,
  ): Promise<AuditLogPageModel> {
    const paging = parsePage(page, pageSize);
    const result = await this.audit.list(
      parseAuditFilter(filter ?? {}),
      paging.page,
      paging.pageSize,
    );
    return { entries: result.entries.map(toModel), hasMore: result.hasMore };
  }

  @Query(() => [SecurityEventModel], {
    description: "The signed-in account's own security events, newest first (at most 100).",
  })
  async mySecurityEvents(@CurrentUser() user: AuthenticatedUser): Promise<SecurityEventModel[]> {
    return (await this.audit.securityEvents(user.id)).map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt,
      action: row.action,
      ip: row.ip,
    }));
  }
}

function toModel(row: AuditLogRow): AuditLogEntryModel {
  return {
    id: row.id,
    occurredAt: row.occurredAt,
    action: row.action,
    actorId: row.actorId,
    actorLabel: row.actorLabel,
    targetType: row.targetType,
    targetId: row.targetId,
    ip: row.ip,
    before: row.before ? JSON.stringify(row.before) : null,
    after: row.after ? JSON.stringify(row.after) : null,
  };
}

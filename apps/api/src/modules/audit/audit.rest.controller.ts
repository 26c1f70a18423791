import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Roles } from '../../core/auth/roles.decorator.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { parseAuditFilter, type RawAuditFilter } from './audit-filter.js';
import { AuditLogService } from './audit-log.service.js';

/** The audit log as a CSV download (same filters as the `auditLog` query): admins only. */
@Roles('ADMIN')
@Controller()
export class AuditRestController {
  constructor(private readonly audit: AuditLogService) {}

  @Get('api/admin/audit-log.csv')
  @Header('Cache-Control', 'no-store')
  async csv(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const filter = parseAuditFilter({
      action: text(query, 'action'),
      actor: text(query, 'actor'),
      targetType: text(query, 'targetType'),
      targetId: text(query, 'targetId'),
      from: text(query, 'from'),
      to: text(query, 'to'),
    } satisfies RawAuditFilter);
    const content = await this.audit.csv(filter);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .attachment('audit-log.csv')
      .send(Buffer.from(content, 'utf8'));
  }
}

/** A repeated (`?action=a&action=b`) or nested query parameter is refused, not guessed at. */
function text(query: Record<string, unknown>, field: string): string | null {
  const value = query[field];
  if (value === undefined) return null;
  if (typeof value !== 'string')
    throw new DomainError('AUDIT_FILTER_INVALID', { fields: { [field]: 'AUDIT_FILTER_INVALID' } });
  return value;
}

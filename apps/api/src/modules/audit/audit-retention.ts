import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { RetentionContributors } from '../retention/index.js';
import { AuditLogRepository } from './audit-log.repository.js';

/**
 * The audit log's share of the daily retention: entries older than `AUDIT_RETENTION_DAYS`.
 * The table's trigger refuses every delete unless the transaction says it is this job
 * (`app.audit_retention = 'on'`) and the entry is older than the period it is given (never
 * less than a year), measured by the database's own clock.
 */
@Injectable()
export class AuditRetention implements OnModuleInit {
  constructor(
    private readonly entries: AuditLogRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly retention: RetentionContributors,
  ) {}

  onModuleInit(): void {
    this.retention.register({ order: 90, purge: (now) => this.purge(now) });
  }

  async purge(now: Date): Promise<Record<string, number>> {
    const days = this.config.auditRetentionDays;
    return { auditLogEntries: await this.entries.deleteOlderThan(now, days) };
  }
}

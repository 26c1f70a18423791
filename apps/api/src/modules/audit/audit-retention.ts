import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { queryReturning } from '../../core/database/returning.js';
import { RetentionContributors } from '../retention/index.js';

/**
 * The audit log's share of the daily retention: entries older than `AUDIT_RETENTION_DAYS`.
 * The table's trigger refuses every delete unless the transaction says it is this job
 * (`app.audit_retention = 'on'`) and the entry is older than the period it is given (never
 * less than a year), measured by the database's own clock.
 */
@Injectable()
export class AuditRetention implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly retention: RetentionContributors,
  ) {}

  onModuleInit(): void {
    this.retention.register({ order: 90, purge: (now) => this.purge(now) });
  }

  async purge(now: Date): Promise<Record<string, number>> {
    const days = this.config.auditRetentionDays;
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
    return { auditLogEntries: removed.length };
  }
}

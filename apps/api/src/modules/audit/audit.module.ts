import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RetentionModule } from '../retention/index.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { AuditLogService } from './audit-log.service.js';
import { AuditRetention } from './audit-retention.js';
import { AuditRestController } from './audit.rest.controller.js';
import { AuditResolver } from './audit.resolver.js';
import { AuditLogEntry } from './entities/audit-log-entry.entity.js';
import './audit.errors.js'; // registers this module's error codes

/**
 * The append-only audit log. Global like the mail outbox: every module that changes money,
 * access or what the public sees injects `AuditLogService` (imported from `audit/index.ts`).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditLogEntry]), RetentionModule],
  controllers: [AuditRestController],
  providers: [AuditLogService, AuditLogRepository, AuditResolver, AuditRetention],
  exports: [AuditLogService],
})
export class AuditModule {}

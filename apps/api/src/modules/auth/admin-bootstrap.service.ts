import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../core/auth/password-hasher.js';
import { AuditLogService } from '../audit/index.js';
import { AdminBootstrapRepository } from './admin-bootstrap.repository.js';
import { normalizeEmail } from './entities/user.entity.js';

/**
 * `ADMIN_EMAIL` + `ADMIN_PASSWORD` make sure that account exists, is verified, active and an
 * admin. Idempotent and safe when several instances start at once. The password is set only
 * when the account is created (or has none), so a password the admin changed later stays.
 */
@Injectable()
export class AdminBootstrapService {
  private readonly logger = new Logger('AdminBootstrap');

  constructor(
    private readonly dataSource: DataSource,
    private readonly admins: AdminBootstrapRepository,
    private readonly passwords: PasswordHasher,
    private readonly audit: AuditLogService,
  ) {}

  async ensureAdmin(email: string, password: string): Promise<void> {
    const normalized = normalizeEmail(email);
    const hash = await this.passwords.hash(password);
    const admin = await this.dataSource.transaction(async (manager) => {
      const before = await this.admins.lockRole(normalized, manager);
      const row = await this.admins.upsertAdmin(normalized, hash, manager);
      // Start-up gives this account the admin role: the system acts (no actor, no address).
      if (row && before !== 'ADMIN')
        await this.audit.record(
          {
            action: 'user.role_changed',
            actor: null,
            ip: null,
            target: { type: 'user', id: row.id },
            subjectUserId: row.id,
            before: before ? { role: before } : null,
            after: { role: 'ADMIN', by: 'ADMIN_EMAIL' },
          },
          manager,
        );
      return row;
    });
    this.logger.log(
      admin?.inserted
        ? `admin account created: ${normalized}`
        : `admin account ensured: ${normalized}`,
    );
  }
}

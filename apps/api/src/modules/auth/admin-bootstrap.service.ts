import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../core/auth/password-hasher.js';
import { AuditLogService } from '../audit/index.js';
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
    private readonly passwords: PasswordHasher,
    private readonly audit: AuditLogService,
  ) {}

  async ensureAdmin(email: string, password: string): Promise<void> {
    const normalized = normalizeEmail(email);
    const hash = await this.passwords.hash(password);
    const rows = await this.dataSource.transaction(async (manager) => {
      const [before] = await manager.query<Array<{ role: string }>>(
        'SELECT role FROM users WHERE email = $1 FOR UPDATE',
        [normalized],
      );
      const rows = await manager.query<Array<{ inserted: boolean; id: string }>>(
        `INSERT INTO users (email, name, role, status, password_hash, email_verified_at, privacy_consent_at)
       VALUES ($1, $2, 'ADMIN', 'active', $3, now(), now())
       ON CONFLICT (email) DO UPDATE SET
         role = 'ADMIN',
         status = 'active',
         email_verified_at = COALESCE(users.email_verified_at, now()),
         password_hash = COALESCE(users.password_hash, EXCLUDED.password_hash)
       RETURNING (xmax = 0) AS inserted, id`,
        [normalized, 'Administrator', hash],
      );
      // Start-up gives this account the admin role: the system acts (no actor, no address).
      if (rows[0] && before?.role !== 'ADMIN')
        await this.audit.record(
          {
            action: 'user.role_changed',
            actor: null,
            ip: null,
            target: { type: 'user', id: rows[0].id },
            subjectUserId: rows[0].id,
            before: before ? { role: before.role } : null,
            after: { role: 'ADMIN', by: 'ADMIN_EMAIL' },
          },
          manager,
        );
      return rows;
    });
    this.logger.log(
      rows[0]?.inserted
        ? `admin account created: ${normalized}`
        : `admin account ensured: ${normalized}`,
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid, type Role } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { LiveSession, SessionCheck } from '../../../core/auth/session-check.js';

interface Row {
  email: string;
  name: string;
  role: Role;
  tenant_id: number;
  second_factor: boolean;
  email_verified: boolean;
}

/**
 * The guard's question on every signed-in request, answered with one indexed read: is the
 * account active, is the session (refresh-token family) not revoked, and what are the
 * account's role and details now. Reading it from PostgreSQL (no cache) means a logout,
 * password change or reset, deletion, disabling or demotion ends old access tokens at once on
 * every instance.
 */
@Injectable()
export class LiveSessionsService implements SessionCheck {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async liveSession(userId: string, sessionId: string): Promise<LiveSession | undefined> {
    if (!isUuid(userId) || !isUuid(sessionId)) return undefined;
    const rows = await this.dataSource.query<Row[]>(
      `SELECT u.email, u.name, u.role, u.tenant_id,
              (EXISTS (SELECT 1 FROM totp_factors t
                        WHERE t.user_id = u.id AND t.confirmed_at IS NOT NULL)
               OR EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = u.id)) AS second_factor,
            u.email_verified_at IS NOT NULL AS email_verified
         FROM users u
        WHERE u.id = $1 AND u.status = 'active'
          AND EXISTS (SELECT 1 FROM refresh_tokens r
                       WHERE r.family_id = $2 AND r.user_id = u.id
                         AND r.revoked_at IS NULL AND r.expires_at > now())`,
      [userId, sessionId],
    );
    const row = rows[0];
    return (
      row && {
        email: row.email,
        name: row.name,
        role: row.role,
        tenantId: row.tenant_id,
        secondFactor: row.second_factor,
        emailVerified: row.email_verified,
      }
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Role } from '@platform/domain';
import { DataSource } from 'typeorm';
import { SqlRepository } from '../../../core/database/sql-repository.js';

export interface LiveSessionRow {
  email: string;
  name: string;
  role: Role;
  tenant_id: number;
  second_factor: boolean;
  email_verified: boolean;
}

/** The guard's per-request read over `users`, `refresh_tokens` and the second factors. */
@Injectable()
export class LiveSessionsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** The active account, when the session (refresh-token family) is neither revoked nor expired. */
  async find(userId: string, sessionId: string): Promise<LiveSessionRow | undefined> {
    const [row] = await this.db().query<LiveSessionRow[]>(
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
    return row;
  }
}

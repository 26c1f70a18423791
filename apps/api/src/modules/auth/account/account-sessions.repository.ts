import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository } from '../../../core/database/sql-repository.js';
import { queryAffected } from '../../../core/database/returning.js';

export interface SessionRow {
  family_id: string;
  authenticated_at: Date;
  last_used_at: Date;
  user_agent: string | null;
}

/** A member's sign-in sessions: the live rows of `refresh_tokens`, one family per session. */
@Injectable()
export class AccountSessionsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** The account's live (unused, unrevoked, unexpired) tokens, newest use first. */
  async live(userId: string): Promise<SessionRow[]> {
    return this.db().query<SessionRow[]>(
      `SELECT family_id, authenticated_at, last_used_at, user_agent FROM refresh_tokens
        WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
        ORDER BY last_used_at DESC, family_id
        LIMIT 100`,
      [userId],
    );
  }

  /** Revokes one session of the account; answers whether any row changed. */
  async revoke(userId: string, familyId: string): Promise<boolean> {
    const affected = await queryAffected(
      this.db(),
      `UPDATE refresh_tokens SET revoked_at = now()
        WHERE user_id = $1 AND family_id = $2 AND revoked_at IS NULL`,
      [userId, familyId],
    );
    return affected > 0;
  }
}

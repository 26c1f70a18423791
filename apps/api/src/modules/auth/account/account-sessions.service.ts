import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid } from '@platform/domain';
import { DataSource } from 'typeorm';
import { queryReturning } from '../../../core/database/returning.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { RefreshTokensService } from '../tokens/refresh-tokens.service.js';
import { cancelPendingEmailChanges } from './pending-email-changes.js';

export interface AccountSession {
  /** The session's family id: what "end this session" names. */
  id: string;
  signedInAt: Date;
  lastUsedAt: Date;
  userAgent: string | null;
  current: boolean;
}

/**
 * The member's active sign-in sessions (one per refresh-token family) and ending them. Every
 * query is bounded by the caller's user id: nobody sees or ends another person's session.
 */
@Injectable()
export class AccountSessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly refreshTokens: RefreshTokensService,
  ) {}

  /** Newest use first; `current` marks the session whose cookie came with the request. */
  async list(userId: string, presentedCookie: string | undefined): Promise<AccountSession[]> {
    const currentFamily = presentedCookie
      ? await this.refreshTokens.familyOf(presentedCookie)
      : undefined;
    const rows: {
      family_id: string;
      authenticated_at: Date;
      last_used_at: Date;
      user_agent: string | null;
    }[] = await this.dataSource.query(
      `SELECT family_id, authenticated_at, last_used_at, user_agent FROM refresh_tokens
        WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
        ORDER BY last_used_at DESC, family_id
        LIMIT 100`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.family_id,
      signedInAt: row.authenticated_at,
      lastUsedAt: row.last_used_at,
      userAgent: row.user_agent,
      current: row.family_id === currentFamily,
    }));
  }

  /** Ends one of the caller's own sessions; another person's id is simply not found. */
  async end(userId: string, sessionId: string): Promise<void> {
    if (!isUuid(sessionId)) throw new DomainError('SESSION_NOT_FOUND');
    const [, affected]: [unknown, number] = await this.dataSource.query(
      `UPDATE refresh_tokens SET revoked_at = now()
        WHERE user_id = $1 AND family_id = $2 AND revoked_at IS NULL`,
      [userId, sessionId],
    );
    if (affected === 0) throw new DomainError('SESSION_NOT_FOUND');
  }

  /**
   * Ends every session of the caller except the one this request comes from: every token row
   * of those sessions, used ones included (the access check accepts a session while any of its
   * rows is unrevoked), and cancels a pending e-mail change (the owner taking the account back).
   * Answers how many sessions ended.
   */
  async endOthers(userId: string, presentedCookie: string | undefined): Promise<number> {
    const keep = presentedCookie ? await this.refreshTokens.familyOf(presentedCookie) : undefined;
    return this.dataSource.transaction(async (manager) => {
      const ended = await queryReturning<{ family_id: string }>(
        manager,
        `UPDATE refresh_tokens SET revoked_at = now()
          WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR family_id <> $2::uuid)
          RETURNING family_id`,
        [userId, keep ?? null],
      );
      await cancelPendingEmailChanges(manager, userId);
      return new Set(ended.map((row) => row.family_id)).size;
    });
  }
}

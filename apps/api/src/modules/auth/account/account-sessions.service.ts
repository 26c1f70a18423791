import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid } from '@platform/domain';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../core/errors/domain-error.js';
import { RefreshTokensRepository } from '../tokens/refresh-tokens.repository.js';
import { RefreshTokensService } from '../tokens/refresh-tokens.service.js';
import { AccountSessionsRepository } from './account-sessions.repository.js';
import { EmailChangesRepository } from './email-changes.repository.js';

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
    private readonly sessions: AccountSessionsRepository,
    private readonly emailChanges: EmailChangesRepository,
    private readonly refreshTokens: RefreshTokensService,
    private readonly tokens: RefreshTokensRepository,
  ) {}

  /** Newest use first; `current` marks the session whose cookie came with the request. */
  async list(userId: string, presentedCookie: string | undefined): Promise<AccountSession[]> {
    const currentFamily = presentedCookie
      ? await this.refreshTokens.familyOf(presentedCookie)
      : undefined;
    const rows = await this.sessions.live(userId);
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
    const ended = await this.sessions.revoke(userId, sessionId);
    if (!ended) throw new DomainError('SESSION_NOT_FOUND');
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
      const ended = await this.tokens.revokeAllBut(userId, keep ?? null, manager);
      await this.emailChanges.cancelPending(userId, manager);
      return new Set(ended).size;
    });
  }
}

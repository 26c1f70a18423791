import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid } from '@platform/domain';
import { DataSource } from 'typeorm';
import { Clock } from '../../../core/clock/clock.js';
import { requestContext } from '../../../core/context/request-context.js';
import { RefreshToken } from '../entities/refresh-token.entity.js';
import { hashSecret, newSecret, sameHash } from './secret-token.js';

export const REFRESH_TOKEN_DAYS = 30;
/**
 * A token that comes back this soon after its own rotation is taken as the same browser racing
 * itself (a page left while its refresh was on the way; the next page sends the cookie the
 * browser still holds), not as a copy: the session goes on. Later, reuse ends the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export interface RotationResult {
  userId: string;
  token: string;
  /** The session the token belongs to (its family). */
  familyId: string;
  /** When the person really signed in for this session. */
  authenticatedAt: Date;
}

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  authenticatedAt: Date;
}

/**
 * Refresh tokens travel as `<id>.<secret>` in an HttpOnly cookie. Each use marks the token
 * used and issues the next one in the same family. A used (or revoked) token presented again
 * means it was copied: the whole family is revoked and the caller must sign in again, unless it
 * comes back within REFRESH_REUSE_GRACE_MS of its rotation and the session is still live.
 */
@Injectable()
export class RefreshTokensService {
  private readonly logger = new Logger('RefreshTokens');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The first token of a new session, started by a real sign-in now. */
  async start(userId: string): Promise<IssuedRefreshToken> {
    const familyId = randomUUID();
    const authenticatedAt = new Date();
    return {
      token: await this.issue(userId, familyId, authenticatedAt),
      familyId,
      authenticatedAt,
    };
  }

  private async issue(userId: string, familyId: string, authenticatedAt: Date): Promise<string> {
    const secret = newSecret();
    const saved = await this.dataSource.getRepository(RefreshToken).save({
      userId,
      familyId,
      secretHash: hashSecret(secret),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
      authenticatedAt,
      usedAt: null,
      revokedAt: null,
      lastUsedAt: new Date(),
      userAgent: requestContext.current()?.userAgent?.slice(0, 400) ?? null,
    });
    return `${saved.id}.${secret}`;
  }

  /** Exchanges a token for the next one; undefined when it is not (or no longer) valid. */
  async rotate(presented: string): Promise<RotationResult | undefined> {
    const parsed = parse(presented);
    if (!parsed) return undefined;
    const next = await this.dataSource.transaction(async (manager) => {
      const token = await manager
        .getRepository(RefreshToken)
        .createQueryBuilder('t')
        .setLock('pessimistic_write')
        .where('t.id = :id', { id: parsed.id })
        .getOne();
      if (!token || !sameHash(token.secretHash, hashSecret(parsed.secret))) return undefined;
      const now = this.clock.now();
      const racing =
        token.usedAt !== null &&
        token.revokedAt === null &&
        now.getTime() - token.usedAt.getTime() < REFRESH_REUSE_GRACE_MS;
      if (racing && token.expiresAt > now) return token;
      if (token.usedAt || token.revokedAt) {
        await this.revokeFamilyWith(manager, token.familyId);
        this.logger.warn(
          { userId: token.userId, familyId: token.familyId },
          'refresh token reuse: family revoked',
        );
        return undefined;
      }
      if (token.expiresAt <= now) return undefined;
      await manager.getRepository(RefreshToken).update(token.id, { usedAt: now });
      return token;
    });
    if (!next) return undefined;
    return {
      userId: next.userId,
      familyId: next.familyId,
      authenticatedAt: next.authenticatedAt,
      token: await this.issue(next.userId, next.familyId, next.authenticatedAt),
    };
  }

  /** Ends the session the token belongs to (logout). */
  async revoke(presented: string | undefined): Promise<void> {
    const parsed = presented ? parse(presented) : undefined;
    if (!parsed) return;
    const token = await this.dataSource.getRepository(RefreshToken).findOneBy({ id: parsed.id });
    if (token && sameHash(token.secretHash, hashSecret(parsed.secret))) {
      await this.revokeFamilyWith(this.dataSource.manager, token.familyId);
    }
  }

  /** Ends every session of a user, except the one `keep` belongs to (password change). */
  async revokeAllOf(userId: string, keep?: string): Promise<void> {
    const keepFamily = keep ? await this.familyOf(keep) : undefined;
    await this.dataSource
      .createQueryBuilder()
      .update(RefreshToken)
      .set({ revokedAt: () => 'now()' })
      .where('user_id = :userId AND revoked_at IS NULL', { userId })
      .andWhere(keepFamily ? 'family_id <> :keepFamily' : '1 = 1', { keepFamily })
      .execute();
  }

  /** The session (family) a presented cookie belongs to, if it is genuine. */
  async familyOf(presented: string): Promise<string | undefined> {
    const parsed = parse(presented);
    if (!parsed) return undefined;
    const token = await this.dataSource.getRepository(RefreshToken).findOneBy({ id: parsed.id });
    return token && sameHash(token.secretHash, hashSecret(parsed.secret))
      ? token.familyId
      : undefined;
  }

  private async revokeFamilyWith(manager: DataSource['manager'], familyId: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(RefreshToken)
      .set({ revokedAt: () => 'now()' })
      .where('family_id = :familyId AND revoked_at IS NULL', { familyId })
      .execute();
  }
}

function parse(presented: string): { id: string; secret: string } | undefined {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/.exec(presented);
  // The id is parsed as a UUID before it reaches SQL.
  return match && isUuid(match[1]) ? { id: match[1], secret: match[2] } : undefined;
}

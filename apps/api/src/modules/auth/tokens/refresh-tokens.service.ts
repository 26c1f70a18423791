import { createHmac, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { Tx } from '../../../core/database/sql-repository.js';
import { Clock } from '../../../core/clock/clock.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { requestContext } from '../../../core/context/request-context.js';
import { RefreshTokensRepository } from './refresh-tokens.repository.js';
import { hashSecret, newSecret, sameHash } from './secret-token.js';

export const REFRESH_TOKEN_DAYS = 30;
/**
 * A token that comes back this soon after its own rotation is taken as the same browser racing
 * itself (a page left while its refresh was on the way; the next page sends the cookie the
 * browser still holds), not as a copy: it gets the successor already issued (the very same
 * token), never a new one, so a copied cookie cannot fork the session. Later, reuse ends it.
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
 * comes back within REFRESH_REUSE_GRACE_MS of its rotation and the session is still live; then
 * it gets its successor again.
 *
 * Handing the successor out again needs its secret, and only hashes are stored. So a
 * successor's secret is not random but derived: an HMAC, under a key derived from the server
 * secret, of the parent's id and the parent's secret, which the caller presents again. Whoever
 * presents the parent can compute nothing new (they get the one successor the parent already
 * has, and only within the grace); the database alone (hashes, `successor_id`) derives nothing;
 * and the parent's secret is itself random or derived the same way, so every secret stays
 * unguessable. The first token of a session is random.
 */
@Injectable()
export class RefreshTokensService {
  private readonly logger = new Logger('RefreshTokens');

  private readonly successorKey: Buffer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: RefreshTokensRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.successorKey = createHmac('sha256', config.jwtSecret)
      .update('refresh-token-successor')
      .digest();
  }

  /** The first token of a new session, started by a real sign-in now. */
  async start(userId: string): Promise<IssuedRefreshToken> {
    const familyId = randomUUID();
    const authenticatedAt = new Date();
    return {
      token: await this.issue(undefined, userId, familyId, authenticatedAt),
      familyId,
      authenticatedAt,
    };
  }

  private async issue(
    tx: Tx | undefined,
    userId: string,
    familyId: string,
    authenticatedAt: Date,
    secret = newSecret(),
  ): Promise<string> {
    const id = await this.tokens.insert(
      {
        userId,
        familyId,
        secretHash: hashSecret(secret),
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
        authenticatedAt,
        lastUsedAt: new Date(),
        userAgent: requestContext.current()?.userAgent?.slice(0, 400) ?? null,
      },
      tx,
    );
    return `${id}.${secret}`;
  }

  /** Exchanges a token for the next one; undefined when it is not (or no longer) valid. */
  async rotate(presented: string): Promise<RotationResult | undefined> {
    const parsed = parse(presented);
    if (!parsed) return undefined;
    return this.dataSource.transaction(async (manager) => {
      const token = await this.tokens.lockById(parsed.id, manager);
      if (!token || !sameHash(token.secretHash, hashSecret(parsed.secret))) return undefined;
      const now = this.clock.now();
      const successorSecret = this.successorSecret(token.id, parsed.secret);
      const answer = (next: string): RotationResult => ({
        userId: token.userId,
        familyId: token.familyId,
        authenticatedAt: token.authenticatedAt,
        token: next,
      });
      const racing =
        token.usedAt !== null &&
        token.revokedAt === null &&
        now.getTime() - token.usedAt.getTime() < REFRESH_REUSE_GRACE_MS;
      if (racing && token.expiresAt > now) {
        // The successor already issued, the very same token; a revoked one is not handed out.
        const successor = token.successorId
          ? await this.tokens.byId(token.successorId, manager)
          : null;
        if (!successor || successor.revokedAt) return undefined;
        return answer(`${successor.id}.${successorSecret}`);
      }
      if (token.usedAt || token.revokedAt) {
        await this.tokens.revokeFamily(token.familyId, manager);
        this.logger.warn(
          { userId: token.userId, familyId: token.familyId },
          'refresh token reuse: family revoked',
        );
        return undefined;
      }
      if (token.expiresAt <= now) return undefined;
      const next = await this.issue(
        manager,
        token.userId,
        token.familyId,
        token.authenticatedAt,
        successorSecret,
      );
      await this.tokens.markRotated(token.id, now, next.split('.')[0], manager);
      return answer(next);
    });
  }

  /** The secret of the token that follows `parentId` (see the class comment). */
  private successorSecret(parentId: string, parentSecret: string): string {
    return createHmac('sha256', this.successorKey)
      .update(`${parentId}.${parentSecret}`)
      .digest('base64url');
  }

  /** Ends the session the token belongs to (logout). */
  async revoke(presented: string | undefined): Promise<void> {
    const parsed = presented ? parse(presented) : undefined;
    if (!parsed) return;
    const token = await this.tokens.byId(parsed.id);
    if (token && sameHash(token.secretHash, hashSecret(parsed.secret))) {
      await this.tokens.revokeFamily(token.familyId);
    }
  }

  /** Ends every session of a user, except the one `keep` belongs to (password change). */
  async revokeAllOf(userId: string, keep?: string): Promise<void> {
    const keepFamily = keep ? await this.familyOf(keep) : undefined;
    await this.tokens.revokeAllBut(userId, keepFamily ?? null);
  }

  /** The session (family) a presented cookie belongs to, if it is genuine. */
  async familyOf(presented: string): Promise<string | undefined> {
    const parsed = parse(presented);
    if (!parsed) return undefined;
    const token = await this.tokens.byId(parsed.id);
    return token && sameHash(token.secretHash, hashSecret(parsed.secret))
      ? token.familyId
      : undefined;
  }
}

function parse(presented: string): { id: string; secret: string } | undefined {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/.exec(presented);
  // The id is parsed as a UUID before it reaches SQL.
  return match && isUuid(match[1]) ? { id: match[1], secret: match[2] } : undefined;
}

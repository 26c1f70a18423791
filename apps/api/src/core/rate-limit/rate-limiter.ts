import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { requestContext } from '../context/request-context.js';
import { DomainError } from '../errors/domain-error.js';

export const RATE_LIMIT_STORAGE = Symbol('RATE_LIMIT_STORAGE');

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/**
 * Counts attempts per bucket and per caller (an IP address, an account) in @nestjs/throttler's
 * storage: in memory for one instance, Redis when `REDIS_URL` is set. Services call it where a
 * rule applies, so GraphQL and REST share the same limits.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(RATE_LIMIT_STORAGE) private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One attempt; past the limit a TOO_MANY_REQUESTS error (HTTP 429) with the wait. */
  async hit(bucket: string, who: string, rule: RateLimit): Promise<void> {
    const key = `${bucket}:${createHash('sha256').update(who.toLowerCase()).digest('hex').slice(0, 32)}`;
    const limit = rule.limit * this.config.rateLimitScale;
    const record = await this.storage.increment(key, rule.windowMs, limit, rule.windowMs, bucket);
    if (record.isBlocked || record.totalHits > limit) {
      const seconds = Math.max(1, record.timeToBlockExpire || record.timeToExpire);
      throw new DomainError('TOO_MANY_REQUESTS', { params: { seconds } });
    }
  }

  /** Per IP address and, where known, per account. */
  async hitIpAndAccount(
    bucket: string,
    account: string | undefined,
    perIp: RateLimit,
    perAccount: RateLimit,
  ): Promise<void> {
    await this.hit(`${bucket}:ip`, requestContext.current()?.ip ?? 'unknown', perIp);
    if (account) await this.hit(`${bucket}:account`, account, perAccount);
  }
}

import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { requestContext } from '../context/request-context.js';
import { DomainError } from '../errors/domain-error.js';

export const RATE_LIMIT_STORAGE = Symbol('RATE_LIMIT_STORAGE');

/**
 * @nestjs/throttler's counting contract, plus waits: a wait is a mark with its own expiry,
 * kept apart from the counters (a key may name both a counter and a wait), so reading it never
 * creates or extends anything.
 */
export interface RateLimitStorage extends ThrottlerStorage {
  /** Marks `key` as waiting for `ms` from now (replacing an earlier wait). */
  startWait(key: string, ms: number): Promise<void>;
  /** Milliseconds left of the wait on `key`; 0 when there is none. */
  waitLeft(key: string): Promise<number>;
}

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
    @Inject(RATE_LIMIT_STORAGE) private readonly storage: RateLimitStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One attempt; past the limit a TOO_MANY_REQUESTS error (HTTP 429) with the wait. */
  async hit(bucket: string, who: string, rule: RateLimit): Promise<void> {
    const key = keyOf(bucket, who);
    const limit = rule.limit * this.config.rateLimitScale;
    const record = await this.storage.increment(key, rule.windowMs, limit, rule.windowMs, bucket);
    if (record.isBlocked || record.totalHits > limit) {
      const seconds = Math.max(1, record.timeToBlockExpire || record.timeToExpire);
      throw new DomainError('TOO_MANY_REQUESTS', { params: { seconds } });
    }
  }

  /**
   * Counts one event (a failed sign-in) in a window and answers how many there were, scaled
   * down by `RATE_LIMIT_SCALE` so tests with a raised scale count the same way.
   */
  async count(bucket: string, who: string, windowMs: number): Promise<number> {
    const record = await this.storage.increment(
      keyOf(bucket, who),
      windowMs,
      Number.MAX_SAFE_INTEGER,
      windowMs,
      bucket,
    );
    return Math.ceil(record.totalHits / this.config.rateLimitScale);
  }

  /** Makes `who` wait `ms` before the next attempt in `bucket` (see `assertNotWaiting`). */
  async startWait(bucket: string, who: string, ms: number): Promise<void> {
    await this.storage.startWait(keyOf(bucket, who), ms);
  }

  /** A TOO_MANY_REQUESTS error with the time left while a wait runs. */
  async assertNotWaiting(bucket: string, who: string): Promise<void> {
    const left = await this.storage.waitLeft(keyOf(bucket, who));
    if (left > 0) {
      throw new DomainError('TOO_MANY_REQUESTS', {
        params: { seconds: Math.max(1, Math.ceil(left / 1000)) },
      });
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

function keyOf(bucket: string, who: string): string {
  return `${bucket}:${createHash('sha256').update(who.toLowerCase()).digest('hex').slice(0, 32)}`;
}

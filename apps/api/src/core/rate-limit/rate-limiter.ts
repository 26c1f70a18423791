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
  /**
   * Marks `key` as waiting for `ms` from now (replacing an earlier wait), and remembers for
   * `WAITED_MARK_MS` longer that a wait has run on it (see `claimTurn`).
   */
  startWait(key: string, ms: number): Promise<void>;
  /** Milliseconds left of the wait on `key`; 0 when there is none. */
  waitLeft(key: string): Promise<number>;
  /** Ends the wait on `key` now (its mark stays). */
  endWait(key: string): Promise<void>;
  /** Takes back one hit of the counter `key` (a reservation given back). */
  decrement(key: string): Promise<void>;
  /**
   * Atomically: while a wait runs on `key`, answers the milliseconds left; when no wait has run
   * on it yet (the free attempts are still under way), -1; else starts a wait of `ms` and
   * answers 0: the caller has the one turn after the wait.
   */
  claimTurn(key: string, ms: number): Promise<number>;
}

/** How long a key remembers, beyond its wait, that it has waited (one counting window). */
export const WAITED_MARK_MS = 15 * 60_000;

/** A free attempt, or the turn after a wait; `give back` when the attempt should not count. */
export interface Reservation {
  bucket: string;
  who: string;
  /** The attempts counted in the window, this one included (scaled down). */
  count: number;
  /** This attempt took the turn after a wait (and started the next wait). */
  claimedTurn: boolean;
}

/** A reserved count: attempts beyond `free` in `windowMs` wait `waitMs(beyond)` each. */
export interface ReservationRule {
  free: number;
  windowMs: number;
  waitMs(beyond: number): number;
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

  /**
   * Counts an attempt BEFORE its work (a password check), atomically, so that attempts sent at
   * the same moment cannot all pass as "free": the first `free` go ahead; beyond them only the
   * one attempt that takes the turn after a wait (`claimTurn`); the others get back their count
   * and the wait left (in ms) instead of a reservation. During a wait nothing is counted.
   */
  async reserve(
    bucket: string,
    who: string,
    rule: ReservationRule,
  ): Promise<Reservation | { waitMs: number }> {
    const key = keyOf(bucket, who);
    const left = await this.storage.waitLeft(key);
    if (left > 0) return { waitMs: left };
    const scale = this.config.rateLimitScale;
    const record = await this.storage.increment(
      key,
      rule.windowMs,
      Number.MAX_SAFE_INTEGER,
      rule.windowMs,
      bucket,
    );
    const count = Math.ceil(record.totalHits / scale);
    if (record.totalHits <= rule.free * scale) return { bucket, who, count, claimedTurn: false };
    const turn = await this.storage.claimTurn(key, rule.waitMs(count - rule.free));
    if (turn === 0) return { bucket, who, count, claimedTurn: true };
    await this.storage.decrement(key);
    return { waitMs: turn > 0 ? turn : rule.waitMs(0) };
  }

  /** Gives a reservation back (a right password): it no longer counts, nor does its turn. */
  async release(reservation: Reservation): Promise<void> {
    const key = keyOf(reservation.bucket, reservation.who);
    await this.storage.decrement(key);
    if (reservation.claimedTurn) await this.storage.endWait(key);
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

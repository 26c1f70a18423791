import type { OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { type RateLimitStorage, WAITED_MARK_MS } from './rate-limiter.js';

// Fixed window per key: count, set the expiry on the first hit, answer count and time left.
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return { hits, ttl }
`;

// A reservation given back: one hit less, never below zero, never creating the counter.
const DECREMENT = `
if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then
  redis.call('DECR', KEYS[1])
end
return 0
`;

// The turn after a wait (see RateLimitStorage.claimTurn): KEYS = wait, waited mark.
const CLAIM_TURN = `
local left = redis.call('PTTL', KEYS[1])
if left > 0 then return left end
if redis.call('EXISTS', KEYS[2]) == 0 then return -1 end
redis.call('SET', KEYS[1], '1', 'PX', ARGV[1])
return 0
`;

/** Rate-limit counters shared by every API instance (`REDIS_URL`). */
export class RedisThrottlerStorage implements RateLimitStorage, OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(url: string) {
    // Fail fast while disconnected (no queue of waiting commands); the caller falls back.
    this.redis = new Redis(url, {
      lazyConnect: false,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2000,
      commandTimeout: 1000,
      keyPrefix: 'rl:',
    });
    // Connection errors are reported through failing commands; keep them off the process.
    this.redis.on('error', () => undefined);
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
  ): Promise<{
    totalHits: number;
    timeToExpire: number;
    isBlocked: boolean;
    timeToBlockExpire: number;
  }> {
    const [hits, left] = (await this.redis.eval(INCREMENT, 1, key, String(ttl))) as [
      number,
      number,
    ];
    const seconds = Math.max(0, Math.ceil(left / 1000));
    return {
      totalHits: hits,
      timeToExpire: seconds,
      isBlocked: hits > limit,
      timeToBlockExpire: hits > limit ? seconds : 0,
    };
  }

  async startWait(key: string, ms: number): Promise<void> {
    const wait = Math.max(1, Math.round(ms));
    await this.redis
      .multi()
      .set(`wait:${key}`, '1', 'PX', wait)
      .set(`waited:${key}`, '1', 'PX', wait + WAITED_MARK_MS)
      .exec();
  }

  async endWait(key: string): Promise<void> {
    await this.redis.del(`wait:${key}`);
  }

  async decrement(key: string): Promise<void> {
    await this.redis.eval(DECREMENT, 1, key);
  }

  async claimTurn(key: string, ms: number): Promise<number> {
    const wait = String(Math.max(1, Math.round(ms)));
    return Number(await this.redis.eval(CLAIM_TURN, 2, `wait:${key}`, `waited:${key}`, wait));
  }

  async waitLeft(key: string): Promise<number> {
    // PTTL: -2 when there is no wait, -1 never (every wait is set with an expiry).
    return Math.max(0, await this.redis.pttl(`wait:${key}`));
  }

  isReady(): boolean {
    return this.redis.status === 'ready';
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { MemoryThrottlerStorage } from './memory-throttler.storage.js';
import type { RateLimitStorage } from './rate-limiter.js';
import type { RedisThrottlerStorage } from './redis-throttler.storage.js';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

export interface RateLimitHealth {
  status: 'up' | 'down';
  limits: 'shared' | 'per-instance';
}

/**
 * Shared counters in Redis while it answers; when it does not, this instance counts on its own
 * (per-instance limits) and logs a warning, so an outage of Redis never turns sign-in or any
 * rate-limited path into a server error.
 */
export class FallbackThrottlerStorage implements RateLimitStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly local = new MemoryThrottlerStorage();
  private lastFailure = 0;

  constructor(private readonly shared: RedisThrottlerStorage) {}

  increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    return this.sharedOrLocal((storage) =>
      storage.increment(key, ttl, limit, blockDuration, throttlerName),
    );
  }

  startWait(key: string, ms: number): Promise<void> {
    return this.sharedOrLocal((storage) => storage.startWait(key, ms));
  }

  waitLeft(key: string): Promise<number> {
    return this.sharedOrLocal((storage) => storage.waitLeft(key));
  }

  endWait(key: string): Promise<void> {
    return this.sharedOrLocal((storage) => storage.endWait(key));
  }

  decrement(key: string): Promise<void> {
    return this.sharedOrLocal((storage) => storage.decrement(key));
  }

  claimTurn(key: string, ms: number): Promise<number> {
    return this.sharedOrLocal((storage) => storage.claimTurn(key, ms));
  }

  private async sharedOrLocal<T>(run: (storage: RateLimitStorage) => Promise<T>): Promise<T> {
    try {
      const result = await run(this.shared);
      this.lastFailure = 0;
      return result;
    } catch (error) {
      if (Date.now() - this.lastFailure > 60_000)
        this.logger.warn(
          `Redis is unreachable (${(error as Error).message}); rate limits count per instance`,
        );
      this.lastFailure = Date.now();
      return run(this.local);
    }
  }

  health(): RateLimitHealth {
    return this.shared.isReady()
      ? { status: 'up', limits: 'shared' }
      : { status: 'down', limits: 'per-instance' };
  }

  onApplicationShutdown(): void {
    this.shared.onApplicationShutdown();
  }
}

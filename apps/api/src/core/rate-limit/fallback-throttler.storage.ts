import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { MemoryThrottlerStorage } from './memory-throttler.storage.js';
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
export class FallbackThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly local = new MemoryThrottlerStorage();
  private lastFailure = 0;

  constructor(private readonly shared: RedisThrottlerStorage) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    try {
      const record = await this.shared.increment(key, ttl, limit);
      this.lastFailure = 0;
      return record;
    } catch (error) {
      if (Date.now() - this.lastFailure > 60_000)
        this.logger.warn(
          `Redis is unreachable (${(error as Error).message}); rate limits count per instance`,
        );
      this.lastFailure = Date.now();
      return this.local.increment(key, ttl, limit);
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

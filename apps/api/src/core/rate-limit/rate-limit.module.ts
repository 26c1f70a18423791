import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { FallbackThrottlerStorage } from './fallback-throttler.storage.js';
import { MemoryThrottlerStorage } from './memory-throttler.storage.js';
import { RATE_LIMIT_STORAGE, RateLimiter } from './rate-limiter.js';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';

@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.redisUrl
          ? new FallbackThrottlerStorage(new RedisThrottlerStorage(config.redisUrl))
          : new MemoryThrottlerStorage(),
    },
    RateLimiter,
  ],
  exports: [RateLimiter, RATE_LIMIT_STORAGE],
})
export class RateLimitModule {}

import { Controller, Get, Inject } from '@nestjs/common';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../auth/public.decorator.js';
import { JobWorker } from '../jobs/job-worker.service.js';
import { FallbackThrottlerStorage } from '../rate-limit/fallback-throttler.storage.js';
import { RATE_LIMIT_STORAGE, type RateLimitStorage } from '../rate-limit/rate-limiter.js';

/**
 * Readiness for load balancers: 200 when the database answers, 503 when it does not. The job
 * worker is reported (`running`, by `PROCESS_ROLE`) but never takes the API out of rotation;
 * Redis (when `REDIS_URL` is set) is reported but does not fail the check either: without it
 * this instance keeps serving with per-instance rate limits.
 */
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly worker: JobWorker,
    @Inject(RATE_LIMIT_STORAGE) private readonly rateLimits: RateLimitStorage,
  ) {}

  @Public()
  @Get()
  @HealthCheck()
  async check() {
    const result = await this.health.check([
      () => this.database.pingCheck('database', { timeout: 2000 }),
      () => ({ jobWorker: { status: 'up' as const, running: this.worker.running } }),
    ]);
    if (!(this.rateLimits instanceof FallbackThrottlerStorage)) return result;
    const redis = this.rateLimits.health();
    return {
      ...result,
      info: { ...result.info, redis },
      details: { ...result.details, redis },
    };
  }
}

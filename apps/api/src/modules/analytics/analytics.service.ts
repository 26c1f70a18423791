import { Injectable } from '@nestjs/common';
import { LIMITS } from '@platform/domain';
import { requestContext } from '../../core/context/request-context.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { PageViewsRepository } from './page-views.repository.js';

/** The first-party page-view collector (sent by the client only with analytics consent). */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly pageViews: PageViewsRepository,
    private readonly limiter: RateLimiter,
  ) {}

  async recordPageView(path: string, locale: string): Promise<void> {
    await this.limiter.hit('pageview:ip', requestContext.current()?.ip ?? 'unknown', {
      limit: 600,
      windowMs: 3_600_000,
    });
    await this.pageViews.countView(path.replace(/\/+$/, '') || '/', locale);
  }

  /**
   * Counts older than the retention period the privacy page states go (the daily
   * `data_retention` job calls this). Returns how many rows went.
   */
  async purgeOld(now: Date): Promise<number> {
    return this.pageViews.deleteOlderThan(now, LIMITS.analyticsRetentionMonths);
  }
}

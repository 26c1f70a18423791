import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS } from '@platform/domain';
import { DataSource } from 'typeorm';
import { requestContext } from '../../core/context/request-context.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';

const DAY = 86_400_000;

/** The first-party page-view collector (sent by the client only with analytics consent). */
@Injectable()
export class AnalyticsService {
  private lastPurge = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
  ) {}

  async recordPageView(path: string, locale: string): Promise<void> {
    await this.limiter.hit('pageview:ip', requestContext.current()?.ip ?? 'unknown', {
      limit: 600,
      windowMs: 3_600_000,
    });
    await this.dataSource.query(
      `INSERT INTO page_view_counts (day, path, locale, views)
       VALUES ((now() AT TIME ZONE 'Europe/Berlin')::date, $1, $2, 1)
       ON CONFLICT (day, path, locale) DO UPDATE SET views = page_view_counts.views + 1`,
      [path.replace(/\/+$/, '') || '/', locale],
    );
    await this.purgeOld();
  }

  /** Counts older than the retention period go, checked at most once a day per instance. */
  private async purgeOld(): Promise<void> {
    if (Date.now() - this.lastPurge < DAY) return;
    this.lastPurge = Date.now();
    await this.dataSource.query(
      `DELETE FROM page_view_counts WHERE day < (now() - make_interval(months => $1))::date`,
      [LIMITS.analyticsRetentionMonths],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS } from '@platform/domain';
import { DataSource } from 'typeorm';
import { requestContext } from '../../core/context/request-context.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';

/** The first-party page-view collector (sent by the client only with analytics consent). */
@Injectable()
export class AnalyticsService {
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
  }

  /**
   * Counts older than the retention period the privacy page states go (the daily
   * `data_retention` job calls this). Returns how many rows went.
   */
  async purgeOld(now: Date): Promise<number> {
    const rows = await this.dataSource.query<unknown[]>(
      `DELETE FROM page_view_counts
       WHERE day < ($1::timestamptz - make_interval(months => $2))::date RETURNING day`,
      [now, LIMITS.analyticsRetentionMonths],
    );
    return rows.length;
  }
}

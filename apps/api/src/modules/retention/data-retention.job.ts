import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../core/clock/clock.js';
import { JobRegistry } from '../../core/jobs/job-registry.js';
import { AnalyticsService } from '../analytics/analytics.service.js';

/** Used or expired one-time links (verification, reset, e-mail change) are kept this long. */
const EMAIL_TOKEN_DAYS = 7;
/** Ended sign-in sessions (expired or revoked refresh tokens). */
const REFRESH_TOKEN_DAYS = 30;
/** Sent mails: recipient and subject stay this long (the body goes at sending). */
const SENT_MAIL_DAYS = 30;
/** Mails that failed for good: kept with their body this long for an admin to resend. */
const FAILED_MAIL_DAYS = 90;

/**
 * `data_retention`, daily: deletes what the privacy page promises to keep only for a while
 * (page-view counts after 24 months) and what has no purpose any more (spent or expired
 * e-mail links, e-mail change links and sign-in sessions, the record of mails sent, mails that
 * failed for good and were not resent).
 */
@Injectable()
export class DataRetentionJob implements OnModuleInit {
  private readonly logger = new Logger('Retention');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly analytics: AnalyticsService,
    private readonly jobs: JobRegistry,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.every({ name: 'data_retention', match: '30 2 * * *', run: () => this.run() });
  }

  async run(): Promise<Record<string, number>> {
    const now = this.clock.now();
    const removed = {
      pageViewCounts: await this.analytics.purgeOld(now),
      emailTokens: await this.remove(
        `DELETE FROM email_tokens
         WHERE coalesce(used_at, expires_at) < $1::timestamptz - make_interval(days => $2) RETURNING id`,
        [now, EMAIL_TOKEN_DAYS],
      ),
      emailChangeLinks: await this.remove(
        `DELETE FROM email_change_requests
         WHERE coalesce(used_at, expires_at) < $1::timestamptz - make_interval(days => $2) RETURNING id`,
        [now, EMAIL_TOKEN_DAYS],
      ),
      refreshTokens: await this.remove(
        `DELETE FROM refresh_tokens
         WHERE least(expires_at, coalesce(revoked_at, expires_at)) < $1::timestamptz - make_interval(days => $2)
         RETURNING id`,
        [now, REFRESH_TOKEN_DAYS],
      ),
      sentMails: await this.remove(
        `DELETE FROM mail_outbox
         WHERE status = 'sent' AND sent_at < $1::timestamptz - make_interval(days => $2) RETURNING id`,
        [now, SENT_MAIL_DAYS],
      ),
      failedMails: await this.remove(
        `DELETE FROM mail_outbox
         WHERE status = 'failed' AND updated_at < $1::timestamptz - make_interval(days => $2) RETURNING id`,
        [now, FAILED_MAIL_DAYS],
      ),
    };
    this.logger.log({ msg: 'data retention', ...removed });
    return removed;
  }

  private async remove(sql: string, params: unknown[]): Promise<number> {
    const result = await this.dataSource.query<unknown>(sql, params);
    const rows = Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result;
    return Array.isArray(rows) ? rows.length : 0;
  }
}

import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../core/clock/clock.js';
import { JobRegistry } from '../../core/jobs/job-registry.js';
import { AnalyticsService } from '../analytics/index.js';
import { RetentionContributors } from './retention-contributors.js';

/**
 * `data_retention`, daily: deletes what the privacy page promises to keep only for a while
 * (page-view counts after 24 months) and what has no purpose any more (spent or expired
 * e-mail links, e-mail change links and sign-in sessions, the record of mails sent, mails that
 * failed for good and were not resent). Each module deletes its own rows (`RetentionContributor`).
 */
@Injectable()
export class DataRetentionJob implements OnModuleInit {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly analytics: AnalyticsService,
    private readonly contributors: RetentionContributors,
    private readonly jobs: JobRegistry,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.every({ name: 'data_retention', match: '30 2 * * *', run: () => this.run() });
  }

  async run(): Promise<Record<string, number>> {
    const now = this.clock.now();
    const removed: Record<string, number> = { pageViewCounts: await this.analytics.purgeOld(now) };
    for (const contributor of this.contributors.inOrder()) {
      Object.assign(removed, await contributor.purge(now));
    }
    this.logger.log({ msg: 'data retention', ...removed });
    return removed;
  }
}

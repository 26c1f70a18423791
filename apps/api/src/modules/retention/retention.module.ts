import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/index.js';
import { DataRetentionJob } from './data-retention.job.js';
import { RetentionContributors } from './retention-contributors.js';

/** The daily deletion of data kept only for a limited time; modules register their share. */
@Module({
  imports: [AnalyticsModule],
  providers: [DataRetentionJob, RetentionContributors],
  exports: [RetentionContributors],
})
export class RetentionModule {}

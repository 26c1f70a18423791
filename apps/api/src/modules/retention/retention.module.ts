import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module.js';
import { DataRetentionJob } from './data-retention.job.js';

/** The daily deletion of data kept only for a limited time. */
@Module({ imports: [AnalyticsModule], providers: [DataRetentionJob] })
export class RetentionModule {}

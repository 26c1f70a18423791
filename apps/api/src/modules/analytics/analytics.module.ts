import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsController, AnalyticsResolver } from './analytics.controller.js';
import { AnalyticsService } from './analytics.service.js';
import { PageViewCount } from './page-view-count.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([PageViewCount])],
  controllers: [AnalyticsController],
  providers: [AnalyticsService, AnalyticsResolver],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
